import * as z from 'zod';
import { id, integer } from '#platform/core/fields.ts';
import { MEDIA_TYPES, OBJECT_SOURCES } from '#features/media/media.ts';
import { pagingQuery } from '#platform/http/pagination.ts';

/** Any string: the scheme and address rules answer 400 invalid_url with their reason (features/media/link-preview.ts). */
export const oembedQuery = z.object({ url: z.string().trim().min(1, 'url is required').max(2048) });

export const mediaParams = z.object({ id: id() });

/** What an upload is for (optional on both paths). */
const target = {
  object_source: z.enum(OBJECT_SOURCES).optional(),
  object_id: id().optional(),
};

export const uploadRequestBody = z.object({
  file_name: z.string().trim().min(1, 'must not be empty').max(255, 'must be at most 255 characters'),
  // Any text: a type outside the eight is answered invalid_file_type (the spec's code), not a field error.
  file_type: z.string().trim().toLowerCase().min(1, 'must not be empty').max(255),
  file_size: integer({ min: 1 }),
  ...target,
});

/** The text fields of POST /feeds/media-upload (the file is read apart). */
export const multipartFields = z.object(target);

export const memberMediaParams = z.object({ username: z.string().min(1).max(60) });

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /profile/{username}/media: the spec's filters and paging (20 a page, at most 100). */
export const memberMediaQuery = z.object({
  ...pagingQuery(20),
  file_type: z.preprocess(emptyAsUndefined, z.enum(MEDIA_TYPES).optional()),
  object_source: z.preprocess(emptyAsUndefined, z.enum(OBJECT_SOURCES).optional()),
});
