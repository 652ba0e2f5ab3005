/**
 * Members: the stored profile, the xprofile and directory-row shapes, search words and
 * contribution periods. Pure rules; storage is in shared/data/member-store.ts.
 */
import { isDeepStrictEqual } from 'node:util';
import * as z from 'zod';
import { boolean, httpUrlOrEmpty, list } from '#shared/core/fields.ts';
import { toSqlDateTime } from '#shared/core/datetime.ts';
import { ApiError, NotFoundError } from '#shared/core/errors.ts';
import { MAX_SEARCH_TOKEN } from '#shared/data/member-store.ts';
import { ROLES, type AccountStatus, type Role } from '#shared/domain/accounts.ts';

export const SOCIAL_PROVIDERS = [
  'twitter', 'youtube', 'linkedin', 'fb', 'instagram', 'blue_sky', 'tiktok', 'pinterest', 'telegram',
  'snapchat', 'reddit', 'twitch', 'vk', 'github', 'mastodon',
] as const;

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

const DEFAULT_SOCIAL_LINKS = { twitter: '', youtube: '', linkedin: '', fb: '', instagram: '' };

export function toXprofile(p: MemberProfile) {
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
      badge_slug: p.meta.badge_slug,
    },
    last_activity: p.last_activity ? toSqlDateTime(p.last_activity) : null,
    badge: null,
  };
}

export type Xprofile = ReturnType<typeof toXprofile>;

/** A directory row: the xprofile with id, role and last_seen; email for administrators only. */
export function toMemberRow(p: MemberProfile, options: { includeEmail: boolean }) {
  const x = toXprofile(p);
  return { id: p.user_id, ...x, role: p.role, last_seen: x.last_activity, ...(options.includeEmail ? { email: p.email } : {}) };
}

/** The profile answer: xprofile plus role, and email for the owner and administrators. */
export function toProfileView(p: MemberProfile, options: { includeEmail: boolean }) {
  return { ...toXprofile(p), role: p.role, ...(options.includeEmail ? { email: p.email } : {}) };
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

/** Fields a member may change on their own profile. Unknown keys are dropped (server-owned). */
export const profileEditSchema = z.object({
  display_name: z.string().trim().min(1).max(100).optional(),
  short_description: z.string().max(5000).optional(),
  avatar: urlOrEmpty.optional(),
  website: urlOrEmpty.optional(),
  cover_photo: urlOrEmpty.optional(),
  social_links: z.partialRecord(z.enum(SOCIAL_PROVIDERS), z.string().trim().max(200)).optional(),
  /** Administrators only. */
  badge_slug: list(z.string().trim().min(1).max(60), { max: 20 }).optional(),
  /** Administrators only. */
  is_verified: boolean().optional(),
});
export type ProfileEdit = z.infer<typeof profileEditSchema>;
export const ADMIN_ONLY_PROFILE_FIELDS = ['badge_slug', 'is_verified'] as const;

/** Applies an edit; returns the new profile, or null when nothing changes. */
export function applyProfileEdit(p: MemberProfile, edit: ProfileEdit, now: string): MemberProfile | null {
  const next: MemberProfile = {
    ...p,
    display_name: edit.display_name ?? p.display_name,
    short_description: edit.short_description ?? p.short_description,
    avatar: edit.avatar ?? p.avatar,
    is_verified: edit.is_verified === undefined ? p.is_verified : edit.is_verified ? 1 : 0,
    meta: {
      website: edit.website ?? p.meta.website,
      cover_photo: edit.cover_photo ?? p.meta.cover_photo,
      social_links: edit.social_links ? { ...p.meta.social_links, ...edit.social_links } : p.meta.social_links,
      badge_slug: edit.badge_slug ?? p.meta.badge_slug,
    },
  };
  // Key order of stored maps is not preserved by DynamoDB: compare by value.
  if (isDeepStrictEqual(next, p)) return null;
  return { ...next, updated_at: now, rev: p.rev + 1 };
}
