/** What the review routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { Comment, FeedForCaller } from '#features/feeds/shapes.ts';

const QueuedComment = z.strictObject({ type: z.literal('comment'), id: z.number().int(), space_id: z.number().int().nullable(), comment: Comment });
const QueuedPost = z.strictObject({ type: z.literal('post'), id: z.number().int(), space_id: z.number().int().nullable(), feed: FeedForCaller });

export const queueResponse = z.strictObject({
  items: z.array(z.discriminatedUnion('type', [QueuedComment, QueuedPost])),
  next_cursor: z.string().nullable(),
});

export const reviewedCommentResponse = z.strictObject({ comment: Comment, message: z.string() });
