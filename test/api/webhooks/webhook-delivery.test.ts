/**
 * Webhook delivery end to end (docs/webhooks.md): API change -> outbox event -> stream router ->
 * SQS -> dispatcher -> a local HTTPS receiver. Receivers are subscribed community-wide, so they
 * also hear other test files' events; each test follows its own events by id or content.
 */
import { createHmac } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { EVENT_NAMES } from '#platform/events/names.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, uniqueMessage } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, join } from '../../support/spaces.ts';
import { startReceiver, type ReceivedCall, type Receiver } from '../../support/webhook-receiver.ts';
import { callsFor, createWebhook, deadLettersOf, deleteWebhook, eventOf, firstCall, header } from '../../support/webhooks.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { outboxEvents } from '../../support/events.ts';

// This file's own dispatcher calls run with production's address rule; the stack's dispatcher
// (another process) allows loopback so the receivers can be reached.
vi.hoisted(() => {
  process.env['WEBHOOK_ALLOW_PRIVATE_TARGETS'] = '0';
});

const receivers: Receiver[] = [];
const hooks: number[] = [];
async function receiver(respond?: Parameters<typeof startReceiver>[0]): Promise<Receiver> {
  const r = await startReceiver(respond);
  receivers.push(r);
  return r;
}
async function hook(body: Record<string, unknown>): Promise<any> {
  const w = await createWebhook(body);
  hooks.push(w.id);
  return w;
}
afterAll(async () => {
  await Promise.all(hooks.map(deleteWebhook));
  await Promise.all(receivers.map((r) => r.close()));
});

const sign = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** The webhook's item as the table (and so its stream) holds it. */
const storedWebhook = async (id: number): Promise<Record<string, any>> =>
  (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.webhook(id), ConsistentRead: true }))).Item ?? expect.fail(`no webhook ${id}`);

/**
 * The events this file's operations cause: course.*, lesson.* and quiz.* are delivered in the course
 * tests (test/api/courses-*.test.ts), report.* in test/api/moderation/reports.test.ts, chat.* in
 * test/api/chat/chat.test.ts (messaging is off by default).
 */
const EMITTED = EVENT_NAMES.filter((e) => !['course.', 'lesson.', 'quiz.', 'report.', 'chat.'].some((prefix) => e.startsWith(prefix)));

