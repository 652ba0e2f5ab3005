/** The review routes' input (docs/moderation.md, "Holding content for review"). */
import * as z from 'zod';
import { id } from '#platform/core/fields.ts';
import { perPageQuery } from '#platform/http/pagination.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const queueQuery = z.object({
  /** comment: held comments (this queue); post: pending posts (the queue GET /feeds?status=pending reads). */
  type: z.preprocess(emptyAsUndefined, z.enum(['comment', 'post']).default('comment')),
  space_id: id().optional(),
  order: z.preprocess(emptyAsUndefined, z.enum(['newest', 'oldest']).default('newest')),
  per_page: perPageQuery(20),
  cursor: z.string().min(1).max(2048).optional(),
});

export const reviewParams = z.object({ comment: id() });
