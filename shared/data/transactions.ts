/**
 * Building blocks for writes that must hold together: unique-value markers, atomic counters and
 * integer ids, and transactions whose cancellation reasons become domain errors.
 */
import { setTimeout as sleep } from 'node:timers/promises';
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
 * Writes all items or none. When the transaction is cancelled by a failed condition, `onCancel`
 * receives the index of each failed item (in TransactItems order) and may throw the matching
 * domain error. A cancellation by a conflicting concurrent transaction is retried.
 */
export async function transact(
  items: TransactItem[],
  onCancel?: (failedIndexes: number[]) => void,
  attempts = 4,
): Promise<void> {
  if (items.length === 0) return;
  for (let attempt = 1; ; attempt++) {
    try {
      await ddb.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
      if (failed.length > 0) {
        onCancel?.(failed);
        throw error;
      }
      const conflict = reasons.some((r) => r.Code === 'TransactionConflict');
      if (!conflict || attempt >= attempts) throw error;
      await sleep(15 * 2 ** attempt * Math.random());
    }
  }
}

/** Adds to number attributes of one item inside a transaction (creating them at 0 first), naming its entity. */
export function addUpdate(key: { pk: string; sk: string }, deltas: Record<string, number>, entity: string): TransactItem {
  const names = Object.keys(deltas);
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: `ADD ${names.map((_, i) => `#n${i} :d${i}`).join(', ')} SET entity = :e`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#n${i}`, n])),
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((n, i) => [`:d${i}`, deltas[n]])), ':e': entity },
    },
  };
}

/** Adds `delta` to a counter item inside a transaction (creating it at 0 first). */
export const counterUpdate = (name: string, delta: number): TransactItem => addUpdate(keys.counter(name), { value: delta }, 'counter');

/** Whether an error is a failed condition of a single-item write. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** Whether an error is a transaction cancelled by a failed condition (not a conflict). */
export const cancelledByCondition = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'TransactionCanceledException' &&
  ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? []).some((r) => r.Code === 'ConditionalCheckFailed');

/** A write whose guard failed found its work already done (or to be redone by the next step). */
export const ignoreCondition = (error: unknown): void => {
  if (!cancelledByCondition(error) && !isConditionFailure(error)) throw error;
};
