/**
 * Legacy comment threads to ours (docs/migration.md, "Activity comments -> comments"): BuddyPress
 * nests replies to any depth, our comments are one level deep, so a reply hangs under its
 * top-level ancestor. Pure.
 */

/** The legacy fields threading reads (an activity_comment row). */
export interface LegacyThreadComment {
  id: number;
  /** The comment it answers: the root activity (or NULL/0) for a top-level comment. */
  secondary_item_id: number | null;
}

/**
 * Each comment's legacy parent comment, or null when it is top-level: its secondary_item_id is
 * the root, NULL, 0, not a comment of this thread, or not older than itself (ids are time order,
 * so a parent always has a smaller id; anything else is broken data and cannot loop).
 */
export function threadParents(rootId: number, comments: readonly LegacyThreadComment[]): Map<number, number | null> {
  const ids = new Set(comments.map((c) => c.id));
  return new Map(
    comments.map((c) => {
      const p = c.secondary_item_id;
      return [c.id, p !== null && p !== rootId && p < c.id && ids.has(p) ? p : null];
    }),
  );
}

/**
 * Where a comment goes in our one-level model: null for a top-level comment, else the legacy id
 * of the top-level comment it replies under. `placed` holds the comments already migrated (now
 * or by an earlier run), each with where it went; a parent that was not migrated (spam, empty)
 * is passed over for its own parent, so a reply to a skipped top-level comment becomes top-level.
 */
export function flattenedParent(legacyId: number, parents: ReadonlyMap<number, number | null>, placed: ReadonlyMap<number, number | null>): number | null {
  for (let p = parents.get(legacyId) ?? null; p !== null; p = parents.get(p) ?? null) {
    if (placed.has(p)) return placed.get(p) ?? p;
  }
  return null;
}
