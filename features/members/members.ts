/**
 * Members: the stored profile, the xprofile and directory-row shapes, search words and
 * contribution periods. Pure rules; storage is in features/members/member-store.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';
import { boolean, httpUrl, httpUrlOrEmpty, id, list } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';
import { MAX_SEARCH_TOKEN } from '#features/members/member-store.ts';
import { ROLES, type AccountStatus, type Role } from '#platform/core/roles.ts';
import { SOCIAL_PROVIDERS } from '#features/settings/groups/social-providers.ts';
import { badgesInForce } from '#features/members/badge-catalogue.ts';
import { MAX_MEMBER_BADGES, badgeSlug, shownBadges } from '#features/members/badges.ts';
import { levelsInForce } from '#features/points/level-catalogue.ts';
import { levelOf } from '#features/points/levels.ts';

export interface ProfileMeta {
  website: string;
  cover_photo: string;
  social_links: Partial<Record<(typeof SOCIAL_PROVIDERS)[number], string>>;
  badge_slug: string[];
}

/** The stored profile (USER#<id>/PROFILE), without its index attributes. */
export interface MemberProfile {
  user_id: number;
  username: string;
  email: string;
  display_name: string;
  /** The original's name fields; shown to the owner and administrators only. Absent on older items. */
  first_name?: string;
  last_name?: string;
  role: Role;
  status: AccountStatus;
  avatar: string;
  short_description: string;
  total_points: number;
  is_verified: 0 | 1;
  meta: ProfileMeta;
  created_at: string;
  updated_at: string;
  last_activity: string | null;
  /** Optimistic-lock revision, bumped by every rewrite of the profile. */
  rev: number;
}

export const emptyMeta = (): ProfileMeta => ({ website: '', cover_photo: '', social_links: {}, badge_slug: [] });

/** A new member's profile; the display name defaults to the username. */
export function newProfile(
  input: { username: string; email: string; display_name?: string | undefined; role: Role; status: AccountStatus },
  userId: number,
  createdAt: string,
): MemberProfile {
  return {
    user_id: userId,
    username: input.username,
    email: input.email,
    display_name: input.display_name?.trim() || input.username,
    role: input.role,
    status: input.status,
    avatar: '',
    short_description: '',
    total_points: 0,
    is_verified: 0,
    meta: emptyMeta(),
    created_at: createdAt,
    updated_at: createdAt,
    last_activity: null,
    rev: 0,
  };
}

/** The providers every profile's social_links carries (empty when unset); the others only once set. */
export const DEFAULT_SOCIAL_LINKS = { twitter: '', youtube: '', linkedin: '', fb: '', instagram: '' };

/**
 * A member as other objects show them. `meta.badge_slug` lists the member's badges the catalogue
 * has (kept per container, badge-catalogue.ts) and `badge` is the first one's view, or null;
 * `level` is the level `total_points` reaches (kept per container, features/points/level-catalogue.ts),
 * null while `features.leaderboard` is off or there are no levels.
 */
export function toXprofile(p: MemberProfile) {
  const badges = shownBadges(p.meta.badge_slug ?? [], badgesInForce());
  return {
    user_id: p.user_id,
    total_points: p.total_points,
    is_verified: p.is_verified,
    status: p.status,
    display_name: p.display_name,
    username: p.username,
    avatar: p.avatar,
    created_at: toSqlDateTime(p.created_at),
    short_description: p.short_description,
    meta: {
      website: p.meta.website,
      cover_photo: p.meta.cover_photo,
      social_links: { ...DEFAULT_SOCIAL_LINKS, ...p.meta.social_links },
      badge_slug: badges.slugs,
    },
    last_activity: p.last_activity ? toSqlDateTime(p.last_activity) : null,
    badge: badges.badge,
    level: levelOf(p.total_points, levelsInForce()),
  };
}

export type Xprofile = ReturnType<typeof toXprofile>;

/** A directory row: the xprofile with id, role and last_seen; email for administrators only. */
export function toMemberRow(p: MemberProfile, options: { includeEmail: boolean }) {
  const x = toXprofile(p);
  return { id: p.user_id, ...x, role: p.role, last_seen: x.last_activity, ...(options.includeEmail ? { email: p.email } : {}) };
}

/**
 * A profile's social links as shown: every enabled provider (empty when unset), never a disabled
 * one (its link stays stored and is shown again once the provider is re-enabled).
 */
export function shownSocialLinks(links: ProfileMeta['social_links'], enabled: readonly SocialProvider[]): ProfileMeta['social_links'] {
  return Object.fromEntries(enabled.map((k) => [k, links[k] ?? '']));
}

