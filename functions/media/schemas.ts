import * as z from 'zod';
import { id } from '#shared/core/fields.ts';
import { MEDIA_TYPES, OBJECT_SOURCES } from '#shared/domain/media.ts';
import { pagingQuery } from '#shared/http/pagination.ts';

export const mediaParams = z.object({ id: id() });
export const memberMediaParams = z.object({ username: z.string().min(1).max(60) });

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);

/** GET /profile/{username}/media: the spec's filters and paging (20 a page, at most 100). */
export const memberMediaQuery = z.object({
  ...pagingQuery(20),
  file_type: z.preprocess(emptyAsUndefined, z.enum(MEDIA_TYPES).optional()),
  object_source: z.preprocess(emptyAsUndefined, z.enum(OBJECT_SOURCES).optional()),
});
