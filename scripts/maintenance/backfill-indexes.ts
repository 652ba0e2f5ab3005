/**
 * `npm run backfill-indexes`: gives posts and comments written before issue 30 the attributes of
 * its indexes (the site-wide popular order, a member's comments), with the operator's own AWS
 * credentials: TABLE_NAME=<DataStack output> npm run backfill-indexes [-- --segments 4]
 * The only Scan of the project, and not on any request path: an operator's one-off run over
 * parallel segments, each item updated on condition (features/feeds/index-backfill-service.ts),
 * so it may run beside live traffic and be run again. docs/data-model.md, "Backfilling indexes".
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';

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
const { ddb, tableName } = await import('#platform/data/client.ts');
const { backfillItems, BACKFILL_READS } = await import('#features/feeds/index-backfill-service.ts');
const names = Object.fromEntries(BACKFILL_READS.map((n, i) => [`#r${i}`, n]));
const totals = { scanned: 0, updated: 0 };
await Promise.all(
  Array.from({ length: segments }, async (_, segment) => {
    let start: Record<string, unknown> | undefined;
    do {
      const page = await ddb.send(
        new ScanCommand({
          TableName: tableName,
          Segment: segment,
          TotalSegments: segments,
          ProjectionExpression: Object.keys(names).join(', '),
          ExpressionAttributeNames: names,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      totals.scanned += page.Items?.length ?? 0;
      totals.updated += await backfillItems(page.Items ?? []);
      start = page.LastEvaluatedKey;
    } while (start);
  }),
);
console.log(`scanned ${totals.scanned} items, updated ${totals.updated}`);
