/**
 * The levels at work (docs/points.md, "Levels"): kept per container like the badge catalogue
 * (config.SETTINGS_CACHE_SECONDS), so showing a member's level costs no DynamoDB call of its own;
 * and the administrators' save of the whole list.
 *
 * Every request refreshes the copy in force before its route runs (the pipeline hook `loadLevels`,
 * features/members/caller-hooks.ts), so the profile shapes (members.ts toXprofile) read it
 * synchronously; the stream router's webhook step loads it the same way before it shapes a member.
 * While `features.leaderboard` is off no level is in force (profiles show `level: null`) and the
 * hook reads nothing but the feature switches, themselves kept per container.
 */
import { config } from '#platform/config.ts';
import { featuresInForce } from '#features/settings/feature-switches.ts';
import { readLevels, writeLevels, type StoredLevels } from '#features/points/level-store.ts';
import { LevelsConflictError, levelsView, type StoredLevel } from '#features/points/levels.ts';

let kept: { until: number; levels: Promise<StoredLevels> } | null = null;
/** The levels the shapes show: null while the feature is off or before the first load. */
let inForce: readonly StoredLevel[] | null = null;

/** The saved levels (whatever the feature switch): this container's copy, or one read when it is older than the interval. */
export async function levelCatalogue(now = Date.now()): Promise<readonly StoredLevel[]> {
  if (!kept || now >= kept.until) {
    const entry = { until: now + config.SETTINGS_CACHE_SECONDS * 1000, levels: readLevels() };
    kept = entry;
    // A failed read is not kept: the next request tries again.
    entry.levels.catch(() => {
      if (kept === entry) kept = null;
    });
  }
  return (await kept.levels).levels;
}

/**
 * The pipeline's hook (and the stream router's, before it shapes members): the levels in force, or
 * none while the feature is off. Anonymous callers of routes outside the site's gate (the public
 * settings, sign-up, sign-in, the reference page) skip it: those show no member's level, and their
 * one read stays one (they keep what this container last loaded).
 */
export async function loadLevels(caller?: unknown, route?: { siteAccess?: 'open' | undefined }): Promise<void> {
  if (!caller && route?.siteAccess === 'open') return;
  if (!(await featuresInForce()).leaderboard) {
    inForce = null;
    return;
  }
  inForce = await levelCatalogue();
}

/** The levels last loaded in this container, for the synchronous shapes; null while the feature is off. */
export const levelsInForce = (): readonly StoredLevel[] | null => inForce;

const ATTEMPTS = 3;

/** GET /admin/leaderboards/levels: every level and the revision a save may name (read consistently). */
export async function listLevels() {
  const stored = await readLevels();
  return { levels: levelsView(stored.levels), rev: stored.rev };
}

/**
 * POST /admin/leaderboards/levels: the list becomes exactly the levels sent. With `rev` (what the
 * administrator's list read), the save applies only over that revision, else 409 `conflict`; without
 * (the original's clients), it applies over whatever is stored, the last save winning (tried again
 * when another save landed between its read and its write, then 409).
 */
export async function saveLevels(levels: StoredLevel[], expectedRev: number | undefined) {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const rev = expectedRev ?? (await readLevels()).rev;
    const at = new Date().toISOString();
    if (await writeLevels(levels, rev, at)) {
      kept = { until: Date.now() + config.SETTINGS_CACHE_SECONDS * 1000, levels: Promise.resolve({ levels, rev: rev + 1, updated_at: at }) };
      if (inForce) inForce = levels;
      return { levels: levelsView(levels), rev: rev + 1 };
    }
    if (expectedRev !== undefined) break;
  }
  throw new LevelsConflictError();
}
