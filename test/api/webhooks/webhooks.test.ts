import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { DATETIME, token } from '../../support/identity.ts';
import { createSpace } from '../../support/spaces.ts';
import { startReceiver, type Receiver } from '../../support/webhook-receiver.ts';
import { maskHeaders } from '#features/webhooks/webhook-service.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

const BASE = '/admin/webhooks';
const FIELDS = ['id', 'name', 'url', 'events', 'status', 'secret', 'headers', 'retry_count', 'last_triggered_at', 'last_error', 'created_at', 'updated_at'];
/**
 * Public HTTPS targets as IP literals (saving a host name needs DNS, which test machines may lack).
 * Nothing is sent to them: these webhooks subscribe only to events no API operation emits yet.
 */
const URL_OK = 'https://198.51.99.10/hooks/community';
const URL_OTHER = 'https://198.51.99.11/other';

const body = (extra: Record<string, unknown> = {}) => ({ name: `Hook ${token()}`, url: URL_OK, events: ['report.created'], ...extra });

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
    const res = await api<any>('POST', BASE, { auth: adminAuth, body: body({ events: ['report.resolved', 'report.created'] }) });
    expect(res.status).toBe(200);
    expect(res.body.message).toEqual(expect.any(String));
    const w = res.body.webhook;
    expect(Object.keys(w).sort()).toEqual([...FIELDS].sort());
    expect(w).toMatchObject({ url: URL_OK, events: ['report.created', 'report.resolved'], status: 'active', headers: {}, retry_count: 3, last_triggered_at: null, last_error: null });
    expect(w.id).toEqual(expect.any(Number));
    expect(w.created_at).toMatch(DATETIME);
    expect(w.updated_at).toBe(w.created_at);
    // 32 random bytes as 64 hex digits, different every time.
    expect(w.secret).toMatch(/^[0-9a-f]{64}$/);
    expect((await createWebhook()).secret).not.toBe(w.secret);
  });

  it('keeps the given status, secret, headers (values masked in the answer) and retry_count; events once each', async () => {
    const secret = `my-own-secret-${token()}`;
    const w = await createWebhook({
      status: 'inactive',
      secret,
      headers: { Authorization: 'Bearer abc', 'X-Team': 'growth' },
      retry_count: 0,
      events: ['lesson.completed', 'course.enrolled', 'lesson.completed'],
    });
    expect(w).toMatchObject({ status: 'inactive', secret, headers: { Authorization: '********', 'X-Team': '********' }, retry_count: 0 });
    expect(w.events).toEqual(['course.enrolled', 'lesson.completed']);
  });

  it('fails with invalid_url for a URL that is not HTTPS or not a URL, and writes nothing', async () => {
    for (const url of ['http://198.51.99.10/hook', 'ftp://198.51.99.10/hook', 'not a url', 'https://user:pw@198.51.99.10/hook', 'https://no-such-host.invalid/hook']) {
      const name = `Refused ${token()}`;
      const res = await api<any>('POST', BASE, { auth: adminAuth, body: body({ name, url }) });
      expectInvalid(res, 'invalid_url', 'url');
      expect((await listed()).some((w) => w.name === name)).toBe(false);
    }
  });

  it('fails with rest_invalid_param naming events for unknown or no events, and writes nothing', async () => {
    const name = `Bad events ${token()}`;
    const unknown = await api<any>('POST', BASE, { auth: adminAuth, body: body({ name, events: ['report.created', 'feed.exploded'] }) });
    expectInvalid(unknown, 'rest_invalid_param', 'events');
    expect(unknown.body.data.params.events).toContain('feed.exploded');
    // A string is a comma-separated list now (docs/api-conventions.md, Scalar coercion): '' names no event.
    for (const events of [[], '', ',', 5, undefined, [42], 'feed.created,feed.exploded']) {
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
      { url: URL_OTHER },
      { events: ['lesson.completed', 'report.resolved'] },
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
      const shown = change['headers'] ? { headers: maskHeaders(change['headers'] as Record<string, string>) } : {};
      expect(res.body.webhook).toMatchObject({ ...change, ...shown, id: w.id, secret: `********${w.secret.slice(-4)}` });
      expect(res.body.webhook.updated_at).toMatch(DATETIME);
      current = res.body.webhook;
    }
    const read = (await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).body.webhook;
    expect(read).toEqual(current);
    expect(read).toMatchObject({ url: URL_OTHER, events: ['lesson.completed', 'report.resolved'], status: 'active', headers: {}, retry_count: 10 });
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
    expectInvalid(await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { url: 'http://198.51.99.10/x' } }), 'invalid_url', 'url');
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
      ['POST', `${BASE}/${w.id}/test`],
      ['GET', `${BASE}/${w.id}/deliveries`],
      ['GET', `${BASE}/${w.id}/deliveries/0000000000000000`],
      ['POST', `${BASE}/${w.id}/deliveries/0000000000000000/redeliver`],
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