describe('webhook delivery', () => {
  it('delivers every event, signed over the exact body, with the custom headers and a unique event id', async () => {
    const rx = await receiver();
    const w = await hook({ url: rx.url, events: [...EVENT_NAMES], headers: { 'X-Tenant': 'acme', Authorization: 'Bearer receiver-token' } });
    expect(w.secret.length).toBeGreaterThanOrEqual(32);
    // At rest the secret and the credential header are KMS ciphertext (docs/security.md); the other header stays readable.
    const item = await storedWebhook(w.id);
    expect(item['secret']).toBeInstanceOf(Uint8Array);
    expect(item['headers']['Authorization']).toBeInstanceOf(Uint8Array);
    expect(item['headers']['X-Tenant']).toBe('acme');
    expect(item['secret_tail']).toBe(w.secret.slice(-4));
    expect(JSON.stringify(item)).not.toContain(w.secret);
    expect(JSON.stringify(item)).not.toContain('receiver-token');

    const tag = token('wh');
    const member = (await api<any>('POST', '/members', { auth: adminAuth, body: { username: `hook_${tag}`, email: `hook_${tag}@example.test` } })).body.data;
    const m = await createMember();
    const space = await createSpace({ title: `Hooked ${tag}`, privacy: 'public' });
    await api('PUT', `/spaces/${space.slug}/by-slug`, { auth: adminAuth, body: { description: `changed ${tag}` } });
    await join(space.slug, m.auth);
    await api('POST', `/spaces/${space.slug}/leave`, { auth: m.auth });
    await api('PUT', `/profile/${m.username}`, { auth: m.auth, body: { display_name: `Hooked ${tag}` } });
    await api('POST', `/profile/${member.username}/follow`, { auth: m.auth });
    await api('POST', `/profile/${member.username}/unfollow`, { auth: m.auth });
    const post = await createFeed(adminAuth, { space: space.slug, title: `Post ${tag}`, message: uniqueMessage('hooked') });
    await api('PUT', `/feeds/${post.id}`, { auth: adminAuth, body: { message: uniqueMessage('edited') } });
    await api('PATCH', `/feeds/${post.id}`, { auth: adminAuth, body: { is_sticky: true } });
    await api('PATCH', `/feeds/${post.id}`, { auth: adminAuth, body: { is_sticky: false } });
    const comment = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: adminAuth, body: { comment: `A comment ${tag}` } })).body.comment;
    await api('POST', `/feeds/${post.id}/comments/${comment.id}`, { auth: adminAuth, body: { comment: `Edited ${tag}` } });
    await api('POST', `/feeds/${post.id}/react`, { auth: m.auth, body: { react_type: 'like' } });
    await api('POST', `/feeds/${post.id}/react`, { auth: m.auth, body: { react_type: 'like', remove: 1 } });
    await api('DELETE', `/feeds/${post.id}/comments/${comment.id}`, { auth: adminAuth });
    await api('DELETE', `/feeds/${post.id}`, { auth: adminAuth });
    await api('DELETE', `/spaces/${space.slug}`, { auth: adminAuth });

    // Ours: about our space, post, or the two members.
    const ours = (call: (typeof rx.calls)[number]) => {
      const { event, data } = eventOf(call);
      // `id` is the subject's own id, so it names our space only in a space event (ids of different kinds may be equal).
      const subject = String(event).startsWith('space.') ? data.id === space.id : String(event).startsWith('feed.') ? data.id === post.id : false;
      return subject || data.space_id === space.id || data.post_id === post.id || [m.userId, member.user_id].includes(data.user_id);
    };

    const missing = (c: readonly ReceivedCall[]) => EMITTED.filter((name) => !c.some((call) => eventOf(call).event === name));
    const calls = (await rx.waitUntil((c) => missing(c.filter(ours)).length === 0, 30_000).catch(() => {
      throw new Error(`never received: ${missing(rx.calls.filter(ours)).join(', ')}`);
    })).filter(ours);
    for (const call of rx.calls) {
      expect(header(call, 'x-service-signature')).toBe(sign(call.body, w.secret));
      expect(header(call, 'content-type')).toBe('application/json');
      expect(header(call, 'x-tenant')).toBe('acme');
      expect(header(call, 'authorization')).toBe('Bearer receiver-token');
      const body = eventOf(call);
      expect(header(call, 'x-service-event')).toBe(body.event);
      expect(header(call, 'x-service-event-id')).toMatch(/^[0-9a-f]{32}$/);
      expect(Object.keys(body)).toEqual(['event', 'timestamp', 'data', 'xprofile']);
      expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    }
    // One call per event: ids are unique and nothing was sent twice.
    const ids = calls.map((c) => header(c, 'x-service-event-id'));
    expect(new Set(ids).size).toBe(ids.length);
    const created = eventOf(calls.find((c) => eventOf(c).event === 'feed.created')!);
    expect(created.data).toMatchObject({ id: post.id, user_id: post.user_id, title: `Post ${tag}`, space_id: space.id });
    expect(created.data).toHaveProperty('message');
    expect(created.data).toHaveProperty('created_at');
    expect(created.xprofile).toMatchObject({ username: 'admin', badge: null });
    const liked = eventOf(calls.find((c) => eventOf(c).event === 'reaction.added')!);
    expect(liked.xprofile).toMatchObject({ user_id: m.userId });

    // Every delivery opened the secret and the header from the dispatcher's cache: one KMS Decrypt each, for all those calls.
    const kmsCalls = (await (await fetch(`${inject('kms').endpoint}/_local/calls`)).json()) as { operation: string; context: Record<string, string> }[];
    const decrypts = (field: string) => kmsCalls.filter((c) => c.operation === 'Decrypt' && c.context['webhook'] === `${w.id}.${field}`);
    expect(decrypts('secret')).toHaveLength(1);
    expect(decrypts('header.authorization')).toHaveLength(1);
    // Bound to this webhook and field: the same ciphertext does not open as another webhook's secret.
    const { open } = await import('#features/settings/secret-store.ts');
    await expect(open({ webhook: `${w.id + 1}.secret` }, item['secret'])).rejects.toThrow();
    expect(await open({ webhook: `${w.id}.secret` }, item['secret'])).toBe(w.secret);
  }, 60_000);

  it('retries a failing receiver with doubling delays and stops at the first success; the log and the webhook say so', async () => {
    const failures = new Map<string, number>();
    const title = `Retry ${token('rt')}`;
    // Only this test's space fails: other files' spaces (space.created reaches this hook too) succeed
    // at once, so the webhook's last_error is this delivery's to clear.
    const rx = await receiver((call) => {
      if (eventOf(call).data.title !== title) return 200;
      const id = header(call, 'x-service-event-id');
      failures.set(id, (failures.get(id) ?? 0) + 1);
      return (failures.get(id) ?? 0) <= 2 ? 503 : 200;
    });
    const w = await hook({ url: rx.url, events: ['space.created'], retry_count: 3 });
    const space = await createSpace({ title });
    const first = await firstCall(rx, (c) => eventOf(c).data.id === space.id);
    const eventId = header(first, 'x-service-event-id');
    const calls = callsFor(await rx.waitUntil((c) => callsFor(c, eventId).length >= 3), eventId);
    // Give a wrongly scheduled fourth attempt the time to show up.
    await new Promise((r) => setTimeout(r, 2500));
    const mine = callsFor(rx.calls, eventId);
    expect(mine.map((c) => header(c, 'x-service-delivery-attempt'))).toEqual(['1', '2', '3']);
    expect(new Set(mine.map((c) => c.body)).size).toBe(1);
    // WEBHOOK_RETRY_BASE_SECONDS=1 in tests: 1 s, then 2 s.
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(900);
    expect(calls[2]!.at - calls[1]!.at).toBeGreaterThanOrEqual(1900);

    const delivery = await pollUntil(
      async () => (await api<any>('GET', `/admin/webhooks/${w.id}/deliveries/${eventId}`, { auth: adminAuth })).body.delivery,
      (d) => d?.status === 'succeeded',
    );
    expect(delivery.attempts.map((a: any) => [a.attempt, a.status_code])).toEqual([[1, 503], [2, 503], [3, 200]]);
    const after = (await api<any>('GET', `/admin/webhooks/${w.id}`, { auth: adminAuth })).body.webhook;
    expect(after.last_triggered_at).toBeTruthy();
    expect(after.last_error).toBeNull();
  });

  it('sends a delivery that never succeeds to the dead-letter queue after retry_count retries, with last_error set', async () => {
    const rx = await receiver(() => 500);
    const w = await hook({ url: rx.url, events: ['space.created'], retry_count: 1 });
    const space = await createSpace({ title: `Dead ${token('dl')}` });
    const first = await firstCall(rx, (c) => eventOf(c).data.id === space.id);
    const eventId = header(first, 'x-service-event-id');
    const letters = await pollUntil(() => deadLettersOf(w.id, 2000), (l) => l.some((x) => x.event_id === eventId), { timeoutMs: 20_000 });
    const letter = letters.find((x) => x.event_id === eventId);
    expect(letter).toMatchObject({ webhook_id: w.id, event: 'space.created', attempt: 2, last_error: 'HTTP 500' });
    expect(JSON.parse(letter.body).data.id).toBe(space.id);
    expect(callsFor(rx.calls, eventId)).toHaveLength(2);
    const after = (await api<any>('GET', `/admin/webhooks/${w.id}`, { auth: adminAuth })).body.webhook;
    expect(after.last_error).toBe('HTTP 500');
    const delivery = (await api<any>('GET', `/admin/webhooks/${w.id}/deliveries/${eventId}`, { auth: adminAuth })).body.delivery;
    expect(delivery).toMatchObject({ status: 'failed', last_status_code: 500 });
  });

  it('delivers a webhook saved before credentials were sealed, and seals it on its next update', async () => {
    const rx = await receiver();
    const w = await hook({ url: rx.url, events: ['space.created'], headers: { 'X-Api-Key': 'receiver-key-0001' } });
    // The old form: the secret and the header's value in clear, no tail.
    await ddb.send(new UpdateCommand({
      TableName: tableName,
      Key: keys.webhook(w.id),
      UpdateExpression: 'SET secret = :s, headers = :h REMOVE secret_tail',
      ExpressionAttributeValues: { ':s': w.secret, ':h': { 'X-Api-Key': 'receiver-key-0001' } },
    }));
    const delivered = async () => {
      const space = await createSpace({ title: `Old form ${token('of')}` });
      const call = await firstCall(rx, (c) => eventOf(c).data.id === space.id);
      expect(header(call, 'x-service-signature')).toBe(sign(call.body, w.secret));
      expect(header(call, 'x-api-key')).toBe('receiver-key-0001');
    };
    await delivered();
    expect((await api<any>('GET', `/admin/webhooks/${w.id}`, { auth: adminAuth })).body.webhook).toMatchObject({ secret: `********${w.secret.slice(-4)}`, headers: { 'X-Api-Key': '********' } });

    const renamed = await api<any>('PUT', `/admin/webhooks/${w.id}`, { auth: adminAuth, body: { name: 'Renamed old hook', headers: { 'X-Api-Key': '********' } } });
    expect(renamed.body.changed).toEqual(['name']);
    const item = await storedWebhook(w.id);
    expect(item['secret']).toBeInstanceOf(Uint8Array);
    expect(item['headers']['X-Api-Key']).toBeInstanceOf(Uint8Array);
    expect(item['secret_tail']).toBe(w.secret.slice(-4));
    await delivered();
  }, 45_000);

  it('sends nothing to an inactive webhook, nor to one not subscribed to the event', async () => {
    const [control, paused, other] = await Promise.all([receiver(), receiver(), receiver()]);
    await hook({ url: control.url, events: ['space.created'] });
    await hook({ url: paused.url, events: ['space.created'], status: 'inactive' });
    await hook({ url: other.url, events: ['space.deleted'] });
    const space = await createSpace({ title: `Quiet ${token('qt')}` });
    await firstCall(control, (c) => eventOf(c).data.id === space.id);
    await new Promise((r) => setTimeout(r, 1000));
    expect(paused.calls.filter((c) => eventOf(c).data.id === space.id)).toEqual([]);
    expect(other.calls.filter((c) => eventOf(c).data.id === space.id)).toEqual([]);
  });

  it('never sends the event of a change that was rolled back', async () => {
    const rx = await receiver();
    await hook({ url: rx.url, events: ['space.created'] });
    const taken = await createSpace({ title: `Taken ${token('rb')}` });
    const title = `Rolled back ${token('rb')}`;
    // The slug is taken: the transaction (space, slug marker, outbox event) is cancelled as a whole.
    const refused = await api<any>('POST', '/spaces', { auth: adminAuth, body: { title, slug: taken.slug } });
    expect(refused.status).toBe(400);
    const control = await createSpace({ title: `After ${token('rb')}` });
    await firstCall(rx, (c) => eventOf(c).data.id === control.id);
    expect(rx.calls.filter((c) => eventOf(c).data.title === title)).toEqual([]);
    expect(await outboxEvents('space.created', (e) => e.data['title'] === title)).toEqual([]);
  });

  it('sends nothing to a private address when the address rule is on: the attempt fails before connecting', async () => {
    const { dispatchDelivery } = await import('#features/webhooks/webhook-dispatch.ts');
    const rx = await receiver();
    // Saved through the test stack, which allows loopback; delivered here, where the rule holds.
    const w = await hook({ url: rx.url, events: ['user.followed'], retry_count: 0 });
    const eventId = `${Date.now().toString(16).padStart(12, '0')}${'ab'.repeat(10)}`;
    const result = await dispatchDelivery({ webhook_id: w.id, event_id: eventId, event: 'user.followed', body: '{"event":"user.followed"}', attempt: 1 });
    expect(result).toBe('failed');
    expect(rx.calls).toEqual([]);
    const delivery = (await api<any>('GET', `/admin/webhooks/${w.id}/deliveries/${eventId}`, { auth: adminAuth })).body.delivery;
    expect(delivery.status).toBe('failed');
    expect(delivery.last_error).toMatch(/private, loopback or link-local/);
    const letters = await deadLettersOf(w.id);
    expect(letters.find((l) => l.event_id === eventId)?.last_error).toMatch(/private/);
  });

});
