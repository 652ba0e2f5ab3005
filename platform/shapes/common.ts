/**
 * Response shapes every domain may answer with (docs/openapi.md): dates, the `meta` of paged lists
 * (core/paging.ts pageMeta), and the spec's paginator object (http/pagination.ts paginator).
 * Each is a named component (`.meta({id})`) of the OpenAPI document. They name no domain's
 * records: the member summary (Xprofile) is the members' (profiles.ts).
 */
import * as z from 'zod';

/** `YYYY-MM-DD HH:MM:SS` (UTC), as the original's clients read dates. */
export const sqlDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).meta({ description: 'UTC date and time, YYYY-MM-DD HH:MM:SS' });

export const PageMeta = z
  .strictObject({
    total: z.number().int(),
    per_page: z.number().int(),
  current_page: z.number().int(),
    total_pages: z.number().int(),
    next_cursor: z.string().nullable().optional(),
  })
  .meta({ id: 'PageMeta' });

/** The paginator's fields but its page: built once, shared by every paginator (a zod schema never changes). */
const makePageFields = () => ({
  current_page: z.number().int(),
  first_page_url: z.string(),
  from: z.number().int().nullable(),
  last_page: z.number().int(),
  last_page_url: z.string(),
  links: z.array(z.strictObject({ url: z.string().nullable(), label: z.string(), active: z.boolean() })),
  next_page_url: z.string().nullable(),
  path: z.string(),
  per_page: z.number().int(),
  prev_page_url: z.string().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  next_cursor: z.string().nullable().optional(),
});
let pageFields: ReturnType<typeof makePageFields> | undefined;

/** The spec's paginator object around a page of `item`. */
export const paginatorOf = <T extends z.ZodType>(item: T) => {
  const { current_page, ...rest } = (pageFields ??= makePageFields());
  return z.strictObject({ current_page, data: z.array(item), ...rest });
};

/** `{message}` alone: what most deletions answer. */
export const MessageOnly = z.strictObject({ message: z.string() });
