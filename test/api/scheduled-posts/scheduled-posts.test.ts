/**
 * Scheduled posts (docs/scheduled-posts.md): POST /feeds with status scheduled, GET and PUT
 * /scheduled-posts, publish now, cancel (PUT /feeds status draft), delete; the publisher a
 * schedule invokes (called here directly, as Scheduler would, with {post_id, version}) and the
 * sweeper. Times are far ahead unless a test publishes, so no schedule fires meanwhile.
 */
import { describe, expect, it } from 'vitest';
import { handler as publish } from '#functions/publish-scheduled-post/index.ts';
import { getFeed } from '#features/feeds/feed-store.ts';
import { sweepScheduledPosts } from '#features/scheduled-posts/scheduled-post-service.ts';
import { deletePostSchedule } from '#features/feeds/post-schedules.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { expectForbidden, feedById, feedEvents, feedIdsOf, listFeeds, postFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';
import { waitFor } from '../../support/notifications.ts';

/** `YYYY-MM-DD HH:MM:SS` in UTC, at least `ms` from now (rounded up to the whole second, so never sooner). */
const utcIn = (ms: number): string => new Date(Math.ceil((Date.now() + ms) / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');
const HOUR = 3_600_000;
const asUtc = (local: string): number => Date.parse(`${local.replace(' ', 'T')}Z`);

async function setup() {
  const space = await createSpace({ privacy: 'public' });
  const [author, reader] = await Promise.all([createMember(), createMember()]);
  await addMember(space.slug, author.userId);
  await addMember(space.slug, reader.userId);
  return { space, author, reader };
}

async function schedule(auth: Auth, spaceId: number, body: Record<string, unknown> = {}) {
  const res = await postFeed(auth, { message: uniqueMessage('Scheduled'), space_id: spaceId, status: 'scheduled', scheduled_at: utcIn(HOUR), timezone: 'UTC', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.feed;
}

const scheduledList = async (auth: Auth, query: Record<string, string | number> = {}) => {
  const res = await api<any>('GET', '/scheduled-posts', { auth, query: { per_page: 100, ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const spaceFeedIds = async (auth: Auth, spaceId: number, mine: number[]) => feedIdsOf((await listFeeds(auth, { space_id: spaceId, per_page: 100 })).feeds.data, mine);
const homeIds = async (auth: Auth, mine: number[]) => feedIdsOf((await listFeeds(auth, { per_page: 100 })).feeds.data, mine);
const statusOf = async (id: number) => (await feedById(id, adminAuth)).body.feed?.status;

describe('scheduling a post (POST /feeds with status scheduled)', () => {
  it('creates it scheduled, shown to its author and administrators only, in no list, with no feed.created', async () => {
    const { space, author, reader } = await setup();
    const at = utcIn(2 * HOUR);
    const res = await postFeed(author.auth, { message: uniqueMessage('Later'), space_id: space.id, status: 'scheduled', scheduled_at: at, timezone: 'UTC' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const post = res.body.feed;
    expect(post).toMatchObject({ status: 'scheduled', scheduled_at: at, timezone: 'UTC', auto_publish: true, published_at: null });
    expect(res.body.message).toEqual(expect.any(String));
    expect((await feedById(post.id, author.auth)).status).toBe(200);
    expect((await feedById(post.id, adminAuth)).status).toBe(200);
    expect((await feedById(post.id, reader.auth)).status).toBe(404);
    expect((await feedById(post.id)).status).toBe(404);
    expect(await spaceFeedIds(adminAuth, space.id, [post.id])).toEqual([]);
    expect(await homeIds(reader.auth, [post.id])).toEqual([]);
    expect(await feedEvents('feed.created', post.id)).toHaveLength(0);
    // Listed to its author and administrators (filters user_id, space_id, dates), not to others.
    expect(feedIdsOf((await scheduledList(author.auth)).posts, [post.id])).toEqual([post.id]);
    expect(feedIdsOf((await scheduledList(reader.auth)).posts, [post.id])).toEqual([]);
    expect(feedIdsOf((await scheduledList(reader.auth, { user_id: author.userId })).posts, [post.id])).toEqual([]);
    const day = at.slice(0, 10);
    expect(feedIdsOf((await scheduledList(adminAuth, { user_id: author.userId, space_id: space.id, date_from: day, date_to: day })).posts, [post.id])).toEqual([post.id]);
    expect(feedIdsOf((await scheduledList(adminAuth, { space_id: space.id })).posts, [post.id])).toEqual([post.id]);
    expect(feedIdsOf((await scheduledList(adminAuth, { user_id: reader.userId })).posts, [post.id])).toEqual([]);
    expect(feedIdsOf((await scheduledList(adminAuth, { date_from: '2099-01-01' })).posts, [post.id])).toEqual([]);
    const mine = await scheduledList(author.auth, { per_page: 1 });
    expect(mine.pagination).toEqual({ total: 1, per_page: 1, current_page: 1, total_pages: 1 });
    expect(mine.posts[0]).toMatchObject({ id: post.id, xprofile: expect.any(Object), space: expect.objectContaining({ id: space.id }) });
  });

  it('refuses a time not in the future, a bad time zone, a missing or malformed time', async () => {
    const { space, author } = await setup();
    const base = { message: uniqueMessage(), space_id: space.id, status: 'scheduled' };
    expectError(await postFeed(author.auth, { ...base, scheduled_at: utcIn(-60_000), timezone: 'UTC' }), 400, 'invalid_scheduled_time');
    const badZone = await postFeed(author.auth, { ...base, scheduled_at: utcIn(HOUR), timezone: 'Mars/Olympus' });
    expectError(badZone, 400, 'rest_invalid_param');
    expect(JSON.stringify(badZone.body)).toContain('timezone');
    const missing = await postFeed(author.auth, base);
    expectError(missing, 400, 'rest_invalid_param');
    expect(JSON.stringify(missing.body)).toContain('scheduled_at');
    expectError(await postFeed(author.auth, { ...base, scheduled_at: '2099-02-30 10:00:00' }), 400, 'rest_invalid_param');
    // Still not a status a change may ask for.
    const post = await schedule(author.auth, space.id);
    expectError(await api<any>('PUT', `/feeds/${post.id}`, { auth: author.auth, body: { status: 'scheduled' } }), 400, 'rest_invalid_param');
  });

  it('reads scheduled_at in the given time zone across a daylight-saving change', async () => {
    const { space } = await setup();
    const year = new Date().getUTCFullYear() + 1;
    // Berlin: CET (+1) until the last Sunday of March, CEST (+2) after; back on the last Sunday of October.
    const lastSunday = (month: number) => {
      const d = new Date(Date.UTC(year, month + 1, 0));
      return d.getUTCDate() - d.getUTCDay();
    };
    const march = lastSunday(2);
    const october = lastSunday(9);
    const cases = [
      [`${year}-03-${march - 1} 12:00:00`, `${year}-03-${march - 1}T11:00:00Z`],
      [`${year}-03-${march} 12:00:00`, `${year}-03-${march}T10:00:00Z`],
      [`${year}-10-${october} 01:30:00`, `${year}-10-${october - 1}T23:30:00Z`],
      [`${year}-10-${october} 12:00:00`, `${year}-10-${october}T11:00:00Z`],
    ] as const;
    for (const [local, utc] of cases) {
      const post = await schedule(adminAuth, space.id, { scheduled_at: local, timezone: 'Europe/Berlin' });
      expect(post).toMatchObject({ scheduled_at: local, timezone: 'Europe/Berlin' });
      // The instant the schedule and the due-time index use (not shown in answers).
      expect((await getFeed(post.id, { consistent: true }))?.schedule?.at).toBe(new Date(utc).toISOString());
    }
  });

  it('defaults the time zone to the site setting', async () => {
    const { space, author } = await setup();
    const post = await schedule(author.auth, space.id, { timezone: undefined });
    const site = await api<any>('GET', '/settings/timezone', { auth: adminAuth });
    expect(site.status, JSON.stringify(site.body)).toBe(200);
    expect(post.timezone).toBe(site.body.data.value);
  });
});

describe('managing scheduled posts', () => {
  it('reschedules: one schedule, a new version, the old version does nothing', async () => {
    const { space, author, reader } = await setup();
    const post = await schedule(author.auth, space.id);
    const at = utcIn(3 * HOUR);
    const res = await api<any>('PUT', `/scheduled-posts/${post.id}`, { auth: author.auth, body: { scheduled_at: at } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: post.id, scheduled_at: at, timezone: 'UTC', updated_at: expect.any(String), message: expect.any(String) });
    expect((await getFeed(post.id, { consistent: true }))?.schedule?.version).toBe(2);
    await publish({ post_id: post.id, version: 1 });
    expect(await statusOf(post.id)).toBe('scheduled');
    // Someone else's post, a past time, a post that is not scheduled.
    expectError(await api<any>('PUT', `/scheduled-posts/${post.id}`, { auth: reader.auth, body: { scheduled_at: at } }), 404, 'feed_not_found');
    expectError(await api<any>('PUT', `/scheduled-posts/${post.id}`, { auth: author.auth, body: { scheduled_at: utcIn(-HOUR) } }), 400, 'invalid_scheduled_time');
    expectError(await api<any>('PUT', `/scheduled-posts/${post.id}`, { auth: author.auth, body: { scheduled_at: at, timezone: 'Nowhere/Else' } }), 400, 'rest_invalid_param');
    const open = await postFeed(author.auth, { message: uniqueMessage(), space_id: space.id });
    expectError(await api<any>('PUT', `/scheduled-posts/${open.body.feed.id}`, { auth: author.auth, body: { scheduled_at: at } }), 404, 'scheduled_post_not_found');
    expectForbidden(await api<any>('PUT', `/scheduled-posts/${open.body.feed.id}`, { auth: reader.auth, body: { scheduled_at: at } }));
    // An administrator manages anyone's.
    expect((await api<any>('PUT', `/scheduled-posts/${post.id}`, { auth: adminAuth, body: { scheduled_at: at, timezone: 'Europe/Berlin' } })).body.timezone).toBe('Europe/Berlin');
  });

  it('publishes now: in the lists with one feed.created; a late schedule does nothing', async () => {
    const { space, author, reader } = await setup();
    const post = await schedule(author.auth, space.id);
    expectError(await api<any>('POST', `/scheduled-posts/publish/${post.id}`, { auth: reader.auth }), 404, 'feed_not_found');
    const res = await api<any>('POST', `/scheduled-posts/publish/${post.id}`, { auth: author.auth });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: post.id, status: 'published', published_at: expect.any(String), message: expect.any(String) });
    expect(await spaceFeedIds(reader.auth, space.id, [post.id])).toEqual([post.id]);
    await publish({ post_id: post.id, version: 1 });
    expect(await feedEvents('feed.created', post.id)).toHaveLength(1);
    expectError(await api<any>('POST', `/scheduled-posts/publish/${post.id}`, { auth: author.auth }), 404, 'scheduled_post_not_found');
    expect(feedIdsOf((await scheduledList(author.auth)).posts, [post.id])).toEqual([]);
  });

  it('cancels with PUT /feeds status draft, and a deleted post is not published', async () => {
    const { space, author } = await setup();
    const cancelled = await schedule(author.auth, space.id);
    const res = await api<any>('PUT', `/feeds/${cancelled.id}`, { auth: author.auth, body: { status: 'draft' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.feed.status).toBe('draft');
    expect(feedIdsOf((await scheduledList(author.auth)).posts, [cancelled.id])).toEqual([]);
    await publish({ post_id: cancelled.id, version: 1 });
    expect(await statusOf(cancelled.id)).toBe('draft');

    const deleted = await schedule(author.auth, space.id);
    expect((await api<any>('DELETE', `/feeds/${deleted.id}`, { auth: author.auth })).status).toBe(200);
    await publish({ post_id: deleted.id, version: 1 });
    expect((await feedById(deleted.id, adminAuth)).status).toBe(404);
    expect(await feedEvents('feed.created', cancelled.id)).toHaveLength(0);
    expect(await feedEvents('feed.created', deleted.id)).toHaveLength(0);
  });
});

describe('publishing (the schedule\'s target, called as Scheduler would)', () => {
  it('waits out an early call, publishes once when called twice, into the space and home feeds', async () => {
    const { space, author, reader } = await setup();
    const due = utcIn(5_000);
    const post = await schedule(author.auth, space.id, { scheduled_at: due });
    // Scheduler may fire anywhere in the minute: both calls come early and at once.
    await Promise.all([publish({ post_id: post.id, version: 1 }), publish({ post_id: post.id, version: 1 })]);
    expect(Date.now()).toBeGreaterThanOrEqual(asUtc(due));
    const read = (await feedById(post.id, reader.auth)).body.feed;
    expect(read.status).toBe('published');
    expect(asUtc(read.published_at)).toBeGreaterThanOrEqual(asUtc(due));
    await publish({ post_id: post.id, version: 1 });
    expect(await spaceFeedIds(reader.auth, space.id, [post.id])).toEqual([post.id]);
    expect(await homeIds(reader.auth, [post.id])).toEqual([post.id]);
    const created = await feedEvents('feed.created', post.id);
    expect(created).toHaveLength(1);
    expect(created[0]?.actor_id).toBe(author.userId);
    // The notifications of a new post follow, to the space's members.
    await waitFor(reader, 'space_feed/created', post.id);
  });

  it('never skips moderation: a member\'s post due in a space that requires approval enters pending; a moderator\'s is published', async () => {
    const space = await createSpace({ privacy: 'public', settings: { require_approval: true } });
    const [author, reader, moderator] = await Promise.all([createMember(), createMember(), createMember()]);
    await addMember(space.slug, author.userId);
    await addMember(space.slug, reader.userId);
    await addMember(space.slug, moderator.userId, { role: 'moderator' });
    const due = utcIn(5_000);
    const [mine, theirs] = [await schedule(author.auth, space.id, { scheduled_at: due }), await schedule(moderator.auth, space.id, { scheduled_at: due })];
    await Promise.all([publish({ post_id: mine.id, version: 1 }), publish({ post_id: theirs.id, version: 1 })]);
    expect((await feedById(mine.id, author.auth)).body.feed.status).toBe('pending');
    expect((await feedById(mine.id, reader.auth)).status).toBe(404);
    expect((await feedById(mine.id, moderator.auth)).body.feed.status).toBe('pending');
    expect(await feedEvents('feed.created', mine.id)).toHaveLength(0);
    expect((await feedById(theirs.id, reader.auth)).body.feed.status).toBe('published');
    expect(await spaceFeedIds(reader.auth, space.id, [mine.id, theirs.id])).toEqual([theirs.id]);
    // Publish now by the author is no way around it either.
    const later = await schedule(author.auth, space.id);
    const now = await api<any>('POST', `/scheduled-posts/publish/${later.id}`, { auth: author.auth });
    expect(now.status, JSON.stringify(now.body)).toBe(200);
    expect(now.body.status).toBe('pending');
  });

  it('leaves a post with auto_publish false to its author: neither the publisher nor the sweeper publish it', async () => {
    const { space, author } = await setup();
    const due = utcIn(3_000);
    const post = await schedule(author.auth, space.id, { scheduled_at: due, auto_publish: false });
    expect(post.auto_publish).toBe(false);
    await publish({ post_id: post.id, version: 1 });
    expect((await sweepScheduledPosts(new Date(asUtc(due) + 10 * 60_000))).post_ids).not.toContain(post.id);
    expect(await statusOf(post.id)).toBe('scheduled');
    expect((await api<any>('POST', `/scheduled-posts/publish/${post.id}`, { auth: author.auth })).body.status).toBe('published');
  });

  it('the sweeper publishes a post whose schedule was lost, once its grace period passed', async () => {
    const { space, author, reader } = await setup();
    const due = utcIn(4_000);
    const post = await schedule(author.auth, space.id, { scheduled_at: due });
    await deletePostSchedule(post.id);
    // Too soon: within the grace period nothing is caught.
    expect((await sweepScheduledPosts(new Date(asUtc(due)))).post_ids).not.toContain(post.id);
    const swept = await sweepScheduledPosts(new Date(asUtc(due) + 10 * 60_000));
    expect(swept.post_ids).toContain(post.id);
    expect(swept.caught).toBeGreaterThanOrEqual(1);
    expect(await spaceFeedIds(reader.auth, space.id, [post.id])).toEqual([post.id]);
    expect(await feedEvents('feed.created', post.id)).toHaveLength(1);
    expect((await sweepScheduledPosts(new Date(asUtc(due) + 10 * 60_000))).post_ids).not.toContain(post.id);
  });
});
