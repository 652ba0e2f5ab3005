/**
 * Live updates over WebSockets (docs/live-updates.md) with real clients against the local stack:
 * connecting (a connect token, Basic, refused without), ping, subscriptions with their visibility
 * check, delivery of posts, comments, reaction counts and notifications, a member who leaves a
 * private space hearing no more, course progress, the limits, presence, the fan-out queue, catching
 * up, and a closed connection cleaned up. One public and one private space, a few members; waits are
 * on messages, never sleeps: silence is proven once a member's client (a witness) has the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { addMember, createSpace } from '../../support/spaces.ts';
import { connectLive, subscribe, type LiveClient } from '../../support/live.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { publishedCourse } from '../../support/courses.ts';

let author: TestMember;
let reader: TestMember;
let outsider: TestMember;
let open: { id: number; slug: string };
let closed: { id: number; slug: string };
const clients: LiveClient[] = [];

const connect = async (how: Parameters<typeof connectLive>[0]) => {
  const c = await connectLive(how);
  clients.push(c);
  return c;
};

const liveToken = async (auth: TestMember['auth']) => {
  const res = await api<any>('POST', '/live/token', { auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

beforeAll(async () => {
  [author, reader, outsider] = await Promise.all([createMember(), createMember(), createMember()]);
  [open, closed] = await Promise.all([createSpace({ privacy: 'public' }), createSpace({ privacy: 'private' })]);
  await Promise.all([
    addMember(open.slug, author.userId),
    addMember(open.slug, reader.userId),
    addMember(open.slug, outsider.userId),
    addMember(closed.slug, author.userId),
    addMember(closed.slug, reader.userId),
  ]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
});

describe('connecting', () => {
  it('opens with a connect token from POST /live/token, answers ping, and removes a closed connection', async () => {
    const issued = await liveToken(reader.auth);
    expect(issued).toMatchObject({ expires_in: 60, live_url: expect.stringMatching(/^ws:\/\//) });
    const c = await connect({ token: issued.token });
    c.send({ action: 'ping' });
    await c.next((m) => m.type === 'pong');
    const { userConnections } = await import('#features/live/live-store.ts');
    const before = (await userConnections(reader.userId)).length;
    expect(before).toBeGreaterThan(0);
    await c.close();
    expect(await pollUntil(async () => (await userConnections(reader.userId)).length, (n) => n === before - 1, { timeoutMs: 3000, intervalMs: 50 })).toBe(before - 1);
  });

  it('opens with Basic credentials and refuses without credentials, with wrong ones, and with a REST token as connect token', async () => {
    const c = await connect({ auth: author.auth });
    c.send({ action: 'ping' });
    await c.next((m) => m.type === 'pong');
    await expect(connectLive({})).rejects.toMatchObject({ status: 401 });
    await expect(connectLive({ auth: { basic: [author.username, 'wrong-password'] } })).rejects.toMatchObject({ status: 401 });
    const rest = await api<any>('POST', '/auth/token', { auth: author.auth });
    await expect(connectLive({ token: rest.body.access_token })).rejects.toMatchObject({ status: 401 });
    // A connect token is no REST credential either.
    const issued = await liveToken(author.auth);
    expect((await api<any>('GET', '/auth/app-passwords', { auth: { bearer: issued.token } })).status).toBe(401);
  });

  it('answers bad messages with an error message and keeps the connection', async () => {
    const c = await connect({ auth: outsider.auth });
    c.send('not json');
    await c.next((m) => m.type === 'error' && m.code === 'invalid_json');
    c.send({ action: 'subscribe', channel: 'space:abc' });
    await c.next((m) => m.type === 'error' && m.code === 'invalid_channel');
    c.send({ action: 'ping', pad: 'x'.repeat(5000) });
    await c.next((m) => m.type === 'error' && m.code === 'message_too_large');
    c.send({ action: 'ping' });
    await c.next((m) => m.type === 'pong');
  });
});

describe('channels', () => {
  it('a subscriber of a space sees a new post within a second, in the feed shape', async () => {
    const c = await connect({ auth: reader.auth });
    expect(await subscribe(c, `space:${open.id}`)).toMatchObject({ type: 'subscribed' });
    const started = Date.now();
    const post = await createFeed(author.auth, { space: open.slug });
    const got = await c.next((m) => m.type === 'event' && m.event === 'feed.created' && m.data.id === post.id, 1000);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(got).toMatchObject({ channel: `space:${open.id}`, id: expect.stringMatching(/^[0-9a-f]{32}$/) });
    // What GET /feeds/{id}/by-id answers the reader, field for field except the counters that moved since.
    const shown = (await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: reader.auth })).body.feed;
    expect(Object.keys(got.data).sort()).toEqual(Object.keys(shown).sort());
    expect(got.data.message_rendered).toBe(shown.message_rendered);
  });

  it('refuses a private space to a non-member, who then receives nothing of it', async () => {
    const c = await connect({ auth: outsider.auth });
    expect(await subscribe(c, `space:${closed.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await subscribe(c, `space:999999999`)).toMatchObject({ type: 'error', code: 'not_found' });
    // A member's client is the witness: once it has the post, the channel's delivery is done.
    const witness = await connect({ auth: reader.auth });
    await subscribe(witness, `space:${closed.id}`);
    const post = await createFeed(author.auth, { space: closed.slug });
    await witness.next((m) => m.event === 'feed.created' && m.data.id === post.id);
    expect(c.received.filter((m) => m.type === 'event')).toEqual([]);
  });

  it('a comment, the reaction count and the author\'s notification arrive', async () => {
    const post = await createFeed(author.auth, { space: open.slug });
    const [watcher, owner] = [await connect({ auth: reader.auth }), await connect({ auth: author.auth })];
    await subscribe(watcher, `post:${post.id}`);
    await subscribe(owner, 'notifications');
    const res = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: reader.auth, body: { comment: 'Live comment' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const comment = await watcher.next((m) => m.event === 'comment.created' && m.channel === `post:${post.id}`);
    expect(comment.data).toMatchObject({ post_id: post.id, message: 'Live comment' });
    expect(comment.data).not.toHaveProperty('post_user_id');
    const told = await owner.next((m) => m.event === 'notification.created' && m.channel === 'notifications');
    expect(told.data.unread_count).toBeGreaterThanOrEqual(1);
    expect(told.data.notification).toMatchObject({ feed_id: post.id });
    expect((await api<any>('POST', `/feeds/${post.id}/react`, { auth: outsider.auth, body: { react_type: 'like' } })).status).toBe(200);
    const reacted = await watcher.next((m) => m.event === 'reaction.added');
    expect(reacted.data).toEqual({ post_id: post.id, object_type: 'feed', reactions_count: 1 });
  });

  it('a member who leaves a private space stops receiving it', async () => {
    const leaver = await createMember();
    await addMember(closed.slug, leaver.userId);
    const [c, witness] = [await connect({ auth: leaver.auth }), await connect({ auth: reader.auth })];
    await subscribe(c, `space:${closed.id}`);
    await subscribe(witness, `space:${closed.id}`);
    const first = await createFeed(author.auth, { space: closed.slug });
    await c.next((m) => m.event === 'feed.created' && m.data.id === first.id);
    expect((await api<any>('POST', `/spaces/${closed.slug}/leave`, { auth: leaver.auth })).status).toBe(200);
    const second = await createFeed(author.auth, { space: closed.slug });
    await witness.next((m) => m.event === 'feed.created' && m.data.id === second.id);
    expect(c.received.filter((m) => m.event === 'feed.created' && m.data.id === second.id)).toEqual([]);
  });
});

describe('course progress', () => {
  it('a student hears their own progress in a course; a member not enrolled is refused', async () => {
    const { course, lessons } = await publishedCourse(adminAuth, 1, { privacy: 'public' });
    const student = await createMember();
    expect((await api<any>('POST', `/courses/${course.id}/enroll`, { auth: student.auth })).status).toBe(200);
    const c = await connect({ auth: student.auth });
    expect(await subscribe(c, `course:${course.id}`)).toMatchObject({ type: 'subscribed' });
    const other = await connect({ auth: outsider.auth });
    expect(await subscribe(other, `course:${course.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(await subscribe(other, `course:${open.id}`)).toMatchObject({ type: 'error', code: 'not_found' });
    const done = await api<any>('POST', `/courses/${course.id}/lessons/${lessons[0]}/complete`, { auth: student.auth });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await c.next((m) => m.event === 'lesson.completed')).data).toMatchObject({ lesson_id: lessons[0], user_id: student.userId });
    await c.next((m) => m.event === 'course.completed' && m.channel === `course:${course.id}`);
  });
});

describe('limits', () => {
  it('refuses messages past 10 a second on a connection, keeping it open', async () => {
    const c = await connect({ auth: outsider.auth });
    for (let i = 0; i < 25; i++) c.send({ action: 'ping' });
    await c.next((m) => m.type === 'error' && m.code === 'too_many_requests');
    await expect.poll(() => c.received.filter((m) => m.type === 'pong' || m.code === 'too_many_requests').length, { timeout: 3000 }).toBe(25);
    expect(c.received.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(20);
  });

  it('bounds a connection\'s channels (3 in the test stack) and closes a member\'s oldest connection past 10', async () => {
    const member = await createMember();
    const first = await connect({ auth: member.auth });
    const closedFirst = new Promise<number>((resolve) => first.ws.once('close', (code) => resolve(code)));
    const post = await createFeed(reader.auth, { space: open.slug });
    for (const channel of ['notifications', `space:${open.id}`, `post:${post.id}`]) expect(await subscribe(first, channel)).toMatchObject({ type: 'subscribed' });
    expect(await subscribe(first, `space:${closed.id}`)).toMatchObject({ type: 'error', code: 'forbidden' });
    await addMember(closed.slug, member.userId);
    expect(await subscribe(first, `space:${closed.id}`)).toMatchObject({ type: 'error', code: 'too_many_subscriptions' });
    // Again to a channel it follows: nothing changes.
    expect(await subscribe(first, 'notifications')).toMatchObject({ type: 'subscribed' });
    // Unsubscribing frees a place.
    first.send({ action: 'unsubscribe', channel: `post:${post.id}` });
    await first.next((m) => m.type === 'unsubscribed' && m.channel === `post:${post.id}`);
    expect(await subscribe(first, `space:${closed.id}`)).toMatchObject({ type: 'subscribed' });
    for (let i = 0; i < 10; i++) await connect({ auth: member.auth });
    expect(await closedFirst).toBe(1000);
    const { userConnections } = await import('#features/live/live-store.ts');
    expect(await pollUntil(async () => (await userConnections(member.userId)).length, (n) => n === 10, { timeoutMs: 3000, intervalMs: 50 })).toBe(10);
  });
});

describe('presence', () => {
  it('a connected member shows in GET /members/active, and subscribers of presence hear them come and go', async () => {
    const present = await createMember();
    const listed = async () => ((await api<any>('GET', '/members/active', { auth: adminAuth, query: { minutes: 5, per_page: 100 } })).body.data as any[]).find((r) => r.id === present.userId);
    expect(await listed()).toBeUndefined();
    const watcher = await connect({ auth: reader.auth });
    expect(await subscribe(watcher, 'presence')).toMatchObject({ type: 'subscribed' });
    // Basic credentials on the WebSocket itself: no REST request refreshes the member's activity.
    const c = await connectLive({ auth: present.auth });
    expect(await listed()).toMatchObject({ id: present.userId, is_online: true });
    expect((await watcher.next((m) => m.event === 'presence.online' && m.data.user_id === present.userId)).data).toMatchObject({ is_online: true });
    await c.close();
    expect((await watcher.next((m) => m.event === 'presence.offline' && m.data.user_id === present.userId)).data).toMatchObject({ is_online: false });
  });
});

describe('delivery at scale and catching up', () => {
  it('a channel past the fan-out threshold (3 in the test stack) reaches every subscriber through the fan-out queue', async () => {
    const many = await Promise.all(Array.from({ length: 5 }, () => connect({ auth: reader.auth })));
    for (const c of many) await subscribe(c, `space:${open.id}`);
    const post = await createFeed(outsider.auth, { space: open.slug });
    await Promise.all(many.map((c) => c.next((m) => m.event === 'feed.created' && m.data.id === post.id, 2000)));
  });

  it('a client reconnecting with the last event id it saw receives what it missed, or is told to reload', async () => {
    const first = await connect({ auth: author.auth });
    await subscribe(first, `space:${closed.id}`);
    const seen = await createFeed(reader.auth, { space: closed.slug });
    const last = await first.next((m) => m.event === 'feed.created' && m.data.id === seen.id);
    await first.close();
    const missed = await createFeed(reader.auth, { space: closed.slug });
    // Wait until the router has kept it for the channel.
    const { readLog } = await import('#features/live/live-store.ts');
    expect(await pollUntil(async () => (await readLog(`space:${closed.id}`, last.id, 10)).messages.length, (n) => n >= 1, { timeoutMs: 3000, intervalMs: 50 })).toBeGreaterThanOrEqual(1);
    const again = await connect({ auth: author.auth });
    expect(await subscribe(again, `space:${closed.id}`, last.id)).toMatchObject({ type: 'subscribed' });
    const caught = await again.next((m) => m.event === 'feed.created' && m.data.id === missed.id);
    expect(caught.id > last.id).toBe(true);
    expect(again.received.some((m) => m.event === 'feed.created' && m.data.id === seen.id)).toBe(false);
    // A non-member catching up gets nothing of a private space: refused before anything is sent.
    const stranger = await connect({ auth: outsider.auth });
    expect(await subscribe(stranger, `space:${closed.id}`, last.id)).toMatchObject({ type: 'error', code: 'forbidden' });
    expect(stranger.received.filter((m) => m.type === 'event')).toEqual([]);
    // Older than what is kept: reload.
    await subscribe(again, `post:${missed.id}`, '0'.repeat(32));
    await again.next((m) => m.type === 'reload' && m.channel === `post:${missed.id}`);
  });
});
