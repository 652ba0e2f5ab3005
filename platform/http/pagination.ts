/**
 * Paging on the wire: the page/per_page/cursor query fields with each endpoint's default, and the
 * spec's full paginator object (members, courses). Limits, cursors and the shorter `meta` are in
 * platform/core/paging.ts, which the domain and the stores use too.
 */
import * as z from 'zod';
import { integer } from '#platform/core/fields.ts';
import { MAX_PAGE, MAX_PER_PAGE } from '#platform/core/paging.ts';

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

/** per_page as the original clamps it (`min(100, max(1, (int) per_page))`): out of range is brought in, not refused. */
export const clampedPerPageQuery = (defaultPerPage: number) =>
  z.preprocess((v) => {
    const n = typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : typeof v === 'number' && Number.isInteger(v) ? v : undefined;
    return n === undefined ? v : String(Math.min(MAX_PER_PAGE, Math.max(1, n)));
  }, perPageQuery(defaultPerPage));

interface PaginatorInput<T> {
  data: T[];
  total: number;
  page: number;
  perPage: number;
  /** Absolute URL of the list without its query string. */
  url: string;
  /** The request's query parameters (RequestInfo.query, or a record), kept in page links but for paging. */
  query: Record<string, string> | ReadonlyArray<readonly [string, string]>;
  nextCursor?: string | null;
}

/** The paginator object of the spec (members, courses), with page links that keep the filters. */
export function paginator<T>(p: PaginatorInput<T>) {
  const lastPage = Math.max(1, Math.ceil(p.total / p.perPage));
  const link = (page: number) => {
    const qs = new URLSearchParams();
    const kept = Array.isArray(p.query) ? (p.query as ReadonlyArray<readonly [string, string]>) : Object.entries(p.query);
    for (const [name, value] of kept) if (!(PAGING_PARAMS as readonly string[]).includes(name)) qs.append(name, value);
    qs.set('page', String(page));
    qs.set('per_page', String(p.perPage));
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

/** Replaced in each page link rather than kept from the request. */
const PAGING_PARAMS = ['page', 'per_page', 'cursor'] as const;
