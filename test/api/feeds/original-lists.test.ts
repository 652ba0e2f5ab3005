/**
 * The original platform's list behaviour (docs/feeds.md "Feed lists", "Pinned posts";
 * docs/activities.md; docs/wordpress-compat.md "Routes: feed lists, comments, activities"):
 * the whole site's popular feed (from its index, private spaces' posts only to moderators),
 * `priority` pins and GET /activities' pinned_posts and pending_count, last_fetched_timestamp and
 * last_id, the original's leniency, its page sizes and its unpaginated comments under the compat
 * base path.
 *
 * The popular index is shared with parallel test files: assertions look at this file's posts only.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed, feedIdsOf, listFeeds } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';

const like = async (postId: number, auth: Auth) => expect((await api('POST', `/feeds/${postId}/react`, { auth, body: { react_type: 'like' } })).status).toBe(200);
const comment = async (postId: number, auth: Auth, text: string) =>
  expect((await api('POST', `/feeds/${postId}/comments`, { auth, body: { comment: text } })).status).toBe(200);

/** The ids among `mine` of the whole site's popular feed, reading up to 5 pages of 100. */
async function popularIds(auth: Auth, mine: readonly number[]): Promise<number[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 5; i++) {
    const page = await listFeeds(auth, { order_by_type: 'popular', per_page: 100, ...(cursor ? { cursor } : {}) });
    rows.push(...page.feeds.data);
    cursor = page.feeds.next_cursor;
    if (!cursor || mine.every((id) => rows.some((r) => r.id === id))) break;
  }
  return feedIdsOf(rows, mine);
}

describe('the whole site by popularity (order_by_type=popular without a space)', () => {
  it('orders posts of public spaces and profiles by likes + 2 x comments; a private space\'s posts only for moderators', async () => {
    const [a, b, c] = await Promise.all([createMember(), createMember(), createMember()]);
    const open = await createSpace({ privacy: 'public' });
    const closed = await createSpace({ privacy: 'private' });
    await addMember(closed.slug, a.userId);
    const low = await createFeed(adminAuth, { space: open.slug });
    const top = await createFeed(adminAuth, { space: open.slug });
    const middle = await createFeed(adminAuth, {});
    const hidden = await createFeed(a.auth, { space: closed.slug });
    // top: 2 likes + 2 comments = 6; middle: 2 likes = 2; low: 1 like = 1; hidden: 1 like + 2 comments = 5.
    for (const who of [b, c]) await like(top.id, who.auth);
    await comment(top.id, b.auth, 'first');
    await comment(top.id, c.auth, 'second');
    for (const who of [b, c]) await like(middle.id, who.auth);
    await like(low.id, b.auth);
    await like(hidden.id, adminAuth);
    await comment(hidden.id, a.auth, 'in private');
    await comment(hidden.id, adminAuth, 'in private too');
    const mine = [low.id, top.id, middle.id, hidden.id];
    expect(await popularIds(b.auth, mine)).toEqual([top.id, middle.id, low.id]);
    expect(await popularIds(undefined, mine)).toEqual([top.id, middle.id, low.id]);
    // Moderators read the non-public spaces' posts too, merged by popularity.
    expect(await popularIds(adminAuth, mine)).toEqual([top.id, hidden.id, middle.id, low.id]);
  });

  it('stays refused (400) on a member\'s list and the following list, which have no popular index', async () => {
    const m = await createMember();
    expectError(await api('GET', '/feeds', { auth: m.auth, query: { order_by_type: 'popular', user_id: m.userId } }), 400, 'rest_invalid_param');
  });
});

