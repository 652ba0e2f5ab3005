/** The chat routes [PRO] (docs/chat.md): the original's paths, one member's threads and messages each. */
import { requireCaller } from '#platform/auth/access.ts';
import type { DomainRouteKey } from '#platform/http/route-table.ts';
import { created, route, type AnyRoute, type RouteErrors } from '#platform/http/route.ts';
import * as chat from './chat-service.ts';
import {
  addMembersBody, groupBody, groupUpdateBody, messageParams, spaceParams, messagesQuery, messageUploadBody, newMessagesQuery, reactBody, readBody, sendBody, startBody, threadMemberParams, threadParams, threadsQuery, usersQuery,
} from './schemas.ts';
import { lazyResponses, lazySchema } from '#platform/http/lazy-responses.ts';
const { uploadRequestedResponse } = lazyResponses(() => import('#features/media/responses.ts'));
const answers = () => import('./responses.ts');
const { deletedMessageResponse, membersResponse, MessageOnly, messageResponse, messagesResponse, moderationResponse, reactResponse, readResponse, threadResponse, threadsResponse, unreadResponse, usersResponse } = lazyResponses(answers);

const OFF = { 403: ['chat_disabled'] } as const;
/** A route that names a thread may name a space's, while its chat is off (docs/chat.md "Space threads"). */
const THREAD_OFF = ['chat_disabled', 'chat_space_disabled'];
const THREAD: RouteErrors = { 403: THREAD_OFF, 404: ['chat_thread_not_found'] };
const BLOCKING: RouteErrors = { 400: ['chat_not_direct', 'chat_invalid_recipient'], 403: [...THREAD_OFF, 'rest_forbidden'], 404: ['chat_thread_not_found'] };
const GROUP: RouteErrors = { 400: ['chat_not_group', 'chat_invalid_recipient', 'chat_group_full'], 403: [...THREAD_OFF, 'rest_forbidden'], 404: ['chat_thread_not_found'] };
const MESSAGE: RouteErrors = { 403: THREAD_OFF, 404: ['chat_message_not_found'] };
/** A message's uploads refused (features/media/media-attachments.ts resolveMedia, chats.ts TooManyMediaError). */
const MEDIA_ERRORS = ['invalid_media', 'too_many_media'] as const;

/** Every chat route: a signed-in member, PRO, their own threads (membership is checked by the service). */
const member = { access: 'authenticated', inherits: 'none', pro: true } as const;

/** A group admin blocks (mutes) a member, or lifts it: one route each way. */
const blockMemberRoute = (blocked: boolean) =>
  route({
    ...member,
    params: threadMemberParams,
    responses: { 200: lazySchema(async () => { const a = await answers(); return a.membersResponse.or(a.threadResponse); }) },
    errors: { ...GROUP, 400: ['chat_not_group', 'chat_invalid_recipient', 'chat_not_direct'] },
    handle: ({ params, caller }) => chat.blockMember(requireCaller(caller), params.thread_id, params.member_id, blocked),
  });

