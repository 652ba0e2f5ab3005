/**
 * Items saved whole under an optimistic lock (the badge catalogue, the levels, the point values):
 * each save writes revision `rev + 1` on the condition that the stored one is still `rev`, so two
 * administrators' saves never lose one another's change silently.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';

/** Puts `item` as revision `rev + 1` over revision `rev` (0: no item yet); false when another save came first. */
export async function putOverRevision(item: Record<string, unknown>, rev: number): Promise<boolean> {
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...item, rev: rev + 1 },
        ConditionExpression: rev === 0 ? 'attribute_not_exists(pk)' : 'rev = :rev',
        ...(rev === 0 ? {} : { ExpressionAttributeValues: { ':rev': rev } }),
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
