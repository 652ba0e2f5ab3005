/** What the media routes answer (docs/openapi.md, docs/media.md): the medium as features/media/media-view.ts shows it, upload answers and link previews. */
import * as z from 'zod';
import { MEDIA_TYPES, OBJECT_SOURCES } from '#features/media/media.ts';
import { MessageOnly } from '#platform/shapes/common.ts';

/** ISO 8601 (media records keep the time they were written). */
const isoDateTime = z.string().meta({ description: 'ISO 8601 date and time (UTC)' });

/** mediaView: a medium in any state (pending, active once ready, rejected with its reason). */
export const Media = z
  .strictObject({
    id: z.number().int(),
    user_id: z.number().int().meta({ description: 'The uploader.' }),
    file_name: z.string(),
    file_path: z.string().meta({ description: 'The object key.' }),
    file_url: z.string().nullable().meta({ description: 'Null until the medium is ready.' }),
    file_type: z.enum(MEDIA_TYPES),
    file_size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    thumbnail_url: z.string().nullable(),
    sizes: z.record(z.string(), z.strictObject({ url: z.string(), width: z.number().int(), height: z.number().int() })).meta({ description: 'Thumbnails by name (thumbnail, medium).' }),
    object_source: z.enum(OBJECT_SOURCES).nullable(),
    object_id: z.number().int().nullable(),
    status: z.enum(['active', 'pending', 'rejected']),
    reason: z.string().optional().meta({ description: 'Why it was rejected ("<code>: <message>"); rejected media only.' }),
    media_key: z.string(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Media' });

/** POST /media/uploads: the pending medium and the presigned request that uploads its bytes. */
export const uploadRequestedResponse = z.strictObject({
  message: z.string(),
  data: Media,
  upload: z.strictObject({
    url: z.string(),
    method: z.literal('PUT'),
    headers: z.strictObject({ 'content-type': z.string(), 'content-length': z.string() }),
    expires_at: isoDateTime,
  }),
});

/** POST /feeds/media-upload: the ready medium, and the original's `media` object. */
export const multipartUploadedResponse = z.strictObject({
  message: z.string(),
  data: Media,
  media: z.strictObject({
    url: z.string().nullable(),
    media_key: z.string(),
    type: z.enum(MEDIA_TYPES).nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
});

/** GET /media/{id}: the medium with its uploader (null when the member is gone). */
export const mediaResponse = z.strictObject({
  data: z.strictObject({
    ...Media.shape,
    uploader: z.strictObject({ id: z.number().int(), display_name: z.string(), avatar: z.string() }).nullable(),
  }),
});

export const mediaDeletedResponse = MessageOnly;

/** GET /profile/{username}/media: a page of the member's ready media. */
export const memberMediaResponse = z.strictObject({
  data: z.array(Media),
  meta: z.strictObject({ total: z.number().int(), per_page: z.number().int(), current_page: z.number().int() }),
});

/** The original's `oembed` summary of a link (also a post's meta.media_preview): keys with no value are left out. */
export const OembedSummary = z
  .strictObject(
    Object.fromEntries(
      (['title', 'author_name', 'type', 'provider', 'content_type', 'url', 'html', 'image', 'description', 'icon'] as const).map((k) => [k, z.string().optional()]),
    ) as Record<'title' | 'author_name' | 'type' | 'provider' | 'content_type' | 'url' | 'html' | 'image' | 'description' | 'icon', z.ZodOptional<z.ZodString>>,
  )
  .meta({ id: 'OembedSummary' });

/** GET /feeds/oembed: the raw oEmbed data (every key, null when unknown) and the summary. */
export const linkPreviewResponse = z.strictObject({
  data: z.strictObject({
    type: z.string().nullable(),
    provider_name: z.string().nullable(),
    provider_url: z.string().nullable(),
    title: z.string().nullable(),
    author_name: z.string().nullable(),
    thumbnail_url: z.string().nullable(),
    html: z.string().nullable(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
  }),
  oembed: OembedSummary,
});
