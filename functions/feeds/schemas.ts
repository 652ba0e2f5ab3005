import { z } from 'zod';
import { FEED_STATUSES } from '#shared/domain/feeds.ts';
import { pagingQuery } from '#shared/http/pagination.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const idParams = z.object({ feed: z.coerce.number().int().positive() });
export const slugParams = z.object({ feed: z.string().min(1).max(200) });

const media = z.array(z.object({ type: z.string().trim().min(1).max(40), url: z.url({ protocol: /^https?$/ }) })).max(10);

export const createFeedBody = z.object({
  message: z.string().trim().min(1, 'message is required').max(15_000),
  title: z.string().trim().max(192).default(''),
  space: z.string().trim().min(1).max(120).optional(),
  space_id: z.number().int().positive().optional(),
  content_type: z.string().trim().min(1).max(40).default('text'),
  status: z.enum(['published', 'draft']).default('published'),
  media: media.default([]),
});

export const updateFeedBody = z.object({
  message: z.string().trim().min(1).max(15_000).optional(),
  title: z.string().trim().max(192).optional(),
  content_type: z.string().trim().min(1).max(40).optional(),
  status: z.enum(['published', 'draft']).optional(),
  media: media.optional(),
});

export const patchFeedBody = z
  .object({ is_sticky: z.boolean().optional(), comments_disabled: z.boolean().optional(), status: z.enum(FEED_STATUSES).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'is_sticky, comments_disabled or status is required', path: ['is_sticky'] });

export const feedsQuery = z.object({
  ...pagingQuery(10),
  space: z.preprocess(emptyAsUndefined, z.string().max(120).optional()),
  user_id: z.coerce.number().int().positive().optional(),
  order_by_type: z.enum(['latest', 'oldest']).default('latest'),
});

export const commentParams = z.object({ feed: z.coerce.number().int().positive(), comment: z.coerce.number().int().positive() });
export const commentsQuery = z.object({ ...pagingQuery(50) });

/** The original platform sends `comment`; `message` is accepted too. */
const commentText = z.preprocess(
  (body) => (body && typeof body === 'object' && 'comment' in body && !('message' in body) ? { ...body, message: body.comment } : body),
  z.object({ message: z.string({ error: 'comment is required' }).trim().min(1, 'comment must not be empty').max(10_000) }),
);
export const createCommentBody = z.intersection(commentText, z.object({ parent_id: z.number().int().positive().optional() }));
export const editCommentBody = commentText;
export const pinCommentBody = z.object({ is_sticky: z.boolean() });

const truthy = z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes', z.boolean());
/** Anything but bookmark is a like, as in the original platform. */
export const reactBody = z.object({
  react_type: z.preprocess((v) => (v === 'bookmark' ? 'bookmark' : 'like'), z.enum(['like', 'bookmark'])),
  remove: truthy.default(false),
});
export const commentReactBody = z.object({ state: truthy });
export const bookmarksQuery = z.object({ ...pagingQuery(10) });
