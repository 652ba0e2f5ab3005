/**
 * What only the migration worker reads and writes besides the stores' builders (docs/migration.md,
 * "Finalize"): a unique marker's owner, a counter raised to a floor, and recounts that correct a
 * counter by adding the difference. None of these is on a request path.
 * - a marker's owner: GetItem UNIQUE#<kind>#<value>
 * - raise a counter: UpdateItem COUNTER/<name> SET value only if lower
 * - a stored count: GetItem of the item, one attribute; corrected with UpdateItem ADD
 * - a true count: Query Select COUNT of a partition (an index's), page by page
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { countAll } from '#platform/data/queries.ts';
import { GSI, type GsiName } from '#platform/data/table.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';

type Key = { pk: string; sk: string };

/** The item holding a unique marker (its owner's attributes), or null. */
export async function uniqueMarker(kind: string, value: string): Promise<Record<string, unknown> | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.unique(kind, value), ConsistentRead: true }));
  return out.Item ?? null;
}

/** Raises a counter to at least `floor` (a later nextId or serial continues after it); never lowers it. */
export async function raiseCounter(name: string, floor: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.counter(name),
        UpdateExpression: 'SET #v = :f, entity = :e',
        ConditionExpression: 'attribute_not_exists(#v) OR #v < :f',
        ExpressionAttributeNames: { '#v': 'value' },
        ExpressionAttributeValues: { ':f': floor, ':e': 'counter' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** How many items a partition of an index (or of the table) holds, optionally only those whose `filter` attribute equals its value. */
export function countPartition(index: GsiName | 'table', partition: string, filter?: { attribute: string; value: string | number }): Promise<number> {
  return countAll({
    TableName: tableName,
    ...(index === 'table' ? {} : { IndexName: GSI[index].name }),
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': index === 'table' ? 'pk' : GSI[index].partition, ...(filter ? { '#f': filter.attribute } : {}) },
    ExpressionAttributeValues: { ':pk': partition, ...(filter ? { ':f': filter.value } : {}) },
    ...(filter ? { FilterExpression: '#f = :f' } : {}),
  });
}

async function storedCount(key: Key, attribute: string): Promise<number> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true, ProjectionExpression: '#a', ExpressionAttributeNames: { '#a': attribute } }));
  return Number(out.Item?.[attribute] ?? 0);
}

/**
 * Makes a stored count equal to what `count` finds, by adding the difference: an ADD commutes
 * with the ADDs of writes after it. The stored value is read before and after counting, and the
 * count taken again when a write moved it meanwhile, so a write during the count is not counted
 * twice. `existing` leaves an item that is gone alone (a deleted space); `entity` names a counter
 * item the ADD may create. Answers the difference.
 */
export async function correctCount(key: Key, attribute: string, count: () => Promise<number>, options: { existing?: boolean; entity?: string } = {}): Promise<number> {
  let before = await storedCount(key, attribute);
  let actual = await count();
  for (let attempt = 0; attempt < 3; attempt++) {
    const after = await storedCount(key, attribute);
    if (after === before) break;
    before = after;
    actual = await count();
  }
  const delta = actual - before;
  if (delta === 0) return 0;
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `ADD #a :d${options.entity ? ' SET entity = if_not_exists(entity, :e)' : ''}`,
        ...(options.existing ? { ConditionExpression: 'attribute_exists(pk)' } : {}),
        ExpressionAttributeNames: { '#a': attribute },
        ExpressionAttributeValues: { ':d': delta, ...(options.entity ? { ':e': options.entity } : {}) },
      }),
    );
  } catch (error) {
    if (!options.existing || !isConditionFailure(error)) throw error;
    return 0;
  }
  return delta;
}

/**
 * One UpdateItem of a chunk's summed counters (chunk-context.ts HotCounters): ADD `adds`, SET
 * `sets`, under `condition` if any. A failed condition means the guarded item is gone (a space
 * deleted meanwhile): nothing left to count.
 */
export async function addToCounters(key: Record<string, unknown>, adds: Array<[string, number]>, sets: Array<[string, unknown]>, condition: string | undefined): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: `ADD ${adds.map((_, i) => `#a${i} :d${i}`).join(', ')}${sets.length > 0 ? ` SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : ''}`,
        ...(condition ? { ConditionExpression: condition } : {}),
        ExpressionAttributeNames: { ...Object.fromEntries(adds.map(([a], i) => [`#a${i}`, a])), ...Object.fromEntries(sets.map(([a], i) => [`#s${i}`, a])) },
        ExpressionAttributeValues: { ...Object.fromEntries(adds.map(([, d], i) => [`:d${i}`, d])), ...Object.fromEntries(sets.map(([, v], i) => [`:s${i}`, v])) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
