/** What the chat routes take (docs/chat.md). */
import * as z from 'zod';
import { boolean, id, integer, list } from '#platform/core/fields.ts';
import { perPageQuery } from '#platform/http/pagination.ts';
import { lenient, mediaInputOf, mediaShape } from '#features/feeds/schemas.ts';
import { uploadRequestBody } from '#features/media/schemas.ts';
import { MAX_GROUP_MEMBERS } from './chats.ts';

export const threadParams = z.object({ thread_id: id() });
export const messageParams = z.object({ message_id: id() });
export const threadMemberParams = z.object({ thread_id: id(), member_id: id() });
export const spaceParams = z.object({ space_id: id() });

/** The text of a message: the messaging group's max_message_length bounds it further (400 chat_message_too_long). */
const text = z.string().trim().min(1, 'must not be empty').max(10_000);

export const threadsQuery = z.object({ per_page: perPageQuery(20), cursor: z.string().min(1).max(2048).optional() });
export const startBody = z.object({ user_id: id(), message: text.optional() });
export const groupBody = z.object({ title: z.string().trim().min(1).max(100), user_ids: list(id(), { max: MAX_GROUP_MEMBERS }).default([]) });
export const groupUpdateBody = z.object({ title: z.string().trim().min(1).max(100) });
export const addMembersBody = z.object({ user_ids: list(id(), { min: 1, max: MAX_GROUP_MEMBERS }) });

export const messagesQuery = z.object({ before: id().optional(), after: id().optional(), per_page: perPageQuery(20) }).refine((q) => q.before === undefined || q.after === undefined, { message: 'give before or after, not both', path: ['after'] });
export const newMessagesQuery = z.object({ after: integer({ min: 0 }).default(0), per_page: perPageQuery(50) });
/**
 * A message (send and edit): its text, and the media it shows as a comment takes them
 * (`media_ids`, the original's `media_images` / `media` URLs with their media_key; docs/chat.md
 * "Media and link previews"). `media: {type: 'oembed', url}` asks for that link's preview (else the text's first
 * link's). With media, the text may be empty (a picture sent alone).
 */
export const sendBody = lenient(
  z
    .object({ message: z.string().trim().max(10_000).default(''), ...mediaShape })
    .transform(mediaInputOf)
    .refine((b) => b.message !== '' || (b.media?.refs.length ?? 0) > 0, { message: 'must not be empty (unless the message carries media)', path: ['message'] }),
);
/** POST /chat/messages/{thread_id}/media_upload: the file as POST /media/uploads declares it (the upload is for the thread). */
export const messageUploadBody = uploadRequestBody.omit({ object_source: true, object_id: true });
export const reactBody = z.object({ react_type: z.literal('like').default('like'), remove: boolean().optional() });
export const readBody = z.object({ thread_ids: list(id(), { min: 1, max: 50 }), message_id: id().optional() });
export const usersQuery = z.object({ page: integer({ min: 1, max: 10_000 }).default(1), per_page: perPageQuery(20), cursor: z.string().min(1).max(2048).optional(), search: z.string().trim().min(1).max(100).optional() });
