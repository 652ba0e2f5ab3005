/**
 * GET /feeds lists (docs/feeds.md "Feed lists" and "Home and following feeds: fan-out on write"):
 * the logged-in home feed (public timeline merged with the member's inbox), the following feed,
 * the space feed's orders, search and cursors.
 *
 * The stack is shared by parallel test files: the public timeline holds other files' posts, so
 * assertions on it filter by this file's post ids, and exact totals are asserted only on lists
 * that belong to this test alone (a following feed, a fresh space's feed, a member's inbox share).
 * Fan-out links are written by the stream router in the background: the tests poll for them.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, feedIdsOf, listFeeds, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { parseDatetime, token } from '../../support/identity.ts';
import { addMember, createSpace, expectError, join } from '../../support/spaces.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

const sameIds = (a: readonly number[], b: readonly number[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Every post of the caller's home feed created since `since` (ms), walking next_cursor with 100
 * per page and stopping at the first page that reaches older posts.
 */
async function homeSince(auth: Auth, since: number, query: Record<string, string | number> = {}): Promise<any[]> {
  const rows: any[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 30; i++) {
    const page = await listFeeds(auth, { per_page: 100, ...query, ...(cursor ? { cursor } : {}) });
    rows.push(...page.feeds.data);
    cursor = page.feeds.next_cursor;
    const last = page.feeds.data[page.feeds.data.length - 1];
    if (!cursor || (last && parseDatetime(last.created_at) < since)) break;
  }
  return rows;
}

/** The ids among `mine` of the caller's home feed (newest first), posts since `since`. */
const homeIds = async (auth: Auth, since: number, mine: readonly number[]): Promise<number[]> => feedIdsOf(await homeSince(auth, since), mine);

/**
 * The part of the logged-in home feed's total that is the caller's own (docs: timeline counter +
 * the member's inbox count): the home total minus the anonymous total, read while the shared
 * timeline counter stood still (other files post to it concurrently).
 */
async function inboxShare(auth: Auth): Promise<number> {
  for (let i = 0; i < 10; i++) {
    const before = (await listFeeds(undefined, { per_page: 1 })).feeds.total;
    const home = (await listFeeds(auth, { per_page: 1 })).feeds.total;
    const after = (await listFeeds(undefined, { per_page: 1 })).feeds.total;
    if (before === after) return home - before;
  }
  throw new Error('the public timeline total never stood still');
}

/** Waits until the caller's inbox share is `n` and returns the last share read. */
/**
 * The fan-out runs in the stream router, behind every other file's events: in a whole run on two
 * cores it has lagged more than the default 10 s (DynamoDB Local's one SQLite thread), so its waits are longer.
 */
const FAN_OUT = { timeoutMs: 30_000 };
const inboxShareIs = (auth: Auth, n: number): Promise<number> => pollUntil(() => inboxShare(auth), (v) => v === n, FAN_OUT);

/** Creates `count` posts in the space as the administrator, 10 at a time; returns their ids. */
async function adminPosts(slug: string, count: number, words = 'Bulk'): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 10) {
    const batch = await Promise.all(Array.from({ length: Math.min(10, count - i) }, (_, j) => createFeed(adminAuth, { space: slug, message: uniqueMessage(`${words} ${i + j}`) })));
    ids.push(...batch.map((f) => f.id));
  }
  return ids;
}

const ids = (page: any): number[] => page.feeds.data.map((f: any) => Number(f.id));

const follow = (username: string, auth: Auth, verb: 'follow' | 'unfollow' = 'follow') => api<any>('POST', `/profile/${username}/${verb}`, { auth });

