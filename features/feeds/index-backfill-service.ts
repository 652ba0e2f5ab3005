/**
 * `npm run backfill-indexes`: items written before an index existed get the attributes it reads
 * (features/feeds/index-backfill.ts decides which; index-backfill-store.ts writes them), for each
 * page the operator's script reads (scripts/maintenance/backfill-indexes.ts).
 * docs/data-model.md, "Backfilling indexes".
 */
import { missingIndexAttributes } from '#features/feeds/index-backfill.ts';
import { setIfMissing } from '#features/feeds/index-backfill-store.ts';

/** The attributes missingIndexAttributes reads, for a scan's projection. */
export const BACKFILL_READS = ['pk', 'sk', 'entity', 'status', 'gsi3pk', 'poppk', 'rankpk', 'user_id', 'id'] as const;

/** Updates each item of `items` that lacks an index attribute; answers how many changed. */
export async function backfillItems(items: ReadonlyArray<Record<string, unknown>>): Promise<number> {
  let updated = 0;
  for (const item of items) {
    const set = missingIndexAttributes(item);
    if (set && (await setIfMissing({ pk: item['pk'], sk: item['sk'] }, set))) updated++;
  }
  return updated;
}
