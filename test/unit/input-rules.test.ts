import { describe, expect, it } from 'vitest';
import { parseBody, parseForm } from '#platform/http/body.ts';
import { ApiError } from '#platform/core/errors.ts';
import { httpUrlOrEmpty, id, integer } from '#platform/core/fields.ts';
import { inputIssues, MAX_INPUT_DEPTH } from '#platform/http/input-guard.ts';
import { decodeCursor, encodeCursor, MAX_PAGE } from '#platform/core/paging.ts';
import { pagingQuery } from '#platform/http/pagination.ts';
import { GSI } from '#platform/data/table.ts';
import { z } from 'zod';

const codeOf = (fn: () => unknown): string | undefined => {
  try {
    fn();
  } catch (e) {
    return e instanceof ApiError ? e.code : 'not an ApiError';
  }
  return undefined;
};

describe('integers', () => {
  it('accepts canonical decimal text and JSON numbers only', () => {
    expect(id().parse('12')).toBe(12);
    expect(id().parse(12)).toBe(12);
    expect(integer({ min: 0 }).parse('0')).toBe(0);
    for (const bad of ['0x2', '2e0', ' 2', '+2', '2.0', '02', '', '9007199254740993', 2 ** 53 + 1, 1.5, Number.NaN, '0', -1, [2], { a: 1 }]) {
      expect(id().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('bounds page so that page * per_page stays far below 2^31', () => {
    const paging = z.object(pagingQuery(20));
    expect(paging.parse({ page: String(MAX_PAGE), per_page: '100' })).toMatchObject({ page: MAX_PAGE, per_page: 100 });
    expect(paging.safeParse({ page: String(MAX_PAGE + 1) }).success).toBe(false);
    expect(MAX_PAGE * 100).toBeLessThan(2 ** 31);
  });
});

describe('URLs', () => {
  it('accepts http(s) URLs and the empty string, nothing a browser would run', () => {
    const url = httpUrlOrEmpty();
    for (const ok of ['', 'https://cdn.example.test/logo.png', 'http://localhost:3000/a']) expect(url.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://example.test', '//example.test', 'logo.png']) {
      expect(url.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('cursors', () => {
  const scope = { index: GSI.gsi1, partition: 'MEMBERS' };
  const key = { pk: 'USER#1', sk: 'PROFILE', gsi1pk: 'MEMBERS', gsi1sk: '2026' };

  it('accepts exactly the key attributes of the index the list reads', () => {
    expect(decodeCursor(encodeCursor(key) ?? '', scope)).toEqual(key);
    expect(decodeCursor(encodeCursor({ pk: 'FEED#1', sk: 'C#2' }) ?? '', { partition: 'FEED#1' })).toEqual({ pk: 'FEED#1', sk: 'C#2' });
  });

  it('fails with rest_invalid_param for extra, missing, mistyped or oversized attributes', () => {
    const { gsi1sk: _s, ...missing } = key;
    for (const bad of [{ ...key, extra: 'x' }, missing, { ...key, gsi1sk: 12 }, { ...key, gsi1sk: 'x'.repeat(1025) }, { ...key, sk: '' }, { ...key, sk: 'a\ud800' }]) {
      expect(codeOf(() => decodeCursor(encodeCursor(bad as never) ?? '', scope)), JSON.stringify(bad)).toBe('rest_invalid_param');
    }
  });

  it('takes a numeric sort key only as a safe integer', () => {
    const rank = { index: GSI.rank1, partition: 'TOP#2026' };
    const ranked = { pk: 'U', sk: 'S', rankpk: 'TOP#2026', rank1: 3 };
    expect(decodeCursor(encodeCursor(ranked) ?? '', rank)).toEqual(ranked);
    expect(codeOf(() => decodeCursor(encodeCursor({ ...ranked, rank1: 1e300 }) ?? '', rank))).toBe('rest_invalid_param');
    expect(codeOf(() => decodeCursor(encodeCursor({ ...ranked, rank1: '3' }) ?? '', rank))).toBe('rest_invalid_param');
  });
});

describe('request bodies', () => {
  it('reads form fields with nested keys as nested objects and [] as arrays', () => {
    expect(parseForm('a=1&settings[allow_comments]=1&settings[links][0][url]=x&tags[]=p&tags[]=q')).toEqual({
      a: '1',
      settings: { allow_comments: '1', links: { 0: { url: 'x' } } },
      tags: ['p', 'q'],
    });
  });

  it('reads a form holding JSON as a field name, never as JSON', () => {
    expect(parseForm('{"name":"x"}')).toEqual({ '{"name":"x"}': '' });
  });

  it('keeps __proto__ an own field, never the prototype', () => {
    const form = parseForm('__proto__[admin]=1&constructor[prototype][x]=1');
    expect(({} as Record<string, unknown>)['admin']).toBeUndefined();
    expect(Object.getPrototypeOf(form)).toBe(Object.prototype);
    expect(Object.keys(form)).toEqual(['__proto__', 'constructor']);
  });

  it('answers each content type as documented: JSON, +json, none -> JSON; form -> fields; others 415', () => {
    expect(parseBody({ body: '{"a":1}', contentType: 'application/json; charset=utf-8' })).toEqual({ a: 1 });
    expect(parseBody({ body: '{"a":1}', contentType: 'application/merge-patch+json' })).toEqual({ a: 1 });
    expect(parseBody({ body: '{"a":1}' })).toEqual({ a: 1 });
    expect(parseBody({ body: '', contentType: 'text/plain' })).toBeUndefined();
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml', 'application/jsonx']) {
      expect(codeOf(() => parseBody({ body: '{"a":1}', contentType: type })), type).toBe('rest_unsupported_media_type');
    }
    expect(codeOf(() => parseBody({ body: '{', contentType: 'application/json' }))).toBe('rest_invalid_json');
    expect(codeOf(() => parseBody({ body: `"${'a'.repeat(1024 * 1024)}"` }))).toBe('rest_payload_too_large');
  });
});

describe('input guard', () => {
  it('names each field holding NUL or a lone surrogate, in values and in keys', () => {
    expect(inputIssues({ a: 'ok', b: 'x\u0000', c: { d: ['\ud800'] }, e: { '\udc00': 1 }, f: '\ud83d\ude00' }, 'body').map((i) => i.path).sort()).toEqual(['b', 'c.d.0', 'e']);
    expect(inputIssues('\u0000', 'body').map((i) => i.path)).toEqual(['body']);
  });

  it('refuses nesting deeper than the limit without recursion', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(inputIssues(deep, 'body')).toEqual([{ path: Array(MAX_INPUT_DEPTH).fill('0').join('.'), message: expect.stringContaining('deeper') }]);
  });
});
