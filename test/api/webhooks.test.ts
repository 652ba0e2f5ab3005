import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../support/factories.ts';
import { api } from '../support/http.ts';
import { DATETIME, token } from '../support/identity.ts';

const BASE = '/admin/webhooks';
const FIELDS = ['id', 'name', 'url', 'events', 'status', 'secret', 'headers', 'retry_count', 'last_triggered_at', 'last_error', 'created_at', 'updated_at'];
/** A public HTTPS target; nothing is sent to it by these tests (no subscribed event is emitted at it). */
const URL_OK = 'https://example.com/hooks/community';

const body = (extra: Record<string, unknown> = {}) => ({ name: `Hook ${token()}`, url: URL_OK, events: ['space.created'], ...extra });

const createWebhook = async (extra: Record<string, unknown> = {}) => {
  const res = await api<any>('POST', BASE, { auth: adminAuth, body: body(extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.webhook;
};

const listed = async () => (await api<any>('GET', BASE, { auth: adminAuth })).body.webhooks as any[];

const expectInvalid = (res: { status: number; body: any }, code: string, param?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.code).toBe(code);
  expect(res.body.data.status).toBe(400);
  if (param) expect(Object.keys(res.body.data.params)).toContain(param);
};

describe('webhooks: create', () => {
  it('creates a webhook with the defaults and answers every field with a generated secret', async () => {
    const res = await api<any>('POST', BASE, { auth: adminAuth, body: body({ events: ['feed.created', 'comment.created'] }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    const w = res.body.webhook;
    expect(Object.keys(w).sort()).toEqual([...FIELDS].sort());
    expect(w).toMatchObject({ url: URL_OK, events: ['feed.created', 'comment.created'], status: 'active', headers: {}, retry_count: 3, last_triggered_at: null, last_error: null });
    expect(w.id).toEqual(expect.any(Number));
    expect(w.created_at).toMatch(DATETIME);
    expect(w.updated_at).toBe(w.created_at);
    // 32 random bytes as 64 hex digits, different every time.
    expect(w.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await createWebhook()).secret).not.toBe(w.secret);
  });

  it('keeps the given status, secret, headers and retry_count; events once each', async () => {
    const secret = `my-own-secret-${token()}`;
    const w = await createWebhook({
      status: 'inactive',
      secret,
      headers: { Authorization: 'Bearer abc', 'X-Team': 'growth' },
      retry_count: 0,
      events: ['user.registered', 'feed.created', 'user.registered'],
    });
    expect(w).toMatchObject({ status: 'inactive', secret, headers: { Authorization: 'Bearer abc', 'X-Team': 'growth' }, retry_count: 0 });
    expect([...w.events].sort()).toEqual(['feed.created', 'user.registered']);
  });

  it('fails with invalid_url for a URL that is not HTTPS or not a URL, and writes nothing', async () => {
    for (const url of ['http://example.com/hook', 'ftp://example.com/hook', 'not a url', 'https://user:pw@example.com/hook']) {
      const name = `Refused ${token()}`;
      const res = await api<any>('POST', BASE, { auth: adminAuth, body: body({ name, url }) });
      expectInvalid(res, 'invalid_url', 'url');
      expect((await listed()).some((w) => w.name === name)).toBe(false);
    }
  });

  it('fails with rest_invalid_param naming events for unknown or no events, and writes nothing', async () => {
    const name = `Bad events ${token()}`;
    const unknown = await api<any>('POST', BASE, { auth: adminAuth, body: body({ name, events: ['feed.created', 'feed.exploded'] }) });
    expectInvalid(unknown, 'rest_invalid_param', 'events');
    expect(unknown.body.data.params.events).toContain('feed.exploded');
    for (const events of [[], 'feed.created', undefined, [42]]) {
      expectInvalid(await api<any>('POST', BASE, { auth: adminAuth, body: body({ name, events }) }), 'rest_invalid_param', 'events');
    }
    expect((await listed()).some((w) => w.name === name)).toBe(false);
  });

  it('refuses reserved, hop-by-hop, malformed and injected headers', async () => {
    const bad = [
      { Host: 'evil.example' },
      { 'content-type': 'text/plain' },
      { 'Content-Length': '1' },
      { 'X-Service-Signature': 'sha256=00' },
      { 'x-service-event-id': 'abc' },
      { Connection: 'close' },
      { 'Transfer-Encoding': 'chunked' },
      { 'Bad Name': 'x' },
      { 'X-Ok': 'line\r\nX-Injected: 1' },
      { 'X-Num': 5 },
      ['X-Array'],
      { 'X-Dup': 'a', 'x-dup': 'b' },
    ];
    for (const headers of bad) {
      expectInvalid(await api<any>('POST', BASE, { auth: adminAuth, body: body({ headers }) }), 'rest_invalid_param', 'headers');
    }
  });

  it('refuses a short secret, a retry_count out of range, a bad status and a missing name or url', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ secret: 'short' }, 'secret'],
      [{ secret: 'has spaces in the secret' }, 'secret'],
      [{ retry_count: -1 }, 'retry_count'],
      [{ retry_count: 11 }, 'retry_count'],
      [{ retry_count: 1.5 }, 'retry_count'],
      [{ status: 'paused' }, 'status'],
      [{ name: '' }, 'name'],
      [{ url: undefined }, 'url'],
    ];
    for (const [extra, param] of cases) {
      expectInvalid(await api<any>('POST', BASE, { auth: adminAuth, body: body(extra) }), 'rest_invalid_param', param);
    }
  });
});

