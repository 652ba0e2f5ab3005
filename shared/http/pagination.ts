/**
 * Shared paging: page/per_page with each endpoint's default and the spec's maximum of 100, an
 * opaque cursor for clients that want constant-cost paging, and the response shapes the spec
 * uses (the full paginator object of the members and courses lists, and the shorter `meta`).
 */
import * as z from 'zod';
import { TABLE_KEY, type KeyType } from '#shared/data/table.ts';
import { InvalidParamError } from '#shared/http/errors.ts';
import { hasInvalidText, integer } from '#shared/http/fields.ts';

export const MAX_PER_PAGE = 100;
/**
 * Page numbers stop here, so the offset a page skips ((page - 1) * per_page < 10^6) stays far
 * below DynamoDB's 2^31 Limit and the cost of skipping stays bounded. Deeper reads use cursors.
 */
export const MAX_PAGE = 10_000;
/** The largest offset any paged list skips (page numbers or an offset cursor). */
export const MAX_OFFSET = MAX_PAGE * MAX_PER_PAGE;

/** Query schema fields for paging; spread into an endpoint's query schema. */
export function pagingQuery(defaultPerPage: number) {
  return {
    page: integer({ min: 1, max: MAX_PAGE }).default(1),
    per_page: perPageQuery(defaultPerPage),
    cursor: z.string().min(1).max(2048).optional(),
  };
}

/** per_page alone, for lists paged by cursor only. */
export const perPageQuery = (defaultPerPage: number) => integer({ min: 1, max: MAX_PER_PAGE }).default(defaultPerPage);

export type DynamoKey = Record<string, string | number>;

/** A cursor is the base64url JSON of the last key read; its contents are not a contract. */
export function encodeCursor(key: DynamoKey | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** A key index's attributes, as shared/data/table.ts declares them (the table's own key, or a GSI). */
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

interface PaginatorInput<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
  /** Absolute URL of the list without its query string. */
  url: string;
  /** The request's other query parameters, kept in page links. */
  query: Record<string, string>;
  nextCursor?: string | null;
}

/** The paginator object of the spec (members, courses), with page links that keep the filters. */
export function paginator<T>(p: PaginatorInput<T>) {
  const lastPage = Math.max(1, Math.ceil(p.total / p.perPage));
  const link = (page: number) => {
    const qs = new URLSearchParams({ ...withoutPaging(p.query), page: String(page), per_page: String(p.perPage) });
    return `${p.url}?${qs.toString()}`;
  };
  const from = p.data.length > 0 ? (p.page - 1) * p.perPage + 1 : null;
  return {
    current_page: p.page,
    data: p.data,
    first_page_url: link(1),
    from,
    last_page: lastPage,
    last_page_url: link(lastPage),
    links: [
      { url: p.page > 1 ? link(p.page - 1) : null, label: '&laquo; Previous', active: false },
      ...pageWindow(p.page, lastPage).map((n) => ({ url: link(n), label: String(n), active: n === p.page })),
      { url: p.page < lastPage ? link(p.page + 1) : null, label: 'Next &raquo;', active: false },
    ],
    next_page_url: p.page < lastPage ? link(p.page + 1) : null,
    path: p.url,
    per_page: p.perPage,
    prev_page_url: p.page > 1 ? link(p.page - 1) : null,
    to: from === null ? null : from + p.data.length - 1,
    total: p.total,
    ...(p.nextCursor === undefined ? {} : { next_cursor: p.nextCursor }),
  };
}

/** Up to ten page numbers around the current one, so `links` stays small for huge lists. */
function pageWindow(current: number, last: number): number[] {
  const start = Math.max(1, Math.min(current - 4, last - 9));
  const end = Math.min(last, start + 9);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

function withoutPaging(query: Record<string, string>): Record<string, string> {
  const { page: _p, per_page: _pp, cursor: _c, ...rest } = query;
  return rest;
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
