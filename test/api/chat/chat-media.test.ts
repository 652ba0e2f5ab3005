/**
 * Media and link previews in chat messages, the chat's upload route and /chat/broadcast/auth
 * (docs/chat.md "Media and link previews", "Live"). In SITE_WIDE: messaging's is_enabled is off by
 * default, so the file switches it on and puts the group back as it found it. The preview's page is
 * served here on 127.0.0.2 (the stack's LINK_PREVIEW_ALLOWED_ADDRESSES): nothing leaves loopback.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { getMedia } from '#features/media/media-store.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { connectLive } from '../../support/live.ts';
import { png, readyMedium, settle } from '../../support/media.ts';

const SETTINGS = '/admin/messaging-setting';
let saved: Record<string, unknown>;
let a: TestMember, b: TestMember, outsider: TestMember;
let threadId: number;
let page: Server;
let pageUrl: string;

beforeAll(async () => {
  saved = (await api<any>('GET', SETTINGS, { auth: adminAuth })).body.settings;
  expect((await api('POST', SETTINGS, { auth: adminAuth, body: { settings: { is_enabled: 'yes', who_can_start: 'members' } } })).status).toBe(200);
  [a, b, outsider] = await Promise.all([createMember(), createMember(), createMember()]);
  threadId = (await api<any>('POST', '/chat/threads', { auth: a.auth, body: { user_id: b.userId } })).body.thread.id;
  page = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><head><title>A shared page</title><meta property="og:image" content="/card.png"></head></html>');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.2', resolve));
  pageUrl = `http://127.0.0.2:${(page.address() as AddressInfo).port}/shared`;
});
afterAll(async () => {
  await api('POST', SETTINGS, { auth: adminAuth, body: { settings: saved } });
  await new Promise((resolve) => page?.close(resolve));
});

const send = (who: TestMember, body: Record<string, unknown>) => api<any>('POST', `/chat/messages/${threadId}`, { auth: who.auth, body });

/** An upload through the chat's own route, as a client of the original makes it: ask, PUT, read until ready. */
async function chatUpload(who: TestMember) {
  const bytes = await png(40, 30);
  const asked = await api<any>('POST', `/chat/messages/${threadId}/media_upload`, { auth: who.auth, body: { file_name: 'pic.png', file_type: 'image/png', file_size: bytes.length } });
  expect(asked.status).toBe(200);
  expect(asked.body.data).toMatchObject({ status: 'pending', object_source: 'chat', object_id: threadId });
  const { 'content-length': _length, ...headers } = asked.body.upload.headers;
  expect((await fetch(asked.body.upload.url, { method: 'PUT', headers, body: bytes })).status).toBe(200);
  const ready = await settle(who.auth, asked.body.data.id);
  expect(ready.body.data.status).toBe('active');
  return ready.body.data as { id: number; file_url: string };
}

