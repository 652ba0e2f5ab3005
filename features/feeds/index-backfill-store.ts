/**
 * Writes for `npm run backfill-indexes` (features/feeds/index-backfill-service.ts). Access patterns:
 * - a parallel Scan segment of the table, one page at a time, projected to what the backfill rule
 *   reads (an operator's one-off run; no request ever scans)
 * - per item that needs it: UpdateItem SET, on condition that the item is still there and still
 *   lacks the attributes, so a run racing live writes or another run never overwrites anything
 */
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';

export interface ScannedPage {
  items: Record<string, unknown>[];
  /** Where the next page starts, or undefined when the segment is done. */
  next?: Record<string, unknown>;
}

/** One page of a Scan segment, with the attributes the backfill rule reads. */
export async function scanForBackfill(segment: number, totalSegments: number, start?: Record<string, unknown>): Promise<ScannedPage> {
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
  return { items: page.Items ?? [], ...(page.LastEvaluatedKey ? { next: page.LastEvaluatedKey } : {}) };
}

/** Sets `set` on the item if it is still there and lacks every one of them; answers whether it did. */
export async function setIfMissing(key: { pk: unknown; sk: unknown }, set: Record<string, string | number>): Promise<boolean> {
  const names = Object.keys(set);
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: key.pk, sk: key.sk },
        UpdateExpression: `SET ${names.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ConditionExpression: `attribute_exists(pk) AND ${names.map((_, i) => `attribute_not_exists(#a${i})`).join(' AND ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#a${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, set[n]])),
      }),
    );
    return true;
  } catch (error) {
    // Deleted meanwhile, or written by the new code (or another run) already: nothing to do.
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
