/**
 * The points-level rule of badges (docs/badges.md, Rules): a member whose total reaches a level
 * gets every badge whose rule names it, once. The stream router's `points` side effect calls
 * badgesFromPoints after an award or take-back changed a member's `total_points`, with the totals
 * before and after. Like the course rule, the award and its marker
 * (USER#<id>/BADGE#<slug>#level#<level>) are one write conditioned on the marker's absence
 * (badge-store.ts awardBadgeOnce): a replayed record, a total crossing the threshold again after
 * going down, or a badge an administrator revoked never gives it twice. Points going down take no
 * badge back.
 */
import { badgeCatalogue } from '#features/members/badge-catalogue.ts';
import { awardBadgeOnce } from '#features/members/badge-store.ts';
import { MAX_MEMBER_BADGES, badgesForPoints } from '#features/members/badges.ts';
import { levelCatalogue } from '#features/points/level-catalogue.ts';

/**
 * Gives the member the badges of every level their total first reaches moving from `before` to
 * `after` (levels.ts levelsReached: thresholds in (before, after], the first level with the first
 * point). Reads the catalogue and the levels kept per container (no call when both are fresh) and
 * writes one transaction per badge earned; nothing when no level is reached. Returns the slugs given.
 */
export async function badgesFromPoints(userId: number, before: number, after: number, at = new Date().toISOString()): Promise<string[]> {
  if (!Number.isSafeInteger(userId) || !(after > before)) return [];
  const [catalogue, levels] = await Promise.all([badgeCatalogue(), levelCatalogue()]);
  const given: string[] = [];
  for (const { badge, level } of badgesForPoints(catalogue.values(), levels, before, after)) {
    if (await awardBadgeOnce(userId, badge.slug, `level#${level}`, MAX_MEMBER_BADGES, at)) given.push(badge.slug);
  }
  return given;
}

/** The level badges of every change of points (the stream router's and the points run's awards). */
export async function badgesFromChanges(changes: ReadonlyArray<{ userId: number; before: number; after: number }>): Promise<void> {
  for (const c of changes) await badgesFromPoints(c.userId, c.before, c.after);
}
