/**
 * Building blocks for writes that must hold together: unique-value markers, atomic counters and
 * integer ids, and transactions whose cancellation reasons become domain errors.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#shared/data/client.ts';
import { keys } from '#shared/data/keys.ts';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A marker that claims `value` of `kind` for `owner`; the transaction fails if it is taken. */
export function claimUnique(kind: string, value: string, owner: Record<string, unknown>): TransactItem {
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.unique(kind, value), entity: 'unique', kind, value, ...owner },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Releases a marker (when a slug or email changes, or its owner is deleted). */
export function releaseUnique(kind: string, value: string): TransactItem {
  return { Delete: { TableName: tableName, Key: keys.unique(kind, value) } };
}

/** Adds `delta` to the named counter and returns its new value; the first call creates it. */
export async function incrementCounter(name: string, delta = 1): Promise<number> {
  const out = await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.counter(name),
      UpdateExpression: 'ADD #v :d SET entity = :e',
      ExpressionAttributeNames: { '#v': 'value' },
      ExpressionAttributeValues: { ':d': delta, ':e': 'counter' },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  const value = out.Attributes?.['value'];
  if (typeof value !== 'number') throw new Error(`Counter ${name} returned no value`);
  return value;
}

/** The next integer id of a kind of record (users, spaces, feeds, ...): 1, 2, 3, ... */
export const nextId = (kind: string): Promise<number> => incrementCounter(`id#${kind}`);

/**
 * Writes all items or none. When the transaction is cancelled, `onCancel` receives the index of
 * each failed item's condition (in TransactItems order) and may throw the matching domain error.
 */
export async function transact(
  items: TransactItem[],
  onCancel?: (failedIndexes: number[], reasons: Array<{ Code?: string; Item?: Record<string, unknown> }>) => void,
): Promise<void> {
  if (items.length === 0) return;
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    if (error instanceof TransactionCanceledException && onCancel) {
      const reasons = (error.CancellationReasons ?? []).map((r) => ({ Code: r.Code }));
      const failed = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
      onCancel(failed, reasons);
    }
    throw error;
  }
}
