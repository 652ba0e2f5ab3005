/**
 * Writes for `npm run backfill-indexes` (features/feeds/index-backfill-service.ts; the operator's
 * script reads the table itself, no request path scans). Access pattern:
 * - per item that needs it: UpdateItem SET, on condition that the item is still there and still
 *   lacks the attributes, so a run racing live writes or another run never overwrites anything
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';

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
