/**
 * `npm run backfill-indexes`: gives posts and comments written before issue 30 the attributes of
 * its indexes (the site-wide popular order, a member's comments), with the operator's own AWS
 * credentials: TABLE_NAME=<DataStack output> npm run backfill-indexes [-- --segments 4]
 * It scans the table in parallel segments and updates each item that lacks them on condition
 * (features/feeds/index-backfill-service.ts, index-backfill-store.ts), so it may run beside live traffic and be run again.
 * docs/data-model.md, "Backfilling indexes".
 */
const env = process.env;
if (!env['TABLE_NAME']) {
  console.error('Set TABLE_NAME (the DataStack output TableName).');
  process.exit(2);
}
const at = process.argv.indexOf('--segments');
const segments = at > 0 ? Number(process.argv[at + 1]) : 4;
if (!Number.isInteger(segments) || segments < 1 || segments > 64) {
  console.error('--segments takes 1 to 64.');
  process.exit(2);
}
const { backfillPage } = await import('#features/feeds/index-backfill-service.ts');
const totals = { scanned: 0, updated: 0 };
await Promise.all(
  Array.from({ length: segments }, async (_, segment) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await backfillPage(segment, segments, start);
      totals.scanned += page.scanned;
      totals.updated += page.updated;
      start = page.next;
    } while (start);
  }),
);
console.log(`scanned ${totals.scanned} items, updated ${totals.updated}`);
