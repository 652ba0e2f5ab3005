/**
 * Paging every layer shares: the limits, the opaque cursors (the base64url JSON of a list's last
 * key, checked against the index and partition the list reads), position cursors for lists paged
 * by offset, and the short `meta` object. Imports nothing of the project outside platform/core.
 */
import { InvalidParamError } from '#platform/core/errors.ts';
import { hasInvalidText } from '#platform/core/fields.ts';

/** The table's own key attributes (platform/data/table.ts builds the table from these). */
export const TABLE_KEY = { partition: 'pk', sort: 'sk' } as const;

export type KeyType = 'S' | 'N';

export const MAX_PER_PAGE = 100;
/**
 * Page numbers stop here, so the offset a page skips ((page - 1) * per_page < 10^6) stays far
 * below DynamoDB's 2^31 Limit and the cost of skipping stays bounded. Deeper reads use cursors.
 */
export const MAX_PAGE = 10_000;
/** The largest offset any paged list skips (page numbers or an offset cursor). */
export const MAX_OFFSET = MAX_PAGE * MAX_PER_PAGE;

export type DynamoKey = Record<string, string | number>;

/** A cursor is the base64url JSON of the last key read; its contents are not a contract. */
export function encodeCursor(key: DynamoKey | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A key index's attributes, as platform/data/table.ts declares them (the table's own key, or a GSI). */
export interface KeyIndex {
  partition: string;
  sort: string;
  sortType: KeyType;
}

/** Where a list's cursor may point: the index the list queries and the partition it reads. */
export interface CursorScope {
  /** The GSI the list queries; the table's own key when absent. */
  index?: KeyIndex;
  partition: string;
}

/** DynamoDB's limit on a sort key (a partition key may be longer; no key of ours is). */
const MAX_KEY_BYTES = 1024;

/**
 * Decodes a cursor into the ExclusiveStartKey of its list's Query. The key must hold exactly the
 * attributes of the index the list reads (the table's pk/sk, and the index's own key), each of
 * the index's type and within DynamoDB's key sizes, and stay in the partition the query reads,
 * so a crafted cursor is a 400, never a DynamoDB error or a read of another partition.
 */
export function decodeCursor(cursor: string, scope: CursorScope): DynamoKey {
  const attributes = new Map<string, KeyType>([
    [TABLE_KEY.partition, 'S'],
    [TABLE_KEY.sort, 'S'],
    ...(scope.index ? ([[scope.index.partition, 'S'], [scope.index.sort, scope.index.sortType]] as const) : []),
  ]);
  const partitionAttribute = scope.index?.partition ?? TABLE_KEY.partition;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (
      key &&
      typeof key === 'object' &&
      !Array.isArray(key) &&
      Object.keys(key).length === attributes.size &&
      [...attributes].every(([name, type]) => isKeyValue((key as Record<string, unknown>)[name], type)) &&
      (key as DynamoKey)[partitionAttribute] === scope.partition
    ) {
      return key as DynamoKey;
    }
  } catch {
    // falls through to the parameter error
  }
  throw new InvalidParamError([{ path: 'cursor', message: 'is not a cursor returned by this list' }]);
}

function isKeyValue(value: unknown, type: KeyType): boolean {
  if (type === 'N') return Number.isSafeInteger(value);
  return typeof value === 'string' && value.length > 0 && !hasInvalidText(value) && Buffer.byteLength(value) <= MAX_KEY_BYTES;
}

export interface PageMeta {
  total: number;
  per_page: number;
  current_page: number;
  total_pages: number;
  next_cursor?: string | null;
}

export function pageMeta(total: number, page: number, perPage: number, nextCursor?: string | null): PageMeta {
  return {
    total,
    per_page: perPage,
    current_page: page,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    ...(nextCursor === undefined ? {} : { next_cursor: nextCursor }),
  };
}

/** Cursors of lists paged by position (search results): the next offset, opaque to clients. */
export function encodeOffsetCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ o: offset })).toString('base64url');
}

export function decodeOffsetCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o?: unknown };
    if (Number.isSafeInteger(value.o) && (value.o as number) >= 0 && (value.o as number) <= MAX_OFFSET) return value.o as number;
  } catch {
    // falls through to the parameter error
  }
  throw new InvalidParamError([{ path: 'cursor', message: 'is not a cursor returned by this list' }]);
}
