/**
 * Response shapes many domains answer with (docs/openapi.md): the member summary embedded in
 * posts, comments, notifications and lists (members.ts toXprofile), the `meta` of paged lists
 * (core/paging.ts pageMeta), and the spec's paginator object (http/pagination.ts paginator).
 * Each is a named component (`.meta({id})`) of the OpenAPI document.
 */
import * as z from 'zod';
import { ACCOUNT_STATUSES } from '#shared/domain/accounts.ts';
import { DEFAULT_SOCIAL_LINKS, SOCIAL_PROVIDERS } from '#shared/domain/members.ts';

/** `YYYY-MM-DD HH:MM:SS` (UTC), as the original's clients read dates. */
export const sqlDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/).meta({ description: 'UTC date and time, YYYY-MM-DD HH:MM:SS' });

/** A member's social links: the providers toXprofile always fills (empty when unset), the others once set. */
export const SocialLinks = z
  .strictObject(
    Object.fromEntries(
      SOCIAL_PROVIDERS.map((p) => [p, p in DEFAULT_SOCIAL_LINKS ? z.string() : z.string().optional()]),
    ) as Record<(typeof SOCIAL_PROVIDERS)[number], z.ZodString | z.ZodOptional<z.ZodString>>,
  )
  .meta({ id: 'SocialLinks', description: 'Profile links by provider: a URL, a handle, or empty.' });

export const Xprofile = z
  .strictObject({
    user_id: z.number().int(),
    total_points: z.number().int(),
    is_verified: z.literal([0, 1]),
    status: z.enum(ACCOUNT_STATUSES),
    display_name: z.string(),
    username: z.string(),
    avatar: z.string(),
    created_at: sqlDateTime,
    short_description: z.string(),
    meta: z.strictObject({
      website: z.string(),
      cover_photo: z.string(),
      social_links: SocialLinks,
      badge_slug: z.array(z.string()),
    }),
    last_activity: sqlDateTime.nullable().meta({ description: 'null when the site hides last activity from the caller, or never seen' }),
    badge: z.null(),
  })
  .meta({ id: 'Xprofile', description: 'A member as other objects show them (author, actor, member of a list).' });

export const PageMeta = z
  .strictObject({
    total: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    next_cursor: z.string().nullable().optional(),
  })
  .meta({ id: 'PageMeta' });

/** The spec's paginator object around a page of `item`. */
export const paginatorOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({
    current_page: z.number().int(),
    data: z.array(item),
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

/** `{message}` alone: what most deletions answer. */
export const MessageOnly = z.strictObject({ message: z.string() });