describe('webhooks: read', () => {
  it('lists every webhook and reads one, with the secret masked', async () => {
    const w = await createWebhook();
    const row = (await listed()).find((x) => x.id === w.id);
    expect(row).toEqual({ ...w, secret: `********${w.secret.slice(-4)}` });
    const one = await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth });
    expect(one.status).toBe(200);
    expect(one.body.webhook).toEqual(row);
  });

  it('fails with not_found for an unknown id', async () => {
    const res = await api<any>('GET', `${BASE}/999999999`, { auth: adminAuth });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found', data: { status: 404 } });
  });
});

describe('webhooks: update', () => {
  it('updates each field and answers the webhook, the changed fields and updated_at', async () => {
    const w = await createWebhook();
    const changes: Array<Record<string, unknown>> = [
      { name: `Renamed ${token()}` },
      { url: 'https://example.org/other' },
      { events: ['feed.deleted', 'space.member_joined'] },
      { status: 'inactive' },
      { status: 'active' },
      { headers: { 'X-Api-Key': 'k1' } },
      { headers: {} },
      { retry_count: 10 },
    ];
    let current = w;
    for (const change of changes) {
      await new Promise((r) => setTimeout(r, 5));
      const res = await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: change });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.changed).toEqual(Object.keys(change));
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.webhook).toMatchObject({ ...change, id: w.id, secret: `********${w.secret.slice(-4)}` });
      expect(res.body.webhook.updated_at).toMatch(DATETIME);
      current = res.body.webhook;
    }
    const read = (await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).body.webhook;
    expect(read).toEqual(current);
    expect(read).toMatchObject({ url: 'https://example.org/other', events: ['feed.deleted', 'space.member_joined'], status: 'active', headers: {}, retry_count: 10 });
  });

  it('sets a chosen secret or rotates to a generated one, showing it once', async () => {
    const w = await createWebhook();
    const secret = `rotated-by-hand-${token()}`;
    const set = await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { secret } });
    expect(set.body).toMatchObject({ changed: ['secret'], webhook: { secret } });
    const rotated = await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { rotate_secret: true } });
    expect(rotated.body.changed).toEqual(['secret']);
    expect(rotated.body.webhook.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).body.webhook.secret).toBe(`********${rotated.body.webhook.secret.slice(-4)}`);
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { secret, rotate_secret: true } }), 'rest_invalid_param', 'rotate_secret');
    // A masked secret sent back is refused, never saved.
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { secret: `********${secret.slice(-4)}` } }), 'rest_invalid_param', 'secret');
  });

  it('changes nothing for a no-op update (same values, or an empty body)', async () => {
    const w = await createWebhook({ headers: { 'X-A': '1' } });
    await new Promise((r) => setTimeout(r, 1100));
    for (const change of [{}, { name: w.name, url: w.url, events: [...w.events].reverse(), status: w.status, headers: { 'X-A': '1' }, retry_count: w.retry_count, secret: w.secret }]) {
      const res = await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: change });
      expect(res.status).toBe(200);
      expect(res.body.changed).toEqual([]);
      expect(res.body.webhook).toEqual({ ...w, secret: `********${w.secret.slice(-4)}` });
    }
  });

  it('validates like create: invalid_url, unknown events, reserved headers; and 404 for an unknown id', async () => {
    const w = await createWebhook();
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { url: 'http://example.com/x' } }), 'invalid_url', 'url');
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { events: ['nope'] } }), 'rest_invalid_param', 'events');
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { events: [] } }), 'rest_invalid_param', 'events');
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { headers: { Host: 'x' } } }), 'rest_invalid_param', 'headers');
    const after = (await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).body.webhook;
    expect(after).toEqual({ ...w, secret: `********${w.secret.slice(-4)}` });
    const missing = await api<any>('PUT', `${BASE}/999999999`, { auth: adminAuth, body: { name: 'x' } });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not_found');
  });
});

describe('webhooks: delete', () => {
  it('deletes a webhook and fails with not_found afterwards', async () => {
    const w = await createWebhook();
    const res = await api<any>('DELETE', `${BASE}/${w.id}`, { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    expect((await listed()).some((x) => x.id === w.id)).toBe(false);
    for (const [method, path] of [['DELETE', `${BASE}/${w.id}`], ['GET', `${BASE}/${w.id}`], ['PUT', `${BASE}/${w.id}`]] as const) {
      const again = await api<any>(method, path, { auth: adminAuth, ...(method === 'PUT' ? { body: { name: 'x' } } : {}) });
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('not_found');
    }
  });
});

describe('webhooks: access', () => {
  it('is for administrators only: 403 for members, 401 without credentials', async () => {
    const w = await createWebhook();
    const m = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', BASE],
      ['POST', BASE, body()],
      ['GET', `${BASE}/${w.id}`],
      ['PUT', `${BASE}/${w.id}`, { name: 'x' }],
      ['DELETE', `${BASE}/${w.id}`],
    ];
    for (const [method, path, b] of calls) {
      for (const auth of [m.auth, moderator.auth]) {
        const res = await api<any>(method, path, { auth, ...(b ? { body: b } : {}) });
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.code).toBe('rest_forbidden');
      }
      const anon = await api<any>(method, path, b ? { body: b } : {});
      expect(anon.status, `${method} ${path}`).toBe(401);
      expect(anon.body.code).toBe('rest_forbidden');
    }
    expect((await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).status).toBe(200);
  });
});