describe('media in messages', () => {
  it('a message shows its sender\'s uploads; only the thread\'s members can read them, through any media route; deleting the message, or its expiry, releases them; the uploader\'s delete drops them from it', async () => {
    expect((await api<any>('POST', `/chat/messages/${threadId}/media_upload`, { auth: outsider.auth, body: { file_name: 'x.png', file_type: 'image/png', file_size: 10 } })).body.code).toBe('chat_thread_not_found');
    const medium = await chatUpload(a);

    // A picture sent alone (no text): the comment's media shape.
    const sent = await send(a, { message: '', media_ids: [medium.id] });
    expect(sent.status).toBe(201);
    expect(sent.body.message.media).toEqual([{ media_id: medium.id, type: 'image', url: medium.file_url, thumbnail_url: expect.any(String), width: 40, height: 30, file_type: 'image/png' }]);
    const messageId = sent.body.message.id as number;
    expect((await api<any>('GET', `/chat/messages/${threadId}`, { auth: b.auth })).body.messages.at(-1).media[0].media_id).toBe(medium.id);
    expect((await getMedia(medium.id, { consistent: true }))?.claim).toEqual({ source: 'chat', id: messageId, thread_id: threadId });

    // The members see it; nobody else does, administrators included, and no list shows it.
    expect((await api<any>('GET', `/media/${medium.id}`, { auth: b.auth })).status).toBe(200);
    for (const auth of [outsider.auth, adminAuth, undefined]) expect((await api<any>('GET', `/media/${medium.id}`, { auth })).status).toBe(404);
    for (const auth of [a.auth, adminAuth]) {
      const listed = await api<any>('GET', `/profile/${a.username}/media`, { auth });
      expect(listed.status).toBe(200);
      expect(listed.body.data.map((m: any) => m.id)).not.toContain(medium.id);
    }
    expect((await api<any>('DELETE', `/media/${medium.id}`, { auth: adminAuth })).status).toBe(404);

    // Another member's upload, or one not finished, is refused with the field named.
    const foreign = await readyMedium(b.auth);
    const theirs = await send(a, { message: 'theirs', media_ids: [foreign.id] });
    expect(theirs.status).toBe(400);
    expect(theirs.body).toMatchObject({ code: 'invalid_media', data: { field: 'media_ids.0', media_id: foreign.id } });
    const pending = await api<any>('POST', `/chat/messages/${threadId}/media_upload`, { auth: a.auth, body: { file_name: 'later.png', file_type: 'image/png', file_size: 100 } });
    const unfinished = await send(a, { message: 'not yet', media_ids: [pending.body.data.id] });
    expect(unfinished.status).toBe(400);
    expect(unfinished.body.code).toBe('invalid_media');
    expect(unfinished.body.message).toContain('still being processed');

    // An edit with media fields replaces them: none releases it; naming it again (within the grace) claims it back.
    const bare = await api<any>('POST', `/chat/messages/edit/${messageId}`, { auth: a.auth, body: { message: 'captioned', media_ids: [] } });
    expect(bare.body.message.media).toEqual([]);
    expect((await getMedia(medium.id, { consistent: true }))?.claim).toBeNull();
    const back = await api<any>('POST', `/chat/messages/edit/${messageId}`, { auth: a.auth, body: { message: 'captioned', media_ids: [medium.id] } });
    expect(back.body.message.media.map((m: any) => m.media_id)).toEqual([medium.id]);

    // Deleted with its message: released (the janitor removes it after the grace), and no member sees it any more.
    expect((await api<any>('POST', `/chat/messages/delete/${messageId}`, { auth: a.auth })).status).toBe(200);
    const released = await getMedia(medium.id, { consistent: true });
    expect(released).toMatchObject({ claim: null, object_source: 'chat', object_id: threadId });
    expect(released?.expires).not.toBeNull();
    expect((await api<any>('GET', `/media/${medium.id}`, { auth: b.auth })).status).toBe(404);
    expect((await api<any>('GET', `/profile/${a.username}/media`, { auth: a.auth })).body.data.map((m: any) => m.id)).not.toContain(medium.id);

    // Sent again (within the grace), then removed as its retention's TTL removes it (no route): the stream router releases it.
    const again = await send(a, { message: 'once more', media_ids: [medium.id] });
    expect((await getMedia(medium.id, { consistent: true }))?.claim?.id).toBe(again.body.message.id);
    await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.chatMessage(threadId, again.body.message.id) }));
    await expect.poll(async () => (await getMedia(medium.id, { consistent: true }))?.claim, { timeout: 15_000, interval: 200 }).toBeNull();

    // The uploader deletes it while a message shows it: the message drops it in the same write.
    const shown = await send(a, { message: 'last time', media_ids: [medium.id] });
    expect((await api<any>('DELETE', `/media/${medium.id}`, { auth: a.auth })).status).toBe(200);
    const after = (await api<any>('GET', `/chat/messages/${threadId}`, { auth: b.auth })).body.messages.find((m: any) => m.id === shown.body.message.id);
    expect(after.media).toEqual([]);
  });
});

describe('link previews', () => {
  it('a message with a link shows its preview, fetched from the page before the send', async () => {
    const sent = await send(a, { message: `Have a look: ${pageUrl}.` });
    expect(sent.status).toBe(201);
    expect(sent.body.message.meta.media_preview).toMatchObject({ title: 'A shared page', image: `${new URL(pageUrl).origin}/card.png`, url: pageUrl, type: 'meta_data' });
    // Seen by the other member as sent; an edit that keeps the link keeps the preview, one without a link drops it.
    expect((await api<any>('GET', `/chat/messages/${threadId}`, { auth: b.auth })).body.messages.at(-1).meta.media_preview.title).toBe('A shared page');
    const kept = await api<any>('POST', `/chat/messages/edit/${sent.body.message.id}`, { auth: a.auth, body: { message: `Still ${pageUrl}` } });
    expect(kept.body.message.meta.media_preview.title).toBe('A shared page');
    const dropped = await api<any>('POST', `/chat/messages/edit/${sent.body.message.id}`, { auth: a.auth, body: { message: 'No link now' } });
    expect(dropped.body.message.meta).toEqual({});
  });
});

describe('/chat/broadcast/auth', () => {
  it('answers what opens the live connection: a connect token that opens it', async () => {
    const got = await api<any>('GET', '/chat/broadcast/auth', { auth: a.auth });
    expect(got.status).toBe(200);
    expect(got.body).toEqual({ token: expect.any(String), expires_in: 60, live_url: expect.stringMatching(/^ws:\/\//) });
    // POST as a Pusher client sends it (its form fields are ignored).
    const posted = await api<any>('POST', '/chat/broadcast/auth', { auth: a.auth, body: { socket_id: '1.2', channel_name: 'private-chat' } });
    expect(posted.status).toBe(200);
    const client = await connectLive({ token: posted.body.token });
    await client.close();
    expect((await api<any>('GET', '/chat/broadcast/auth')).status).toBe(401);
  });
});
