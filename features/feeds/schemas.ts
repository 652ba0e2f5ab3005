import * as z from 'zod';
import { boolean, calendarDate, httpUrl, id, integer, list, localDateTime, queryFlag, timeZone } from '#platform/core/fields.ts';
import { MAX_PRIORITY } from '#features/feeds/feeds.ts';
import { FEED_ORDERS } from '#features/settings/groups/rule-keys.ts';
import { CLIENT_FEED_STATUSES, CREATE_FEED_STATUSES } from '#features/feeds/feed-status.ts';
import { pagingQuery } from '#platform/http/pagination.ts';
import { MAX_SURVEY_OPTIONS, surveyBody } from '#features/feeds/surveys.ts';
import { MAX_SIDEBAR_LINKS, feedLinkItem } from '#features/settings/sidebar-links.ts';
import { mediaRefOfUrl, type MediaInput, type MediaRef } from '#features/media/media-attachments.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/**
 * The original's web app sends optional fields it has no value for as `null` or `''` (`media:
 * null`, `topic_ids: ''`, `meta: null`): read as absent, on both base paths. Required fields
 * (`message`, `comment`) keep their own errors.
 */
const LENIENT_OPTIONAL = ['media', 'media_images', 'media_ids', 'meta', 'topic_ids', 'topics', 'space', 'space_id', 'content_type', 'parent_id', 'survey', 'document_ids', 'send_announcement_email'] as const;
export const lenient = <T extends z.ZodType>(schema: T, extra: readonly string[] = []) =>
  z.preprocess((body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const drop = new Set<string>([...LENIENT_OPTIONAL, ...extra]);
    return Object.fromEntries(Object.entries(body).filter(([k, v]) => !(drop.has(k) && (v === null || v === ''))));
  }, schema);

export const idParams = z.object({ feed: id() });
export const slugParams = z.object({ feed: z.string().min(1).max(200) });

/**
 * Media a post or comment shows (docs/media.md, Attaching): `media_ids` (this API), and the
 * original's `media_images: [{url}]` and `media: [{type, url}]`, whose URLs carry a media_key.
 * A `media` entry of type oembed is a link kept as given; any other URL without a media_key is
 * refused: only uploads can be attached.
 */
export const mediaShape = {
  media_ids: list(id(), { max: 10 }).optional(),
  media_images: z.array(z.looseObject({ url: httpUrl() })).max(10).optional(),
  // An object {type: 'oembed', url} asks for a link preview instead (features/media/link-preview.ts).
  media: z.union([z.array(z.object({ type: z.string().trim().min(1).max(40), url: httpUrl() })).max(10), z.object({ type: z.literal('oembed'), url: httpUrl() })]).optional(),
};

type MediaFields = {
  media_ids?: number[] | undefined;
  media_images?: Array<{ url: string }> | undefined;
  media?: Array<{ type: string; url: string }> | { type: 'oembed'; url: string } | undefined;
};

/**
 * The body without its media fields, the MediaInput they name (undefined when none is given), and
 * the link whose preview is asked for (`media` as an object).
 */
export function mediaInputOf<T extends MediaFields>(
  body: T,
  ctx: z.RefinementCtx,
): Omit<T, keyof MediaFields> & { media: MediaInput | undefined; link_preview: string | undefined } {
  const { media_ids, media_images, media: given, ...rest } = body;
  const link_preview = given !== undefined && !Array.isArray(given) ? given.url : undefined;
  const media = Array.isArray(given) ? given : undefined;
  if (media_ids === undefined && media_images === undefined && media === undefined) return { ...rest, media: undefined, link_preview };
  const refs: MediaRef[] = (media_ids ?? []).map((mediaId, i) => ({ id: mediaId, field: `media_ids.${i}` }));
  const links: MediaInput['links'] = [];
  const byUrl = (url: string, field: string) => {
    const ref = mediaRefOfUrl(url, field);
    if (ref) refs.push(ref);
    else ctx.addIssue({ code: 'custom', message: 'must be the URL of an uploaded medium (with its media_key)', path: [field] });
  };
  (media_images ?? []).forEach((m, i) => byUrl(m.url, `media_images.${i}.url`));
  (media ?? []).forEach((m, i) => (m.type === 'oembed' ? links.push({ type: m.type, url: m.url }) : byUrl(m.url, `media.${i}.url`)));
  return { ...rest, media: { refs, links }, link_preview };
}

/**
 * Topic ids (`topics`, the spec; `topic_ids`, the original platform). A string that is not a
 * number names a topic by slug, which members may create when the configuration lets them.
 */
const topicRefs = list(z.union([id(), z.string().trim().min(1).max(120)]), { max: 20 });
const topicsOf = <T extends { topics?: unknown; topic_ids?: unknown }>(body: T) => {
  const { topic_ids, ...rest } = body;
  return { ...rest, topics: (body.topics ?? topic_ids) as Array<number | string> | undefined };
};

export const createFeedBody = lenient(z.object({
  message: z.string().trim().min(1, 'message is required').max(15_000),
  title: z.string().trim().max(192).default(''),
  space: z.string().trim().min(1).max(120).optional(),
  space_id: id().optional(),
  content_type: z.string().trim().min(1).max(40).default('text'),
  status: z.enum(CREATE_FEED_STATUSES).default('published'),
  ...mediaShape,
  topics: topicRefs.optional(),
  topic_ids: topicRefs.optional(),
  // A scheduled post (docs/scheduled-posts.md): its time in `timezone` (default the site's).
  scheduled_at: localDateTime().optional(),
  timezone: timeZone().optional(),
  auto_publish: boolean().optional(),
  // The original's survey (surveys.ts): the post becomes content_type `survey`.
  survey: surveyBody.optional(),
})
  .refine((b) => b.status !== 'scheduled' || b.scheduled_at !== undefined, { message: 'scheduled_at is required for a scheduled post', path: ['scheduled_at'] })
  .transform(({ scheduled_at, timezone, auto_publish, ...body }, ctx) => ({
    ...topicsOf(mediaInputOf(body, ctx)),
    schedule: body.status === 'scheduled' && scheduled_at !== undefined ? { scheduled_at, timezone, auto_publish } : undefined,
  })), ['title', 'scheduled_at', 'timezone', 'auto_publish']);

export const updateFeedBody = lenient(z.object({
  message: z.string().trim().min(1).max(15_000).optional(),
  // Accepted to be compared with the post's own space: a post is never moved (docs/feeds.md).
  space: z.string().trim().min(1).max(120).optional(),
  space_id: id().optional(),
  title: z.string().trim().max(192).optional(),
  content_type: z.string().trim().min(1).max(40).optional(),
  status: z.enum(CLIENT_FEED_STATUSES).optional(),
  ...mediaShape,
  topics: topicRefs.optional(),
  topic_ids: topicRefs.optional(),
}).transform((body, ctx) => topicsOf(mediaInputOf(body, ctx))));

export const patchFeedBody = z
  .object({
    is_sticky: boolean().optional(),
    // The original's pinned posts' order (moderators): 0 unpins.
    priority: integer({ min: 0, max: MAX_PRIORITY }).optional(),
    comments_disabled: boolean().optional(),
    status: z.enum(CLIENT_FEED_STATUSES).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'is_sticky, priority, comments_disabled or status is required', path: ['is_sticky'] });

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
  // The original's switch for a space's pinned post (docs/feeds.md, Feed lists).
  disable_sticky: queryFlag(),
  // None: the site's default_feed_sort_by (else latest; feed-list-service.ts orderOf).
  order_by_type: z.preprocess(emptyAsUndefined, z.enum(FEED_ORDERS).optional()),
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
/** A comment's media, as a post's (mediaShape). */
export const createCommentBody = lenient(z.intersection(commentText, z.object({ parent_id: id().optional(), ...mediaShape }).transform(mediaInputOf)));
export const editCommentBody = lenient(z.intersection(commentText, z.object(mediaShape).transform(mediaInputOf)));
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

/** POST /feeds/batch: the original reads the first 20 of `feed_ids` (feed-batch-service.ts); none is its `error` answer. */
export const batchBody = z.object({
  feed_ids: z.preprocess((v) => (Array.isArray(v) ? v.slice(0, 20) : v), list(id(), { max: 20 })).optional(),
});

/**
 * POST /feeds/markdown-preview: `text` bounded as a post's message is; with `with: ['meta']` and a
 * draft `feed`, the meta the draft's survey would give (markdown-preview.ts).
 */
export const markdownPreviewBody = z.object({
  text: z.string().max(15_000).default(''),
  with: list(z.string().max(40), { max: 10 }).default([]),
  feed: z.looseObject({ survey: surveyBody.optional() }).optional(),
});

/** GET /feeds/links: `view` answers the links the caller is shown. */
export const feedLinksQuery = z.object({ scope: z.string().max(20).optional() });


/** POST /feeds/links: the whole list (settings/sidebar-links.ts feedLinkItem). */
export const feedLinksBody = z.object({ links: z.array(feedLinkItem).max(MAX_SIDEBAR_LINKS).default([]) });

/** POST /feeds/{feed}/apps/survey-vote: the chosen options' slugs (none withdraws the vote). */
export const surveyVoteBody = z.object({ vote_indexes: list(z.string().trim().min(1).max(60), { max: MAX_SURVEY_OPTIONS }).default([]) });
export const surveyVotersParams = z.object({ feed: id(), option: z.string().min(1).max(60).regex(/^[A-Za-z0-9_-]+$/) });
