/**
 * Word-prefix search over one kind of record (members, spaces), without a Scan: each record
 * keeps one item per distinct word under its own partition, indexed on gsi1 as
 * SEARCH#<kind>#<first two letters> / <word>#<id>. A search is one Query (begins_with) whose
 * filter narrows by the record's attributes copied onto its word items.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';

export const TOKEN_SK_PREFIX = 'TOKEN#';

/** The word items of a record: `attributes` are copied onto each, for filtering. */
export function wordPuts(owner: { pk: string }, kind: string, id: number, words: Iterable<string>, attributes: (word: string) => Record<string, unknown>): TransactItem[] {
  return [...words].map((word) => ({
    Put: {
      TableName: tableName,
      Item: {
        pk: owner.pk,
        sk: `${TOKEN_SK_PREFIX}${word}`,
        entity: `${kind}_token`,
        version: 1,
        id,
        ...attributes(word),
        gsi1pk: keys.searchPartition(kind, word),
        gsi1sk: `${word}#${padId(id)}`,
      },
    },
  }));
}

/** Deletes the word items of `before` that `after` no longer has. */
export function wordDeletes(owner: { pk: string }, before: Iterable<string>, after: Set<string>): TransactItem[] {
  return [...before]
    .filter((w) => !after.has(w))
    .map((w) => ({ Delete: { TableName: tableName, Key: { pk: owner.pk, sk: `${TOKEN_SK_PREFIX}${w}` } } }));
}

export interface WordFilter {
  /** e.g. `#status = :status`; attribute names and values below. */
  expressions: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

export const emptyFilter = (): WordFilter => ({ expressions: [], names: {}, values: {} });

/** Adds `attribute = value` to a filter. */
export function whereEquals(filter: WordFilter, attribute: string, value: unknown): WordFilter {
  const n = filter.expressions.length;
  filter.names[`#f${n}`] = attribute;
  filter.values[`:f${n}`] = value;
  filter.expressions.push(`#f${n} = :f${n}`);
  return filter;
}

/** Adds `contains(attribute, value)` to a filter. */
export function whereContains(filter: WordFilter, attribute: string, value: string): WordFilter {
  const n = filter.expressions.length;
  filter.names[`#f${n}`] = attribute;
  filter.values[`:f${n}`] = value;
  filter.expressions.push(`contains(#f${n}, :f${n})`);
  return filter;
}

/**
 * Ids of records with a word starting with `word` that pass `filter`, in word order, at most
 * `window` of them, reading at most `scanLimit` word items (usually one Query).
 */
export async function searchIds(kind: string, word: string, filter: WordFilter, window = 200, scanLimit = 2000): Promise<number[]> {
  const ids: number[] = [];
  const seen = new Set<number>();
  let startKey: Record<string, unknown> | undefined;
  let scanned = 0;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: GSI.gsi1.name,
        KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :word)',
        ...(filter.expressions.length > 0 ? { FilterExpression: filter.expressions.join(' AND ') } : {}),
        ExpressionAttributeNames: { '#pk': GSI.gsi1.partition, '#sk': GSI.gsi1.sort, '#id': 'id', ...filter.names },
        ExpressionAttributeValues: { ':pk': keys.searchPartition(kind, word), ':word': word, ...filter.values },
        ProjectionExpression: '#id',
        Limit: Math.min(500, scanLimit - scanned),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    scanned += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      const id = Number(item['id']);
      if (ids.length < window && !seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && ids.length < window && scanned < scanLimit);
  return ids;
}