describe('priority: pinned posts (PATCH /feeds/{id}) and GET /activities', () => {
  it('pins by priority for managers, lists a space\'s pins highest first with with_pins, and 0 unpins', async () => {
    const [member, manager] = await Promise.all([createMember(), createMember()]);
    const space = await createSpace({ privacy: 'public' });
    await addMember(space.slug, member.userId);
    await addMember(space.slug, manager.userId, { role: 'moderator' });
    const first = await createFeed(member.auth, { space: space.slug });
    const second = await createFeed(member.auth, { space: space.slug });
    const third = await createFeed(member.auth, { space: space.slug });
    // The author is no manager: priority is refused.
    expectError(await api('PATCH', `/feeds/${first.id}`, { auth: member.auth, body: { priority: 1 } }), 403, 'rest_forbidden');
    const patched = await api<any>('PATCH', `/feeds/${first.id}`, { auth: manager.auth, body: { priority: 2 } });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.feed.priority).toBe(2);
    expect((await api('PATCH', `/feeds/${third.id}`, { auth: manager.auth, body: { priority: 1 } })).status).toBe(200);
    expect((await api('PATCH', `/feeds/${second.id}`, { auth: adminAuth, body: { priority: 1 } })).status).toBe(200);
    const pins = async () => {
      const res = await api<any>('GET', '/activities', { auth: member.auth, query: { 'context[space_id]': space.id, with_pins: 1 } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.pinned_posts.map((p: any) => p.id);
    };
    // Highest priority first, then newest.
    expect(await pins()).toEqual([first.id, third.id, second.id]);
    expect((await api('PATCH', `/feeds/${third.id}`, { auth: manager.auth, body: { priority: 0 } })).status).toBe(200);
    expect(await pins()).toEqual([first.id, second.id]);
    // Without with_pins a space's activities carry none.
    const plain = await api<any>('GET', '/activities', { auth: member.auth, query: { 'context[space_id]': space.id } });
    expect(plain.body.pinned_posts).toBeUndefined();
    expectError(await api('PATCH', `/feeds/${first.id}`, { auth: manager.auth, body: { priority: -1 } }), 400, 'rest_invalid_param');
  });

  it('shows a private space\'s pins to its members only, and its pending requests to its managers', async () => {
    const [member, outsider, asker] = await Promise.all([createMember(), createMember(), createMember()]);
    const space = await createSpace({ privacy: 'private' });
    await addMember(space.slug, member.userId);
    const post = await createFeed(member.auth, { space: space.slug });
    expect((await api('PATCH', `/feeds/${post.id}`, { auth: adminAuth, body: { priority: 1 } })).status).toBe(200);
    expect((await api('POST', `/spaces/${space.slug}/join`, { auth: asker.auth })).status).toBe(200);
    const query = { 'context[space_id]': space.id, with_pins: 1, with_pending_count: 1 };
    const asMember = await api<any>('GET', '/activities', { auth: member.auth, query });
    expect(asMember.body.pinned_posts.map((p: any) => p.id)).toEqual([post.id]);
    expect(asMember.body.pinned_posts[0]).toEqual(expect.objectContaining({ message: expect.any(String), permalink: expect.stringContaining(post.slug), created_at: expect.any(String) }));
    expect(asMember.body.pending_count).toBe(0);
    const asOutsider = await api<any>('GET', '/activities', { auth: outsider.auth, query });
    expect(asOutsider.body.pinned_posts).toEqual([]);
    const asAdmin = await api<any>('GET', '/activities', { auth: adminAuth, query });
    expect(asAdmin.body.pending_count).toBe(1);
  });

  it('answers the site\'s trending posts (at most 5) when there is no space and no member', async () => {
    const m = await createMember();
    const site = await api<any>('GET', '/activities', { auth: m.auth });
    expect(site.status).toBe(200);
    expect(Array.isArray(site.body.pinned_posts)).toBe(true);
    expect(site.body.pinned_posts.length).toBeLessThanOrEqual(5);
    const ofMember = await api<any>('GET', '/activities', { auth: m.auth, query: { 'context[user_id]': m.userId } });
    expect(ofMember.body.pinned_posts).toBeUndefined();
  });
});

describe('the original\'s markers: last_fetched_timestamp and last_id', () => {
  it('answers last_fetched_timestamp on the first page of the main feed for a signed-in caller, and on a new post', async () => {
    const m = await createMember();
    const before = Math.floor(Date.now() / 1000) - 1;
    const first = await listFeeds(m.auth, { per_page: 1 });
    expect(first.last_fetched_timestamp).toBeGreaterThanOrEqual(before);
    expect((await listFeeds(m.auth, { per_page: 1, page: 2 })).last_fetched_timestamp).toBeUndefined();
    expect((await listFeeds(m.auth, { search: 'anything' })).last_fetched_timestamp).toBeUndefined();
    expect((await listFeeds(m.auth, { user_id: m.userId })).last_fetched_timestamp).toBeUndefined();
    expect((await listFeeds(undefined, {})).last_fetched_timestamp).toBeUndefined();
    const created = await api<any>('POST', '/feeds', { auth: m.auth, body: { message: `Marker ${Date.now()}` } });
    expect(created.body.last_fetched_timestamp).toBeGreaterThanOrEqual(before);
    expect(created.body.scheduled_at).toBeUndefined();
  });

  it('answers last_id on the bookmarks\' first page: the newest post the caller may read', async () => {
    const m = await createMember();
    const post = await createFeed(adminAuth, {});
    const first = await api<any>('GET', '/feeds/bookmarks', { auth: m.auth });
    expect(first.status).toBe(200);
    expect(first.body.last_id).toBeGreaterThanOrEqual(post.id);
    const second = await api<any>('GET', '/feeds/bookmarks', { auth: m.auth, query: { page: 2 } });
    expect(second.body.last_id).toBeUndefined();
  });
});

describe('the original\'s web app\'s empty values', () => {
  it('reads media: null, meta: null and empty strings of optional fields as absent on posts and comments', async () => {
    const m = await createMember();
    const created = await api<any>('POST', '/feeds', { auth: m.auth, body: { message: `Lenient ${Date.now()}`, title: '', media: null, meta: null, topic_ids: '', space: '', content_type: '' } });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.feed.content_type).toBe('text');
    const id = created.body.feed.id;
    const updated = await api<any>('POST', `/feeds/${id}`, { auth: m.auth, compat: true, body: { message: 'Edited leniently', media: null, topic_ids: '', meta: null } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.feed.message).toBe('Edited leniently');
    const commented = await api<any>('POST', `/feeds/${id}/comments`, { auth: m.auth, compat: true, body: { comment: 'A lenient comment', media: null, meta: null, parent_id: '' } });
    expect(commented.status, JSON.stringify(commented.body)).toBe(200);
    // A required field stays required.
    expectError(await api('POST', '/feeds', { auth: m.auth, body: { message: '', media: null } }), 400, 'rest_invalid_param');
  });
});

describe('the original\'s page sizes and comments under the compat base path', () => {
  it('pages GET /feeds by 10 and GET /activities by 5 by default, clamping per_page to 1..100', async () => {
    const m = await createMember();
    const feeds = await api<any>('GET', '/feeds', { auth: m.auth, compat: true });
    expect(feeds.body.feeds.per_page).toBe(10);
    const big = await api<any>('GET', '/feeds', { auth: m.auth, compat: true, query: { per_page: 500 } });
    expect(big.status).toBe(200);
    expect(big.body.feeds.per_page).toBe(100);
    // The native path keeps refusing what it cannot serve.
    expectError(await api('GET', '/feeds', { auth: m.auth, query: { per_page: 500 } }), 400, 'rest_invalid_param');
    const activities = await api<any>('GET', '/activities', { auth: m.auth, compat: true });
    expect(activities.body.activities.per_page).toBe(5);
    const zero = await api<any>('GET', '/activities', { auth: m.auth, compat: true, query: { per_page: 0 } });
    expect(zero.body.activities.per_page).toBe(1);
    const bookmarks = await api<any>('GET', '/feeds/bookmarks', { auth: m.auth, compat: true });
    expect(bookmarks.body.feeds.per_page).toBe(10);
  });

  it('answers every comment of a post, oldest first and unpaginated, under the compat base path; natively pages them', async () => {
    const m = await createMember();
    const post = await createFeed(m.auth, {});
    for (const text of ['one', 'two', 'three']) await comment(post.id, m.auth, `${text} ${post.id}`);
    const all = await api<any>('GET', `/feeds/${post.id}/comments`, { auth: m.auth, compat: true, query: { per_page: 1, page: 2 } });
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.meta).toBeUndefined();
    expect(all.body.comments.map((c: any) => c.message)).toEqual([`one ${post.id}`, `two ${post.id}`, `three ${post.id}`]);
    const paged = await api<any>('GET', `/feeds/${post.id}/comments`, { auth: m.auth, query: { per_page: 1, page: 2 } });
    expect(paged.body.comments.map((c: any) => c.message)).toEqual([`two ${post.id}`]);
    expect(paged.body.meta).toBeDefined();
    // The post's read rule holds: a missing post is 404.
    expectError(await api('GET', '/feeds/999999999/comments', { auth: m.auth, compat: true }), 404, 'feed_not_found');
  });
});