const react = async (postId: number, auth: Auth) => {
  const res = await api<any>('POST', `/feeds/${postId}/react`, { auth, body: { react_type: 'like' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

const comment = async (postId: number) => {
  const res = await api<any>('POST', `/feeds/${postId}/comments`, { auth: adminAuth, body: { comment: `c ${token()}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('feed lists', () => {
  describe('home feed (GET /feeds logged in, no filter)', () => {
    it('shows public-space, profile and own private-space posts (after the fan-out); not a private space the member is outside of or only pending in; anonymous gets the public timeline', async () => {
      const since = Date.now() - 2_000;
      const pub = await createSpace();
      const priv = await createSpace({ privacy: 'private' });
      const outside = await createSpace({ privacy: 'private' });
      const pending = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await addMember(priv.slug, m.userId);
      expect((await api<any>('POST', `/spaces/${pending.slug}/join`, { auth: m.auth })).body.data).toMatchObject({ status: 'pending' });
      const author = await createMember();

      const a = await createFeed(adminAuth, { space: pub.slug });
      const b = await createFeed(author.auth, {});
      expect(b.space_id).toBeNull();
      const c = await createFeed(adminAuth, { space: priv.slug });
      const d = await createFeed(adminAuth, { space: outside.slug });
      const e = await createFeed(adminAuth, { space: pending.slug });
      const mine = [a.id, b.id, c.id, d.id, e.id];

      const seen = await pollUntil(() => homeIds(m.auth, since, mine), (v) => v.includes(c.id), FAN_OUT);
      expect(seen).toEqual([c.id, b.id, a.id]);
      expect(await homeIds(undefined, since, mine)).toEqual([b.id, a.id]);
      // Nothing of the private spaces leaks into an outsider's home either.
      const outsider = await createMember();
      expect(await homeIds(outsider.auth, since, mine)).toEqual([b.id, a.id]);
    });

    it('shows private-space posts to an administrator and a community moderator who are not members of the space', async () => {
      const since = Date.now() - 2_000;
      const mod = await createMember({ role: 'moderator' });
      const admin2 = await createMember({ role: 'admin' });
      const priv = await createSpace({ privacy: 'private' });
      const c = await createFeed(adminAuth, { space: priv.slug });
      for (const who of [adminAuth, mod.auth, admin2.auth]) {
        expect(await pollUntil(() => homeIds(who, since, [c.id]), (v) => v.length === 1)).toEqual([c.id]);
      }
    });

    it('counts the member\'s inbox in the total (timeline counter + inbox): +1 for each new visible private post', async () => {
      const priv = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await addMember(priv.slug, m.userId);
      expect(await inboxShare(m.auth)).toBe(0);
      await createFeed(adminAuth, { space: priv.slug });
      expect(await inboxShareIs(m.auth, 1)).toBe(1);
      await createFeed(adminAuth, { space: priv.slug });
      expect(await inboxShareIs(m.auth, 2)).toBe(2);
      // A draft is not on anyone's list.
      await createFeed(adminAuth, { space: priv.slug, status: 'draft' });
      expect(await inboxShare(m.auth)).toBe(2);
    });

    it('takes a private space\'s posts out of the home feed (and its total) when the member leaves', async () => {
      const since = Date.now() - 2_000;
      const priv = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await addMember(priv.slug, m.userId);
      const c1 = await createFeed(adminAuth, { space: priv.slug });
      const c2 = await createFeed(adminAuth, { space: priv.slug });
      expect(await pollUntil(() => homeIds(m.auth, since, [c1.id, c2.id]), (v) => v.length === 2, FAN_OUT)).toEqual([c2.id, c1.id]);
      expect(await inboxShareIs(m.auth, 2)).toBe(2);

      const left = await api<any>('POST', `/spaces/${priv.slug}/leave`, { auth: m.auth });
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect(await pollUntil(() => homeIds(m.auth, since, [c1.id, c2.id]), (v) => v.length === 0, FAN_OUT)).toEqual([]);
      expect(await inboxShareIs(m.auth, 0)).toBe(0);
    });

    it('brings a private space\'s 50 newest posts into the home feed when a pending member is approved, and nothing while pending', async () => {
      const since = Date.now() - 2_000;
      const priv = await createSpace({ privacy: 'private' });
      const posted = await adminPosts(priv.slug, 52, 'Backfill');
      // The stream router has handled every post (its activity is recorded) before the member joins:
      // a post's fan-out running after the approval would reach them too, besides the backfill.
      const routed = async () => Number((await api<any>('GET', '/activities', { auth: adminAuth, query: { 'context[space_id]': priv.id, per_page: 100 } })).body.activities?.total ?? 0);
      expect(await pollUntil(routed, (n) => n >= posted.length, { timeoutMs: 30_000 })).toBeGreaterThanOrEqual(posted.length);
      // The space's own order (newest first) is the order the backfill follows.
      const spaceOrder = [...ids(await listFeeds(adminAuth, { space: priv.slug, per_page: 100 }))];
      expect([...spaceOrder].sort()).toEqual([...posted].sort());
      const m = await createMember();
      expect((await api<any>('POST', `/spaces/${priv.slug}/join`, { auth: m.auth })).body.data).toMatchObject({ status: 'pending' });
      await new Promise((r) => setTimeout(r, 1_000));
      expect(await homeIds(m.auth, since, posted)).toEqual([]);
      expect(await inboxShare(m.auth)).toBe(0);

      const approved = await api<any>('PUT', `/spaces/${priv.slug}/members/${m.userId}`, { auth: adminAuth, body: { role: 'member', status: 'active' } });
      expect(approved.status, JSON.stringify(approved.body)).toBe(200);
      const seen = await pollUntil(() => homeIds(m.auth, since, posted), (v) => v.length >= 50);
      expect(seen).toEqual(spaceOrder.slice(0, 50));
      expect(await inboxShareIs(m.auth, 50)).toBe(50);
    }, 40_000);

    it('pages the merged home feed with next_cursor: newest first, no post twice, each of the member\'s posts in order; page=2 equals the cursor\'s second page', async () => {
      const since = Date.now() - 2_000;
      const pub = await createSpace();
      const priv = await createSpace({ privacy: 'private' });
      const m = await createMember();
      await addMember(priv.slug, m.userId);
      const author = await createMember();
      const created: number[] = [];
      for (let i = 0; i < 3; i++) {
        created.push((await createFeed(adminAuth, { space: pub.slug })).id);
        created.push((await createFeed(adminAuth, { space: priv.slug })).id);
        created.push((await createFeed(author.auth, {})).id);
      }
      const newest = [...created].reverse();
      await pollUntil(() => homeIds(m.auth, since, created), (v) => v.length === created.length);

      // Walk with 2 per page until past this test's posts.
      const walked: any[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 200; i++) {
        const page = await listFeeds(m.auth, { per_page: 2, ...(cursor ? { cursor } : {}) });
        expect(page.feeds.data.length).toBeLessThanOrEqual(2);
        walked.push(...page.feeds.data);
        cursor = page.feeds.next_cursor;
        if (!cursor || created.every((id) => walked.some((f) => f.id === id))) break;
      }
      const walkedIds = walked.map((f) => Number(f.id));
      expect(new Set(walkedIds).size, 'a post came twice').toBe(walkedIds.length);
      expect(feedIdsOf(walked, created)).toEqual(newest);
      const dates = walked.map((f) => String(f.created_at));
      expect(dates).toEqual([...dates].sort().reverse());

      // page=2 is the page after page 1, as the cursor's second page (retried while others post to the timeline).
      let compared = false;
      for (let i = 0; i < 10 && !compared; i++) {
        const p1 = await listFeeds(m.auth, { per_page: 3 });
        const viaCursor = await listFeeds(m.auth, { per_page: 3, cursor: p1.feeds.next_cursor });
        const viaPage = await listFeeds(m.auth, { per_page: 3, page: 2 });
        const again = await listFeeds(m.auth, { per_page: 3 });
        if (!sameIds(ids(p1), ids(again))) continue;
        expect(viaPage.feeds.current_page).toBe(2);
        expect(ids(viaPage)).toEqual(ids(viaCursor));
        compared = true;
      }
      expect(compared, 'the timeline never stood still long enough to compare').toBe(true);
    }, 40_000);
  });

  describe('following feed (following=1)', () => {
    let a: TestMember;
    let b: TestMember;

    it('lists only posts of followed members published after following, newest first, with total = the following count; paged by page and cursor alike', async () => {
      const f = await createMember();
      [a, b] = [await createMember(), await createMember()];
      const stranger = await createMember();
      const pub = await createSpace();
      await join(pub.slug, a.auth);
      // A post a published before f follows them; an earlier follower's feed shows when the stream has handled it
      // (the fan-out reads the followers when it runs: see the report on a lagging stream).
      const early = await createMember();
      expect((await follow(a.username, early.auth)).status).toBe(200);
      const before = await createFeed(a.auth, {});
      expect(ids(await pollUntil(() => listFeeds(early.auth, { following: 1 }), (v) => ids(v).includes(before.id)))).toEqual([before.id]);
      expect((await follow(a.username, f.auth)).status).toBe(200);
      expect((await follow(b.username, f.auth)).status).toBe(200);
      const p1 = await createFeed(a.auth, {});
      const p2 = await createFeed(a.auth, { space: pub.slug });
      const p3 = await createFeed(b.auth, {});
      await createFeed(stranger.auth, {});
      await createFeed(f.auth, {});

      const list = await pollUntil(() => listFeeds(f.auth, { following: 1 }), (v) => v.feeds.data.length === 3);
      expect(ids(list)).toEqual([p3.id, p2.id, p1.id]);
      expect(ids(list)).not.toContain(before.id);
      expect(list.feeds).toMatchObject({ total: 3, current_page: 1, has_more: false, next_cursor: null });
      expect(list.feeds.data[0]).toMatchObject({ id: p3.id, user_id: b.userId });

      const page1 = await listFeeds(f.auth, { following: 1, per_page: 2 });
      expect(ids(page1)).toEqual([p3.id, p2.id]);
      expect(page1.feeds).toMatchObject({ total: 3, has_more: true });
      const viaCursor = await listFeeds(f.auth, { following: 'true', per_page: 2, cursor: page1.feeds.next_cursor });
      const viaPage = await listFeeds(f.auth, { following: 1, per_page: 2, page: 2 });
      expect(ids(viaCursor)).toEqual([p1.id]);
      expect(ids(viaPage)).toEqual([p1.id]);
      expect(viaCursor.feeds.next_cursor).toBeNull();

      // One more post by a followed member: the total grows by exactly one.
      const p4 = await createFeed(b.auth, {});
      const grown = await pollUntil(() => listFeeds(f.auth, { following: 1 }), (v) => v.feeds.data.length === 4);
      expect(ids(grown)).toEqual([p4.id, p3.id, p2.id, p1.id]);
      expect(grown.feeds.total).toBe(4);

      // Unfollowing a takes a's posts out.
      expect((await follow(a.username, f.auth, 'unfollow')).status).toBe(200);
      const after = await pollUntil(() => listFeeds(f.auth, { following: 1 }), (v) => v.feeds.data.length === 2);
      expect(ids(after)).toEqual([p4.id, p3.id]);
      expect(after.feeds.total).toBe(2);

      // A followed member's post in a private space the follower may not read is not shown.
      const priv = await createSpace({ privacy: 'private' });
      await addMember(priv.slug, b.userId);
      const hidden = await createFeed(b.auth, { space: priv.slug });
      const visible = await createFeed(b.auth, {});
      const last = await pollUntil(() => listFeeds(f.auth, { following: 1 }), (v) => ids(v).includes(visible.id));
      expect(ids(last)).toEqual([visible.id, p4.id, p3.id]);
      expect(ids(last)).not.toContain(hidden.id);
    }, 40_000);

    it('answers an empty list with total 0 anonymously and to a member who follows no one', async () => {
      const nobody = await createMember();
      for (const auth of [undefined, nobody.auth]) {
        const res = await listFeeds(auth, { following: 1 });
        expect(res.feeds.data).toEqual([]);
        expect(res.feeds.total).toBe(0);
        expect(res.feeds.next_cursor).toBeNull();
      }
    });
  });

  describe('order_by_type on a space feed', () => {
    it('orders by likes, popular (likes + 2 x comments), new_activity (a new comment bumps a post), unanswered, oldest and latest', async () => {
      const s = await createSpace();
      const [p1, p2, p3, p4] = [
        await createFeed(adminAuth, { space: s.slug }),
        await createFeed(adminAuth, { space: s.slug }),
        await createFeed(adminAuth, { space: s.slug }),
        await createFeed(adminAuth, { space: s.slug }),
      ];
      const likers = [await createMember(), await createMember(), await createMember()];
      // p1: 3 likes; p2: 1 like + 2 comments; p3: 2 likes; p4: nothing.
      for (const l of likers) await react(p1.id, l.auth);
      await react(p2.id, likers[0]!.auth);
      await react(p3.id, likers[0]!.auth);
      await react(p3.id, likers[1]!.auth);
      await comment(p2.id);
      await comment(p2.id);
      const order = async (order_by_type: string) => ids(await listFeeds(undefined, { space: s.slug, order_by_type }));

      expect(await order('likes')).toEqual([p1.id, p3.id, p2.id, p4.id]);
      expect(await order('popular')).toEqual([p2.id, p1.id, p3.id, p4.id]);
      expect(await order('new_activity')).toEqual([p2.id, p4.id, p3.id, p1.id]);
      expect(await order('unanswered')).toEqual([p4.id, p3.id, p1.id]);
      expect(await order('oldest')).toEqual([p1.id, p2.id, p3.id, p4.id]);
      expect(await order('latest')).toEqual([p4.id, p3.id, p2.id, p1.id]);

      // New comments on the oldest post bring it to the top of new_activity and out of unanswered (popular: 3 + 2 x 2).
      await new Promise((r) => setTimeout(r, 20));
      await comment(p1.id);
      await comment(p1.id);
      expect(await order('new_activity')).toEqual([p1.id, p2.id, p4.id, p3.id]);
      expect(await order('unanswered')).toEqual([p4.id, p3.id]);
      expect(await order('popular')).toEqual([p1.id, p2.id, p3.id, p4.id]);
      const likes = await listFeeds(undefined, { space: s.slug, order_by_type: 'likes' });
      expect(likes.feeds.total).toBe(4);
    });

    it('pages a ranked order by cursor and by page alike', async () => {
      const s = await createSpace();
      const posts = [];
      for (let i = 0; i < 4; i++) posts.push(await createFeed(adminAuth, { space: s.slug }));
      const likers = [await createMember(), await createMember(), await createMember()];
      // Post i gets i likes: likes order is posts 3, 2, 1, 0.
      for (let i = 1; i < 4; i++) for (let j = 0; j < i; j++) await react(posts[i]!.id, likers[j]!.auth);
      const p1 = await listFeeds(undefined, { space: s.slug, order_by_type: 'likes', per_page: 2 });
      expect(ids(p1)).toEqual([posts[3]!.id, posts[2]!.id]);
      const viaCursor = await listFeeds(undefined, { space: s.slug, order_by_type: 'likes', per_page: 2, cursor: p1.feeds.next_cursor });
      const viaPage = await listFeeds(undefined, { space: s.slug, order_by_type: 'likes', per_page: 2, page: 2 });
      expect(ids(viaCursor)).toEqual([posts[1]!.id, posts[0]!.id]);
      expect(ids(viaPage)).toEqual(ids(viaCursor));
    });

    it('fails with 400 rest_invalid_param for new_activity or likes without space, popular on a member\'s or the following list, and for an unknown order', async () => {
      const m = await createMember();
      for (const order_by_type of ['new_activity', 'likes', 'popular']) {
        for (const [auth, query] of [
          ...(order_by_type === 'popular' ? [] : ([[undefined, {}], [m.auth, {}]] as const)),
          [m.auth, { user_id: m.userId }],
          [m.auth, { following: 1 }],
        ] as const) {
          const res = await api<any>('GET', '/feeds', { auth, query: { ...query, order_by_type } });
          expectError(res, 400, 'rest_invalid_param');
        }
      }
      const s = await createSpace();
      for (const order_by_type of ['hottest', 'LIKES', 'random']) {
        expectError(await api<any>('GET', '/feeds', { query: { space: s.slug, order_by_type } }), 400, 'rest_invalid_param');
      }
    });
  });

  describe('search', () => {
    it('finds the text case-insensitively in titles and messages of a space, newest first; not past the first 2,000 characters of the message', async () => {
      const s = await createSpace();
      const word = token('srch');
      const inTitle = await createFeed(adminAuth, { space: s.slug, title: `About ${word.toUpperCase()} things`, message: uniqueMessage('Nothing here') });
      const inMessage = await createFeed(adminAuth, { space: s.slug, message: `Some text with ${word} inside ${token()}` });
      const mixed = await createFeed(adminAuth, { space: s.slug, message: `Mixed ${word.slice(0, 4).toUpperCase()}${word.slice(4)} case ${token()}` });
      await createFeed(adminAuth, { space: s.slug, message: uniqueMessage('Unrelated') });
      const late = await createFeed(adminAuth, { space: s.slug, message: `${'x '.repeat(1_050)} ${word} ${token()}` });
      const other = await createSpace();
      await createFeed(adminAuth, { space: other.slug, message: `Elsewhere ${word} ${token()}` });

      const query = `${word.slice(0, 3)}${word.slice(3).toUpperCase()}`;
      const found = await listFeeds(undefined, { space: s.slug, search: query });
      expect(ids(found)).toEqual([mixed.id, inMessage.id, inTitle.id]);
      expect(ids(found)).not.toContain(late.id);
      expect(found.feeds.total).toBe(3);
      expect(found.feeds.has_more).toBe(false);

      const paged = await listFeeds(undefined, { space: s.slug, search: word, per_page: 2 });
      expect(ids(paged)).toEqual([mixed.id, inMessage.id]);
      expect(paged.feeds.has_more).toBe(true);
      const rest = await listFeeds(undefined, { space: s.slug, search: word, per_page: 2, cursor: paged.feeds.next_cursor });
      expect(ids(rest)).toEqual([inTitle.id]);
    });

    it('searches a member\'s list (user_id)', async () => {
      const s = await createSpace();
      const author = await createMember();
      await join(s.slug, author.auth);
      const word = token('usr');
      const hit = await createFeed(author.auth, { space: s.slug, title: `Title ${word.toUpperCase()}` });
      const hit2 = await createFeed(author.auth, { message: `profile post ${word} ${token()}` });
      await createFeed(author.auth, { space: s.slug });
      await createFeed(adminAuth, { space: s.slug, message: `admin says ${word} ${token()}` });
      const res = await listFeeds(undefined, { user_id: author.userId, search: word });
      expect(ids(res)).toEqual([hit2.id, hit.id]);
      expect(res.feeds.total).toBe(2);
    });

    it('fails with 400 rest_invalid_param for a search of 1 character or over 100', async () => {
      const s = await createSpace();
      for (const search of ['a', 'x'.repeat(101)]) {
        const res = await api<any>('GET', '/feeds', { query: { space: s.slug, search } });
        expectError(res, 400, 'rest_invalid_param');
        expect(JSON.stringify(res.body.data.params)).toContain('search');
      }
    });

    it('turns the sticky slot off: the pinned post is listed like any other when it matches', async () => {
      const s = await createSpace();
      const word = token('stk');
      const pinned = await createFeed(adminAuth, { space: s.slug, message: `Pinned ${word} ${token()}` });
      const other = await createFeed(adminAuth, { space: s.slug, message: `Other ${word} ${token()}` });
      expect((await api<any>('PATCH', `/feeds/${pinned.id}`, { auth: adminAuth, body: { is_sticky: true } })).status).toBe(200);
      const plain = await listFeeds(undefined, { space: s.slug });
      expect(plain.sticky).toMatchObject({ id: pinned.id });
      expect(ids(plain)).toEqual([other.id]);
      const searched = await listFeeds(undefined, { space: s.slug, search: word });
      expect(searched.sticky ?? null).toBeNull();
      expect(ids(searched)).toEqual([other.id, pinned.id]);
    });
  });

  describe('disable_sticky, the original parameter', () => {
    it.each(['yes', '1', 'true', 'YES'])('lists the pinned post in its place, with no sticky slot, for disable_sticky=%s', async (flag) => {
      const s = await createSpace();
      const older = await createFeed(adminAuth, { space: s.slug });
      const pinned = await createFeed(adminAuth, { space: s.slug });
      const newer = await createFeed(adminAuth, { space: s.slug });
      expect((await api<any>('PATCH', `/feeds/${pinned.id}`, { auth: adminAuth, body: { is_sticky: true } })).status).toBe(200);
      const off = await listFeeds(undefined, { space: s.slug, disable_sticky: flag });
      expect(off.sticky).toBeNull();
      expect(ids(off)).toEqual([newer.id, pinned.id, older.id]);
      expect(off.feeds.total).toBe(3);
      // Page by page too: the pinned post is on the page where its date puts it.
      const second = await listFeeds(undefined, { space: s.slug, disable_sticky: flag, per_page: 1, page: 2 });
      expect(ids(second)).toEqual([pinned.id]);
    });

    it.each(['no', '0', 'false', ''])('keeps the sticky slot for disable_sticky=%j', async (flag) => {
      const s = await createSpace();
      const other = await createFeed(adminAuth, { space: s.slug });
      const pinned = await createFeed(adminAuth, { space: s.slug });
      expect((await api<any>('PATCH', `/feeds/${pinned.id}`, { auth: adminAuth, body: { is_sticky: true } })).status).toBe(200);
      const on = await listFeeds(undefined, { space: s.slug, disable_sticky: flag });
      expect(on.sticky).toMatchObject({ id: pinned.id });
      expect(ids(on)).toEqual([other.id]);
    });

    it('fails with 400 rest_invalid_param naming disable_sticky for a value that is no boolean', async () => {
      const s = await createSpace();
      const res = await api<any>('GET', '/feeds', { query: { space: s.slug, disable_sticky: 'maybe' } });
      expectError(res, 400, 'rest_invalid_param');
      expect(JSON.stringify(res.body.data.params)).toContain('disable_sticky');
    });
  });

  describe('cursors', () => {
    it('fails with 400 for a cursor of another list', async () => {
      const [s1, s2] = [await createSpace(), await createSpace()];
      for (let i = 0; i < 3; i++) {
        await createFeed(adminAuth, { space: s1.slug });
        await createFeed(adminAuth, { space: s2.slug });
      }
      const m = await createMember();
      const spaceCursor = (await listFeeds(undefined, { space: s1.slug, per_page: 1 })).feeds.next_cursor;
      const homeCursor = (await listFeeds(m.auth, { per_page: 1 })).feeds.next_cursor;
      const timelineCursor = (await listFeeds(undefined, { per_page: 1 })).feeds.next_cursor;
      const userCursor = (await listFeeds(undefined, { user_id: (await listFeeds(undefined, { space: s1.slug })).feeds.data[0].user_id, per_page: 1 })).feeds.next_cursor;
      for (const c of [spaceCursor, homeCursor, timelineCursor, userCursor]) expect(c).toEqual(expect.any(String));

      const cases: Array<[Auth, Record<string, string | number>]> = [
        [undefined, { space: s2.slug, cursor: spaceCursor }],
        [undefined, { space: s2.slug, cursor: homeCursor }],
        [m.auth, { cursor: spaceCursor }],
        [m.auth, { following: 1, cursor: homeCursor }],
        [undefined, { space: s1.slug, cursor: userCursor }],
        [undefined, { space: s1.slug, order_by_type: 'likes', cursor: spaceCursor }],
        [undefined, { space: s1.slug, cursor: 'not-a-cursor' }],
      ];
      for (const [auth, query] of cases) {
        const res = await api<any>('GET', '/feeds', { auth, query });
        expect(res.status, `${JSON.stringify(query)} -> ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
      }
      // The right list takes it.
      expect((await listFeeds(undefined, { space: s1.slug, per_page: 1, cursor: spaceCursor })).feeds.data).toHaveLength(1);
    });
  });
});
