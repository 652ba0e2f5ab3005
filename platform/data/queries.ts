/**
 * Read helpers: BatchGet by keys (the joins of list pages), and the reads that must see a whole
 * key range (counts no counter keeps, a member's spaces, the sidebar partition). Request paths
 * that list pages use one Query instead of the latter.
 */
import { BatchGetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';

/** Every item of the range, following LastEvaluatedKey. */
export async function queryAll(input: QueryCommandInput): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...input, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }));
    items.push(...(out.Items ?? []));
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** How many items of the range pass the query's filter (Select COUNT, page by page). */
export async function countAll(input: QueryCommandInput): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await ddb.send(new QueryCommand({ ...input, Select: 'COUNT', ...(startKey ? { ExclusiveStartKey: startKey } : {}) }));
    total += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return total;
}

/** An item's key as one string, `pk|sk`: how batchGet's answer is keyed. */
export const itemKeyOf = (k: { pk: string; sk: string }): string => `${k.pk}|${k.sk}`;

/**
 * Reads items by key, keyed by itemKeyOf: one BatchGet per 100 keys, those calls side by side (a
 * list sorted in memory reads up to 1,000 profiles), each retrying its unprocessed keys.
 */
export async function batchGet(requestKeys: Array<{ pk: string; sk: string }>, options: { consistent?: boolean } = {}): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  const unique = [...new Map(requestKeys.map((k) => [itemKeyOf(k), k])).values()];
  const chunks: Array<Array<Record<string, unknown>>> = [];
  for (let i = 0; i < unique.length; i += 100) chunks.push(unique.slice(i, i + 100));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending = chunk;
      for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
        const out = await ddb.send(new BatchGetCommand({ RequestItems: { [tableName]: { Keys: pending, ConsistentRead: options.consistent ?? false } } }));
        for (const item of out.Responses?.[tableName] ?? []) found.set(itemKeyOf({ pk: String(item['pk']), sk: String(item['sk']) }), item);
        pending = out.UnprocessedKeys?.[tableName]?.Keys ?? [];
      }
    }),
  );
  return found;
}

/** Items read per call when a filter may drop most of them (a page of 20 must not cost 20 round trips). */
const FILTERED_READ = 200;

/**
 * The first `wanted` items of a (possibly filtered) Query, reading on until they are found or the
 * range ends, and the key to resume after the last item taken: the next page's cursor.
 * `keyAttributes` are the table and index keys of the queried index, to build that key.
 * `maxRead` bounds a sparse filter's cost: after reading that many items the page ends short,
 * and the key resumes the read.
 */
export async function queryPage(
  input: QueryCommandInput,
  wanted: number,
  keyAttributes: readonly string[],
  maxRead = Infinity,
): Promise<{ items: Record<string, unknown>[]; lastKey: Record<string, unknown> | undefined }> {
  const filtered = input.FilterExpression !== undefined;
  const items: Record<string, unknown>[] = [];
  let startKey = input.ExclusiveStartKey;
  let read = 0;
  do {
    const out = await ddb.send(
      new QueryCommand({ ...input, Limit: filtered ? FILTERED_READ : wanted - items.length, ...(startKey ? { ExclusiveStartKey: startKey } : {}) }),
    );
    const taken = (out.Items ?? []).slice(0, wanted - items.length);
    items.push(...taken);
    read += out.ScannedCount ?? 0;
    startKey = out.LastEvaluatedKey;
    // A full page taken from the middle of a read resumes after its last item, not after the read.
    if (items.length >= wanted && taken.length < (out.Items ?? []).length) {
      const last = items[items.length - 1] ?? {};
      startKey = Object.fromEntries(keyAttributes.map((k) => [k, last[k]]));
    }
  } while (startKey && items.length < wanted && read < maxRead);
  return { items, lastKey: startKey };
}
