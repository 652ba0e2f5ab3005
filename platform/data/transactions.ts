/**
 * Building blocks for writes that must hold together: unique-value markers, atomic counters and
 * integer ids, and transactions whose cancellation reasons become domain errors.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';

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

/**
 * Kinds whose ids a container takes in blocks (hi/lo): one UpdateItem ADD reserves `size` ids, which
 * the container hands out with no call until the block is used up. Their ids stay unique and grow
 * within a container, but across containers they are not in creation order, and a container that
 * ends leaves the rest of its block unused (docs/data-model.md, "Ids taken in blocks"). Only kinds
 * that nothing orders by id: posts are listed by `<created_at>#<id>`. Comments are listed in id
 * order, so their ids stay sequential.
 */
const ID_BLOCKS: Readonly<Record<string, number>> = { feed: 20 };

const reserved = new Map<string, { next: number; last: number; taking?: Promise<void> }>();

/** The next integer id of a kind of record (users, spaces, feeds, ...): 1, 2, 3, ... (in blocks: ID_BLOCKS). */
export async function nextId(kind: string): Promise<number> {
  const size = ID_BLOCKS[kind];
  if (size === undefined) return incrementCounter(`id#${kind}`);
  for (;;) {
    const block = reserved.get(kind) ?? { next: 1, last: 0 };
    reserved.set(kind, block);
    if (block.next <= block.last) return block.next++;
    // Concurrent requests of the container wait for one reservation rather than each taking a block.
    block.taking ??= incrementCounter(`id#${kind}`, size).then(
      (last) => {
        Object.assign(block, { next: last - size + 1, last });
        delete block.taking;
      },
      (error: unknown) => {
        delete block.taking;
        throw error;
      },
    );
    await block.taking;
  }
}

type UpdateOp = NonNullable<TransactItem['Update']>;

/**
 * Merges Update operations on the same item into one, at the first one's place: DynamoDB refuses a
 * transaction with two operations on one item, and independent rules (a space's post counter, its
 * sticky pointer) may each want to change it in the same write. Placeholders must not clash.
 */
export function mergeSameItemUpdates(items: TransactItem[]): TransactItem[] {
  const byItem = new Map<string, UpdateOp>();
  const merged: TransactItem[] = [];
  for (const item of items) {
    const update = item.Update;
    const id = update ? `${update.TableName}|${JSON.stringify(update.Key)}` : undefined;
    const first = id === undefined ? undefined : byItem.get(id);
    if (!update || id === undefined) merged.push(item);
    else if (!first) {
      const copy = { ...update };
      byItem.set(id, copy);
      merged.push({ Update: copy });
    } else Object.assign(first, combineUpdates(first, update));
  }
  return merged;
}

const CLAUSE = /\b(SET|REMOVE|ADD|DELETE)\b/i;

function combineUpdates(a: UpdateOp, b: UpdateOp): UpdateOp {
  const clauses = new Map<string, string[]>();
  for (const expression of [a.UpdateExpression, b.UpdateExpression]) {
    const parts = (expression ?? '').split(CLAUSE).map((x) => x.trim());
    for (let i = 1; i < parts.length; i += 2) {
      const kind = (parts[i] ?? '').toUpperCase();
      clauses.set(kind, [...(clauses.get(kind) ?? []), parts[i + 1] ?? '']);
    }
  }
  const conditions = [...new Set([a.ConditionExpression, b.ConditionExpression].filter((c): c is string => !!c))];
  return {
    ...a,
    UpdateExpression: [...clauses].map(([kind, bodies]) => `${kind} ${bodies.join(', ')}`).join(' '),
    ...(conditions.length > 0 ? { ConditionExpression: conditions.map((c) => `(${c})`).join(' AND ') } : {}),
    ...placeholders('ExpressionAttributeNames', a.ExpressionAttributeNames, b.ExpressionAttributeNames),
    ...placeholders('ExpressionAttributeValues', a.ExpressionAttributeValues, b.ExpressionAttributeValues),
  };
}

function placeholders<K extends string, V>(field: K, a: Record<string, V> | undefined, b: Record<string, V> | undefined) {
  if (!a && !b) return {};
  for (const [k, v] of Object.entries(b ?? {})) {
    if (a && k in a && JSON.stringify(a[k]) !== JSON.stringify(v)) throw new Error(`Cannot merge updates of one item: ${field} ${k} differs`);
  }
  return { [field]: { ...a, ...b } } as Record<K, Record<string, V>>;
}

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
