/**
 * One legacy row's write (docs/migration.md, "Mapping"): its items and its mapping in one
 * transaction, the hot counters taken out and summed once it succeeded. A cancellation by the
 * mapping's condition means another attempt migrated the row already.
 */
import { cancelledByCondition, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { ChunkContext } from '#features/migration/chunk-context.ts';

export type RowResult = 'written' | 'already_migrated';

/**
 * Writes `items`; `mappingIndex` is the mapping Put's place. When another of `watched` failed its
 * condition (a username or slug taken), answers that index, for the writer to decide. Indexes are
 * places in `items` before any hot counter (the counters are taken out of the transaction).
 */
export async function writeRow(ctx: ChunkContext, items: TransactItem[], mappingIndex: number, watched: readonly number[] = []): Promise<RowResult | number> {
  let failed: number[] = [];
  try {
    await ctx.counters.write(items, (kept) =>
      transact(kept, (indexes) => {
        failed = indexes;
      }),
    );
    return 'written';
  } catch (error) {
    if (!cancelledByCondition(error)) throw error;
    if (failed.includes(mappingIndex)) return 'already_migrated';
    const hit = watched.find((i) => failed.includes(i));
    if (hit !== undefined) return hit;
    throw error;
  }
}
