import * as z from 'zod';
import { boolean, calendarDate, httpUrl, id, list, localDateTime, queryFlag, timeZone } from '#shared/core/fields.ts';
import { FEED_ORDERS } from '#shared/domain/feeds.ts';
import { CLIENT_FEED_STATUSES, CREATE_FEED_STATUSES } from '#shared/domain/feed-status.ts';
import { pagingQuery } from '#shared/http/pagination.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

export const idParams = z.object({ feed: id() });
export const slugParams = z.object({ feed: z.string().min(1).max(200) });

const mediaList = z.array(z.object({ type: z.string().trim().min(1).max(40), url: httpUrl() })).max(10);
/** The original's link preview request: the server fetches the preview (shared/domain/link-preview.ts). */
const oembedMedia = z.object({ type: z.literal('oembed'), url: httpUrl() });
const media = z.union([mediaList, oembedMedia]);
/** `media` as an object asks for a link preview (`link_preview`) and leaves the media list alone. */
const linkPreviewOf = <T extends { media?: z.infer<typeof media> | undefined }, A extends z.infer<typeof mediaList> | undefined>(body: T, absent: A) => {
  const { media: m, ...rest } = body;
  const list: z.infer<typeof mediaList> | A = Array.isArray(m) ? m : absent;
  return { ...rest, media: list, link_preview: m !== undefined && !Array.isArray(m) ? m.url : undefined };
};

/**
 * Topic ids (`topics`, the spec; `topic_ids`, the original platform). A string that is not a
 * number names a topic by slug, which members may create when the configuration lets them.
 */
const topicRefs = list(z.union([id(), z.string().trim().min(1).max(120)]), { max: 20 });
const topicsOf = <T extends { topics?: unknown; topic_ids?: unknown }>(body: T) => {
  const { topic_ids, ...rest } = body;
  return { ...rest, topics: (body.topics ?? topic_ids) as Array<number | string> | undefined };
};

export const createFeedBody = z.object({
  message: z.string().trim().min(1, 'message is required').max(15_000),
  title: z.string().trim().max(192).default(''),
  space: z.string().trim().min(1).max(120).optional(),
  space_id: id().optional(),
  content_type: z.string().trim().min(1).max(40).default('text'),
  status: z.enum(CREATE_FEED_STATUSES).default('published'),
  media: media.optional(),
  topics: topicRefs.optional(),
  topic_ids: topicRefs.optional(),
  // A scheduled post (docs/scheduled-posts.md): its time in `timezone` (default the site's).
  scheduled_at: localDateTime().optional(),
  timezone: timeZone().optional(),
  auto_publish: boolean().optional(),
})
  .refine((b) => b.status !== 'scheduled' || b.scheduled_at !== undefined, { message: 'scheduled_at is required for a scheduled post', path: ['scheduled_at'] })
  .transform(({ scheduled_at, timezone, auto_publish, ...body }) => ({
    ...topicsOf(linkPreviewOf(body, [])),
    schedule: body.status === 'scheduled' && scheduled_at !== undefined ? { scheduled_at, timezone, auto_publish } : undefined,
  }));

export const updateFeedBody = z.object({
  message: z.string().trim().min(1).max(15_000).optional(),
  // Accepted to be compared with the post's own space: a post is never moved (docs/feeds.md).
  space: z.string().trim().min(1).max(120).optional(),
  space_id: id().optional(),
  title: z.string().trim().max(192).optional(),
  content_type: z.string().trim().min(1).max(40).optional(),
  status: z.enum(CLIENT_FEED_STATUSES).optional(),
  media: media.optional(),
  topics: topicRefs.optional(),
  topic_ids: topicRefs.optional(),
}).transform((body) => topicsOf(linkPreviewOf(body, undefined)));

export const patchFeedBody = z
  .object({ is_sticky: boolean().optional(), comments_disabled: boolean().optional(), status: z.enum(CLIENT_FEED_STATUSES).optional() })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'is_sticky, comments_disabled or status is required', path: ['is_sticky'] });

export const feedsQuery = z.object({
  ...pagingQuery(10),
  space: z.preprocess(emptyAsUndefined, z.string().max(120).optional()),
  space_id: id().optional(),
  user_id: id().optional(),
  // `pending` reads the moderation queue; other statuses were never a filter here and stay ignored.
  status: z.preprocess((v) => (v === 'pending' ? v : undefined), z.literal('pending').optional()),
  topics: list(id(), { max: 10 }).optional(),
  topic_slug: z.preprocess(emptyAsUndefined, z.string().trim().max(120).optional()),
  search: z.preprocess(emptyAsUndefined, z.string().trim().min(2, 'search needs at least 2 characters').max(100).optional()),
  following: queryFlag(),
  order_by_type: z.preprocess(emptyAsUndefined, z.enum(FEED_ORDERS).default('latest')),
});

export const commentParams = z.object({ feed: id(), comment: id() });
/** A comment by its id alone (GET /comments/{comment}). */
export const commentIdParams = z.object({ comment: id() });
export const commentsQuery = z.object({ ...pagingQuery(50) });

/** The original platform sends `comment`; `message` is accepted too. */
const commentText = z.preprocess(
  (body) => (body && typeof body === 'object' && 'comment' in body && !('message' in body) ? { ...body, message: body.comment } : body),
  z.object({ message: z.string({ error: 'comment is required' }).trim().min(1, 'comment must not be empty').max(10_000) }),
);
export const createCommentBody = z.intersection(commentText, z.object({ parent_id: id().optional() }));
export const editCommentBody = commentText;
export const pinCommentBody = z.object({ is_sticky: boolean() });

/** Anything but bookmark is a like, as in the original platform. */
export const reactBody = z.object({
  react_type: z.preprocess((v) => (v === 'bookmark' ? 'bookmark' : 'like'), z.enum(['like', 'bookmark'])),
  remove: boolean().default(false),
});
/** A missing state unlikes, as before; a state that is not a boolean is refused. */
export const commentReactBody = z.object({ state: boolean().default(false) });
export const bookmarksQuery = z.object({ ...pagingQuery(10) });

/** GET /scheduled-posts: `user_id` is an administrator's filter; dates are days in the site's time zone. */
export const scheduledPostsQuery = z.object({
  ...pagingQuery(20),
  user_id: id().optional(),
  space_id: id().optional(),
  date_from: z.preprocess(emptyAsUndefined, calendarDate().optional()),
  date_to: z.preprocess(emptyAsUndefined, calendarDate().optional()),
});

/** PUT /scheduled-posts/{feed}: the new time, in `timezone` (default the post's). */
export const rescheduleBody = z.object({ scheduled_at: localDateTime(), timezone: timeZone().optional() });