describe('webhooks: test call and delivery log', () => {
  it('answers an empty log for a new webhook, and not_found for unknown webhooks and deliveries', async () => {
    const w = await createWebhook();
    const log = await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth, query: { per_page: 5 } });
    expect(log.status).toBe(200);
    expect(log.body).toEqual({ deliveries: [], next_cursor: null });
    expectInvalid(await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth, query: { cursor: 'bogus' } }), 'rest_invalid_param', 'cursor');
    expectInvalid(await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth, query: { per_page: 101 } }), 'rest_invalid_param', 'per_page');
    const missing: Array<[string, string]> = [
      ['POST', `${BASE}/999999999/test`],
      ['GET', `${BASE}/999999999/deliveries`],
      ['GET', `${BASE}/${w.id}/deliveries/0000000000000000`],
      ['POST', `${BASE}/${w.id}/deliveries/0000000000000000/redeliver`],
      ['GET', `${BASE}/999999999/deliveries/0000000000000000`],
    ];
    for (const [method, path] of missing) {
      const res = await api<any>(method, path, { auth: adminAuth });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('not_found');
    }
  });
});

describe('webhooks: custom header values are masked on reads', () => {
  const HEADERS = { Authorization: 'Bearer receiver-token-0123456789', 'X-Team': 'growth' };

  it('shows no header value in GET /admin/webhooks or GET /admin/webhooks/{id}, still sends the real ones, and keeps them when sent back masked', async () => {
    const receiver = await startReceiver();
    try {
      const w = await createWebhook({ url: receiver.url, headers: HEADERS });
      const one = (await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).body.webhook;
      const inList = (await listed()).find((x) => x.id === w.id);
      for (const read of [one, inList]) {
        expect(read.headers).toEqual({ Authorization: '********', 'X-Team': '********' });
        expect(JSON.stringify(read)).not.toContain('receiver-token');
      }
      // A client that edits the name and sends the whole webhook back, headers masked as read.
      const renamed = await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { name: `Renamed ${token()}`, headers: one.headers } });
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      expect(renamed.body.changed).toEqual(['name']);
      expect(JSON.stringify(renamed.body)).not.toContain('receiver-token');
      expect((await api<any>('POST', `${BASE}/${w.id}/test`, { auth: adminAuth })).status).toBe(200);
      const [call] = await receiver.waitFor(1);
      expect(call!.headers['authorization']).toBe(HEADERS.Authorization);
      expect(call!.headers['x-team']).toBe('growth');
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks: test call (the test stack allows loopback receivers)', () => {
  it('sends one signed call now, also to an inactive webhook, without logging it or touching the outcome fields', async () => {
    const receiver = await startReceiver();
    try {
      const w = await createWebhook({ url: receiver.url, status: 'inactive', headers: { 'X-Team': 'growth' } });
      const res = await api<any>('POST', `${BASE}/${w.id}/test`, { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true, status_code: 200, response_time: expect.any(Number), message: expect.any(String) });
      const [call] = await receiver.waitFor(1);
      expect(receiver.calls).toHaveLength(1);
      expect(call!.headers['x-service-signature']).toBe(`sha256=${createHmac('sha256', w.secret).update(call!.body).digest('hex')}`);
      expect(call!.headers['x-service-event']).toBe('webhook.test');
      expect(call!.headers['x-service-event-id']).toMatch(/^[0-9a-f]{32}$/);
      expect(call!.headers['x-team']).toBe('growth');
      const payload = JSON.parse(call!.body);
      expect(payload).toMatchObject({ event: 'webhook.test', data: { webhook_id: w.id, name: w.name }, xprofile: { username: 'admin', badge: null } });
      expect(payload.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const after = (await api<any>('GET', `${BASE}/${w.id}`, { auth: adminAuth })).body.webhook;
      expect(after).toMatchObject({ status: 'inactive', last_triggered_at: null, last_error: null });
      expect((await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth })).body.deliveries).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('reports a non-2xx answer and a refused connection as failures, with the API answering 200', async () => {
    const receiver = await startReceiver(() => 503);
    const closed = await startReceiver();
    await closed.close();
    try {
      const failing = await createWebhook({ url: receiver.url });
      const res = await api<any>('POST', `${BASE}/${failing.id}/test`, { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: false, status_code: 503 });
      expect(res.body.message).toContain('503');
      const gone = await createWebhook({ url: closed.url });
      const refused = await api<any>('POST', `${BASE}/${gone.id}/test`, { auth: adminAuth });
      expect(refused.status).toBe(200);
      expect(refused.body).toMatchObject({ success: false, status_code: null, response_time: expect.any(Number) });
      expect(refused.body.message).toMatch(/could not be delivered/);
    } finally {
      await receiver.close();
    }
  });
});

describe('webhooks: delivery log and redelivery', () => {
  const until = <T>(read: () => Promise<T>, done: (v: T) => boolean) => pollUntil(read, done, { timeoutMs: 20_000 });
  const callFor = async (receiver: Receiver, spaceId: number) => {
    const found = await until(async () => receiver.calls.filter((c) => JSON.parse(c.body).data?.id === spaceId), (c) => c.length > 0);
    expect(found, `a call for space ${spaceId}`).toHaveLength(1);
    return found[0]!;
  };

  it('logs each delivery newest first, shows one with its body, and redelivers the same body under the same event id', async () => {
    const receiver = await startReceiver();
    const w = await createWebhook({ url: receiver.url, events: ['space.created'] });
    try {
      const [first, second] = [await createSpace(), await createSpace()];
      const [call1, call2] = [await callFor(receiver, first.id), await callFor(receiver, second.id)];
      const [id1, id2] = [call1.headers['x-service-event-id'] as string, call2.headers['x-service-event-id'] as string];
      const read = (id: string) => api<any>('GET', `${BASE}/${w.id}/deliveries/${id}`, { auth: adminAuth });
      const done = await until(() => read(id2), (r) => r.body.delivery?.status === 'succeeded');
      expect(done.status).toBe(200);
      expect(done.body.delivery).toMatchObject({ id: id2, event: 'space.created', status: 'succeeded', body: call2.body, last_status_code: 200, last_error: null });
      expect(done.body.delivery.attempts).toEqual([{ attempt: 1, at: expect.stringMatching(DATETIME), status_code: 200, response_time: expect.any(Number), error: null }]);

      // Newest first, one per page, the cursor leading on.
      await until(() => read(id1), (r) => r.body.delivery?.status === 'succeeded');
      const page1 = (await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth, query: { per_page: 1 } })).body;
      expect(page1.deliveries).toHaveLength(1);
      expect(page1.deliveries[0].body).toBeUndefined();
      expect(page1.next_cursor).toEqual(expect.any(String));
      const page2 = (await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth, query: { per_page: 1, cursor: page1.next_cursor } })).body;
      expect(page2.deliveries[0].id < page1.deliveries[0].id).toBe(true);
      const all = (await api<any>('GET', `${BASE}/${w.id}/deliveries`, { auth: adminAuth, query: { per_page: 100 } })).body.deliveries.map((d: any) => d.id);
      expect(all.indexOf(id2)).toBeLessThan(all.indexOf(id1));

      const again = await api<any>('POST', `${BASE}/${w.id}/deliveries/${id1}/redeliver`, { auth: adminAuth });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ delivery: { id: id1, status: 'pending' }, message: expect.any(String) });
      const redelivered = await until(async () => receiver.calls.filter((c) => c.headers['x-service-event-id'] === id1), (c) => c.length >= 2);
      expect(redelivered).toHaveLength(2);
      expect(redelivered[1]!.body).toBe(call1.body);
      const after = await until(() => read(id1), (r) => r.body.delivery.attempts.length === 2 && r.body.delivery.status === 'succeeded');
      expect(after.body.delivery.attempts.map((a: any) => a.status_code)).toEqual([200, 200]);

      await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { status: 'inactive' } });
      expectInvalid(await api<any>('POST', `${BASE}/${w.id}/deliveries/${id1}/redeliver`, { auth: adminAuth }), 'webhook_inactive');
      await api<any>('PUT', `${BASE}/${w.id}`, { auth: adminAuth, body: { status: 'active', events: ['report.created'] } });
      expectInvalid(await api<any>('POST', `${BASE}/${w.id}/deliveries/${id1}/redeliver`, { auth: adminAuth }), 'event_not_subscribed');

      // A deleted webhook's log is gone from the API at once.
      await api<any>('DELETE', `${BASE}/${w.id}`, { auth: adminAuth });
      expect((await read(id1)).status).toBe(404);
    } finally {
      await api<any>('DELETE', `${BASE}/${w.id}`, { auth: adminAuth });
      await receiver.close();
    }
  });
});