/** An edit's social links of providers not enabled (a value sent; '' clears a link and is always accepted). */
export function disabledSocialLinks(edit: Pick<ProfileEdit, 'social_links'>, enabled: readonly SocialProvider[]): SocialProvider[] {
  return (Object.entries(edit.social_links ?? {}) as [SocialProvider, string][]).filter(([k, v]) => v !== '' && !enabled.includes(k)).map(([k]) => k);
}

type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The profile answer: xprofile plus role, and the original's top-level website, cover_photo and
 * social_links (the same values as meta's); email and names for the owner and administrators.
 * With `providers` (the enabled profile link providers), social_links are those shownSocialLinks
 * shows; without (events), every link stored.
 */
export function toProfileView(p: MemberProfile, options: { includeEmail: boolean; providers?: readonly SocialProvider[] }) {
  const x = toXprofile(p);
  const socialLinks = options.providers ? shownSocialLinks(p.meta.social_links, options.providers) : x.meta.social_links;
  return {
    ...x,
    meta: { ...x.meta, social_links: socialLinks },
    role: p.role,
    website: x.meta.website,
    cover_photo: x.meta.cover_photo,
    social_links: socialLinks,
    ...(options.includeEmail ? { email: p.email, first_name: p.first_name ?? '', last_name: p.last_name ?? '' } : {}),
  };
}

// ---- directory filters -------------------------------------------------------------------

export const MEMBER_ORDERS = ['created_at', 'display_name', 'last_seen'] as const;
export type MemberOrder = (typeof MEMBER_ORDERS)[number];

export const CONTRIBUTION_METRICS = ['posts', 'comments', 'reactions'] as const;
export type ContributionMetric = (typeof CONTRIBUTION_METRICS)[number];

export class InvalidFilterError extends ApiError {
  constructor(name: string, value: string, allowed: readonly string[]) {
    super(400, 'invalid_filter', `Invalid ${name} filter: ${value}.`, { data: { filter: name, allowed_values: [...allowed] } });
  }
}

export class InvalidSearchError extends ApiError {
  constructor() {
    super(400, 'invalid_search', 'The search term must be at least 2 characters long.', { data: { min_length: 2 } });
  }
}

export class MemberNotFoundError extends NotFoundError {
  constructor() {
    super('member_not_found', 'Member not found.');
  }
}

export function requireOneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[]): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw new InvalidFilterError(name, value, allowed);
  return value as T;
}

export const requireRole = (value: string | undefined): Role | undefined => requireOneOf('role', value, ROLES);

/** The original's member statuses (PATCH /members/{user_id}): its `blocked` is our suspended. */
const ORIGINAL_STATUSES: ReadonlyMap<string, AccountStatus> = new Map([['active', 'active'], ['pending', 'pending'], ['blocked', 'suspended']]);

/** Our status for the original's name, or undefined for any other value (which the original ignores). */
export const fromOriginalStatus = (value: string | undefined): AccountStatus | undefined => (value === undefined ? undefined : ORIGINAL_STATUSES.get(value));

// ---- search words -----------------------------------------------------------------------

/** The words of a search term; the longest one is looked up in the index, the others narrow. */
export function searchWords(term: string): { indexWord: string; otherWords: string[] } {
  const words = [...new Set(term.toLowerCase().split(/\s+/).filter((w) => w.length > 0))];
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < 2) throw new InvalidSearchError();
  return { indexWord: longest.slice(0, MAX_SEARCH_TOKEN), otherWords: words.filter((w) => w !== longest) };
}

// ---- profile edits ------------------------------------------------------------------------

const urlOrEmpty = httpUrlOrEmpty();

/** A profile handle: letters, digits and `. _ -`, with `@` or `/` between parts (`@ann@mastodon.social`, `in/ann`). */
const SOCIAL_HANDLE = /^@?[\p{L}\p{N}._-]+(?:[@/][\p{L}\p{N}._-]+)*$/u;
const isHttpUrl = (value: string): boolean => httpUrl().safeParse(value).success;

/** A social link: '' (cleared), an http(s) URL or a handle; never `javascript:` or another scheme. */
const socialLink = z
  .string()
  .trim()
  .max(200)
  .refine((v) => v === '' || SOCIAL_HANDLE.test(v) || isHttpUrl(v), 'must be an http(s) URL or a handle');

/** The providers the original lists; any other key is refused (by its own path, see the profiles schema). */
const socialLinks = z.partialRecord(z.enum(SOCIAL_PROVIDERS), socialLink);

/**
 * Fields a member may change on their own profile, flat or as the original sends them: names
 * (`first_name`, `last_name`), `website` or `meta.website`, and `meta.cover_photo` /
 * `meta.social_links` as the profile answers them. Other keys are dropped (server-owned, or the
 * profile a client read and sends back); social_links takes only the listed providers.
 */