/** The chat function's routes but /chat/broadcast/auth, which is live's (features/live/broadcast-routes.ts; functions/chat/routes.ts joins them). */
export const routes: Record<Exclude<DomainRouteKey<'chat'>, `${string} /chat/broadcast/auth`>, AnyRoute> = {
  'GET /chat/threads': route({ ...member, query: threadsQuery, responses: { 200: threadsResponse }, errors: OFF, handle: ({ query, caller }) => chat.listThreads(requireCaller(caller), query) }),
  'POST /chat/threads': route({
    ...member,
    body: startBody,
    responses: { 200: threadResponse, 201: threadResponse },
    errors: { 400: ['chat_invalid_recipient', 'chat_message_too_long'], 403: ['chat_disabled', 'chat_start_forbidden', 'chat_blocked'] },
    handle: async ({ body, caller }) => {
      const { created: isNew, thread } = await chat.startDirect(requireCaller(caller), body);
      return isNew ? created({ thread }) : { thread };
    },
  }),
  'GET /chat/threads/{thread_id}': route({ ...member, params: threadParams, responses: { 200: threadResponse }, errors: THREAD, handle: ({ params, caller }) => chat.getThread(requireCaller(caller), params.thread_id) }),
  'GET /chat/threads/{thread_id}/members': route({ ...member, params: threadParams, responses: { 200: membersResponse }, errors: { ...THREAD, 400: ['chat_not_group'] }, handle: ({ params, caller }) => chat.listMembers(requireCaller(caller), params.thread_id) }),
  'POST /chat/threads/leave/{thread_id}': route({ ...member, params: threadParams, responses: { 200: MessageOnly }, errors: THREAD, handle: ({ params, caller }) => chat.leave(requireCaller(caller), params.thread_id) }),
  'POST /chat/threads/delete/{thread_id}': route({ ...member, params: threadParams, responses: { 200: MessageOnly }, errors: THREAD, handle: ({ params, caller }) => chat.deleteForMe(requireCaller(caller), params.thread_id) }),
  'POST /chat/threads/block/{thread_id}': route({ ...member, params: threadParams, responses: { 200: threadResponse }, errors: BLOCKING, handle: ({ params, caller }) => chat.blockThread(requireCaller(caller), params.thread_id, true) }),
  'POST /chat/threads/unblock/{thread_id}': route({ ...member, params: threadParams, responses: { 200: threadResponse }, errors: BLOCKING, handle: ({ params, caller }) => chat.blockThread(requireCaller(caller), params.thread_id, false) }),
  // A space's thread (docs/chat.md "Space threads"): join it (the original's path); find it by its space (ours).
  'POST /chat/threads/join/{thread_id}': route({ ...member, params: threadParams, responses: { 200: threadResponse }, errors: THREAD, handle: ({ params, caller }) => chat.joinThread(requireCaller(caller), params.thread_id) }),
  'GET /chat/spaces/{space_id}/thread': route({ ...member, params: spaceParams, responses: { 200: threadResponse }, errors: THREAD, handle: ({ params, caller }) => chat.spaceThread(requireCaller(caller), params.space_id) }),
  'POST /chat/threads/{thread_id}/members/{member_id}/block-chat': blockMemberRoute(true),
  'POST /chat/threads/{thread_id}/members/{member_id}/unblock-chat': blockMemberRoute(false),
  'GET /chat/messages/{thread_id}': route({ ...member, params: threadParams, query: messagesQuery, responses: { 200: messagesResponse }, errors: THREAD, handle: ({ params, query, caller }) => chat.listMessages(requireCaller(caller), params.thread_id, query) }),
  'POST /chat/messages/{thread_id}': route({
    ...member,
    idempotent: true,
    params: threadParams,
    body: sendBody,
    responses: { 201: messageResponse },
    errors: { 400: ['chat_message_too_long', ...MEDIA_ERRORS], 403: [...THREAD_OFF, 'chat_blocked'], 404: ['chat_thread_not_found'], 409: ['conflict'] },
    handle: async ({ params, body, caller }) => created(await chat.send(requireCaller(caller), params.thread_id, body)),
  }),
  // Starts an upload for a message of the thread: POST /media/uploads's service and answer (docs/chat.md "Media and link previews").
  'POST /chat/messages/{thread_id}/media_upload': route({
    ...member,
    idempotent: true,
    params: threadParams,
    body: messageUploadBody,
    responses: { 200: uploadRequestedResponse },
    errors: { 400: ['file_too_large', 'invalid_file_type'], 403: [...THREAD_OFF, 'chat_blocked'], 404: ['chat_thread_not_found'], 429: ['too_many_requests'] },
    handle: ({ params, body, caller }) => chat.startMessageUpload(requireCaller(caller), params.thread_id, body),
  }),
  'GET /chat/messages/{thread_id}/new': route({
    ...member,
    params: threadParams,
    query: newMessagesQuery,
    responses: { 200: messagesResponse },
    errors: THREAD,
    handle: ({ params, query, caller }) => chat.listMessages(requireCaller(caller), params.thread_id, { after: query.after, per_page: query.per_page }),
  }),
  'POST /chat/messages/edit/{message_id}': route({
    ...member,
    params: messageParams,
    body: sendBody,
    responses: { 200: messageResponse },
    errors: { 400: ['chat_message_too_long', ...MEDIA_ERRORS], 403: [...THREAD_OFF, 'chat_blocked'], 404: ['chat_message_not_found'], 409: ['conflict'] },
    handle: ({ params, body, caller }) => chat.editMessage(requireCaller(caller), params.message_id, body),
  }),
  'POST /chat/messages/delete/{message_id}': route({ ...member, params: messageParams, responses: { 200: deletedMessageResponse }, errors: { ...MESSAGE, 409: ['conflict'] }, handle: ({ params, caller }) => chat.deleteMessage(requireCaller(caller), params.message_id) }),
  'POST /chat/messages/{message_id}/react': route({ ...member, params: messageParams, body: reactBody, responses: { 200: reactResponse }, errors: MESSAGE, handle: ({ params, body, caller }) => chat.react(requireCaller(caller), params.message_id, body) }),
  'POST /chat/read-threads': route({ ...member, body: readBody, responses: { 200: readResponse }, errors: THREAD, handle: ({ body, caller }) => chat.markRead(requireCaller(caller), body) }),
  'GET /chat/unread_threads': route({ ...member, responses: { 200: unreadResponse }, errors: OFF, handle: ({ caller }) => chat.unreadThreads(requireCaller(caller)) }),
  'GET /chat/users': route({ ...member, query: usersQuery, responses: { 200: usersResponse }, errors: OFF, handle: ({ query, caller }) => chat.chatUsers(requireCaller(caller), query) }),
  'POST /chat/groups': route({
    ...member,
    idempotent: true,
    body: groupBody,
    responses: { 201: threadResponse },
    errors: { 400: ['chat_invalid_recipient', 'chat_group_full'], 403: ['chat_disabled', 'chat_start_forbidden'] },
    handle: async ({ body, caller }) => created(await chat.createGroup(requireCaller(caller), body)),
  }),
  'POST /chat/groups/{thread_id}': route({ ...member, params: threadParams, body: groupUpdateBody, responses: { 200: threadResponse }, errors: GROUP, handle: ({ params, body, caller }) => chat.updateGroup(requireCaller(caller), params.thread_id, body) }),
  'POST /chat/groups/{thread_id}/delete': route({ ...member, params: threadParams, responses: { 200: MessageOnly }, errors: GROUP, handle: ({ params, caller }) => chat.deleteGroup(requireCaller(caller), params.thread_id) }),
  'POST /chat/groups/{thread_id}/leave': route({ ...member, params: threadParams, responses: { 200: MessageOnly }, errors: GROUP, handle: ({ params, caller }) => chat.leave(requireCaller(caller), params.thread_id, true) }),
  'GET /chat/groups/{thread_id}/members': route({ ...member, params: threadParams, responses: { 200: membersResponse }, errors: GROUP, handle: ({ params, caller }) => chat.listMembers(requireCaller(caller), params.thread_id, true) }),
  'POST /chat/groups/{thread_id}/members': route({ ...member, params: threadParams, body: addMembersBody, responses: { 200: membersResponse }, errors: GROUP, handle: ({ params, body, caller }) => chat.addMembers(requireCaller(caller), params.thread_id, body.user_ids) }),
  'POST /chat/groups/{thread_id}/members/{member_id}/admin': route({ ...member, params: threadMemberParams, responses: { 200: membersResponse }, errors: GROUP, handle: ({ params, caller }) => chat.promoteMember(requireCaller(caller), params.thread_id, params.member_id) }),
  'POST /chat/groups/{thread_id}/members/{member_id}/remove': route({ ...member, params: threadMemberParams, responses: { 200: membersResponse }, errors: GROUP, handle: ({ params, caller }) => chat.removeMember(requireCaller(caller), params.thread_id, params.member_id) }),
  // Moderation (docs/chat.md): administrators only, each read written to the settings audit.
  'GET /admin/chat/threads/{thread_id}/messages': route({
    access: 'admin',
    inherits: 'none',
    pro: true,
    params: threadParams,
    query: messagesQuery,
    responses: { 200: moderationResponse },
    errors: THREAD,
    handle: ({ params, query, caller }) => chat.moderationRead(requireCaller(caller), params.thread_id, query),
  }),
};
