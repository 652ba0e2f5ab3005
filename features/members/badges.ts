/**
 * Member badges (docs/badges.md): the catalogue administrators manage, the badge a profile shows
 * and the rules that award one. Pure rules; storage is in badge-store.ts, the catalogue kept per
 * container in badge-catalogue.ts.
 *
 * A member's badges are the slugs on their profile (`meta.badge_slug`, the original's key), so a
 * page that shows a member reads nothing more: the catalogue is one small item kept per container.
 * A slug the catalogue does not have (a deleted badge) is ignored on read.
 */
import * as z from 'zod';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';
import { httpUrlOrEmpty, id } from '#platform/core/fields.ts';
import { SLUG_PATTERN } from '#platform/core/slugs.ts';
import { levelSlug, levelsReached, type StoredLevel } from '#features/points/levels.ts';

/** At most this many badges in the catalogue: it is one item, read whole. */
export const MAX_BADGES = 100;
/** At most this many badges on one member. */
export const MAX_MEMBER_BADGES = 20;

/**
 * What awards a badge without an administrator (docs/badges.md, Rules): completing a course, or
 * reaching a points level (by its slug; a rule naming no current level gives nothing).
 */
const courseCompletedRule = z.strictObject({ type: z.literal('course_completed'), course_id: id() });
const pointsLevelRule = z.strictObject({ type: z.literal('points_level'), level: levelSlug });
export const badgeRule = z.discriminatedUnion('type', [courseCompletedRule, pointsLevelRule]);
export type BadgeRule = z.output<typeof badgeRule>;

export const badgeSlug = z.string().trim().toLowerCase().max(60).regex(SLUG_PATTERN, 'must be lowercase letters, digits and single dashes');

/** A badge as an administrator sends it (POST /admin/user-badges, PUT /admin/user-badges/{slug}). */
export const badgeInput = z.object({
  slug: badgeSlug,
  title: z.string().trim().min(1).max(100),
  /** A CSS colour: `#rgb` or `#rrggbb`; '' for the theme's. */
  color: z.union([z.literal(''), z.string().trim().regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, 'must be a #rgb or #rrggbb colour')]).default(''),
  /** An icon's name or an emoji (at most 100 characters). */
  icon: z.string().trim().max(100).default(''),
  /** An image's http(s) URL (an upload's URL included); '' for none. */
  image: httpUrlOrEmpty().default(''),
  description: z.string().trim().max(500).default(''),
  rule: badgeRule.nullable().default(null),
});
export type BadgeInput = z.output<typeof badgeInput>;

export interface StoredBadge extends BadgeInput {
  created_at: string;
  updated_at: string;
}

/** The badge a profile, post author or webhook payload shows (`badge`): the first of the member's badges. */
export interface BadgeView {
  slug: string;
  title: string;
  color: string;
  icon: string;
  image: string;
  description: string;
}

export const badgeView = (b: StoredBadge): BadgeView => ({ slug: b.slug, title: b.title, color: b.color, icon: b.icon, image: b.image, description: b.description });

/** The catalogue in its order: oldest first, then by slug. */
export const orderedBadges = (badges: Iterable<StoredBadge>): StoredBadge[] =>
  [...badges].sort((a, b) => a.created_at.localeCompare(b.created_at) || a.slug.localeCompare(b.slug));

/** The catalogue's answer (GET /admin/user-badges): every badge, its rule included. */
export const catalogueView = (badges: Iterable<StoredBadge>) => orderedBadges(badges).map((b) => ({ ...badgeView(b), rule: b.rule, created_at: b.created_at, updated_at: b.updated_at }));

/** A badge saved over the stored one (or new): created_at kept. */
export function savedBadge(input: BadgeInput, before: StoredBadge | undefined, now: string): StoredBadge {
  return { ...input, created_at: before?.created_at ?? now, updated_at: now };
}

/**
 * The member's badges as shown: their stored slugs the catalogue has, in their order, and the
 * first one's view (`badge`), or null. Without a catalogue (never loaded in this container),
 * the stored slugs as they are and no badge.
 */
export function shownBadges(slugs: readonly string[], catalogue: ReadonlyMap<string, StoredBadge> | null): { slugs: string[]; badge: BadgeView | null } {
  if (!catalogue) return { slugs: [...slugs], badge: null };
  const known = slugs.filter((s) => catalogue.has(s));
  const first = known[0];
  return { slugs: known, badge: first === undefined ? null : badgeView(catalogue.get(first)!) };
}

/**
 * The badges a member's total moving from `before` to `after` earns, each with the level whose
 * rule it meets: the levels first reached by the move (levels.ts levelsReached) that a badge's
 * points_level rule names.
 */
export function badgesForPoints(catalogue: Iterable<StoredBadge>, levels: readonly StoredLevel[], before: number, after: number): Array<{ badge: StoredBadge; level: string }> {
  const reached = new Set(levelsReached(before, after, levels).map((l) => l.slug));
  if (reached.size === 0) return [];
  return [...catalogue].flatMap((badge) => (badge.rule?.type === 'points_level' && reached.has(badge.rule.level) ? [{ badge, level: badge.rule.level }] : []));
}

/** The badges whose rule a completed course meets. */
export const badgesForCourse = (catalogue: Iterable<StoredBadge>, courseId: number): StoredBadge[] =>
  [...catalogue].filter((b) => b.rule?.type === 'course_completed' && b.rule.course_id === courseId);

export class BadgeNotFoundError extends NotFoundError {
  constructor() {
    super('badge_not_found', 'Badge not found.');
  }
}

export class TooManyBadgesError extends ApiError {
  constructor() {
    super(400, 'too_many_badges', `The catalogue holds at most ${MAX_BADGES} badges.`, { data: { max: MAX_BADGES } });
  }
}

export class TooManyMemberBadgesError extends ApiError {
  constructor() {
    super(400, 'too_many_member_badges', `A member holds at most ${MAX_MEMBER_BADGES} badges.`, { data: { max: MAX_MEMBER_BADGES } });
  }
}

/** The member's slugs with `slug` given (at the end) or taken back; unchanged when it already is so. */
export function withBadge(slugs: readonly string[], slug: string, give: boolean): string[] {
  if (!give) return slugs.filter((s) => s !== slug);
  if (slugs.includes(slug)) return [...slugs];
  if (slugs.length >= MAX_MEMBER_BADGES) throw new TooManyMemberBadgesError();
  return [...slugs, slug];
}

export class BadgeConflictError extends ApiError {
  constructor() {
    super(409, 'conflict', 'The badge catalogue was changed at the same time; try again.');
  }
}
