/**
 * Direct messages and group chat (docs/chat.md) over HTTP. In SITE_WIDE: the messaging group's
 * is_enabled is off by default, and every chat route reads it, so the file switches it on (and
 * each other key it proves) and puts the group back as it found it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { connectLive, subscribe } from '../../support/live.ts';
import { notificationsOf, waitFor } from '../../support/notifications.ts';
import { startReceiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf, firstCall, header } from '../../support/webhooks.ts';

const SETTINGS = '/admin/messaging-setting';
let saved: Record<string, unknown>;
const setMessaging = async (settings: Record<string, unknown>) => {
  const res = await api('POST', SETTINGS, { auth: adminAuth, body: { settings } });
  expect(res.status).toBe(200);
};

let a: TestMember, b: TestMember, c: TestMember, outsider: TestMember;
beforeAll(async () => {
  saved = (await api<any>('GET', SETTINGS, { auth: adminAuth })).body.settings;
  await setMessaging({ is_enabled: 'yes', who_can_start: 'members', max_message_length: 2000, retention_days: 0 });
  [a, b, c, outsider] = await Promise.all([createMember(), createMember(), createMember(), createMember()]);
});
afterAll(async () => {
  await setMessaging(saved);
});

const start = (from: TestMember, to: TestMember, message?: string) => api<any>('POST', '/chat/threads', { auth: from.auth, body: { user_id: to.userId, ...(message ? { message } : {}) } });
const send = (from: TestMember, threadId: number, message: string) => api<any>('POST', `/chat/messages/${threadId}`, { auth: from.auth, body: { message } });
const threadOf = async (who: TestMember, threadId: number) => (await api<any>('GET', `/chat/threads/${threadId}`, { auth: who.auth })).body.thread;

describe('direct threads', () => {
  it('one thread per pair under concurrent starts from both sides', async () => {
    const x = await createMember();
    const y = await createMember();
    const answers = await Promise.all([...Array(4)].map((_, i) => (i % 2 ? start(x, y) : start(y, x))));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((r) => r.body.thread.id)).size).toBe(1);
    expect(answers[0]!.body.thread).toMatchObject({ type: 'direct', members_count: 2, unread_count: 0 });
  });

  it('sends, lists both ways, edits, reacts, deletes; unread counts and read marks', async () => {
    const thread = (await start(a, b, 'Hello @' + b.username)).body.thread;
    expect(thread.peer.user_id).toBe(b.userId);
    const ids: number[] = [];
    for (const text of ['one', 'two', 'three', 'four']) ids.push((await send(a, thread.id, text)).body.message.id);
    const first = (await api<any>('GET', `/chat/messages/${thread.id}`, { auth: b.auth, query: { per_page: 3 } })).body;
    expect(first.messages.map((m: any) => m.message)).toEqual(['two', 'three', 'four']);
    expect(first.has_more).toBe(true);
    const older = (await api<any>('GET', `/chat/messages/${thread.id}`, { auth: b.auth, query: { before: ids[1]!, per_page: 3 } })).body;
    expect(older.messages.map((m: any) => m.message)).toEqual([expect.stringContaining('Hello'), 'one']);
    expect(older.messages[0].message_rendered).toContain(`class="mention"`);
    expect(older.has_more).toBe(false);
    const newer = (await api<any>('GET', `/chat/messages/${thread.id}/new`, { auth: b.auth, query: { after: ids[1]! } })).body;
    expect(newer.messages.map((m: any) => m.message)).toEqual(['three', 'four']);

    // b's list: the thread first, 5 unread; a's own sends leave a at 0.
    const list = (await api<any>('GET', '/chat/threads', { auth: b.auth })).body.threads;
    expect(list[0]).toMatchObject({ id: thread.id, unread_count: 5, last_message: { id: ids[3], message: 'four' } });
    expect((await threadOf(a, thread.id)).unread_count).toBe(0);
    expect((await api<any>('GET', '/chat/unread_threads', { auth: b.auth })).body.total_unread).toBeGreaterThanOrEqual(5);

    // Read up to the second: two remain; then all.
    const partly = await api<any>('POST', '/chat/read-threads', { auth: b.auth, body: { thread_ids: [thread.id], message_id: ids[1] } });
    expect(partly.body.threads[0]).toMatchObject({ unread_count: 2, last_read_id: ids[1] });
    await api('POST', '/chat/read-threads', { auth: b.auth, body: { thread_ids: [thread.id] } });
    expect((await threadOf(b, thread.id)).unread_count).toBe(0);

    // Edit and delete one's own only; react once per member.
    expect((await api<any>('POST', `/chat/messages/edit/${ids[0]}`, { auth: b.auth, body: { message: 'hijack' } })).status).toBe(404);
    const edited = await api<any>('POST', `/chat/messages/edit/${ids[0]}`, { auth: a.auth, body: { message: 'one, edited' } });
    expect(edited.body.message).toMatchObject({ id: ids[0], message: 'one, edited' });
    for (let i = 0; i < 2; i++) expect((await api<any>('POST', `/chat/messages/${ids[0]}/react`, { auth: b.auth, body: {} })).body).toMatchObject({ reactions_count: 1, has_user_react: true });
    expect((await api<any>('POST', `/chat/messages/${ids[0]}/react`, { auth: b.auth, body: { remove: true } })).body.reactions_count).toBe(0);
    expect((await api<any>('POST', `/chat/messages/delete/${ids[2]}`, { auth: b.auth })).status).toBe(404);
    expect((await api<any>('POST', `/chat/messages/delete/${ids[2]}`, { auth: a.auth })).status).toBe(200);
    const after = (await api<any>('GET', `/chat/messages/${thread.id}`, { auth: b.auth })).body.messages.map((m: any) => m.id);
    expect(after).not.toContain(ids[2]);
    // The last message edited, then deleted: the members' lists follow.
    await api('POST', `/chat/messages/edit/${ids[3]}`, { auth: a.auth, body: { message: 'four, edited' } });
    expect((await threadOf(b, thread.id)).last_message.message).toBe('four, edited');
    await api('POST', `/chat/messages/delete/${ids[3]}`, { auth: a.auth });
    expect((await threadOf(b, thread.id)).last_message).toBeNull();

    // Delete for me: b's history is hidden from b (not from a) until the next message.
    await api('POST', `/chat/threads/delete/${thread.id}`, { auth: b.auth });
    expect((await api<any>('GET', `/chat/messages/${thread.id}`, { auth: b.auth })).body.messages).toEqual([]);
    expect((await api<any>('GET', `/chat/messages/${thread.id}`, { auth: a.auth })).body.messages.length).toBeGreaterThan(0);
    await send(a, thread.id, 'again');
    expect((await api<any>('GET', `/chat/messages/${thread.id}`, { auth: b.auth })).body.messages.map((m: any) => m.message)).toEqual(['again']);
  });

  it('blocking: neither member sends nor starts again until unblocked', async () => {
    const thread = (await start(c, b)).body.thread;
    expect((await api('POST', `/chat/threads/block/${thread.id}`, { auth: b.auth })).status).toBe(200);
    for (const res of [await send(c, thread.id, 'hi'), await send(b, thread.id, 'hi'), await start(c, b)]) expect([res.status, res.body.code]).toEqual([403, 'chat_blocked']);
    await api('POST', `/chat/threads/unblock/${thread.id}`, { auth: b.auth });
    expect((await send(c, thread.id, 'hi again')).status).toBe(201);
  });
});

describe('live', () => {
  it("a new message reaches the other member's open connection on their chat channel", async () => {
    const thread = (await start(a, c)).body.thread;
    const client = await connectLive({ auth: c.auth });
    try {
      expect((await subscribe(client, 'chat')).type).toBe('subscribed');
      const sent = (await send(a, thread.id, 'live hello')).body.message;
      const heard = await client.next((m) => m.event === 'chat.message.created' && m.data.id === sent.id);
      expect(heard).toMatchObject({ channel: 'chat', data: { thread_id: thread.id, message: 'live hello', user_id: a.userId } });
      expect(heard.data.member_ids).toBeUndefined();

      // A group of a, c (online) and a fresh member (offline): only the offline one is notified; no activity is recorded.
      const offline = await createMember();
      const group = (await api<any>('POST', '/chat/groups', { auth: a.auth, body: { title: 'Presence', user_ids: [c.userId, offline.userId] } })).body.thread;
      await send(a, group.id, 'are you there?');
      const told = await waitFor(offline, 'chat/message_received', null);
      expect(told).toMatchObject({ object_id: group.id, src_user_id: a.userId, route: { name: 'chat_thread', params: { thread_id: String(group.id) } } });
      expect((await notificationsOf(c.auth)).notifications.data.filter((n: any) => n.action === 'chat/message_received')).toEqual([]);
      const history = await api<any>('GET', '/activities', { auth: adminAuth, query: { user_id: a.userId, per_page: 100 } });
      expect(history.body.activities.data).toEqual([]);
    } finally {
      await client.close();
    }
  });
});

describe('webhooks', () => {
  it('chat.message.created is delivered signed, with the message and the members', async () => {
    const rx = await startReceiver();
    const hook = await createWebhook({ url: rx.url, events: ['chat.message.created', 'chat.message.deleted'] });
    try {
      const thread = (await start(b, c)).body.thread;
      const sent = (await send(b, thread.id, 'for the webhook')).body.message;
      const call = await firstCall(rx, (x) => eventOf(x).data?.id === sent.id);
      expect(eventOf(call)).toMatchObject({ event: 'chat.message.created', data: { thread_id: thread.id, message: 'for the webhook', member_ids: expect.arrayContaining([b.userId, c.userId]) } });
      expect(header(call, 'x-service-signature')).toMatch(/^sha256=/);
    } finally {
      await deleteWebhook(hook.id);
      await rx.close();
    }
  });
});

describe('groups', () => {
  it('unread counts stay exact under concurrent sends', async () => {
    const group = (await api<any>('POST', '/chat/groups', { auth: a.auth, body: { title: 'Team', user_ids: [b.userId, c.userId] } })).body.thread;
    expect(group).toMatchObject({ type: 'group', title: 'Team', members_count: 3, role: 'admin' });
    const sends = await Promise.all([...Array(8)].map((_, i) => send(i % 2 ? a : c, group.id, `m${i}`)));
    expect(sends.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect((await threadOf(b, group.id)).unread_count).toBe(8);
    expect((await threadOf(a, group.id)).unread_count + (await threadOf(c, group.id)).unread_count).toBeLessThanOrEqual(8);

    // An admin stops a member sending; the member's block-chat is the admin's alone.
    expect((await api<any>('POST', `/chat/threads/${group.id}/members/${a.userId}/block-chat`, { auth: b.auth })).status).toBe(403);
    await api('POST', `/chat/threads/${group.id}/members/${b.userId}/block-chat`, { auth: a.auth });
    expect((await send(b, group.id, 'muted')).body.code).toBe('chat_blocked');
    await api('POST', `/chat/threads/${group.id}/members/${b.userId}/unblock-chat`, { auth: a.auth });
    expect((await send(b, group.id, 'back')).status).toBe(201);

    // Leaving: the thread is gone for the leaver (404).
    await api('POST', `/chat/groups/${group.id}/leave`, { auth: c.auth });
    expect((await api('GET', `/chat/threads/${group.id}`, { auth: c.auth })).status).toBe(404);
    expect((await threadOf(a, group.id)).members_count).toBe(2);
  });

  it('a non-member gets 404 on every thread and message route', async () => {
    const thread = (await start(a, c)).body.thread;
    const messageId = (await send(a, thread.id, 'private')).body.message.id;
    const t = thread.id;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/chat/threads/${t}`], ['GET', `/chat/threads/${t}/members`], ['POST', `/chat/threads/leave/${t}`], ['POST', `/chat/threads/delete/${t}`],
      ['POST', `/chat/threads/block/${t}`], ['POST', `/chat/threads/unblock/${t}`], ['POST', `/chat/threads/${t}/members/${a.userId}/block-chat`],
      ['POST', `/chat/threads/${t}/members/${a.userId}/unblock-chat`], ['GET', `/chat/messages/${t}`], ['POST', `/chat/messages/${t}`, { message: 'x' }],
      ['GET', `/chat/messages/${t}/new`], ['POST', `/chat/messages/edit/${messageId}`, { message: 'x' }], ['POST', `/chat/messages/delete/${messageId}`],
      ['POST', `/chat/messages/${messageId}/react`, {}], ['POST', '/chat/read-threads', { thread_ids: [t] }], ['POST', `/chat/groups/${t}`, { title: 'x' }],
      ['POST', `/chat/groups/${t}/delete`], ['POST', `/chat/groups/${t}/leave`], ['GET', `/chat/groups/${t}/members`], ['POST', `/chat/groups/${t}/members`, { user_ids: [outsider.userId] }],
      ['POST', `/chat/groups/${t}/members/${a.userId}/admin`], ['POST', `/chat/groups/${t}/members/${a.userId}/remove`],
    ];
    const answers = await Promise.all(calls.map(([method, path, body]) => api<any>(method, path, { auth: outsider.auth, ...(body ? { body } : {}) })));
    expect(answers.map((r, i) => `${calls[i]![0]} ${calls[i]![1]} ${r.status}`)).toEqual(calls.map(([m, p]) => `${m} ${p} 404`));
    // The member still has everything.
    expect((await api<any>('GET', `/chat/messages/${t}`, { auth: c.auth })).body.messages.map((m: any) => m.id)).toContain(messageId);
    expect((await threadOf(c, t)).members_count).toBe(2);
  });

  it('an administrator reads a thread only through the moderation path, which is audited', async () => {
    const thread = (await start(b, outsider, 'between us')).body.thread;
    expect((await api('GET', `/chat/threads/${thread.id}`, { auth: adminAuth })).status).toBe(404);
    expect((await api('GET', `/admin/chat/threads/${thread.id}/messages`, { auth: b.auth })).status).toBe(403);
    const read = await api<any>('GET', `/admin/chat/threads/${thread.id}/messages`, { auth: adminAuth });
    expect(read.body.messages.map((m: any) => m.message)).toEqual(['between us']);
    const audit = (await api<any>('GET', '/admin/settings/audit', { auth: adminAuth })).body;
    expect(JSON.stringify(audit)).toContain(`chat:${thread.id}`);
  });
});

describe('the messaging settings', () => {
  it('is_enabled, who_can_start, max_message_length and retention_days govern the routes', async () => {
    const thread = (await start(a, outsider)).body.thread;
    await setMessaging({ max_message_length: 5 });
    expect((await send(a, thread.id, 'too long')).body.code).toBe('chat_message_too_long');
    await setMessaging({ max_message_length: 2000, retention_days: 2 });
    const sent = (await send(a, thread.id, 'kept two days')).body.message;
    const item = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.chatMessage(thread.id, sent.id) }))).Item!;
    expect(Number(item['expires_at']) - Math.floor(Date.now() / 1000)).toBeGreaterThan(2 * 86_400 - 120);
    await setMessaging({ retention_days: 0, who_can_start: 'admin_only' });
    const fresh = await createMember();
    expect((await start(fresh, a)).body.code).toBe('chat_start_forbidden');
    expect((await api<any>('GET', '/chat/users', { auth: fresh.auth })).body.users).toEqual([]);
    // An existing thread stays open to its members.
    expect((await send(a, thread.id, 'still here')).status).toBe(201);
    expect((await api<any>('POST', '/chat/threads', { auth: adminAuth, body: { user_id: fresh.userId } })).status).toBe(201);
    await setMessaging({ who_can_start: 'members', is_enabled: 'no' });
    const off = await api<any>('GET', '/chat/threads', { auth: a.auth });
    expect([off.status, off.body.code]).toEqual([403, 'chat_disabled']);
    await setMessaging({ is_enabled: 'yes' });
    expect((await api<any>('GET', '/chat/threads', { auth: a.auth })).status).toBe(200);
  });
});
