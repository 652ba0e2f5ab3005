/**
 * The index attributes issue 30 added to posts and comments, for items written before it
 * (docs/data-model.md, "Backfilling indexes"): a published post's entry in the site-wide popular
 * order (poppk, beside the timeline it is on) and a comment's entry in its author's comments
 * (rankpk USERCOMMENTS#<user>, rank1 = its id). New writes set them (feed-store.ts,
 * comment-store.ts); this gives an old item the same, and nothing for an item that has them.
 */
import { keys } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';

/** What to SET on a stored item so the new indexes hold it, or undefined when it needs nothing. */
export function missingIndexAttributes(item: Record<string, unknown>): Record<string, string | number> | undefined {
  if (item['entity'] === 'feed' && item['poppk'] === undefined && item['status'] === 'published') {
    if (item['gsi3pk'] === keys.PUBLIC_TIMELINE) return { poppk: keys.POPULAR_PUBLIC };
    if (item['gsi3pk'] === keys.RESTRICTED_TIMELINE) return { poppk: keys.POPULAR_RESTRICTED };
    return undefined;
  }
  if (item['entity'] === 'comment' && item['rankpk'] === undefined && typeof item['user_id'] === 'number' && typeof item['id'] === 'number') {
    return { rankpk: keys.userCommentsPartition(item['user_id']), [GSI.rank1.sort]: item['id'] };
  }
  return undefined;
}