const profileFields = z.object({
  display_name: z.string().trim().min(1).max(100).optional(),
  first_name: z.string().trim().min(1).max(50).optional(),
  last_name: z.string().trim().max(50).optional(),
  short_description: z.string().max(5000).optional(),
  // A picture's URL (an upload's carries its media_key), or an upload's id (docs/media.md, Attaching).
  avatar: z.union([urlOrEmpty, id()]).optional(),
  website: urlOrEmpty.optional(),
  cover_photo: z.union([urlOrEmpty, id()]).optional(),
  social_links: socialLinks.optional(),
  meta: z
    .object({ website: urlOrEmpty.optional(), cover_photo: urlOrEmpty.optional(), social_links: socialLinks.optional() })
    .optional(),
  /** Administrators only: the member's badges (docs/badges.md); `badge_slugs` is the original's name. */
  badge_slug: list(badgeSlug, { max: MAX_MEMBER_BADGES }).optional(),
  badge_slugs: list(badgeSlug, { max: MAX_MEMBER_BADGES }).optional(),
  /** Administrators only. */
  is_verified: boolean().optional(),
});
export type ProfileEdit = Omit<z.output<typeof profileFields>, 'meta' | 'badge_slugs'>;
/** An edit whose pictures are URLs (uploads named by id resolved, media-attachments.ts resolveImageFields). */
export type ResolvedProfileEdit = Omit<ProfileEdit, 'avatar' | 'cover_photo'> & { avatar?: string | undefined; cover_photo?: string | undefined };

export const profileEditSchema = profileFields
  .superRefine((edit, ctx) => {
    for (const field of ['website', 'cover_photo'] as const) {
      const nested = edit.meta?.[field];
      if (edit[field] !== undefined && nested !== undefined && nested !== edit[field]) {
        ctx.addIssue({ code: 'custom', path: ['meta', field], message: `differs from ${field}; send one of them` });
      }
    }
  })
  .transform(({ meta, badge_slugs, ...edit }): ProfileEdit => {
    // meta's fields are the same fields: the flat one wins (they may only differ for social_links).
    const website = edit.website ?? meta?.website;
    const coverPhoto = edit.cover_photo ?? meta?.cover_photo;
    const socialLinks = meta?.social_links || edit.social_links ? { ...meta?.social_links, ...edit.social_links } : undefined;
    return {
      ...edit,
      ...(website !== undefined ? { website } : {}),
      ...(coverPhoto !== undefined ? { cover_photo: coverPhoto } : {}),
      ...(socialLinks ? { social_links: socialLinks } : {}),
      ...(edit.badge_slug === undefined && badge_slugs !== undefined ? { badge_slug: badge_slugs } : {}),
    };
  });
export const ADMIN_ONLY_PROFILE_FIELDS = ['badge_slug', 'is_verified'] as const;

/** The display name the original derives from the names, when an edit sends names but no display name. */
function displayNameOf(p: MemberProfile, edit: ProfileEdit): string {
  if (edit.display_name !== undefined) return edit.display_name;
  if (edit.first_name === undefined && edit.last_name === undefined) return p.display_name;
  const derived = `${edit.first_name ?? p.first_name ?? ''} ${edit.last_name ?? p.last_name ?? ''}`.trim().slice(0, 100).trim();
  return derived || p.display_name;
}

/** Applies an edit; returns the new profile, or null when nothing changes. */
export function applyProfileEdit(p: MemberProfile, edit: ResolvedProfileEdit, now: string): MemberProfile | null {
  const next: MemberProfile = {
    ...p,
    display_name: displayNameOf(p, edit),
    // Names are stored once sent (older profiles have none): a no-op edit stays a no-op.
    ...(edit.first_name !== undefined ? { first_name: edit.first_name } : {}),
    ...(edit.last_name !== undefined ? { last_name: edit.last_name } : {}),
    short_description: edit.short_description ?? p.short_description,
    avatar: edit.avatar ?? p.avatar,
    is_verified: edit.is_verified === undefined ? p.is_verified : edit.is_verified ? 1 : 0,
    meta: {
      website: edit.website ?? p.meta.website,
      cover_photo: edit.cover_photo ?? p.meta.cover_photo,
      social_links: edit.social_links ? { ...p.meta.social_links, ...edit.social_links } : p.meta.social_links,
      badge_slug: edit.badge_slug ? [...new Set(edit.badge_slug)] : p.meta.badge_slug,
    },
  };
  // Key order of stored maps is not preserved by DynamoDB: compare by value.
  if (isDeepStrictEqual(next, p)) return null;
  return { ...next, updated_at: now, rev: p.rev + 1 };
}
