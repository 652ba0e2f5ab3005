import * as z from 'zod';
import { boolean, httpUrl, httpUrlOrEmpty, id, integer, list, patchOf } from '#platform/core/fields.ts';
import { SPACE_MEMBER_STATUSES, SPACE_ROLES } from '#features/spaces/space-member-store.ts';
import { groupSettingsSchema } from '#features/spaces/space-groups.ts';
import {
  SPACE_LIST_PRIVACIES,
  SPACE_ORDERS,
  SPACE_PRIVACIES,
  SPACE_STATUSES,
  SPACE_TYPES,
  lockscreenSchema,
  spaceSettingsPatchSchema,
  spaceSettingsSchema,
} from '#features/spaces/spaces.ts';
import { SLUG_PATTERN } from '#platform/core/slugs.ts';
import { pagingQuery, perPageQuery } from '#platform/http/pagination.ts';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const urlOrEmpty = httpUrlOrEmpty();
/** A picture's URL (an upload's carries its media_key), or an upload's id (docs/media.md, Attaching). */
const picture = z.union([urlOrEmpty, id()]);
const searchTerm = z.preprocess(emptyAsUndefined, z.string().trim().min(2, 'must be at least 2 characters').max(100).optional());

export const slugParams = z.object({ space: z.string().min(1).max(120) });
/** A space by its id or its slug: where a route takes `space_id`, the original's clients may send either (space-page-service.ts spaceRefOf). */
export const spaceIdOrSlug = z.union([id(), z.string().trim().min(1).max(120)]);
export const idParams = z.object({ space: id() });
export const memberParams = z.object({ space: z.string().min(1).max(120), user_id: id() });
export const groupParams = z.object({ id: id() });

