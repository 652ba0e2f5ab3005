/**
 * The mapping rules of legacy rows to ours (docs/migration.md, "Mapping"): privacy, roles,
 * membership statuses, usernames, names and dates. Pure: decisions on values, no records; the
 * writers (features/migration/) apply them through the stores' builders.
 */
import type { LegacyGroupMember } from '#features/migration/legacy-export/export-format.ts';

/** BuddyPress group status -> space privacy (fc-shapes-2 §4.6): hidden groups become secret spaces, anything unknown private. */
export function spacePrivacyOf(status: string): 'public' | 'private' | 'secret' {
  const s = status.trim().toLowerCase();
  return s === 'public' ? 'public' : s === 'hidden' ? 'secret' : 'private';
}

/** `is_admin` wins over `is_mod`, as BuddyPress shows them. */
export function spaceRoleOf(m: Pick<LegacyGroupMember, 'is_admin' | 'is_mod'>): 'admin' | 'moderator' | 'member' {
  return m.is_admin ? 'admin' : m.is_mod ? 'moderator' : 'member';
}

/**
 * A group member row's membership status, or why it is not migrated. Unlike the original (which
 * makes every row active): a ban stays a ban, a request to join stays pending, and an invitation
 * never accepted is no membership at all.
 */
export function membershipStatusOf(m: Pick<LegacyGroupMember, 'is_banned' | 'is_confirmed' | 'invite_sent'>): { status: 'active' | 'pending' | 'banned' } | { skip: 'invitation' } {
  if (m.is_banned) return { status: 'banned' };
  if (m.is_confirmed) return { status: 'active' };
  return m.invite_sent ? { skip: 'invitation' } : { status: 'pending' };
}

/** `activity_feed_status` of a group: only its admins (or mods) post. */
export const restrictedPostOnly = (activityFeedStatus: string | undefined): boolean => activityFeedStatus === 'admins' || activityFeedStatus === 'mods';

const USERNAME_MAX = 60;
const USERNAME_MIN = 3;

/**
 * The usernames to try for a legacy login, in order (USERNAME_PATTERN: `[a-zA-Z0-9_.-]{3,60}`):
 * the login with accents taken off and other characters dropped, then the same with
 * `-<legacy id>` appended (for when the first is taken). A login too short to fit gets the suffix
 * at once; one with nothing left becomes `member-<legacy id>`.
 */
export function usernameCandidates(login: string, legacyId: number): string[] {
  const base = login.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-zA-Z0-9_.-]/g, '').slice(0, USERNAME_MAX);
  const suffix = `-${legacyId}`;
  if (base === '') return [`member${suffix}`];
  const suffixed = `${base.slice(0, USERNAME_MAX - suffix.length)}${suffix}`;
  return base.length < USERNAME_MIN ? [suffixed] : [base, suffixed];
}

/** Whitespace runs made one space, trimmed, cut at `max` characters (whole code points, so an emoji is never halved). */
export function cleanText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return [...flat].slice(0, max).join('').trim();
}

/** A member's display name: WordPress's, else the nickname, else the username (the profile's limit is 100). */
export function displayNameOf(displayName: string, nickname: string | undefined, username: string): string {
  return cleanText(displayName, 100) || cleanText(nickname ?? '', 100) || username;
}

/** `user_url` when it is an http(s) URL (the profile's website accepts nothing else), else ''. */
export function websiteOf(url: string): string {
  const trimmed = url.trim();
  if (!URL.canParse(trimmed)) return '';
  const protocol = new URL(trimmed).protocol;
  return protocol === 'http:' || protocol === 'https:' ? trimmed : '';
}

/**
 * A migrated record's created time (preserve_dates, docs/migration.md): the legacy date when it
 * is kept and known; otherwise the run's start plus the legacy id in milliseconds, so records keep
 * their legacy order (ids are auto-increment: their order is the legacy creation order).
 */
export function migratedTime(legacyDate: string | null, legacyId: number, runStartedAt: string, preserveDates: boolean): string {
  if (preserveDates && legacyDate !== null) return legacyDate;
  return new Date(Date.parse(runStartedAt) + legacyId).toISOString();
}
