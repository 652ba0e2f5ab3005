/**
 * WordPress's REST conventions, applied by the shared pipeline to every route (platform/http/router.ts,
 * docs/api-conventions.md "WordPress conventions"): a trailing slash, the method override on POST
 * (never on GET), the query string read as PHP reads it, the compat base path with the REST index,
 * and the request id and Server-Timing on every answer, errors and unknown routes included.
 */
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, feedById } from '../../support/feeds.ts';
import { api, baseUrl, serverTiming, type ApiResponse } from '../../support/http.ts';
import { createSpace, spaceById } from '../../support/spaces.ts';

const compatBaseUrl = (): string => inject('stack').compatBaseUrl;
/** The server's origin, where /wp-json lives. */
const origin = (): string => new URL(baseUrl()).origin;

/** The request id and Server-Timing the contract puts on every answer (SERVER_TIMING is on in tests). */
function expectTraced(res: { headers: Headers }, what: string): void {
  expect(res.headers.get('x-request-id'), `${what}: x-request-id`).toMatch(/^[0-9a-f-]{36}$/);
  expect(() => serverTiming(res.headers), `${what}: server-timing`).not.toThrow();
}

async function fetchJson(url: string, init: RequestInit = {}): Promise<ApiResponse> {
  const res = await fetch(url, init);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

describe('WordPress conventions', () => {
  describe('a trailing slash', () => {
    it('matches the same route on a write and on reads', async () => {
      const space = await createSpace();
      const created = await api<any>('POST', '/feeds/', { auth: adminAuth, body: { message: 'Posted with a trailing slash', space: space.slug } });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id = created.body.feed.id;
      const read = await api<any>('GET', `/feeds/${id}/by-id/`, { auth: adminAuth });
      expect(read.status).toBe(200);
      expect(read.body.feed.message).toBe('Posted with a trailing slash');
      const listed = await api<any>('GET', '/spaces/', { auth: adminAuth });
      expect(listed.status).toBe(200);
      expect(Object.keys(listed.body).sort()).toEqual(Object.keys((await api<any>('GET', '/spaces', { auth: adminAuth })).body).sort());
    });

    it('answers HEAD on a trailing-slash read as GET, without a body', async () => {
      const res = await fetch(`${baseUrl()}/settings/public/`, { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
      expectTraced(res, 'HEAD');
    });
  });

  describe('the method override', () => {
    it('deletes with POST ?_method=DELETE', async () => {
      const feed = await createFeed(adminAuth, {});
      const res = await api<any>('POST', `/feeds/${feed.id}`, { auth: adminAuth, query: { _method: 'delete' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await feedById(feed.id, adminAuth)).status).toBe(404);
    });

    it('updates with POST and X-HTTP-Method-Override: PUT', async () => {
      const space = await createSpace();
      const res = await api<any>('POST', `/spaces/${space.id}/by-id`, {
        auth: adminAuth,
        headers: { 'x-http-method-override': 'PUT' },
        body: { title: 'Renamed by override' },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await spaceById(space.id)).title).toBe('Renamed by override');
    });

    it('reads with POST overridden to GET (by header and by _method)', async () => {
      const feed = await createFeed(adminAuth, {});
      const byHeader = await api<any>('POST', `/feeds/${feed.id}/by-id`, { auth: adminAuth, headers: { 'x-http-method-override': 'GET' } });
      expect(byHeader.status).toBe(200);
      expect(byHeader.body.feed.id).toBe(feed.id);
      const byParam = await api<any>('POST', '/spaces/', { auth: adminAuth, query: { _method: 'GET' } });
      expect(byParam.status).toBe(200);
      expect(byParam.body).toHaveProperty('spaces');
    });

    it('is refused on GET (a link must never delete): 400 naming it, nothing changes', async () => {
      const feed = await createFeed(adminAuth, {});
      const byParam = await api<any>('GET', `/feeds/${feed.id}`, { auth: adminAuth, query: { _method: 'DELETE' } });
      expect(byParam.status).toBe(400);
      expect(byParam.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { _method: expect.any(String) } } });
      const byHeader = await api<any>('GET', `/feeds/${feed.id}/by-id`, { auth: adminAuth, headers: { 'x-http-method-override': 'DELETE' } });
      expect(byHeader.status).toBe(400);
      expect(byHeader.body.data.params).toHaveProperty('x-http-method-override');
      expect((await feedById(feed.id, adminAuth)).status).toBe(200);
    });

    it('keeps a member to the overridden route\'s own access rule', async () => {
      const m = await createMember();
      const feed = await createFeed(adminAuth, {});
      const res = await api<any>('POST', `/feeds/${feed.id}`, { auth: m.auth, query: { _method: 'DELETE' } });
      expect(res.status).toBe(403);
      expect((await feedById(feed.id, adminAuth)).status).toBe(200);
    });
  });

  describe('the query string, read as PHP reads it', () => {
    it('gives `topics[]=` to the schema as an array, and joins a repeated plain key into a list', async () => {
      // The 11th element is over the list's maximum of 10: only an array of 11 gets that answer.
      const eleven = Array.from({ length: 11 }, (_, i) => `topics[]=${i + 1}`).join('&');
      const tooMany = await fetchJson(`${baseUrl()}/feeds?${eleven}`);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.data.params).toHaveProperty('topics');
      // An element that is no id is named by the list, with its position in the message (platform/core/fields.ts list()).
      const bracketed = await fetchJson(`${baseUrl()}/feeds?topics[]=1&topics[]=x`);
      expect(bracketed.status).toBe(400);
      expect(bracketed.body.data.params.topics).toMatch(/item 2/);
      const repeated = await fetchJson(`${baseUrl()}/feeds?topics=1&topics=x`);
      expect(repeated.status).toBe(400);
      expect(repeated.body.data.params.topics).toMatch(/item 2/);
      expect((await fetchJson(`${baseUrl()}/feeds?topics[]=999999&topics[]=999998`)).status).toBe(200);
    });

    it('keeps the query in paginator links, without _method', async () => {
      const res = await api<any>('POST', '/members', { auth: adminAuth, query: { _method: 'GET', per_page: 1, search: 'ad' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const first = res.body.members.first_page_url as string;
      expect(first).toContain('search=ad');
      expect(first).not.toContain('_method');
    });
  });

  describe('Server-Timing and X-Request-Id on every answer', () => {
    it('on unknown routes, unknown methods, 400, 401, 413 and preflights', async () => {
      const answers: Array<[string, number, { headers: Headers; status: number }]> = [
        ['unknown path', 404, await api('GET', '/no/such/thing')],
        ['unknown path under a mount', 404, await api('GET', '/feeds/1/no-such')],
        ['unknown method', 404, await api('DELETE', '/settings', { auth: adminAuth })],
        ['outside the base paths', 404, await fetchJson(`${origin()}/api/community/v1/settings`)],
        ['bad input', 400, await api('PUT', '/settings', { auth: adminAuth, body: { unknown_key: 1 } })],
        ['bad path encoding', 400, await fetchJson(`${baseUrl()}/profile/%FF`)],
        ['no credentials', 401, await api('GET', '/settings')],
        ['over the API Gateway limit', 413, await api('PUT', '/settings', { auth: adminAuth, rawBody: `{"a":"${'a'.repeat(10 * 1024 * 1024 + 1)}"}` })],
        ['preflight', 204, await fetch(`${baseUrl()}/settings`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'PUT' } })],
      ];
      for (const [what, status, res] of answers) {
        expect(res.status, what).toBe(status);
        expectTraced(res, what);
      }
    });

    it('allows the override header in the CORS preflight', async () => {
      const res = await fetch(`${baseUrl()}/feeds`, { method: 'OPTIONS', headers: { origin: 'https://app.example', 'access-control-request-method': 'POST' } });
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-http-method-override');
    });
  });

  describe('the compat base path', () => {
    it('serves the same routes', async () => {
      const feed = await createFeed(adminAuth, {});
      const primary = await api<any>('GET', `/feeds/${feed.id}/by-id`, { auth: adminAuth });
      const compat = await fetchJson(`${compatBaseUrl()}/feeds/${feed.id}/by-id`, { headers: { authorization: `Basic ${Buffer.from(`${(adminAuth as any).basic[0]}:${(adminAuth as any).basic[1]}`).toString('base64')}` } });
      expect(compat.status).toBe(200);
      expect(compat.body.feed).toEqual(primary.body.feed);
      const list = await fetchJson(`${compatBaseUrl()}/feeds/`);
      expect(list.status).toBe(200);
      expect(list.body).toHaveProperty('feeds');
      const missing = await fetchJson(`${compatBaseUrl()}/no/such`);
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('rest_no_route');
    });

    it('answers WordPress\'s REST index at /wp-json/ and /wp-json', async () => {
      const name = (await api<any>('GET', '/settings/site_name')).body.data.value;
      for (const path of ['/wp-json/', '/wp-json']) {
        const res = await fetchJson(`${origin()}${path}`);
        expect(res.status, path).toBe(200);
        expectTraced(res, path);
        expect(res.body).toMatchObject({ name, url: origin(), home: origin(), authentication: {} });
        expect(res.body.namespaces).toContain('fluent-community/v2');
        expect(res.body.routes['/fluent-community/v2/feeds']).toEqual({
          namespace: 'fluent-community/v2',
          methods: ['GET', 'POST'],
          endpoints: [{ methods: ['GET'] }, { methods: ['POST'] }],
        });
        expect(res.body.routes).toHaveProperty(['/fluent-community/v2/feeds/(?P<feed>[^/]+)/by-id']);
      }
      expect((await fetchJson(`${origin()}/wp-json/nothing-here`)).status).toBe(404);
    });
  });
  it('sends a trailing-slash request that reached another function to the route without the slash (308, method and body kept)', async () => {
    // Behind API Gateway, if `/feeds/{proxy+}` did not take `/feeds/`, it would fall to $default (the settings function).
    const { apiGatewayEvent, lambdaContext } = await import('../../../scripts/local/http-adapter.ts');
    const { handler } = await import('#functions/settings/index.ts');
    const url = new URL(`${baseUrl()}/feeds/?space=x`);
    const event = { ...apiGatewayEvent({ method: 'POST', url, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"message":"x"}') }), routeKey: '$default' };
    const res = await handler(event, lambdaContext('settings'));
    expect(res.statusCode).toBe(308);
    expect(res.headers?.['location']).toBe(`${url.pathname.slice(0, -1)}?space=x`);
    expect(JSON.parse(res.body ?? '{}').code).toBe('rest_trailing_slash');
    const unknown = await handler({ ...apiGatewayEvent({ method: 'POST', url: new URL(`${baseUrl()}/nothing/`), headers: {}, body: Buffer.alloc(0) }), routeKey: '$default' }, lambdaContext('settings'));
    expect(unknown.statusCode).toBe(404);
  });
});
