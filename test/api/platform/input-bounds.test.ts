/**
 * Hostile input at the edge (issue 11): every value that reaches a key, a Limit or an offset is
 * bounded first, strings are valid Unicode, bodies are read only as the type they are labelled,
 * and nothing a client sends reaches a 500. See docs/api-conventions.md "Input".
 */
import { routesOf } from '#functions/routes-of.ts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTES } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api, baseUrl } from '../../support/http.ts';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const fromB64url = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;

function expectInvalidParam(res: { status: number; body: any }, field: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body).toMatchObject({ code: 'rest_invalid_param' });
  // The short form of quizzes, space groups and migrations ({code, message}) names the field in its message.
  if (res.body.data === undefined) expect(res.body.message).toContain(field);
  else expect(Object.keys(res.body.data.params)).toContain(field);
}

function expectNoRoute(res: { status: number; body: any }): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(404);
  expect(res.body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
}

/** GET routes whose query schema has `page`, read from each domain's route definitions. */
async function pagedGetRoutes(): Promise<string[]> {
  const paths: string[] = [];
  for (const entry of ROUTES.filter((r) => r.method === 'GET')) {
    const routes = await routesOf(entry.domain);
    const query = routes[`GET ${entry.path}`]?.query as z.ZodType | undefined;
    const properties = query ? (z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as { properties?: object }).properties : undefined;
    if (properties && 'page' in properties) paths.push(entry.path);
  }
  return paths;
}

/** A concrete path for a route pattern: ids 1, names that look real (validation runs before any lookup). */
const samplePath = (path: string) => path.replace(/\{(\w+)\}/g, (_m, name: string) => (name === 'uuid' ? '00000000-0000-4000-8000-000000000000' : name === 'username' || name === 'space' || name === 'key' ? 'sample' : '1'));

describe('paging bounds', () => {
  it('fails with 400 naming page on every paged list when page * per_page is beyond 2^31', async () => {
    const paged = await pagedGetRoutes();
    expect(paged.length).toBeGreaterThan(10);
    for (const path of paged) {
      const res = await api('GET', samplePath(path), { auth: adminAuth, query: { page: 2 ** 31, per_page: 100 } });
      expect(res.status, `GET ${path}: ${JSON.stringify(res.body)}`).toBe(400);
      expectInvalidParam(res, 'page');
    }
  });

  it('fails with 400 naming page when the members list gets page 30,000,000', async () => {
    const res = await api('GET', '/members', { auth: adminAuth, query: { page: 30_000_000, per_page: 100 } });
    expectInvalidParam(res, 'page');
  });

  it('fails with 400 naming page on the members list when page is 2^53 + 1', async () => {
    const res = await api('GET', '/members', { auth: adminAuth, query: { page: '9007199254740993' } });
    expectInvalidParam(res, 'page');
  });
});

describe('cursor bounds', () => {
  async function membersCursor(): Promise<string> {
    await createMember();
    await createMember();
    const res = await api<any>('GET', '/members', { auth: adminAuth, query: { per_page: 1 } });
    expect(res.status).toBe(200);
    const cursor = res.body.members.next_cursor as string;
    expect(cursor).toEqual(expect.any(String));
    return cursor;
  }

  it('fails with 400 naming cursor when a cursor carries an extra attribute', async () => {
    const key = fromB64url(await membersCursor());
    const res = await api('GET', '/members', { auth: adminAuth, query: { per_page: 1, cursor: b64url({ ...key, extra: 'x' }) } });
    expectInvalidParam(res, 'cursor');
  });

  it('fails with 400 naming cursor when a sort key is out of range (too long, or of the wrong type)', async () => {
    const key = fromB64url(await membersCursor());
    const sortAttribute = Object.keys(key).find((k) => k.endsWith('sk') && k !== 'sk') ?? 'sk';
    for (const value of ['x'.repeat(2000), 12, '']) {
      const res = await api('GET', '/members', { auth: adminAuth, query: { per_page: 1, cursor: b64url({ ...key, [sortAttribute]: value }) } });
      expectInvalidParam(res, 'cursor');
    }
  });

  it('fails with 400 naming cursor when a key attribute is missing', async () => {
    const { sk: _sk, ...key } = fromB64url(await membersCursor());
    const res = await api('GET', '/members', { auth: adminAuth, query: { per_page: 1, cursor: b64url(key) } });
    expectInvalidParam(res, 'cursor');
  });
});

describe('credential and identifier bounds', () => {
  it('fails with 401 invalid_credentials for a Basic username of 3,000 characters (over the DynamoDB key size)', async () => {
    const res = await api('GET', '/settings', { auth: { basic: ['u'.repeat(3000), 'some-password'] } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_credentials', data: { status: 401 } });
  });

  it('fails with 401 invalid_credentials for a bearer token of 9,000 characters', async () => {
    const res = await api('GET', '/settings', { auth: { bearer: `a.${'b'.repeat(9000)}.c` } });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'invalid_credentials', data: { status: 401 } });
  });

  it('answers 404 rest_no_route for a username path segment of 2,000 characters (no route takes it)', async () => {
    const res = await api('GET', `/profile/${'u'.repeat(2000)}`, { auth: adminAuth });
    expectNoRoute(res);
  });

  it('fails with 400 naming the parameter for a path segment that is not percent-encoded UTF-8', async () => {
    for (const segment of ['%ff', '%ED%A0%80', '%']) {
      const res = await fetch(`${baseUrl()}/profile/${segment}`);
      expect(res.status, segment).toBe(400);
      expect(Object.keys(((await res.json()) as any).data.params)).toEqual(['username']);
    }
  });

  it('never asks the browser for Basic credentials (no WWW-Authenticate on any 401)', async () => {
    const anonymous = await api('GET', '/settings');
    const wrong = await api('GET', '/settings', { auth: { basic: ['admin', 'wrong'] } });
    for (const res of [anonymous, wrong]) {
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBeNull();
    }
  });
});

