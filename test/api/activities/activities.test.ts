/**
 * The activity history (docs/activities.md). Activities are written by the stream router from the
 * outbox in the background, so each check polls until the expected state, never a fixed sleep.
 * Other test files write activities too: lists are narrowed to this file's members and spaces.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { outboxEvents } from '../../support/events.ts';
import { createFeed } from '../../support/feeds.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { DATETIME, token, XPROFILE_KEYS } from '../../support/identity.ts';
import { addMember, createSpace, expectError, join, memberOf, sortedKeys } from '../../support/spaces.ts';

const ACTIVITY_KEYS = [
  'id', 'user_id', 'action_type', 'object_id', 'object_type', 'space_id', 'message', 'meta', 'route', 'xprofile', 'created_at', 'updated_at',
];

type Query = Record<string, string | number>;

async function activities(auth: Auth, query: Query = {}): Promise<any> {
  const res = await api<any>('GET', '/activities', { auth, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Polls GET /activities until `check` passes on its rows (at most ~10 s), and returns the body. */
async function eventually(auth: Auth, query: Query, check: (rows: any[], body: any) => boolean, timeoutMs = 10_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await activities(auth, { per_page: 100, ...query });
    if (check(body.activities.data, body)) return body;
    if (Date.now() > deadline) throw new Error(`activities never matched: ${JSON.stringify(body.activities.data.map((a: any) => [a.action_type, a.object_id]))}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/**
 * The list of everybody's activities since today, page by page (cursor), until `stop` matches a row
 * (other test files write activities meanwhile, so what is looked for may be pages deep).
 */
async function allUntil(auth: Auth, stop: (row: any) => boolean, maxPages = 30): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < maxPages; i++) {
    const body = await activities(auth, { per_page: 100, date_from: today(), ...(cursor ? { cursor } : {}) });
    rows.push(...body.activities.data);
    if (body.activities.data.some(stop)) return rows;
    cursor = body.activities.next_cursor ?? undefined;
    if (!cursor) break;
  }
  throw new Error('the list of everybody\'s activities never reached the expected row');
}

const historyOf = (m: TestMember, count: number, auth: Auth = m.auth): Promise<any> =>
  eventually(auth, { 'context[user_id]': m.userId }, (rows) => rows.length >= count);

const ok = async (method: string, path: string, auth: Auth, body?: unknown): Promise<any> => {
  const res = await api<any>(method, path, { auth, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

const today = () => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The stored counter of a member's activities. */
async function userCount(userId: number): Promise<number> {
  const { batchGet, itemKeyOf } = await import('#platform/data/queries.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const found = await batchGet([keys.userActivitiesCount(userId)], { consistent: true });
  return Number(found.get(itemKeyOf(keys.userActivitiesCount(userId)))?.['count'] ?? 0);
}

describe('activities', () => {
  it('records each action with its type, object, route, message and the actor\'s xprofile', async () => {
    const space = await createSpace({ title: `Acts <b>${token('ac')}</b>` });
    const [author, b] = [await memberOf(space), await createMember()];
    await join(space.slug, b.auth);
    const post = await createFeed(author.auth, { space: space.slug, title: `Hello <i>${token('t')}</i>` });
    const comment = (await ok('POST', `/feeds/${post.id}/comments`, b.auth, { comment: `Nice ${token('c')}` })).comment;
    await ok('POST', `/feeds/${post.id}/react`, b.auth, { react_type: 'like' });
    await ok('POST', `/feeds/${post.id}/react`, b.auth, { react_type: 'bookmark' });
    // A repeated bookmark adds nothing (no event, no activity).
    await ok('POST', `/feeds/${post.id}/react`, b.auth, { react_type: 'bookmark' });
    await ok('POST', `/profile/${author.username}/follow`, b.auth);
    await ok('PUT', `/profile/${b.username}`, b.auth, { short_description: 'Changed' });

    const body = await historyOf(b, 6);
    expect(sortedKeys(body)).toEqual(['activities', 'after_contents', 'before_contents']);
    expect(body.after_contents).toBe('');
    expect(body.before_contents).toBe('');
    expect(body.activities).toMatchObject({ total: 6, per_page: 100, current_page: 1, has_more: false, next_cursor: null });
    const rows = body.activities.data;
    // Newest first.
    expect(rows.map((a: any) => a.action_type)).toEqual(['profile_updated', 'follow_user', 'bookmark_added', 'reaction_added', 'comment_added', 'space_joined']);
    for (const a of rows) {
      expect(sortedKeys(a)).toEqual([...ACTIVITY_KEYS].sort());
      expect(a.id).toEqual(expect.any(Number));
      expect(a.user_id).toBe(b.userId);
      expect(a.created_at).toMatch(DATETIME);
      expect(a.updated_at).toBe(a.created_at);
      expect(sortedKeys(a.xprofile)).toEqual([...XPROFILE_KEYS].sort());
      expect(a.xprofile.user_id).toBe(b.userId);
      expect(a.xprofile.last_activity).toMatch(DATETIME);
      expect(a.message).toContain(`<a href="/u/${b.username}">${b.username}</a>`);
    }
    const byType = Object.fromEntries(rows.map((a: any) => [a.action_type, a]));
    const postRoute = { name: 'space_feed', params: { space: space.slug, feed_slug: post.slug } };
    expect(byType.comment_added).toMatchObject({ object_type: 'comment', object_id: comment.id, space_id: space.id, route: { ...postRoute, query: { comment_id: String(comment.id) } } });
    expect(byType.reaction_added).toMatchObject({ object_type: 'feed', object_id: post.id, space_id: space.id, route: postRoute });
    expect(byType.bookmark_added).toMatchObject({ object_type: 'feed', object_id: post.id, space_id: space.id, route: postRoute });
    expect(byType.space_joined).toMatchObject({ object_type: 'space', object_id: space.id, space_id: space.id, route: { name: 'space_feeds', params: { space: space.slug } } });
    expect(byType.follow_user).toMatchObject({ object_type: 'user', object_id: author.userId, space_id: null, route: { name: 'user_profile', params: { username: author.username } } });
    expect(byType.follow_user.message).toContain(`started following <a href="/u/${author.username}">`);
    expect(byType.profile_updated).toMatchObject({ object_type: 'user', object_id: b.userId, space_id: null, route: { name: 'user_profile', params: { username: b.username } } });
    // User text is escaped.
    expect(byType.comment_added.message).toContain('&lt;i&gt;');
    expect(byType.comment_added.message).toContain('&lt;b&gt;');
    expect(byType.comment_added.message).not.toContain('<i>');

    const mine = (await historyOf(author, 2)).activities.data;
    expect(mine.map((a: any) => a.action_type)).toEqual(['post_created', 'space_joined']);
    expect(mine[0]).toMatchObject({ object_type: 'feed', object_id: post.id, space_id: space.id, route: postRoute });
    expect(mine[0].message).toMatch(/^<a href="\/u\/[^"]+">[^<]+<\/a> published a new post <b>Hello &lt;i&gt;.*<\/b> in <b>Acts &lt;b&gt;/);
    // The space's creation is the administrator's (who created it).
    const created = await eventually(b.auth, { 'context[type]': 'space', 'context[space_id]': space.id, action_type: 'space_created' }, (rows) => rows.length === 1);
    expect(created.activities.data[0]).toMatchObject({ object_type: 'space', object_id: space.id, space_id: space.id, route: { name: 'space_feeds', params: { space: space.slug } } });
    expect(created.activities.data[0].message).toMatch(/created the space <b>Acts &lt;b&gt;/);
  });

  it('records a profile post with the single_feed route and a member added by a manager as the one who joined', async () => {
    const m = await createMember();
    const post = await createFeed(m.auth, { title: `Profile post ${token('pp')}` });
    const space = await createSpace();
    await addMember(space.slug, m.userId);
    const rows = (await historyOf(m, 2)).activities.data;
    expect(rows.map((a: any) => a.action_type)).toEqual(['space_joined', 'post_created']);
    expect(rows[0]).toMatchObject({ user_id: m.userId, object_id: space.id });
    expect(rows[1]).toMatchObject({ space_id: null, route: { name: 'single_feed', params: { feed_slug: post.slug } } });
    expect(rows[1].message).not.toContain(' in <b>');
  });

  it('filters by context, action_type, user_id, space_id and dates, pages with real totals and cursors', async () => {
    const space = await createSpace();
    const [a, b] = [await memberOf(space), await memberOf(space)];
    for (let i = 0; i < 3; i++) await createFeed(a.auth, { space: space.slug, title: `A${i} ${token('f')}` });
    await createFeed(b.auth, { space: space.slug });
    // a: joined + 3 posts; b: joined + 1 post.
    await historyOf(a, 4);
    await historyOf(b, 2);

    const spaceQ = { 'context[type]': 'space', 'context[space_id]': space.id };
    // The administrator's space_created, two joins, four posts.
    const all = await eventually(a.auth, spaceQ, (rows) => rows.length >= 7);
    expect(all.activities.total).toBe(7);
    expect(all.activities.data.every((x: any) => x.space_id === space.id)).toBe(true);

    const posts = await activities(a.auth, { ...spaceQ, action_type: 'post_created' });
    expect(posts.activities.data).toHaveLength(4);
    expect(posts.activities.total).toBe(4);
    const aPosts = await activities(b.auth, { ...spaceQ, action_type: 'post_created', user_id: a.userId });
    expect(aPosts.activities.data.map((x: any) => x.user_id)).toEqual([a.userId, a.userId, a.userId]);
    // space_id and user_id as plain filters pick the same lists.
    expect((await activities(b.auth, { space_id: space.id, user_id: a.userId, action_type: 'post_created' })).activities.data).toHaveLength(3);
    expect((await activities(b.auth, { user_id: a.userId })).activities.total).toBe(4);
    expect((await activities(b.auth, { 'context[user_id]': a.userId, space_id: space.id, action_type: 'space_joined' })).activities.data).toHaveLength(1);
    // A context and a filter naming different members match nothing.
    expect((await activities(b.auth, { 'context[user_id]': a.userId, user_id: b.userId })).activities).toMatchObject({ data: [], total: 0 });

    // Dates are UTC days, both ends included.
    expect((await activities(a.auth, { 'context[user_id]': a.userId, date_from: today(), date_to: today() })).activities.data).toHaveLength(4);
    expect((await activities(a.auth, { 'context[user_id]': a.userId, date_from: dayOffset(1) })).activities.data).toHaveLength(0);
    expect((await activities(a.auth, { 'context[user_id]': a.userId, date_to: dayOffset(-1) })).activities.data).toHaveLength(0);
    for (const bad of ['2026-13-01', '21-11-2026', 'yesterday', '2026-02-30']) {
      expectError(await api('GET', '/activities', { auth: a.auth, query: { date_from: bad } }), 400, 'invalid_parameter');
    }
    expectError(await api('GET', '/activities', { auth: a.auth, query: { date_to: '2026/11/21' } }), 400, 'invalid_parameter');
    expectError(await api('GET', '/activities', { auth: a.auth, query: { action_type: 'post_deleted' } }), 400, 'rest_invalid_param');
    expectError(await api('GET', '/activities', { auth: a.auth, query: { per_page: 101 } }), 400, 'rest_invalid_param');
    expectError(await api('GET', '/activities', { auth: a.auth, query: { 'context[type]': 'space' } }), 400, 'rest_invalid_param');

    // Pages by number: the member's counter is the total.
    const p1 = await activities(a.auth, { 'context[user_id]': a.userId, per_page: 3 });
    expect(p1.activities).toMatchObject({ total: 4, per_page: 3, current_page: 1, has_more: true });
    const p2 = await activities(a.auth, { 'context[user_id]': a.userId, per_page: 3, page: 2 });
    expect(p2.activities).toMatchObject({ total: 4, current_page: 2, has_more: false, next_cursor: null });
    expect(p2.activities.data.map((x: any) => x.action_type)).toEqual(['space_joined']);
    // A cursor continues where the page ended.
    const c2 = await activities(a.auth, { 'context[user_id]': a.userId, per_page: 3, cursor: p1.activities.next_cursor });
    expect(c2.activities.data.map((x: any) => x.id)).toEqual(p2.activities.data.map((x: any) => x.id));
    const ids = [...p1.activities.data, ...p2.activities.data].map((x: any) => x.id);
    expect(new Set(ids).size).toBe(4);
    // A filtered list counts up to its page, plus one when more follow.
    const f1 = await activities(a.auth, { 'context[user_id]': a.userId, action_type: 'post_created', per_page: 2 });
    expect(f1.activities).toMatchObject({ total: 3, has_more: true });
    // Authentication, then one Query and one BatchGet (actors, spaces, memberships, the counter).
    const lists: Query[] = [{ 'context[user_id]': a.userId }, spaceQ, { ...spaceQ, action_type: 'space_joined' }];
    for (const query of lists) {
      const res = await api<any>('GET', '/activities', { auth: b.auth, query });
      expect(res.status).toBe(200);
      expect(serverTiming(res.headers).calls, JSON.stringify(query)).toBeLessThanOrEqual(3);
    }
    // Default per_page is 20.
    expect((await activities(a.auth, { 'context[user_id]': a.userId })).activities.per_page).toBe(20);
    // With no context: every space's activities (this space's among them).
    const everyone = await allUntil(a.auth, (x) => x.user_id === b.userId && x.action_type === 'post_created');
    expect(everyone.filter((x) => x.space_id === space.id && x.action_type === 'post_created').length).toBeGreaterThan(0);
  });

  it('shows activities of a private space only to those who read it in full', async () => {
    const priv = await createSpace({ privacy: 'private' });
    const [insider, outsider] = [await createMember(), await createMember()];
    const open = await createFeed(insider.auth, { title: `Public ${token('p')}` });
    await addMember(priv.slug, insider.userId);
    const post = await createFeed(insider.auth, { space: priv.slug, title: `Secret ${token('s')}` });
    await ok('POST', `/profile/${outsider.username}/follow`, insider.auth);
    await historyOf(insider, 4);

    const types = (rows: any[]) => rows.map((x: any) => x.action_type);
    // The outsider sees the member's activities outside the space only.
    const seen = await activities(outsider.auth, { 'context[user_id]': insider.userId });
    expect(types(seen.activities.data)).toEqual(['follow_user', 'post_created']);
    expect(seen.activities.data[1].object_id).toBe(open.id);
    expect(seen.activities.data.some((x: any) => x.space_id === priv.id)).toBe(false);
    expect((await activities(outsider.auth, { 'context[type]': 'space', 'context[space_id]': priv.id })).activities).toMatchObject({ data: [], total: 0 });
    // Everybody's list, read down to the member's public post (older than the private activities).
    const everyone = await allUntil(outsider.auth, (x) => x.object_id === open.id && x.action_type === 'post_created');
    expect(everyone.some((x: any) => x.space_id === priv.id)).toBe(false);
    expect((await allUntil(insider.auth, (x) => x.object_id === open.id && x.action_type === 'post_created')).some((x: any) => x.object_id === post.id)).toBe(true);
    // Members and administrators see all of it.
    expect(types((await activities(insider.auth, { 'context[user_id]': insider.userId })).activities.data)).toEqual(['follow_user', 'post_created', 'space_joined', 'post_created']);
    const admin = await activities(adminAuth, { 'context[type]': 'space', 'context[space_id]': priv.id });
    expect(admin.activities.data.map((x: any) => x.object_id)).toContain(post.id);
    expect((await activities(adminAuth, { 'context[user_id]': insider.userId })).activities.total).toBe(4);
    // A pending member does not read the space yet.
    const pending = await createMember();
    await ok('POST', `/spaces/${priv.slug}/join`, pending.auth);
    expect((await activities(pending.auth, { 'context[type]': 'space', 'context[space_id]': priv.id })).activities.data).toEqual([]);
  });

  it('needs credentials: 401 rest_forbidden for anonymous callers', async () => {
    expectError(await api('GET', '/activities'), 401, 'rest_forbidden');
  });

  it('records one activity per event, however often its record comes, and counts it once', async () => {
    const { recordActivity } = await import('#features/activities/activity-recorder.ts');
    const { newEventId } = await import('#platform/events/outbox.ts');
    const m = await createMember();
    const post = await createFeed(m.auth, { title: `Twice ${token('tw')}` });
    await historyOf(m, 1);
    const [event] = await outboxEvents('feed.created', (e) => e.data['id'] === post.id);
    expect(event).toBeDefined();
    // The stream router has recorded it already: recording again writes and counts nothing.
    expect(await recordActivity(event as unknown as Record<string, unknown>)).toBe(false);
    expect(await userCount(m.userId)).toBe(1);
    // A fresh event id: written once, then never again.
    const copy = { ...(event as unknown as Record<string, unknown>), event_id: newEventId() };
    expect(await recordActivity(copy)).toBe(true);
    expect(await recordActivity(copy)).toBe(false);
    expect(await userCount(m.userId)).toBe(2);
    const rows = (await activities(m.auth, { 'context[user_id]': m.userId })).activities;
    expect(rows.total).toBe(2);
    expect(rows.data).toHaveLength(2);
  });

  it('drops the activities of a deleted post, with their counts', async () => {
    const space = await createSpace();
    const [author, fan] = [await memberOf(space), await memberOf(space)];
    const post = await createFeed(author.auth, { space: space.slug });
    await ok('POST', `/feeds/${post.id}/react`, fan.auth, { react_type: 'like' });
    await historyOf(fan, 2);
    await historyOf(author, 2);
    await ok('DELETE', `/feeds/${post.id}`, author.auth);
    const left = await eventually(fan.auth, { 'context[user_id]': fan.userId }, (rows) => rows.length === 1);
    expect(left.activities.data[0].action_type).toBe('space_joined');
    expect(left.activities.total).toBe(1);
    const authorLeft = await eventually(author.auth, { 'context[user_id]': author.userId }, (rows) => rows.length === 1);
    expect(authorLeft.activities.total).toBe(1);
    expect((await activities(author.auth, { 'context[type]': 'space', 'context[space_id]': space.id })).activities.total).toBe(3);
  });

  it('drops the activities of a deleted space, with their counts', async () => {
    const space = await createSpace();
    const m = await memberOf(space);
    await createFeed(m.auth, { space: space.slug });
    await ok('POST', `/profile/${(await createMember()).username}/follow`, m.auth);
    await historyOf(m, 3);
    await ok('DELETE', `/spaces/${space.slug}`, adminAuth);
    const left = await eventually(m.auth, { 'context[user_id]': m.userId }, (rows) => rows.length === 1);
    expect(left.activities.data[0].action_type).toBe('follow_user');
    // The purge has also taken them out of the member's count.
    const deadline = Date.now() + 10_000;
    while ((await userCount(m.userId)) !== 1 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 150));
    expect(await userCount(m.userId)).toBe(1);
    expect((await activities(adminAuth, { 'context[type]': 'space', 'context[space_id]': space.id })).activities).toMatchObject({ data: [], total: 0 });
  });
});