export const spaceListQuery = z.object({
  ...pagingQuery(20),
  type: z.preprocess(emptyAsUndefined, z.enum(SPACE_TYPES).optional()),
  privacy: z.preprocess(emptyAsUndefined, z.enum(SPACE_LIST_PRIVACIES).optional()),
  status: z.enum(SPACE_STATUSES).default('published'),
  parent_id: integer({ min: 0 }).optional(),
  search: searchTerm,
  orderby: z.enum(SPACE_ORDERS).default('serial'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** `type=course` lists the published courses (docs/courses.md); other types are accepted and change nothing. */
export const discoverQuery = z.object({ ...pagingQuery(20), search: searchTerm, type: z.preprocess(emptyAsUndefined, z.enum(SPACE_TYPES).optional()) });

/**
 * Discover as the original reads it (compat base path): type `joined` (the caller's spaces) or
 * `all` (no filter), and `sort_by` (alphabetical, oldest, latest).
 */
export const originalDiscoverQuery = discoverQuery.extend({
  type: z.preprocess(emptyAsUndefined, z.enum([...SPACE_TYPES, 'all', 'joined']).optional()),
  sort_by: z.preprocess(emptyAsUndefined, z.enum(['alphabetical', 'oldest', 'latest']).default('alphabetical')),
});

/** GET /spaces/all-spaces: pages of every space the caller may know. */
export const allSpacesQuery = z.object({ ...pagingQuery(15) });

const spaceFields = {
  title: z.string().trim().min(1).max(190),
  slug: z.string().trim().max(120).regex(SLUG_PATTERN, 'must be lowercase letters, digits and dashes'),
  description: z.string().max(10_000),
  logo: picture,
  cover_photo: picture,
  type: z.enum(SPACE_TYPES),
  privacy: z.enum(SPACE_PRIVACIES),
  parent_id: id(),
  settings: spaceSettingsPatchSchema,
};

export const createSpaceBody = z.object({
  ...spaceFields,
  slug: spaceFields.slug.optional(),
  description: spaceFields.description.default(''),
  logo: picture.default(''),
  cover_photo: picture.default(''),
  type: spaceFields.type.default('discussion'),
  privacy: spaceFields.privacy.default('public'),
  status: z.enum(['published', 'draft']).default('published'),
  parent_id: spaceFields.parent_id.optional(),
  group_id: integer({ min: 0 }).optional(),
  settings: spaceFields.settings.optional(),
});

export const updateSpaceBody = z.object({
  title: spaceFields.title.optional(),
  slug: spaceFields.slug.optional(),
  description: spaceFields.description.optional(),
  logo: picture.optional(),
  cover_photo: picture.optional(),
  type: spaceFields.type.optional(),
  privacy: spaceFields.privacy.optional(),
  status: z.enum(SPACE_STATUSES).optional(),
  parent_id: spaceFields.parent_id.optional(),
  settings: spaceFields.settings.optional(),
});

/** Where the original's clients send a space's fields: `space` on create, `data` on update. */
type Wrapper = 'space' | 'data';
const isRecord = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const KNOWN_SETTINGS: ReadonlySet<string> = new Set(Object.keys(spaceSettingsSchema.shape));

/**
 * A space's fields as the original reads them (compat base path): inside `wrapper` when sent so,
 * with the settings keys the original does not know dropped (Arr::only on its default settings)
 * and named in `ignored_keys`.
 */
const originalSpaceInput = (wrapper: Wrapper) => (value: unknown) => {
  if (!isRecord(value)) return value;
  // `ignored_keys` is the server's report: whatever a client sent under that name is replaced.
  const fields: Record<string, unknown> = { ...(isRecord(value[wrapper]) ? value[wrapper] : value), ignored_keys: undefined };
  if (!isRecord(fields['settings'])) return fields;
  const entries = Object.entries(fields['settings']);
  const ignored = entries.filter(([k]) => !KNOWN_SETTINGS.has(k)).map(([k]) => `settings.${k}`);
  return { ...fields, settings: Object.fromEntries(entries.filter(([k]) => KNOWN_SETTINGS.has(k))), ignored_keys: ignored.length > 0 ? ignored : undefined };
};
/** Set by originalSpaceInput only (never a client's value). */
const ignoredKeys = {
  ignored_keys: z
    .custom<string[]>((v) => Array.isArray(v))
    .optional()
    .meta({ readOnly: true, description: 'Set by the server: the settings keys dropped (a value sent is replaced).' }),
};
export const originalCreateSpaceBody = z.preprocess(originalSpaceInput('space'), createSpaceBody.extend(ignoredKeys));
export const originalUpdateSpaceBody = z.preprocess(originalSpaceInput('data'), updateSpaceBody.extend(ignoredKeys));

export const lockscreenBody = lockscreenSchema;

export const membersQuery = z.object({
  ...pagingQuery(20),
  role: z.preprocess(emptyAsUndefined, z.enum(SPACE_ROLES).optional()),
  status: z.enum(SPACE_MEMBER_STATUSES).default('active'),
  search: searchTerm,
  orderby: z.enum(['joined_at']).default('joined_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

/**
 * The members list as the original reads it (compat base path): `sort_by` (created_at, the join
 * date; last_activity and display_name are read as created_at) and `sort_dir` (ASC or DESC; by
 * join date the original's default is ASC).
 */
export const originalMembersQuery = membersQuery
  .omit({ orderby: true, order: true })
  .extend({
    sort_by: z.preprocess(emptyAsUndefined, z.enum(['created_at', 'last_activity', 'display_name']).default('created_at')),
    sort_dir: z.preprocess((v) => (typeof v === 'string' && v !== '' ? v.toLowerCase() : undefined), z.enum(['asc', 'desc']).default('asc')),
  });

/** POST /spaces/{space}/links: the space's sidebar links, replaced (the original's `permalink` is taken for `url`). */
const linkItem = z.preprocess(
  (v) => (v !== null && typeof v === 'object' && !('url' in v) && 'permalink' in v ? { ...v, url: (v as { permalink: unknown }).permalink } : v),
  z.object({ title: z.string().trim().min(1).max(100), url: httpUrl() }),
);
export const linksBody = z.object({ links: z.array(linkItem).max(20).default([]) });

export const addMemberBody = z.object({
  user_id: id(),
  role: z.enum(SPACE_ROLES).default('member'),
  status: z.enum(['active', 'pending']).default('active'),
});
export const updateMemberBody = z.object({ role: z.enum(SPACE_ROLES), status: z.enum(SPACE_MEMBER_STATUSES).optional() });
export const removeMemberBody = z.object({ user_id: id() });

export const usersSearchQuery = z.object({
  q: z.string().trim().min(2, 'must be at least 2 characters').max(100),
  space_id: spaceIdOrSlug.optional(),
  per_page: perPageQuery(10),
});

/** The original's user search (compat base path): `search` (optional), `space_id` required, 100 per page. */
export const originalUsersSearchQuery = z.object({
  search: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
  space_id: spaceIdOrSlug,
});

export const groupsQuery = z.object({ with_spaces: boolean().default(true), include_empty: boolean().default(false) });
export const createGroupBody = z.object({
  title: z.string({ error: 'title is required' }).trim().min(1, 'title is required').max(190),
  slug: z.string().trim().max(120).regex(SLUG_PATTERN, 'slug must be lowercase letters, digits and dashes').optional(),
  description: z.string().max(5000).default(''),
  settings: patchOf(groupSettingsSchema).optional(),
});
export const updateGroupBody = z.object({
  title: z.string().trim().min(1, 'title must not be empty').max(190).optional(),
  description: z.string().max(5000).optional(),
  settings: patchOf(groupSettingsSchema).optional(),
});
export const reindexGroupsBody = z.object({ group_ids: list(id(), { min: 1, max: 500 }) });
export const reindexSpacesBody = z.object({ space_ids: list(id(), { min: 1, max: 1000 }), group_id: integer({ min: 0 }).optional() });
/** The original's re-index bodies (compat base path): `indexes` as {group id: position}, or the space ids in order. */
export const originalReindexGroupsBody = z.preprocess(
  (v) => (isRecord(v) && isRecord(v['indexes']) ? { group_ids: Object.entries(v['indexes']).sort(([, a], [, b]) => Number(a) - Number(b)).map(([groupId]) => groupId) } : v),
  reindexGroupsBody,
);
export const originalReindexSpacesBody = z.preprocess((v) => (isRecord(v) && v['indexes'] !== undefined && v['space_ids'] === undefined ? { ...v, space_ids: v['indexes'] } : v), reindexSpacesBody);
export const moveSpaceBody = z.object({ space_id: spaceIdOrSlug, group_id: integer({ min: 0 }), serial: integer({ min: 1 }).optional() });
