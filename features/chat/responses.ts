/** What the chat routes answer (docs/chat.md, docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { MessageOnly, sqlDateTime } from '#platform/shapes/common.ts';
import { MemberRow, Xprofile } from '#features/members/shapes.ts';
import { FeedMedia, LinkCard } from '#features/feeds/shapes.ts';
import { MEMBER_ROLES, THREAD_TYPES } from './chats.ts';

const int = z.number().int();

export const Thread = z
  .strictObject({
    id: int,
    type: z.enum(THREAD_TYPES),
    title: z.string().meta({ description: "A group's title; empty for a direct thread (show the peer's name)." }),
    members_count: int,
    peer: Xprofile.nullable().meta({ description: 'The other member of a direct thread; null for a group.' }),
    role: z.enum(MEMBER_ROLES),
    blocked: z.boolean().meta({ description: 'The caller blocked this direct thread.' }),
    last_message: z.strictObject({ id: int, user_id: int, message: z.string().meta({ description: 'Plain-text excerpt.' }), created_at: sqlDateTime }).nullable(),
    unread_count: int,
    last_read_id: int,
    updated_at: sqlDateTime.meta({ description: 'The last activity.' }),
  })
  .meta({ id: 'ChatThread' });

export const ChatMessage = z
  .strictObject({
    id: int,
    thread_id: int,
    user_id: int.nullable().meta({ description: 'null once the author deleted their account.' }),
    xprofile: Xprofile.nullable(),
    message: z.string(),
    message_rendered: z.string().meta({ description: 'Sanitized HTML, rendered as comments are (markdown, mentions).' }),
    media: z.array(FeedMedia).meta({ description: "Uploads the message shows (as a comment's media; seen by the thread's members only) and links kept as given." }),
    meta: z.strictObject({ media_preview: LinkCard.optional().meta({ description: "The preview of the message's link, as a post's." }) }),
    reactions_count: int,
    has_user_react: z.boolean(),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
  })
  .meta({ id: 'ChatMessage' });

const ThreadMember = z.strictObject({ user_id: int, role: z.enum(MEMBER_ROLES), chat_blocked: z.boolean(), joined_at: sqlDateTime, xprofile: Xprofile.nullable() });

export const threadsResponse = z.strictObject({ threads: z.array(Thread), next_cursor: z.string().nullable() });
export const unreadResponse = z.strictObject({ threads: z.array(Thread), total_unread: int });
export const threadResponse = z.strictObject({ thread: Thread });
export const membersResponse = z.strictObject({ members: z.array(ThreadMember) });
export const messagesResponse = z.strictObject({ messages: z.array(ChatMessage), has_more: z.boolean() });
export const messageResponse = z.strictObject({ message: ChatMessage });
export const deletedMessageResponse = z.strictObject({ message: z.string(), id: int });
export const reactResponse = z.strictObject({ id: int, reactions_count: int, has_user_react: z.boolean() });
export const readResponse = z.strictObject({ threads: z.array(z.strictObject({ id: int, unread_count: int, last_read_id: int })) });
export const usersResponse = z.strictObject({ users: z.array(MemberRow), next_cursor: z.string().nullable() });
export const moderationResponse = z.strictObject({
  thread: z.strictObject({ id: int, type: z.enum(THREAD_TYPES), title: z.string(), members_count: int, member_ids: z.array(int) }),
  messages: z.array(ChatMessage),
  has_more: z.boolean(),
});
export { MessageOnly };
