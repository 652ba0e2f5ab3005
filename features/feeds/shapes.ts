/**
 * The post (feed) and the comment as the API answers them (docs/openapi.md): features/feeds/feeds.ts
 * toFeedView and features/feeds/comments.ts toCommentView. Named components (`.meta({id})`), since
 * other answers embed them (notifications, activities, scheduled posts).
 * - `Feed` is the post without the caller's flags, as events and the scheduled-posts list carry it;
 *   `FeedForCaller` adds `has_user_react` and `bookmarked`, as every other feeds route answers it.
 * - `Comment` likewise, and `CommentForCaller` adds `liked`.
 */
import * as z from 'zod';
import { FEED_STATUSES } from '#features/feeds/feed-status.ts';
import { COMMENT_STATUSES } from '#features/feeds/comments.ts';
import { MEDIA_TYPES } from '#features/media/media.ts';
import { SpaceSummary } from '#features/spaces/shapes.ts';
import { sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';

/** An uploaded medium a post or comment shows (media-attachments.ts attachedView). */
const AttachedMedia = z.strictObject({
  media_id: z.number().int(),
  type: z.enum(['image', 'video', 'file']),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  file_type: z.enum(MEDIA_TYPES).nullable(),
});

/** A `media` entry: an uploaded medium, or a link kept as given (`{type: 'oembed', url}`). */
/** A post's survey (features/feeds/surveys.ts). */
export const SurveyConfig = z
  .strictObject({
    type: z.enum(['single_choice', 'multi_choice']),
    options: z.array(z.strictObject({ slug: z.string(), label: z.string(), vote_counts: z.number().int(), voted: z.boolean().optional() })),
    end_date: z.string().meta({ description: 'YYYY-MM-DD HH:MM:SS (UTC), or empty: the survey never ends.' }),
  })
  .meta({ id: 'SurveyConfig' });

export const FeedMedia = z.union([AttachedMedia, z.strictObject({ type: z.string(), url: z.string() })]);

/** A link's preview (link-preview.ts OembedSummary): keys with no value are left out. */
export const LinkCard = z.strictObject(
  Object.fromEntries(
    (['title', 'author_name', 'type', 'provider', 'content_type', 'url', 'html', 'image', 'description', 'icon'] as const).map((k) => [k, z.string().optional()]),
  ) as Record<'title' | 'author_name' | 'type' | 'provider' | 'content_type' | 'url' | 'html' | 'image' | 'description' | 'icon', z.ZodOptional<z.ZodString>>,
);

/** One uploaded image shown as the original's `media_preview` (feeds.ts mediaMeta). */
const UploadedPreview = z.strictObject({
  is_uploaded: z.literal(true),
  image: z.string(),
  type: z.literal('meta_data'),
  provider: z.literal('uploader'),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  media_id: z.number().int(),
});

/** Several uploaded images as the original's `media_items` (feeds.ts mediaMeta). */
const MediaItems = z.array(
  z.strictObject({
    media_id: z.number().int(),
    url: z.string(),
    type: z.literal('image'),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    provider: z.literal('uploader'),
  }),
);

export const Feed = z
  .strictObject({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    message: z.string(),
    message_rendered: z.string(),
    user_id: z.number().int(),
    space_id: z.number().int().nullable(),
    type: z.literal('text'),
    content_type: z.string(),
    status: z.enum(FEED_STATUSES),
    published_at: sqlDateTime.nullable(),
    is_sticky: z.boolean(),
    priority: z.number().int().meta({ description: 'Above 0 the post is pinned (GET /activities pinned_posts), higher first.' }),
    comments_disabled: z.boolean(),
    topics: z.array(z.number().int()).optional().meta({ description: 'Absent while the topics feature is off (docs/settings.md "Feature switches").' }),
    media: z.array(FeedMedia),
    meta: z.strictObject({
      mentioned_user_ids: z.array(z.number().int()),
      /** A link's preview, or the one uploaded image. */
      media_preview: z.union([UploadedPreview, LinkCard]).optional(),
      /** Several uploaded images. */
      media_items: MediaItems.optional(),
      /** A migrated post's (docs/migration.md). */
      legacy_activity_id: z.number().int().optional(),
      /** Hidden pending review after enough members reported it (docs/moderation.md, Reports). */
      auto_flagged: z.boolean().optional(),
      /** Distinct members who reported it: shown to community moderators and administrators, once reported. */
      reports_count: z.number().int().optional(),
      /** A survey (docs/feeds.md "Surveys"): its options with their counts; `voted` only in a vote's answer. */
      survey_config: SurveyConfig.optional(),
    }),
    comments_count: z.number().int(),
    reactions_count: z.number().int().optional().meta({ description: 'Absent while the reactions feature is off.' }),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
    permalink: z.string(),
    xprofile: Xprofile.nullable(),
    space: SpaceSummary.nullable(),
    // A scheduled post's schedule, kept once it published (docs/scheduled-posts.md).
    scheduled_at: z.string().optional().meta({ description: 'YYYY-MM-DD HH:MM:SS in `timezone`; only on a post that was scheduled.' }),
    timezone: z.string().optional().meta({ description: 'IANA time zone of scheduled_at; only on a post that was scheduled.' }),
    auto_publish: z.boolean().optional().meta({ description: 'Published by its schedule (or waiting for its author); only on a post that was scheduled.' }),
  })
  .meta({ id: 'Feed', description: 'A post, without the caller\'s flags (as events and the scheduled-posts list carry it).' });

export const FeedForCaller = Feed.extend({
  has_user_react: z.boolean().optional().meta({ description: 'Absent while the reactions feature is off.' }),
  bookmarked: z.boolean().optional().meta({ description: 'Absent while the bookmarks feature is off.' }),
}).meta({
  id: 'FeedForCaller',
  description: 'A post with whether the caller likes and bookmarked it (false for anonymous callers).',
});

export const Comment = z
  .strictObject({
    id: z.number().int(),
    post_id: z.number().int(),
    user_id: z.number().int(),
    parent_id: z.number().int().nullable(),
    message: z.string(),
    message_rendered: z.string(),
    meta: z.strictObject({
      mentioned_user_ids: z.array(z.number().int()),
      legacy_activity_id: z.number().int().optional(),
      media_preview: UploadedPreview.optional(),
      media_items: MediaItems.optional(),
      /** Hidden pending review after enough members reported it (docs/moderation.md, Reports). */
      auto_flagged: z.boolean().optional(),
      /** Distinct members who reported it: shown to community moderators and administrators, once reported. */
      reports_count: z.number().int().optional(),
    }),
    media: z.array(FeedMedia),
    type: z.literal('comment'),
    content_type: z.literal('text'),
    // pending and rejected: read only by the author and the post's moderators (docs/moderation.md).
    status: z.enum(COMMENT_STATUSES),
    is_sticky: z.boolean(),
    reactions_count: z.number().int().optional().meta({ description: 'Absent while the reactions feature is off.' }),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
    xprofile: Xprofile.nullable(),
  })
  .meta({ id: 'Comment', description: 'A comment, without the caller\'s flag (as events carry it).' });

export const CommentForCaller = Comment.extend({ liked: z.boolean().optional().meta({ description: 'Absent while the reactions feature is off.' }) }).meta({
  id: 'CommentForCaller',
  description: 'A comment with whether the caller likes it (false for anonymous callers).',
});
