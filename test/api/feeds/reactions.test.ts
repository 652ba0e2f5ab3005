import { describe, expect, it } from 'vitest';
import { outboxEvents, type OutboxEvent } from '../../support/events.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, FEED_KEYS, readFeed } from '../../support/feeds.ts';
import { api, type ApiResponse, type Auth } from '../../support/http.ts';
import { collectMeta, DATETIME, token, XPROFILE_KEYS } from '../../support/identity.ts';
import { addMember, createSpace, expectError, join, memberOf, sortedKeys } from '../../support/spaces.ts';

/** Every field of a reaction row docs/feeds.md lists. */
const REACTION_KEYS = ['id', 'user_id', 'object_id', 'object_type', 'type', 'created_at', 'xprofile'].sort();

/** The keys of GET /feeds/bookmarks' `feeds` page. */
const BOOKMARKS_PAGE_KEYS = ['current_page', 'data', 'from', 'has_more', 'per_page', 'to', 'total'];

const ALREADY_REACTED = 'You have already reacted to this post';
const REACTION_REMOVED = 'Reaction has been removed';
const COMMENT_TOGGLED = 'Reaction has been toggled';

/** `n` fresh members, made concurrently. */
const members = (n: number): Promise<TestMember[]> => Promise.all(Array.from({ length: n }, () => createMember()));

/** Two fresh members, made concurrently. */
const pair = (): Promise<[TestMember, TestMember]> => Promise.all([createMember(), createMember()]);

/** Three fresh members, made concurrently. */
const trio = (): Promise<[TestMember, TestMember, TestMember]> => Promise.all([createMember(), createMember(), createMember()]);

/** A public space and a published post in it by a fresh member of the space. */
const postInNewSpace = async (): Promise<{ space: any; author: TestMember; post: any }> => {
  const space = await createSpace();
  const author = await memberOf(space);
  const post = await createFeed(author.auth, { space: space.slug });
  return { space, author, post };
};

