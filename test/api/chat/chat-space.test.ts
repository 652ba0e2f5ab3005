/**
 * A space's chat thread (docs/chat.md "Space threads") over HTTP and one WebSocket. In SITE_WIDE
 * beside chat.test.ts: it switches the messaging group's is_enabled and space_chat on (space_chat
 * off once) and puts the group back as it found it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { connectLive, subscribe } from '../../support/live.ts';
import { readyMedium } from '../../support/media.ts';
import { createSpace, expectError, memberOf } from '../../support/spaces.ts';

const SETTINGS = '/admin/messaging-setting';
let saved: Record<string, unknown>;
const setMessaging = async (settings: Record<string, unknown>) => {
  const res = await api('POST', SETTINGS, { auth: adminAuth, body: { settings } });
  expect(res.status).toBe(200);
};

let space: any, a: TestMember, b: TestMember, outsider: TestMember;
let threadId: number;
beforeAll(async () => {
  saved = (await api<any>('GET', SETTINGS, { auth: adminAuth })).body.settings;
  await setMessaging({ is_enabled: 'yes', space_chat: 'yes' });
  space = await createSpace({ settings: { group_chat: true } });
  [a, b, outsider] = await Promise.all([memberOf(space), memberOf(space), createMember()]);
});
afterAll(async () => {
  await setMessaging(saved);
});

const send = (from: TestMember, message: string) => api<any>('POST', `/chat/messages/${threadId}`, { auth: from.auth, body: { message } });
const threadOf = async (who: TestMember) => (await api<any>('GET', `/chat/threads/${threadId}`, { auth: who.auth })).body.thread;
const listed = async (who: TestMember, path = '/chat/threads') => (await api<any>('GET', path, { auth: who.auth })).body.threads.find((t: any) => t.id === threadId);

describe("a space's thread", () => {
  it('its members find one thread and join it; a non-member gets 404 on its routes; sends count unread exactly without touching members; lists show it', async () => {
    // Concurrent first asks make one thread.
    const found = await Promise.all([a, b].map((who) => api<any>('GET', `/chat/spaces/${space.id}/thread`, { auth: who.auth })));
    expect(found.map((r) => r.status)).toEqual([200, 200]);
    threadId = found[0]!.body.thread.id;
    expect(found[1]!.body.thread.id).toBe(threadId);
    // The space's members: its creator (the administrator), a and b.
    expect(found[0]!.body.thread).toMatchObject({ type: 'space', title: space.title, peer: null, unread_count: 0, members_count: 3 });
    for (const who of [a, b]) expect((await api<any>('POST', `/chat/threads/join/${threadId}`, { auth: who.auth })).status).toBe(200);

    for (const [method, path, body] of [
      ['GET', `/chat/spaces/${space.id}/thread`],
      ['POST', `/chat/threads/join/${threadId}`],
      ['GET', `/chat/threads/${threadId}`],
      ['GET', `/chat/messages/${threadId}`],
      ['POST', `/chat/messages/${threadId}`, { message: 'let me in' }],
      ['POST', '/chat/read-threads', { thread_ids: [threadId] }],
    ] as const) {
      expectError(await api<any>(method, path, { auth: outsider.auth, ...(body ? { body } : {}) }), 404, 'chat_thread_not_found');
    }

    // Five sends of a at once, then one of b: each reader's unread count is the others' messages since their mark.
    const sent = await Promise.all([0, 1, 2, 3, 4].map((i) => send(a, `a${i}`)));
    expect(sent.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const last = (await send(b, 'b0')).body.message;
    const [ofA, ofB] = await Promise.all([threadOf(a), threadOf(b)]);
    expect(ofB).toMatchObject({ unread_count: 5, last_message: { id: last.id, message: 'b0' } });
    expect(ofA.unread_count).toBe(1);
    expect(await listed(b)).toMatchObject({ type: 'space', title: space.title, unread_count: 5 });
    expect(await listed(a, '/chat/unread_threads')).toMatchObject({ unread_count: 1 });

    // b reads the page, marks it read up to a's third message (two of a's remain), then all.
    const page = (await api<any>('GET', `/chat/messages/${threadId}`, { auth: b.auth })).body.messages;
    expect(page.map((m: any) => m.message).sort()).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'b0']);
    const third = page[2];
    const partly = await api<any>('POST', '/chat/read-threads', { auth: b.auth, body: { thread_ids: [threadId], message_id: third.id } });
    expect(partly.body.threads[0]).toMatchObject({ id: threadId, unread_count: 2, last_read_id: third.id });
    expect((await threadOf(b)).unread_count).toBe(2);
    await api('POST', '/chat/read-threads', { auth: b.auth, body: { thread_ids: [threadId] } });
    expect((await threadOf(b)).unread_count).toBe(0);
  });

  it("a picture sent in it is seen by the space's members and by no one else", async () => {
    const medium = await readyMedium(a.auth);
    const sent = await api<any>('POST', `/chat/messages/${threadId}`, { auth: a.auth, body: { message: 'look', media_ids: [medium.id] } });
    expect(sent.status).toBe(201);
    expect((await api<any>('GET', `/media/${medium.id}`, { auth: b.auth })).status).toBe(200);
    for (const auth of [outsider.auth, undefined]) expect((await api<any>('GET', `/media/${medium.id}`, { auth })).status).toBe(404);
  });

  it("a member subscribed to the space's channel hears a message live; one who leaves the space can no longer read, send or list it", async () => {
    const client = await connectLive({ auth: b.auth });
    try {
      expect((await subscribe(client, `space:${space.id}`)).type).toBe('subscribed');
      const sent = (await send(a, 'live hello')).body.message;
      const heard = await client.next((m) => m.event === 'chat.message.created' && m.data.id === sent.id);
      expect(heard).toMatchObject({ channel: `space:${space.id}`, data: { thread_id: threadId, message: 'live hello', user_id: a.userId } });
      expect(heard.data.member_ids).toBeUndefined();
    } finally {
      await client.close();
    }
    expect((await api<any>('POST', `/spaces/${space.slug}/leave`, { auth: b.auth })).status).toBe(200);
    expectError(await api<any>('GET', `/chat/messages/${threadId}`, { auth: b.auth }), 404, 'chat_thread_not_found');
    expectError(await send(b, 'still here?'), 404, 'chat_thread_not_found');
    expect(await listed(b)).toBeUndefined();
  });

  it("space_chat off, or the space's group_chat off: 403 chat_space_disabled on its routes and absent from lists", async () => {
    await setMessaging({ space_chat: 'no' });
    try {
      expectError(await api<any>('GET', `/chat/threads/${threadId}`, { auth: a.auth }), 403, 'chat_space_disabled');
      expectError(await send(a, 'off'), 403, 'chat_space_disabled');
      expect(await listed(a)).toBeUndefined();
    } finally {
      await setMessaging({ space_chat: 'yes' });
    }
    expect((await threadOf(a)).type).toBe('space');
    expect((await api<any>('PUT', `/spaces/${space.slug}/by-slug`, { auth: adminAuth, body: { settings: { group_chat: false } } })).status).toBe(200);
    expectError(await api<any>('GET', `/chat/spaces/${space.id}/thread`, { auth: a.auth }), 403, 'chat_space_disabled');
    expectError(await send(a, 'off'), 403, 'chat_space_disabled');
  });
});
