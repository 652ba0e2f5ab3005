/**
 * Levels (docs/points.md, "Levels"): named levels by points thresholds, which an administrator saves
 * as one list, and the level a member's total reaches. Pure rules; storage is in level-store.ts,
 * the list kept per container in level-catalogue.ts.
 */
import * as z from 'zod';
import { ApiError } from '#platform/core/errors.ts';
import { integer } from '#platform/core/fields.ts';
import { SLUG_PATTERN } from '#platform/core/slugs.ts';

/** At most this many levels: the list is one item, read whole and shown on every member. */
export const MAX_LEVELS = 50;
/** The highest threshold a level may have (far above what MAX_ACTION_POINTS lets a member earn in years). */
export const MAX_LEVEL_POINTS = 1_000_000_000;

export const levelSlug = z.string().trim().toLowerCase().max(60).regex(SLUG_PATTERN, 'must be lowercase letters, digits and single dashes');

/** A level as an administrator sends it (POST /admin/leaderboards/levels). */
export const levelInput = z.object({
  slug: levelSlug,
  title: z.string().trim().min(1).max(100),
  /** The original's "Level Tagline": a line under the title. */
  tagline: z.string().trim().max(200).default(''),
  /** The total points a member needs to reach the level (a number, or its decimal text as forms send it). */
  min_points: integer({ min: 0, max: MAX_LEVEL_POINTS }),
});
export type StoredLevel = z.output<typeof levelInput>;

/**
 * The whole list as saved: at most MAX_LEVELS, slugs unique, thresholds strictly ascending in the
 * order sent and the first at 0 (so every member is at some level once there are levels). An empty
 * list removes the levels. Each issue names the level's index, so nothing is saved.
 */
export const levelList = z
  .array(levelInput)
  .max(MAX_LEVELS)
  .superRefine((levels, ctx) => {
    const seen = new Set<string>();
    levels.forEach((level, i) => {
      if (seen.has(level.slug)) ctx.addIssue({ code: 'custom', path: [i, 'slug'], message: 'is sent twice' });
      seen.add(level.slug);
      if (i === 0 && level.min_points !== 0) ctx.addIssue({ code: 'custom', path: [i, 'min_points'], message: 'must be 0 for the first level' });
      const previous = levels[i - 1];
      if (previous && level.min_points <= previous.min_points) ctx.addIssue({ code: 'custom', path: [i, 'min_points'], message: "must be greater than the previous level's" });
    });
  });

/** The level a profile shows (`level`): its place in the list (1 for the first), slug, title, tagline and threshold. */
export interface LevelView {
  number: number;
  slug: string;
  title: string;
  tagline: string;
  min_points: number;
}

const levelView = (level: StoredLevel, index: number): LevelView => ({ number: index + 1, slug: level.slug, title: level.title, tagline: level.tagline, min_points: level.min_points });

/** The administrators' list (GET /admin/leaderboards/levels): every level with its number. */
export const levelsView = (levels: readonly StoredLevel[]): LevelView[] => levels.map(levelView);

/** The highest level `points` reaches, or null when there are no levels (or none is in force). */
export function levelOf(points: number, levels: readonly StoredLevel[] | null): LevelView | null {
  if (!levels) return null;
  for (let i = levels.length - 1; i >= 0; i--) {
    if (points >= levels[i]!.min_points) return levelView(levels[i]!, i);
  }
  return null;
}

/**
 * The levels a member's total moving from `before` to `after` reaches for the first time: each
 * level whose threshold lies in (before, after]. The first level (0 points) counts as reached with
 * the first point, so a rule naming it gives its badge once the member has earned anything. A
 * total going down reaches nothing.
 */
export function levelsReached(before: number, after: number, levels: readonly StoredLevel[]): StoredLevel[] {
  return levels.filter((level) => {
    const threshold = Math.max(level.min_points, 1);
    return before < threshold && threshold <= after;
  });
}

export class LevelsConflictError extends ApiError {
  constructor() {
    super(409, 'conflict', 'The levels were saved by someone else since the revision sent; read them again.');
  }
}