/** POST /feeds/{id}/react as `auth`, as is. */
const react = (postId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<ApiResponse<any>> =>
  api<any>('POST', `/feeds/${postId}/react`, { auth, body });

/** POST /feeds/{id}/react as `auth`, expecting 200 with {message, new_count}; returns the body. */
const reactOk = async (postId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<{ message: string; new_count: number }> => {
  const res = await react(postId, auth, body);
  expect(res.status, `POST /feeds/${postId}/react ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(200);
  expect(sortedKeys(res.body)).toEqual(['message', 'new_count']);
  expect(res.body.message).toEqual(expect.any(String));
  expect(res.body.new_count).toEqual(expect.any(Number));
  return res.body;
};

const like = (postId: number, auth: Auth) => reactOk(postId, auth, { react_type: 'like' });
const unlike = (postId: number, auth: Auth) => reactOk(postId, auth, { react_type: 'like', remove: true });
const bookmark = (postId: number, auth: Auth) => reactOk(postId, auth, { react_type: 'bookmark' });
const unbookmark = (postId: number, auth: Auth) => reactOk(postId, auth, { react_type: 'bookmark', remove: true });

/** GET /feeds/{id}/reactions as `auth`, as is. */
const getReactions = (postId: number, auth?: Auth): Promise<ApiResponse<any>> => api<any>('GET', `/feeds/${postId}/reactions`, { auth });

/** The post's reaction rows as `auth` (the administrator by default), expecting 200 and exactly {reactions}. */
const listReactions = async (postId: number, auth: Auth = adminAuth): Promise<any[]> => {
  const res = await getReactions(postId, auth);
  expect(res.status, `GET /feeds/${postId}/reactions -> ${JSON.stringify(res.body)}`).toBe(200);
  expect(sortedKeys(res.body)).toEqual(['reactions']);
  return res.body.reactions;
};

/** The post's reactions_count, read by id as the administrator. */
const reactionsCount = async (postId: number): Promise<number> => (await readFeed(postId)).reactions_count;

/** Comments on the post as `auth`, expecting 200; returns the comment. */
const createComment = async (postId: number, auth: Auth): Promise<any> => {
  const res = await api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: `A comment ${token('cm')}` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comment;
};

/** POST /feeds/{id}/comments/{cid}/reactions as `auth`, as is. */
const reactComment = (postId: number, commentId: number, auth: Auth, body: Record<string, unknown>): Promise<ApiResponse<any>> =>
  api<any>('POST', `/feeds/${postId}/comments/${commentId}/reactions`, { auth, body });

/** Likes (state true) or unlikes (state false) a comment, expecting 200 with exactly {message, reactions_count, liked}. */
const toggleComment = async (postId: number, commentId: number, auth: Auth, state: boolean): Promise<{ message: string; reactions_count: number; liked: boolean }> => {
  const res = await reactComment(postId, commentId, auth, { state });
  expect(res.status, `POST comment reactions ${JSON.stringify({ state })} -> ${JSON.stringify(res.body)}`).toBe(200);
  expect(sortedKeys(res.body)).toEqual(['liked', 'message', 'reactions_count']);
  expect(res.body.message).toBe(COMMENT_TOGGLED);
  return res.body;
};

/** GET /feeds/{id}/comments/{cid}/reactions as `auth`, as is. */
const getCommentReactions = (postId: number, commentId: number, auth?: Auth): Promise<ApiResponse<any>> =>
  api<any>('GET', `/feeds/${postId}/comments/${commentId}/reactions`, { auth });

/** The comment's reactions_count as GET /feeds/{id}/comments shows it. */
const commentReactionsCount = async (postId: number, commentId: number): Promise<number> => {
  const res = await api<any>('GET', `/feeds/${postId}/comments`, { auth: adminAuth, query: { per_page: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const c = res.body.comments.find((x: any) => x.id === commentId);
  expect(c, `comment ${commentId} listed`).toBeDefined();
  return c.reactions_count;
};

/** GET /feeds/bookmarks as `auth`, as is. */
const getBookmarks = (auth: Auth, query: Record<string, string | number> = {}): Promise<ApiResponse<any>> =>
  api<any>('GET', '/feeds/bookmarks', { auth, query });

/** The caller's bookmarks page, expecting 200 and the documented page keys; returns `feeds`. */
const bookmarksPage = async (auth: Auth, query: Record<string, string | number> = {}): Promise<any> => {
  const res = await getBookmarks(auth, query);
  expect(res.status, `GET /feeds/bookmarks ${JSON.stringify(query)} -> ${JSON.stringify(res.body)}`).toBe(200);
  // last_id (the original's) on the first page only.
  expect(sortedKeys(res.body)).toEqual(Number(query['page'] ?? 1) === 1 ? ['feeds', 'last_id'] : ['feeds']);
  expect(sortedKeys(res.body.feeds)).toEqual(BOOKMARKS_PAGE_KEYS);
  return res.body.feeds;
};

/** The ids of the caller's bookmarked posts (one page of 100). */
const bookmarkIds = async (auth: Auth): Promise<number[]> => (await bookmarksPage(auth, { per_page: 100 })).data.map((f: any) => f.id);

/** reaction.added / reaction.removed events about the post (data.post_id or data.object_id). */
const reactionEvents = (name: 'reaction.added' | 'reaction.removed', postId: number): Promise<OutboxEvent[]> =>
  // By post_id alone: a comment's reaction carries its post's id there, and its object_id is a comment id, which may equal some post's id.
  outboxEvents(name, (e) => e.data['post_id'] === postId);

/** The member's stats.reactions_received among all-time top contributors by reactions, or null when not listed. */
const reactionsReceived = async (userId: number): Promise<number | null> => {
  const rows = await collectMeta('/members/top-contributors', adminAuth, { metric: 'reactions', period: 'all', per_page: 100 });
  const row = rows.find((r) => Number(r.user_id ?? r.id) === userId);
  return row ? row.stats.reactions_received : null;
};

describe('reactions and bookmarks', () => {
  describe('POST /feeds/{id}/react (likes)', () => {
    it('likes a post: {message, new_count 1}, and reactions_count on GET /feeds/{id}/by-id is 1', async () => {
      const { post } = await postInNewSpace();
      const liker = await createMember();
      expect(post.reactions_count).toBe(0);
      const res = await like(post.id, liker.auth);
      expect(res.new_count).toBe(1);
      expect(res.message).not.toBe(ALREADY_REACTED);
      expect(await reactionsCount(post.id)).toBe(1);
    });

    it('likes by default when react_type is left out', async () => {
      const { post } = await postInNewSpace();
      const liker = await createMember();
      expect((await reactOk(post.id, liker.auth)).new_count).toBe(1);
      expect((await listReactions(post.id)).map((r) => [r.user_id, r.type])).toEqual([[liker.userId, 'like']]);
      expect(await reactionsCount(post.id)).toBe(1);
    });

    it('does not count a repeated like twice: same new_count and "You have already reacted to this post"', async () => {
      const { post } = await postInNewSpace();
      const [a, b] = await pair();
      expect((await like(post.id, a.auth)).new_count).toBe(1);
      const again = await like(post.id, a.auth);
      expect(again).toEqual({ message: ALREADY_REACTED, new_count: 1 });
      expect(await reactionsCount(post.id)).toBe(1);
      expect((await like(post.id, b.auth)).new_count).toBe(2);
      expect(await like(post.id, b.auth)).toEqual({ message: ALREADY_REACTED, new_count: 2 });
      expect(await reactionsCount(post.id)).toBe(2);
    });

    it('removes a like: new_count goes back down; removing again answers "Reaction has been removed" with the count unchanged', async () => {
      const { post } = await postInNewSpace();
      const [a, b] = await pair();
      await like(post.id, a.auth);
      expect((await like(post.id, b.auth)).new_count).toBe(2);
      expect((await unlike(post.id, a.auth)).new_count).toBe(1);
      expect(await reactionsCount(post.id)).toBe(1);
      expect(await unlike(post.id, a.auth)).toEqual({ message: REACTION_REMOVED, new_count: 1 });
      expect(await reactionsCount(post.id)).toBe(1);
      expect((await listReactions(post.id)).map((r) => r.user_id)).toEqual([b.userId]);
      // Liking after a removal counts again.
      expect((await like(post.id, a.auth)).new_count).toBe(2);
    });

    it('answers "Reaction has been removed" and changes nothing when removing a like that was never there', async () => {
      const { post } = await postInNewSpace();
      const [a, b] = await pair();
      await like(post.id, a.auth);
      expect(await unlike(post.id, b.auth)).toEqual({ message: REACTION_REMOVED, new_count: 1 });
      expect(await reactionsCount(post.id)).toBe(1);
      expect((await listReactions(post.id)).map((r) => r.user_id)).toEqual([a.userId]);
    });

    it('counts 20 members liking the same post concurrently exactly: reactions_count is 20', async () => {
      const { post } = await postInNewSpace();
      const likers = await members(20);
      const results = await Promise.all(likers.map((m) => react(post.id, m.auth, { react_type: 'like' })));
      for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const res of results) expect(res.body.message).not.toBe(ALREADY_REACTED);
      const counts = results.map((r) => r.body.new_count as number);
      for (const c of counts) {
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c).toBeLessThanOrEqual(20);
      }
      expect(Math.max(...counts)).toBe(20);
      expect(await reactionsCount(post.id)).toBe(20);
      // A final (repeated) like reports the same count.
      expect(await like(post.id, likers[7]!.auth)).toEqual({ message: ALREADY_REACTED, new_count: 20 });
      const rows = await listReactions(post.id);
      expect(rows).toHaveLength(20);
      expect(rows.map((r) => r.user_id).sort((x, y) => x - y)).toEqual(likers.map((m) => m.userId).sort((x, y) => x - y));
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(20);
    });

    it('counts 10 concurrent likes by the same member once: reactions_count is 1 and one reaction.added', async () => {
      const { post } = await postInNewSpace();
      const liker = await createMember();
      const results = await Promise.all(Array.from({ length: 10 }, () => react(post.id, liker.auth, { react_type: 'like' })));
      for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
      for (const res of results) expect(res.body.new_count).toBe(1);
      expect(results.filter((r) => r.body.message === ALREADY_REACTED)).toHaveLength(9);
      expect(await reactionsCount(post.id)).toBe(1);
      expect((await like(post.id, liker.auth)).new_count).toBe(1);
      expect((await listReactions(post.id)).map((r) => r.user_id)).toEqual([liker.userId]);
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(1);
    });

    it('lets a member who has not joined a public space like its post, and the author like their own post', async () => {
      const { author, post } = await postInNewSpace();
      const outsider = await createMember();
      expect((await like(post.id, outsider.auth)).new_count).toBe(1);
      expect((await like(post.id, author.auth)).new_count).toBe(2);
      expect(await reactionsCount(post.id)).toBe(2);
    });
  });

  describe('GET /feeds/{id}/reactions', () => {
    it('lists the likers with exactly the reaction fields, object_type "feed", type "like" and their xprofile, anonymously for a public space', async () => {
      const { post } = await postInNewSpace();
      const [a, b, c] = [await createMember(), await createMember(), await createMember()];
      // Liked in the reverse order of the member ids: the list still ends with the newest member ids.
      for (const m of [c, a, b]) await like(post.id, m.auth);
      const res = await getReactions(post.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['reactions']);
      const rows = res.body.reactions;
      expect(rows).toHaveLength(3);
      expect(rows.map((r: any) => r.user_id)).toEqual([a.userId, b.userId, c.userId]);
      for (const [row, m] of [[rows[0], a], [rows[1], b], [rows[2], c]] as const) {
        expect(sortedKeys(row)).toEqual(REACTION_KEYS);
        expect(row).toMatchObject({ user_id: m.userId, object_id: post.id, object_type: 'feed', type: 'like' });
        expect(row.id).toBeDefined();
        expect(row.created_at).toMatch(DATETIME);
        expect(sortedKeys(row.xprofile)).toEqual([...XPROFILE_KEYS].sort());
        expect(row.xprofile).toMatchObject({ user_id: m.userId, username: m.username, display_name: m.username });
      }
      expect(await listReactions(post.id, a.auth)).toEqual(rows);
    });

    it('answers an empty list for a post nobody liked', async () => {
      const { post } = await postInNewSpace();
      expect(await listReactions(post.id, undefined)).toEqual([]);
    });
  });

  describe('comment likes', () => {
    it('likes a comment with state true: {message "Reaction has been toggled", reactions_count 1, liked true}; twice counts once; state false unlikes', async () => {
      const { space, post } = await postInNewSpace();
      const commenter = await memberOf(space);
      const [a, b] = await pair();
      const comment = await createComment(post.id, commenter.auth);
      expect(comment.reactions_count).toBe(0);

      expect(await toggleComment(post.id, comment.id, a.auth, true)).toMatchObject({ reactions_count: 1, liked: true });
      expect(await commentReactionsCount(post.id, comment.id)).toBe(1);
      expect(await toggleComment(post.id, comment.id, a.auth, true)).toMatchObject({ reactions_count: 1, liked: true });
      expect(await commentReactionsCount(post.id, comment.id)).toBe(1);
      expect(await toggleComment(post.id, comment.id, b.auth, true)).toMatchObject({ reactions_count: 2, liked: true });
      expect(await commentReactionsCount(post.id, comment.id)).toBe(2);

      expect(await toggleComment(post.id, comment.id, a.auth, false)).toMatchObject({ reactions_count: 1, liked: false });
      expect(await commentReactionsCount(post.id, comment.id)).toBe(1);
      // Unliking again changes nothing.
      expect(await toggleComment(post.id, comment.id, a.auth, false)).toMatchObject({ reactions_count: 1, liked: false });
      expect(await commentReactionsCount(post.id, comment.id)).toBe(1);
    });

    it('keeps comment likes apart from the post: the post\'s reactions_count and reactions list stay untouched; the event names the comment', async () => {
      const { space, post } = await postInNewSpace();
      const commenter = await memberOf(space);
      const liker = await createMember();
      const [c1, c2] = [await createComment(post.id, commenter.auth), await createComment(post.id, commenter.auth)];
      await toggleComment(post.id, c1.id, liker.auth, true);
      expect(await commentReactionsCount(post.id, c1.id)).toBe(1);
      expect(await commentReactionsCount(post.id, c2.id)).toBe(0);
      expect(await reactionsCount(post.id)).toBe(0);
      expect(await listReactions(post.id)).toEqual([]);
      const events = await reactionEvents('reaction.added', post.id);
      expect(events.map((e) => e.data)).toEqual([expect.objectContaining({ object_type: 'comment', object_id: c1.id, comment_id: c1.id, user_id: liker.userId, comment_user_id: commenter.userId })]);
      // A repeated like changes nothing and emits nothing.
      await toggleComment(post.id, c1.id, liker.auth, true);
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(1);
      // A post like leaves the comment's count alone.
      await like(post.id, liker.auth);
      expect(await commentReactionsCount(post.id, c1.id)).toBe(1);
      expect(await reactionsCount(post.id)).toBe(1);
    });

    it('counts 10 members liking one comment concurrently exactly', async () => {
      const { space, post } = await postInNewSpace();
      const commenter = await memberOf(space);
      const comment = await createComment(post.id, commenter.auth);
      const likers = await members(10);
      const results = await Promise.all(likers.map((m) => reactComment(post.id, comment.id, m.auth, { state: true })));
      for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(Math.max(...results.map((r) => r.body.reactions_count as number))).toBe(10);
      expect(await commentReactionsCount(post.id, comment.id)).toBe(10);
    });

    it('lists a comment\'s likers with object_type "comment" and their xprofile', async () => {
      const { space, post } = await postInNewSpace();
      const commenter = await memberOf(space);
      const [a, b] = [await createMember(), await createMember()];
      const comment = await createComment(post.id, commenter.auth);
      await toggleComment(post.id, comment.id, b.auth, true);
      await toggleComment(post.id, comment.id, a.auth, true);
      const res = await getCommentReactions(post.id, comment.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['reactions']);
      const rows = res.body.reactions;
      expect(rows.map((r: any) => r.user_id)).toEqual([a.userId, b.userId]);
      for (const [row, m] of [[rows[0], a], [rows[1], b]] as const) {
        expect(sortedKeys(row)).toEqual(REACTION_KEYS);
        expect(row).toMatchObject({ user_id: m.userId, object_id: comment.id, object_type: 'comment', type: 'like' });
        expect(row.created_at).toMatch(DATETIME);
        expect(row.xprofile).toMatchObject({ user_id: m.userId, username: m.username });
      }
      await toggleComment(post.id, comment.id, b.auth, false);
      const after = await getCommentReactions(post.id, comment.id, adminAuth);
      expect(after.status, JSON.stringify(after.body)).toBe(200);
      expect(after.body.reactions.map((r: any) => r.user_id)).toEqual([a.userId]);
    });

    it('fails with 401 anonymously and 404 feed_not_found for a private space\'s comment to a non-member', async () => {
      const space = await createSpace({ privacy: 'private' });
      const author = await createMember();
      await addMember(space.slug, author.userId);
      const post = await createFeed(author.auth, { space: space.slug });
      const comment = await createComment(post.id, author.auth);
      const outsider = await createMember();
      expectError(await reactComment(post.id, comment.id, undefined, { state: true }), 401, 'rest_forbidden');
      expectError(await reactComment(post.id, comment.id, outsider.auth, { state: true }), 404, 'feed_not_found');
      expectError(await getCommentReactions(post.id, comment.id, outsider.auth), 404, 'feed_not_found');
      expect(await commentReactionsCount(post.id, comment.id)).toBe(0);
      // A member of the space may like it.
      expect(await toggleComment(post.id, comment.id, author.auth, true)).toMatchObject({ reactions_count: 1, liked: true });
    });
  });

  describe('bookmarks', () => {
    it('bookmarks with react_type bookmark: new_count stays the like count, and neither reactions_count nor the reactions list change', async () => {
      const { post } = await postInNewSpace();
      const [liker, reader] = await pair();
      await like(post.id, liker.auth);
      const res = await bookmark(post.id, reader.auth);
      expect(res.new_count).toBe(1);
      expect(await reactionsCount(post.id)).toBe(1);
      expect((await listReactions(post.id)).map((r) => [r.user_id, r.type])).toEqual([[liker.userId, 'like']]);
      // A bookmark of a post nobody liked answers 0.
      const { post: unliked } = await postInNewSpace();
      expect((await bookmark(unliked.id, reader.auth)).new_count).toBe(0);
      expect(await reactionsCount(unliked.id)).toBe(0);
      // Bookmarking and liking are independent: the bookmarker can still like.
      expect((await like(post.id, reader.auth)).new_count).toBe(2);
    });

    it('lists the bookmarked post on GET /feeds/bookmarks with bookmarked true and the post\'s fields', async () => {
      const { post } = await postInNewSpace();
      const reader = await createMember();
      const empty = await bookmarksPage(reader.auth);
      expect(empty).toMatchObject({ data: [], total: 0, current_page: 1, per_page: 10, has_more: false });
      await bookmark(post.id, reader.auth);
      const page = await bookmarksPage(reader.auth);
      expect(page).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 1, has_more: false, total: 1 });
      expect(page.data).toHaveLength(1);
      const row = page.data[0];
      expect(row).toMatchObject({ id: post.id, slug: post.slug, message: post.message, user_id: post.user_id, bookmarked: true });
      expect(sortedKeys(row)).toEqual(expect.arrayContaining([...FEED_KEYS].sort()));
      // Bookmarking again keeps one entry.
      await bookmark(post.id, reader.auth);
      expect(await bookmarkIds(reader.auth)).toEqual([post.id]);
      // Other members' lists do not show it.
      expect(await bookmarkIds((await createMember()).auth)).toEqual([]);
    });

    it('lists bookmarks newest post first with a real total, paged by per_page', async () => {
      const space = await createSpace();
      const ids: number[] = [];
      for (let i = 0; i < 5; i++) ids.push((await createFeed(adminAuth, { space: space.slug })).id);
      const reader = await createMember();
      // Bookmarked in an order unlike the posts' own.
      for (const id of [ids[2]!, ids[0]!, ids[4]!, ids[1]!, ids[3]!]) await bookmark(id, reader.auth);
      const newest = [...ids].reverse();

      const all = await bookmarksPage(reader.auth);
      expect(all).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 5, has_more: false, total: 5 });
      expect(all.data.map((f: any) => f.id)).toEqual(newest);
      for (const f of all.data) expect(f.bookmarked).toBe(true);

      const p1 = await bookmarksPage(reader.auth, { per_page: 2 });
      expect(p1).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2, has_more: true, total: 5 });
      expect(p1.data.map((f: any) => f.id)).toEqual(newest.slice(0, 2));
      const p2 = await bookmarksPage(reader.auth, { per_page: 2, page: 2 });
      expect(p2).toMatchObject({ current_page: 2, per_page: 2, from: 3, to: 4, has_more: true, total: 5 });
      expect(p2.data.map((f: any) => f.id)).toEqual(newest.slice(2, 4));
      const p3 = await bookmarksPage(reader.auth, { per_page: 2, page: 3 });
      expect(p3).toMatchObject({ current_page: 3, per_page: 2, from: 5, to: 5, has_more: false, total: 5 });
      expect(p3.data.map((f: any) => f.id)).toEqual(newest.slice(4));
    });

    it('removes a bookmark with remove true: the post is gone from the list; removing again changes nothing', async () => {
      const space = await createSpace();
      const [a, b] = [await createFeed(adminAuth, { space: space.slug }), await createFeed(adminAuth, { space: space.slug })];
      const reader = await createMember();
      await bookmark(a.id, reader.auth);
      await bookmark(b.id, reader.auth);
      expect(await bookmarkIds(reader.auth)).toEqual([b.id, a.id]);
      const res = await unbookmark(a.id, reader.auth);
      expect(res.new_count).toBe(0);
      const page = await bookmarksPage(reader.auth);
      expect(page.data.map((f: any) => f.id)).toEqual([b.id]);
      expect(page.total).toBe(1);
      expect((await unbookmark(a.id, reader.auth)).new_count).toBe(0);
      expect(await bookmarkIds(reader.auth)).toEqual([b.id]);
    });

    it('leaves a bookmarked post out of GET /feeds/bookmarks once it is deleted', async () => {
      const space = await createSpace();
      const author = await memberOf(space);
      const [kept, doomed] = [await createFeed(author.auth, { space: space.slug }), await createFeed(author.auth, { space: space.slug })];
      const reader = await createMember();
      await bookmark(kept.id, reader.auth);
      await bookmark(doomed.id, reader.auth);
      expect(await bookmarkIds(reader.auth)).toEqual([doomed.id, kept.id]);
      const del = await api<any>('DELETE', `/feeds/${doomed.id}`, { auth: author.auth });
      expect(del.status, JSON.stringify(del.body)).toBe(200);
      const page = await bookmarksPage(reader.auth);
      expect(page.data.map((f: any) => f.id)).toEqual([kept.id]);
      expect(page.has_more).toBe(false);
    });

    it('leaves a private space\'s bookmarked post out of GET /feeds/bookmarks once the member leaves the space', async () => {
      const space = await createSpace({ privacy: 'private' });
      const [author, reader] = await pair();
      await addMember(space.slug, author.userId);
      await addMember(space.slug, reader.userId);
      const hidden = await createFeed(author.auth, { space: space.slug });
      const { post: shown } = await postInNewSpace();
      await bookmark(hidden.id, reader.auth);
      await bookmark(shown.id, reader.auth);
      expect(await bookmarkIds(reader.auth)).toEqual([shown.id, hidden.id]);
      const left = await api<any>('POST', `/spaces/${space.slug}/leave`, { auth: reader.auth });
      expect(left.status, JSON.stringify(left.body)).toBe(200);
      expect(await bookmarkIds(reader.auth)).toEqual([shown.id]);
    });

    it('fills a page with per_page readable posts after the newest bookmarked post is deleted', async () => {
      const space = await createSpace();
      const ids: number[] = [];
      for (let i = 0; i < 3; i++) ids.push((await createFeed(adminAuth, { space: space.slug })).id);
      const reader = await createMember();
      for (const id of ids) await bookmark(id, reader.auth);
      expect((await api<any>('DELETE', `/feeds/${ids[2]}`, { auth: adminAuth })).status).toBe(200);
      const p1 = await bookmarksPage(reader.auth, { per_page: 2 });
      expect(p1.data.map((f: any) => f.id)).toEqual([ids[1], ids[0]]);
      expect(p1).toMatchObject({ current_page: 1, per_page: 2, from: 1, to: 2 });
    });

    it('keeps total a real count of the listed posts after a bookmarked post is deleted or becomes unreadable', async () => {
      const priv = await createSpace({ privacy: 'private' });
      const pub = await createSpace();
      const reader = await memberOf(pub);
      await addMember(priv.slug, reader.userId);
      const [kept, doomed] = [await createFeed(adminAuth, { space: pub.slug }), await createFeed(adminAuth, { space: pub.slug })];
      const hidden = await createFeed(adminAuth, { space: priv.slug });
      for (const f of [kept, doomed, hidden]) await bookmark(f.id, reader.auth);
      expect((await bookmarksPage(reader.auth)).total).toBe(3);
      expect((await api<any>('DELETE', `/feeds/${doomed.id}`, { auth: adminAuth })).status).toBe(200);
      expect((await api<any>('POST', `/spaces/${priv.slug}/leave`, { auth: reader.auth })).status).toBe(200);
      const page = await bookmarksPage(reader.auth);
      expect(page.data.map((f: any) => f.id)).toEqual([kept.id]);
      expect(page).toMatchObject({ total: 1, from: 1, to: 1, has_more: false });
    });

    it('emits no reaction event for a bookmark', async () => {
      const { post } = await postInNewSpace();
      const reader = await createMember();
      await bookmark(post.id, reader.auth);
      await unbookmark(post.id, reader.auth);
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(0);
      expect(await reactionEvents('reaction.removed', post.id)).toHaveLength(0);
    });

    it('fails with 401 anonymously on GET /feeds/bookmarks', async () => {
      expectError(await getBookmarks(undefined), 401, 'rest_forbidden');
    });

    it('accepts per_page 100 and fails with 400 rest_invalid_param for 101', async () => {
      const reader = await createMember();
      expect((await bookmarksPage(reader.auth, { per_page: 100 })).per_page).toBe(100);
      const res = await getBookmarks(reader.auth, { per_page: 101 });
      expectError(res, 400, 'rest_invalid_param');
      expect(JSON.stringify(res.body.data.params)).toContain('per_page');
    });
  });

  describe('refusals', () => {
    it('fails with 401 rest_forbidden for an anonymous like or bookmark', async () => {
      const { post } = await postInNewSpace();
      expectError(await react(post.id, undefined, { react_type: 'like' }), 401, 'rest_forbidden');
      expectError(await react(post.id, undefined, { react_type: 'bookmark' }), 401, 'rest_forbidden');
      expect(await reactionsCount(post.id)).toBe(0);
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(0);
    });

    it('fails with 404 feed_not_found for a private space\'s post to a non-member (react, bookmark and reactions list); a member likes it', async () => {
      const space = await createSpace({ privacy: 'private' });
      const [author, insider, outsider] = await trio();
      await addMember(space.slug, author.userId);
      await addMember(space.slug, insider.userId);
      const post = await createFeed(author.auth, { space: space.slug });
      expectError(await react(post.id, outsider.auth, { react_type: 'like' }), 404, 'feed_not_found');
      expectError(await react(post.id, outsider.auth, { react_type: 'bookmark' }), 404, 'feed_not_found');
      expectError(await getReactions(post.id, outsider.auth), 404, 'feed_not_found');
      expectError(await getReactions(post.id, undefined), 404, 'feed_not_found');
      expect(await reactionsCount(post.id)).toBe(0);
      expect(await bookmarkIds(outsider.auth)).toEqual([]);
      expect((await like(post.id, insider.auth)).new_count).toBe(1);
      expect((await listReactions(post.id, insider.auth)).map((r) => r.user_id)).toEqual([insider.userId]);
    });

    it('fails with 404 feed_not_found for a draft post to other members (react and reactions list)', async () => {
      const space = await createSpace();
      const [author, other] = [await memberOf(space), await memberOf(space)];
      const draft = await createFeed(author.auth, { space: space.slug, status: 'draft' });
      expectError(await react(draft.id, other.auth, { react_type: 'like' }), 404, 'feed_not_found');
      expectError(await react(draft.id, other.auth, { react_type: 'bookmark' }), 404, 'feed_not_found');
      expectError(await getReactions(draft.id, other.auth), 404, 'feed_not_found');
      expectError(await getReactions(draft.id, undefined), 404, 'feed_not_found');
      expect((await readFeed(draft.id, author.auth)).reactions_count).toBe(0);
    });

    it('fails with 404 feed_not_found for an unknown post (react, reactions list and comment like)', async () => {
      const m = await createMember();
      expectError(await react(987_654_321, m.auth, { react_type: 'like' }), 404, 'feed_not_found');
      expectError(await react(987_654_321, m.auth, { react_type: 'bookmark' }), 404, 'feed_not_found');
      expectError(await getReactions(987_654_321, m.auth), 404, 'feed_not_found');
      expectError(await reactComment(987_654_321, 1, m.auth, { state: true }), 404, 'feed_not_found');
    });
  });

  describe('events', () => {
    it('emits reaction.added for a like and reaction.removed for its removal, with the post and the member; a repeated like or removal emits nothing new', async () => {
      const { post } = await postInNewSpace();
      const liker = await createMember();
      await like(post.id, liker.auth);
      const added = await reactionEvents('reaction.added', post.id);
      expect(added).toHaveLength(1);
      expect(added[0]!.event).toBe('reaction.added');
      expect(added[0]!.actor_id).toBe(liker.userId);
      expect(await reactionEvents('reaction.removed', post.id)).toHaveLength(0);

      expect((await like(post.id, liker.auth)).message).toBe(ALREADY_REACTED);
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(1);

      await unlike(post.id, liker.auth);
      const removed = await reactionEvents('reaction.removed', post.id);
      expect(removed).toHaveLength(1);
      expect(removed[0]!.event).toBe('reaction.removed');
      expect(removed[0]!.actor_id).toBe(liker.userId);

      expect((await unlike(post.id, liker.auth)).message).toBe(REACTION_REMOVED);
      expect(await reactionEvents('reaction.removed', post.id)).toHaveLength(1);
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(1);
    });

    it('emits no event for a refused like', async () => {
      const space = await createSpace({ privacy: 'private' });
      const author = await createMember();
      await addMember(space.slug, author.userId);
      const post = await createFeed(author.auth, { space: space.slug });
      const outsider = await createMember();
      expectError(await react(post.id, outsider.auth, { react_type: 'like' }), 404, 'feed_not_found');
      expect(await reactionEvents('reaction.added', post.id)).toHaveLength(0);
    });
  });

  describe('top contributors by reactions received', () => {
    it('counts likes of the author\'s post by others (2 others → 2); the author\'s own like does not count', async () => {
      const { author, post } = await postInNewSpace();
      const [a, b] = await pair();
      expect(await reactionsReceived(author.userId) ?? 0).toBe(0);
      await like(post.id, a.auth);
      await like(post.id, b.auth);
      expect(await reactionsReceived(author.userId)).toBe(2);
      expect((await like(post.id, author.auth)).new_count).toBe(3);
      expect(await reactionsReceived(author.userId)).toBe(2);
      // A repeated like by another does not count again.
      await like(post.id, a.auth);
      expect(await reactionsReceived(author.userId)).toBe(2);
      // The likers themselves received nothing.
      expect(await reactionsReceived(a.userId) ?? 0).toBe(0);
    });

    it('a deleted post takes back, in the background, its likes from the author\'s reactions received and its comments from the commenters\' counters', async () => {
      const { space, author, post } = await postInNewSpace();
      const [a, b] = await pair();
      for (const m of [a, b]) await join(space.slug, m.auth);
      await like(post.id, a.auth);
      await like(post.id, b.auth);
      await createComment(post.id, a.auth);
      await createComment(post.id, a.auth);
      const commentsOf = async (userId: number) => {
        const rows = await collectMeta('/members/top-contributors', adminAuth, { metric: 'comments', period: 'all', per_page: 100 });
        return rows.find((r) => Number(r.user_id ?? r.id) === userId)?.stats.comments_count ?? 0;
      };
      expect(await reactionsReceived(author.userId)).toBe(2);
      expect(await commentsOf(a.userId)).toBe(2);
      expect((await api('DELETE', `/feeds/${post.id}`, { auth: author.auth })).status).toBe(200);
      for (let i = 0; i < 100 && (((await reactionsReceived(author.userId)) ?? 0) > 0 || (await commentsOf(a.userId)) > 0); i++) await new Promise((r) => setTimeout(r, 100));
      expect(await reactionsReceived(author.userId) ?? 0).toBe(0);
      expect(await commentsOf(a.userId)).toBe(0);
    });
  });
});
