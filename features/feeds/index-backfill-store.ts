/**
 * Gives items written before an index existed the attributes that index reads
 * (features/feeds/index-backfill.ts), for `npm run backfill-indexes`. Access patterns:
 * - a parallel Scan segment of the table, one page at a time, projected to what the rule reads
 *   (an operator's one-off run; no request ever scans)
 * - per item that needs it: UpdateItem SET, on condition that the item is still there and still
 *   lacks the attribute, so a run racing live writes or another run never overwrites anything
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';
import { missingIndexAttributes } from '#features/feeds/index-backfill.ts';

export interface BackfillProgress {
  scanned: number;
  updated: number;
  /** Where the next page starts, or undefined when the segment is done. */
  next?: Record<string, unknown>;
}

/** Updates each item of `items` that lacks an index attribute; answers how many changed. */
export async function backfillItems(items: ReadonlyArray<Record<string, unknown>>): Promise<number> {
  let updated = 0;
  for (const item of items) {
    const set = missingIndexAttributes(item);
    if (!set) continue;
    const names = Object.keys(set);
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { pk: item['pk'], sk: item['sk'] },
          UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
          ConditionExpression: `attribute_exists(pk) AND ${names.map((_, i) => `attribute_not_exists(#a${i})`).join(' AND ')}`,
          ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
          ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])),
        }),
      );
      updated++;
    } catch (error) {
      // Deleted meanwhile, or written by the new code (or another run) already: nothing to do.
      if (!isConditionFailure(error)) throw error;
    }
  }
  return updated;
}

/** One page of a Scan segment, backfilled. */
export async function backfillPage(segment: number, totalSegments: number, start?: Record<string, unknown>): Promise<BackfillProgress> {
  const page = await ddb.send(
    new ScanCommand({
      TableName: tableName,
      Segment: segment,
      TotalSegments: totalSegments,
      ProjectionExpression: 'pk, sk, entity, #status, gsi3pk, poppk, rankpk, user_id, id',
      ExpressionAttributeNames: { '#status': 'status' },
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const items = page.Items ?? [];
  return { scanned: items.length, updated: await backfillItems(items), ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}
