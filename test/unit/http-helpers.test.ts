import { describe, expect, it } from 'vitest';
import { parseDateOnly, toIsoDateTime, toSqlDateTime } from '#platform/core/datetime.ts';
import { GSI } from '#platform/data/table.ts';
import { ApiError } from '#platform/core/errors.ts';
import { decodeCursor, encodeCursor, pageMeta } from '#platform/core/paging.ts';
import { paginator } from '#platform/http/pagination.ts';
import { errorEnvelope } from '#platform/http/errors.ts';
import { underCompatBasePath } from '#platform/http/compat-path.ts';

describe('datetime formats', () => {
  it('renders both of the spec\'s forms in UTC', () => {
    const t = '2026-03-04T05:06:07.890Z';
    expect(toSqlDateTime(t)).toBe('2026-03-04 05:06:07');
    expect(toIsoDateTime(new Date(t))).toBe('2026-03-04T05:06:07');
  });

  it('parses only real YYYY-MM-DD dates', () => {
    expect(parseDateOnly('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    for (const bad of ['2026-02-30', '2026-2-3', '03/04/2026', '2026-13-01']) expect(parseDateOnly(bad)).toBeUndefined();
  });

  it('fails on a value that is not a datetime', () => {
    expect(() => toSqlDateTime('yesterday')).toThrow(RangeError);
  });
});

describe('cursors', () => {
  const partition = { index: GSI.gsi1, partition: 'MEMBERS' };

  it('round-trips the last key of a page', () => {
    const key = { pk: 'USER#1', sk: 'PROFILE', gsi1pk: 'MEMBERS', gsi1sk: '2026' };
    expect(decodeCursor(encodeCursor(key) ?? '', partition)).toEqual(key);
    expect(encodeCursor(undefined)).toBeNull();
  });

  it('fails with rest_invalid_param for a garbage cursor or one from another partition', () => {
    const foreign = encodeCursor({ pk: 'x', sk: 'y', gsi1pk: 'SECRETS' }) ?? '';
    for (const bad of ['%%%', 'bm90IGpzb24', foreign]) {
      const error = (() => {
        try {
          decodeCursor(bad, partition);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).code).toBe('rest_invalid_param');
    }
  });
});

describe('paginator', () => {
  it('builds the spec\'s paginator object with links that keep the filters', () => {
    const p = paginator({ data: ['a', 'b'], total: 45, page: 2, perPage: 20, url: 'https://x/api/community/v2/members', query: { role: 'member', page: '2' } });
    expect(p).toMatchObject({ current_page: 2, from: 21, to: 22, last_page: 3, per_page: 20, total: 45, path: 'https://x/api/community/v2/members' });
    expect(p.next_page_url).toBe('https://x/api/community/v2/members?role=member&page=3&per_page=20');
    expect(p.prev_page_url).toContain('page=1');
    expect(p.links.map((l) => l.label)).toEqual(['&laquo; Previous', '1', '2', '3', 'Next &raquo;']);
    expect(p.links.find((l) => l.active)?.label).toBe('2');
  });

  it('describes an empty list with total 0 and null from/to', () => {
    const p = paginator({ data: [], total: 0, page: 1, perPage: 20, url: 'u', query: {} });
    expect(p).toMatchObject({ total: 0, from: null, to: null, last_page: 1, next_page_url: null, prev_page_url: null });
    expect(pageMeta(0, 1, 20)).toEqual({ total: 0, per_page: 20, current_page: 1, total_pages: 1 });
  });
});

describe('error envelope', () => {
  it('carries status and data, or only code and message in the short form', () => {
    expect(errorEnvelope(new ApiError(400, 'x', 'm', { data: { key: 'k' } }))).toEqual({ code: 'x', message: 'm', data: { status: 400, key: 'k' } });
    expect(errorEnvelope(new ApiError(403, 'permission_denied', 'm', { short: true }))).toEqual({ code: 'permission_denied', message: 'm' });
    // The short form with the keys an error adds there (migration_failed's details), and asked for by a short route.
    const failed = new ApiError(500, 'migration_failed', 'm', { short: true, extra: { details: { step: 'activities', completed: 1, total: 2 } } });
    expect(errorEnvelope(failed)).toEqual({ code: 'migration_failed', message: 'm', details: { step: 'activities', completed: 1, total: 2 } });
    expect(errorEnvelope(new ApiError(400, 'x', 'm', { data: { key: 'k' } }), true)).toEqual({ code: 'x', message: 'm' });
  });
});

describe('underCompatBasePath', () => {
  const compat = '/wp-json/fluent-community/v2';
  it('tells a request under the compat base path from one under ours', () => {
    expect(underCompatBasePath('/wp-json/fluent-community/v2/courses/1/enroll', compat)).toBe(true);
    expect(underCompatBasePath('/wp-json/fluent-community/v2', compat)).toBe(true);
    expect(underCompatBasePath('/api/community/v2/courses/1/enroll', compat)).toBe(false);
    expect(underCompatBasePath('/wp-json/fluent-community/v2x/courses', compat)).toBe(false);
    expect(underCompatBasePath('/wp-json/fluent-community/v2/courses/1/enroll', null)).toBe(false);
  });
});