describe('Unicode', () => {
  it('fails with 400 naming the field for a NUL byte in a body string', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, body: { site_description: 'a\u0000b' } });
    expectInvalidParam(res, 'site_description');
  });

  it('fails with 400 naming the field for a lone surrogate in a body string', async () => {
    const res = await api('POST', '/auth/app-passwords', { auth: adminAuth, rawBody: '{"name":"x\\ud800y"}' });
    expectInvalidParam(res, 'name');
  });

  it('fails with 400 naming the field for a lone surrogate in a nested body key', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, rawBody: '{"features":{"\\udc00":true}}' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('rest_invalid_param');
    expect(Object.keys(res.body.data.params)[0]).toMatch(/^features/);
  });

  it('fails with 400 naming the field for a NUL byte in a query string; a path segment with one matches no route', async () => {
    expectInvalidParam(await api('GET', '/spaces', { auth: adminAuth, query: { search: 'ab\u0000' } }), 'search');
    expectNoRoute(await api('GET', '/profile/ab%00cd', { auth: adminAuth }));
  });
});

describe('body types and sizes', () => {
  it('fails with 415 in the envelope for a text/plain body holding JSON (a cross-site form post)', async () => {
    const res = await api('POST', '/auth/app-passwords', { auth: adminAuth, rawBody: '{"name":"from a form"}', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ code: 'rest_unsupported_media_type', data: { status: 415 } });
  });

  it('reads a form-labelled body only as form fields, never as JSON', async () => {
    const res = await api('POST', '/auth/app-passwords', { auth: adminAuth, rawBody: '{"name":"from a form"}', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    // The whole text is one form field name with no value: there is no `name`.
    expectInvalidParam(res, 'name');
  });

  it('reads form fields, nested keys as nested objects', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, rawBody: 'site_description=from+a+form', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(200);
    await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['site_description'] } });
  });

  it('reads a +json content type as JSON', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, body: { site_description: 'vendor json' }, headers: { 'content-type': 'application/vnd.api+json; charset=utf-8' } });
    expect(res.status).toBe(200);
    await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['site_description'] } });
  });

  it('fails with 413 in the envelope for a body over the API Gateway limit (10 MB), from the local adapter', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, rawBody: `{"site_description":"${'a'.repeat(10 * 1024 * 1024 + 1)}"}` });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
  });

  it('fails with 413 in the envelope for a body over the pipeline limit (1 MiB)', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, rawBody: `{"site_description":"${'a'.repeat(1024 * 1024 + 1)}"}` });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'rest_payload_too_large', data: { status: 413 } });
  });
});

describe('HEAD', () => {
  it('answers HEAD as GET without a body', async () => {
    const res = await fetch(`${baseUrl()}/settings/public`, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.text()).toBe('');
  });

  it('answers HEAD with the GET route status (401 without credentials), still without a body', async () => {
    const res = await fetch(`${baseUrl()}/settings`, { method: 'HEAD' });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
  });

  it('fails with 404 for HEAD on a route that has no GET', async () => {
    const res = await fetch(`${baseUrl()}/auth/token`, { method: 'HEAD' });
    expect(res.status).toBe(404);
  });
});

describe('canonical integers', () => {
  // WordPress matches an id segment with [0-9]+: anything else is another route, and none exists.
  it.each(['0x2', '2e0', ' 2', '+2', '2.0', '02', '9007199254740993', '-1', '0', ''])('answers 404 rest_no_route for the id segment %j', async (id) => {
    const res = await api('GET', `/spaces/${encodeURIComponent(id)}/by-id`, { auth: adminAuth });
    expect(res.status).toBe(404);
    if (id !== '') expectNoRoute(res);
  });

  it('fails with 400 naming user_id for a hex id in the query', async () => {
    expectInvalidParam(await api('GET', '/feeds', { auth: adminAuth, query: { user_id: '0x2' } }), 'user_id');
  });

  it('fails with 400 naming per_page for an exponent', async () => {
    expectInvalidParam(await api('GET', '/members', { auth: adminAuth, query: { per_page: '1e1' } }), 'per_page');
  });
});

describe('URL fields', () => {
  it.each(['logo_url', 'favicon_url'])('fails with 400 for a javascript: %s', async (key) => {
    const res = await api('PUT', '/settings', { auth: adminAuth, body: { [key]: 'javascript:alert(1)' } });
    expect(res.status).toBe(400);
    const stored = await api<any>('GET', '/settings/public');
    expect(JSON.stringify(stored.body)).not.toContain('javascript:');
  });

  it('accepts an https logo_url', async () => {
    const res = await api('PUT', '/settings', { auth: adminAuth, body: { logo_url: 'https://cdn.example.test/logo.png' } });
    expect(res.status).toBe(200);
    await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['logo_url'] } });
  });
});
