/**
 * `npm run backfill-indexes`: items written before an index existed get the attributes it reads
 * (features/feeds/index-backfill.ts decides which), one scanned page at a time
 * (index-backfill-store.ts). docs/data-model.md, "Backfilling indexes".
 */
import { missingIndexAttributes } from '#features/feeds/index-backfill.ts';
import { scanForBackfill, setIfMissing } from '#features/feeds/index-backfill-store.ts';

export interface BackfillProgress {
  scanned: number;
  updated: number;
  next?: Record<string, unknown>;
}

/** Updates each item of `items` that lacks an index attribute; answers how many changed. */
export async function backfillItems(items: ReadonlyArray<Record<string, unknown>>): Promise<number> {
  let updated = 0;
  for (const item of items) {
    const set = missingIndexAttributes(item);
    if (set && (await setIfMissing({ pk: item['pk'], sk: item['sk'] }, set))) updated++;
  }
  return updated;
}

/** One page of a Scan segment, backfilled. */
export async function backfillPage(segment: number, totalSegments: number, start?: Record<string, unknown>): Promise<BackfillProgress> {
  const page = await scanForBackfill(segment, totalSegments, start);
  return { scanned: page.items.length, updated: await backfillItems(page.items), ...(page.next ? { next: page.next } : {}) };
}
