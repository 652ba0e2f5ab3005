import { describe, expect, it } from 'vitest';
import { outboxEvents, type OutboxEvent } from '../../support/events.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, expectForbidden, readFeed } from '../../support/feeds.ts';
import { api, type ApiResponse, type Auth } from '../../support/http.ts';
import { collectMeta, DATETIME, parseDatetime, token, XPROFILE_KEYS } from '../../support/identity.ts';
import { addMember, createSpace, expectError, memberOf, sortedKeys } from '../../support/spaces.ts';

/** Every field of the comment object docs/feeds.md lists. */
const COMMENT_KEYS = [
  'id', 'post_id', 'user_id', 'parent_id', 'message', 'message_rendered', 'meta', 'type', 'content_type', 'status',
  'is_sticky', 'reactions_count', 'created_at', 'updated_at', 'xprofile', 'liked', 'media',
].sort();

const LIST_META_KEYS = ['current_page', 'next_cursor', 'per_page', 'total', 'total_pages'];

/** A comment text no other test's comment contains. */
const uniqueComment = (words = 'A comment'): string => `${words} ${token('cm')}`;

/** A fresh member with the given role in the space (added by the administrator). */
const withRole = async (space: any, role: 'member' | 'moderator' | 'admin'): Promise<TestMember> => {
  const m = await createMember();
  await addMember(space.slug, m.userId, { role });
  return m;
};

/** A public space and a published post in it by a fresh member of the space. */
const postInNewSpace = async (settings?: Record<string, unknown>): Promise<{ space: any; author: TestMember; post: any }> => {
  const space = await createSpace(settings ? { settings } : {});
  const author = await memberOf(space);
  const post = await createFeed(author.auth, { space: space.slug });
  return { space, author, post };
};

/** POST /feeds/{id}/comments as `auth`, as is. */
const postComment = (postId: number, auth: Auth, body: Record<string, unknown>): Promise<ApiResponse<any>> =>
  api<any>('POST', `/feeds/${postId}/comments`, { auth, body });

/** Comments on the post as `auth` (a unique `comment` unless given), expecting 200; returns the comment. */
const createComment = async (postId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<any> => {
  const payload = { comment: uniqueComment(), ...body };
  const res = await postComment(postId, auth, payload);
  expect(res.status, `POST /feeds/${postId}/comments ${JSON.stringify(payload)} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.comment;
};

/** GET /feeds/{id}/comments as `auth`, as is. */
const getComments = (postId: number, auth?: Auth, query: Record<string, string | number> = {}): Promise<ApiResponse<any>> =>
  api<any>('GET', `/feeds/${postId}/comments`, { auth, query });

/** GET /feeds/{id}/comments as `auth` (the administrator by default), expecting 200; returns the whole answer. */
const listComments = async (postId: number, auth: Auth = adminAuth, query: Record<string, string | number> = {}): Promise<any> => {
  const res = await getComments(postId, auth, query);
  expect(res.status, `GET /feeds/${postId}/comments ${JSON.stringify(query)} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

/** The ids of the post's comments in list order (one page of 100). */
const commentIds = async (postId: number, auth: Auth = adminAuth): Promise<number[]> =>
  (await listComments(postId, auth, { per_page: 100 })).comments.map((c: any) => c.id);

/** The post's comments_count, read by id as the administrator. */
const commentsCount = async (postId: number): Promise<number> => (await readFeed(postId)).comments_count;

const editComment = (method: 'PUT' | 'POST', postId: number, commentId: number, auth: Auth, body: Record<string, unknown>): Promise<ApiResponse<any>> =>
  api<any>(method, `/feeds/${postId}/comments/${commentId}`, { auth, body });

const deleteComment = (postId: number, commentId: number, auth: Auth): Promise<ApiResponse<any>> =>
  api<any>('DELETE', `/feeds/${postId}/comments/${commentId}`, { auth });

const pinComment = (postId: number, commentId: number, auth: Auth, isSticky = true): Promise<ApiResponse<any>> =>
  api<any>('PATCH', `/feeds/${postId}/comments/${commentId}`, { auth, body: { is_sticky: isSticky } });

/** Outbox events of one name about the comment `commentId` (`data.id`). */
const commentEvents = (name: 'comment.created' | 'comment.updated' | 'comment.deleted', commentId: number): Promise<OutboxEvent[]> =>
  outboxEvents(name, (e) => e.data['id'] === commentId);

/** Outbox events of one name about any comment of the post `postId` (`data.post_id`). */
const postCommentEvents = (name: 'comment.created' | 'comment.updated' | 'comment.deleted', postId: number): Promise<OutboxEvent[]> =>
  outboxEvents(name, (e) => e.data['post_id'] === postId);

/** The member's stats.comments_count among all-time top contributors by comments, or null when not listed. */
const contributorComments = async (auth: Auth, userId: number): Promise<number | null> => {
  const rows = await collectMeta('/members/top-contributors', auth, { metric: 'comments', period: 'all' });
  const row = rows.find((r) => Number(r.user_id ?? r.id) === userId);
  return row ? row.stats.comments_count : null;
};

describe('comments', () => {
  describe('POST /feeds/{id}/comments', () => {
    it('creates a top-level comment from `comment` and answers {comment, message} with exactly the comment object\'s fields and the author\'s xprofile', async () => {
      const { space, post } = await postInNewSpace();
      const commenter = await memberOf(space);
      const text = uniqueComment('Nice **bold** point');
      const res = await postComment(post.id, commenter.auth, { comment: text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['comment', 'message']);
      expect(res.body.message).toEqual(expect.any(String));
      const c = res.body.comment;
      expect(sortedKeys(c)).toEqual(COMMENT_KEYS);
      expect(c).toMatchObject({
        post_id: post.id,
        user_id: commenter.userId,
        parent_id: null,
        message: text,
        meta: { mentioned_user_ids: [] },
        type: 'comment',
        content_type: 'text',
        status: 'published',
        is_sticky: false,
        reactions_count: 0,
      });
      expect(c.id).toEqual(expect.any(Number));
      expect(c.message_rendered).toContain('<strong>bold</strong>');
      expect(c.message_rendered).not.toContain('**');
      expect(c.created_at).toMatch(DATETIME);
      expect(c.updated_at).toMatch(DATETIME);
      expect(Math.abs(parseDatetime(c.created_at) - Date.now())).toBeLessThan(5 * 60_000);
      expect(sortedKeys(c.xprofile)).toEqual([...XPROFILE_KEYS].sort());
      expect(c.xprofile).toMatchObject({ user_id: commenter.userId, username: commenter.username, display_name: commenter.username });
      // The list shows the same comment.
      const listed = await listComments(post.id);
      expect(listed.comments).toEqual([c]);
    });

    it('accepts `message` instead of `comment`, escaping raw HTML and linking a mention of an existing member', async () => {
      const { space, post } = await postInNewSpace();
      const [commenter, mentioned] = [await memberOf(space), await memberOf(space)];
      const text = `Hey @${mentioned.username} <script>alert(1)</script> ${token('cm')}`;
      const c = await createComment(post.id, commenter.auth, { comment: undefined, message: text });
      expect(c).toMatchObject({ post_id: post.id, user_id: commenter.userId, parent_id: null, message: text, meta: { mentioned_user_ids: [mentioned.userId] } });
      expect(c.message_rendered).not.toMatch(/<script/i);
      expect(c.message_rendered).toContain('&lt;script&gt;');
      expect(c.message_rendered).toMatch(new RegExp(`<a\\s[^>]*href="[^"]*${mentioned.username}[^"]*"`));
    });

    it('lets a member who has not joined a public space comment on its post', async () => {
      const { post } = await postInNewSpace();
      const outsider = await createMember();
      const c = await createComment(post.id, outsider.auth);
      expect(c).toMatchObject({ post_id: post.id, user_id: outsider.userId });
      expect(await commentsCount(post.id)).toBe(1);
    });

    it('creates a reply with parent_id of a top-level comment of the same post', async () => {
      const { space, post } = await postInNewSpace();
      const [a, b] = [await memberOf(space), await memberOf(space)];
      const top = await createComment(post.id, a.auth);
      const reply = await createComment(post.id, b.auth, { parent_id: top.id });
      expect(sortedKeys(reply)).toEqual(COMMENT_KEYS);
      expect(reply).toMatchObject({ post_id: post.id, user_id: b.userId, parent_id: top.id, is_sticky: false });
      expect(reply.id).toBeGreaterThan(top.id);
      expect(await commentsCount(post.id)).toBe(2);
    });

    it('fails with 400 invalid_parent for a reply to a reply, a parent from another post, and an unknown parent', async () => {
      const { space, post } = await postInNewSpace();
      const other = await createFeed(adminAuth, { space: space.slug });
      const m = await memberOf(space);
      const top = await createComment(post.id, m.auth);
      const reply = await createComment(post.id, m.auth, { parent_id: top.id });
      const elsewhere = await createComment(other.id, m.auth);
      for (const parentId of [reply.id, elsewhere.id, 987_654_321]) {
        expectError(await postComment(post.id, m.auth, { comment: uniqueComment(), parent_id: parentId }), 400, 'invalid_parent');
      }
      expect(await commentsCount(post.id)).toBe(2);
      expect(await commentIds(post.id)).toEqual([top.id, reply.id]);
      expect(await commentsCount(other.id)).toBe(1);
    });

    it('fails with 400 rest_invalid_param for an empty, missing or over-10,000-character comment', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      for (const body of [{ comment: '' }, { message: '' }, {}, { comment: 'x'.repeat(10_001) }]) {
        expectError(await postComment(post.id, m.auth, body), 400, 'rest_invalid_param');
      }
      expect(await commentsCount(post.id)).toBe(0);
      expect(await commentIds(post.id)).toEqual([]);
      // 10,000 characters is still fine.
      expect((await createComment(post.id, m.auth, { comment: `${token('cm')} ${'y'.repeat(10_000 - 13)}` })).message).toHaveLength(10_000);
    });

    it('fails with 401 anonymously', async () => {
      const { post } = await postInNewSpace();
      const res = await postComment(post.id, undefined, { comment: uniqueComment() });
      expectError(res, 401, 'rest_forbidden');
      expect(await commentsCount(post.id)).toBe(0);
    });

    it('fails with 404 feed_not_found for an unknown post (create and list)', async () => {
      const m = await createMember();
      expectError(await postComment(987_654_321, m.auth, { comment: uniqueComment() }), 404, 'feed_not_found');
      expectError(await getComments(987_654_321, m.auth), 404, 'feed_not_found');
    });

    it('counts 15 concurrent comments on one post exactly: comments_count is 15 more and all 15 are listed', async () => {
      const { space, author, post } = await postInNewSpace();
      await createComment(post.id, author.auth);
      const before = await commentsCount(post.id);
      expect(before).toBe(1);
      const commenters = [await memberOf(space), await memberOf(space), await createMember()];
      const results = await Promise.all(
        Array.from({ length: 15 }, (_, i) => postComment(post.id, commenters[i % commenters.length]!.auth, { comment: uniqueComment(`Concurrent ${i}`) })),
      );
      for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
      const created = results.map((r) => r.body.comment.id as number);
      expect(new Set(created).size).toBe(15);
      expect(await commentsCount(post.id)).toBe(before + 15);
      const listed = await listComments(post.id, adminAuth, { per_page: 100 });
      expect(listed.meta.total).toBe(before + 15);
      expect(listed.comments).toHaveLength(before + 15);
      expect(listed.comments.map((c: any) => c.id)).toEqual(expect.arrayContaining(created));
    });
  });

  describe('GET /feeds/{id}/comments', () => {
    it('lists oldest first with replies carrying parent_id, as {comments, meta} with meta.total equal to comments_count, anonymously for a public space', async () => {
      const { space, post } = await postInNewSpace();
      const [a, b] = [await memberOf(space), await memberOf(space)];
      const first = await createComment(post.id, a.auth);
      const second = await createComment(post.id, b.auth);
      const replyToFirst = await createComment(post.id, b.auth, { parent_id: first.id });
      const third = await createComment(post.id, a.auth);
      const replyToSecond = await createComment(post.id, a.auth, { parent_id: second.id });

      const res = await getComments(post.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['comments', 'meta']);
      expect(sortedKeys(res.body.meta)).toEqual(LIST_META_KEYS);
      expect(res.body.meta).toMatchObject({ total: 5, per_page: 50, current_page: 1, total_pages: 1, next_cursor: null });
      const rows = res.body.comments;
      expect(rows.map((c: any) => c.id)).toEqual([first.id, second.id, replyToFirst.id, third.id, replyToSecond.id]);
      expect(rows.map((c: any) => c.parent_id)).toEqual([null, null, first.id, null, second.id]);
      for (const row of rows) expect(sortedKeys(row)).toEqual(COMMENT_KEYS);
      expect(rows[2]).toMatchObject({ id: replyToFirst.id, user_id: b.userId, message: replyToFirst.message, xprofile: { user_id: b.userId } });
      expect(res.body.meta.total).toBe(await commentsCount(post.id));
    });

    it('pages with per_page and page, and follows next_cursor to the end; meta.total stays the post\'s comments_count', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) ids.push((await createComment(post.id, m.auth, { comment: uniqueComment(`Paged ${i}`) })).id);
      expect(await commentsCount(post.id)).toBe(7);

      const p1 = await listComments(post.id, undefined, { per_page: 3 });
      expect(p1.meta).toMatchObject({ total: 7, per_page: 3, current_page: 1, total_pages: 3 });
      expect(p1.comments.map((c: any) => c.id)).toEqual(ids.slice(0, 3));
      expect(p1.meta.next_cursor).toEqual(expect.any(String));
      const p2 = await listComments(post.id, undefined, { per_page: 3, page: 2 });
      expect(p2.meta).toMatchObject({ total: 7, per_page: 3, current_page: 2, total_pages: 3 });
      expect(p2.comments.map((c: any) => c.id)).toEqual(ids.slice(3, 6));
      const p3 = await listComments(post.id, undefined, { per_page: 3, page: 3 });
      expect(p3.comments.map((c: any) => c.id)).toEqual(ids.slice(6));
      expect(p3.meta.next_cursor).toBeNull();

      const seen: number[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 5; i++) {
        const page = await listComments(post.id, undefined, { per_page: 3, ...(cursor ? { cursor } : {}) });
        expect(page.meta.total).toBe(7);
        seen.push(...page.comments.map((c: any) => c.id));
        cursor = page.meta.next_cursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(ids);
      expect(cursor).toBeNull();
    });

    it('accepts per_page 100 and fails with 400 rest_invalid_param for 101', async () => {
      const { post } = await postInNewSpace();
      expect((await listComments(post.id, undefined, { per_page: 100 })).meta).toMatchObject({ per_page: 100, total: 0 });
      const res = await getComments(post.id, undefined, { per_page: 101 });
      expectError(res, 400, 'rest_invalid_param');
      expect(JSON.stringify(res.body.data.params)).toContain('per_page');
    });
  });

  describe('comments_count', () => {
    it('follows creates and deletes on GET /feeds/{id}/by-id', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      expect(await commentsCount(post.id)).toBe(0);
      const a = await createComment(post.id, m.auth);
      expect(await commentsCount(post.id)).toBe(1);
      const b = await createComment(post.id, m.auth);
      const reply = await createComment(post.id, m.auth, { parent_id: a.id });
      expect(await commentsCount(post.id)).toBe(3);
      // Deleting a reply takes only the reply.
      expect((await deleteComment(post.id, reply.id, m.auth)).status).toBe(200);
      expect(await commentsCount(post.id)).toBe(2);
      expect(await commentIds(post.id)).toEqual([a.id, b.id]);
      expect((await deleteComment(post.id, b.id, m.auth)).status).toBe(200);
      expect(await commentsCount(post.id)).toBe(1);
      expect((await listComments(post.id)).meta.total).toBe(1);
    });

    it('drops by 1 + replies when a top-level comment is deleted, and its replies are gone from the list', async () => {
      const { space, post } = await postInNewSpace();
      const [a, b] = [await memberOf(space), await memberOf(space)];
      const parent = await createComment(post.id, a.auth);
      const keep = await createComment(post.id, b.auth);
      const replies = [
        await createComment(post.id, b.auth, { parent_id: parent.id }),
        await createComment(post.id, a.auth, { parent_id: parent.id }),
        await createComment(post.id, b.auth, { parent_id: parent.id }),
      ];
      const keptReply = await createComment(post.id, a.auth, { parent_id: keep.id });
      expect(await commentsCount(post.id)).toBe(6);
      const res = await deleteComment(post.id, parent.id, a.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['message']);
      expect(await commentsCount(post.id)).toBe(6 - 1 - replies.length);
      const listed = await listComments(post.id);
      expect(listed.comments.map((c: any) => c.id)).toEqual([keep.id, keptReply.id]);
      expect(listed.meta.total).toBe(2);
      for (const r of replies) expectError(await editComment('PUT', post.id, r.id, adminAuth, { comment: uniqueComment() }), 404, 'comment_not_found');
    });
  });

  describe('PUT and POST /feeds/{id}/comments/{cid}', () => {
    it('lets the author edit with PUT and with POST; message_rendered is rendered again', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const c = await createComment(post.id, m.auth, { comment: uniqueComment('plain') });
      const put = await editComment('PUT', post.id, c.id, m.auth, { comment: `Now *italic* ${token('cm')}` });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(sortedKeys(put.body)).toEqual(['comment', 'message']);
      expect(sortedKeys(put.body.comment)).toEqual(COMMENT_KEYS);
      expect(put.body.comment).toMatchObject({ id: c.id, post_id: post.id, user_id: m.userId, parent_id: null, created_at: c.created_at });
      expect(put.body.comment.message_rendered).toContain('<em>italic</em>');
      const text = `Then **strong** ${token('cm')}`;
      const post2 = await editComment('POST', post.id, c.id, m.auth, { message: text });
      expect(post2.status, JSON.stringify(post2.body)).toBe(200);
      expect(post2.body.comment).toMatchObject({ id: c.id, message: text });
      expect(post2.body.comment.message_rendered).toContain('<strong>strong</strong>');
      expect(post2.body.comment.message_rendered).not.toContain('<em>italic</em>');
      const [listed] = (await listComments(post.id)).comments;
      expect(listed).toMatchObject({ id: c.id, message: text, message_rendered: post2.body.comment.message_rendered });
      expect(await commentsCount(post.id)).toBe(1);
    });

    it('fails with 403 for another member (PUT and POST) and lets the administrator edit', async () => {
      const { space, post } = await postInNewSpace();
      const [author, other] = [await memberOf(space), await memberOf(space)];
      const c = await createComment(post.id, author.auth);
      expectForbidden(await editComment('PUT', post.id, c.id, other.auth, { comment: uniqueComment('hijack') }));
      expectForbidden(await editComment('POST', post.id, c.id, other.auth, { comment: uniqueComment('hijack') }));
      expect((await listComments(post.id)).comments[0].message).toBe(c.message);
      const text = uniqueComment('Edited by admin');
      const res = await editComment('PUT', post.id, c.id, adminAuth, { comment: text });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.comment).toMatchObject({ id: c.id, message: text, user_id: author.userId, xprofile: { user_id: author.userId } });
    });

    it('fails with 404 comment_not_found for an unknown comment and 400 rest_invalid_param for an empty comment', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const c = await createComment(post.id, m.auth);
      expectError(await editComment('PUT', post.id, 987_654_321, adminAuth, { comment: uniqueComment() }), 404, 'comment_not_found');
      expectError(await editComment('PUT', post.id, c.id, m.auth, { comment: '' }), 400, 'rest_invalid_param');
      expect((await listComments(post.id)).comments[0].message).toBe(c.message);
    });
  });

  describe('DELETE /feeds/{id}/comments/{cid}', () => {
    it('fails with 403 for another plain member, and lets a space moderator delete', async () => {
      const { space, post } = await postInNewSpace();
      const [author, other] = [await memberOf(space), await memberOf(space)];
      const spaceModerator = await withRole(space, 'moderator');
      const c = await createComment(post.id, author.auth);
      expectForbidden(await deleteComment(post.id, c.id, other.auth));
      expect(await commentIds(post.id)).toEqual([c.id]);
      expect(await commentsCount(post.id)).toBe(1);
      const res = await deleteComment(post.id, c.id, spaceModerator.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      expect(await commentIds(post.id)).toEqual([]);
      expect(await commentsCount(post.id)).toBe(0);
    });

    it('fails with 404 comment_not_found for an unknown comment and for a comment already deleted', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const c = await createComment(post.id, m.auth);
      expectError(await deleteComment(post.id, 987_654_321, adminAuth), 404, 'comment_not_found');
      expect((await deleteComment(post.id, c.id, m.auth)).status).toBe(200);
      expectError(await deleteComment(post.id, c.id, m.auth), 404, 'comment_not_found');
      expect(await commentsCount(post.id)).toBe(0);
    });

    it('deletes a comment with more replies and repliers than one transaction holds (60 replies by 26 members)', async () => {
      const { space, post } = await postInNewSpace();
      const top = await createComment(post.id, adminAuth);
      // 25 members and the administrator: 26 authors, each with 4 contribution counters, 60 replies with their markers.
      const repliers = await Promise.all(Array.from({ length: 25 }, () => memberOf(space)));
      const firstText = (await createComment(post.id, repliers[0]!.auth, { parent_id: top.id })).message as string;
      for (const r of repliers.slice(1)) await createComment(post.id, r.auth, { parent_id: top.id });
      for (let i = 0; i < 35; i++) await createComment(post.id, adminAuth, { parent_id: top.id });
      expect(await commentsCount(post.id)).toBe(61);
      const res = await deleteComment(post.id, top.id, adminAuth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await commentIds(post.id)).toEqual([]);
      expect(await commentsCount(post.id)).toBe(0);
      const [deleted] = await commentEvents('comment.deleted', top.id);
      expect(deleted?.data).toMatchObject({ id: top.id, replies_deleted: 60 });
      // The texts are free again: the same reply can be written anew.
      const again = await createComment(post.id, repliers[0]!.auth, { comment: firstText });
      expect(again.message).toBe(firstText);
    });
  });

  describe('PATCH /feeds/{id}/comments/{cid}', () => {
    it('lets a space manager pin a comment; pinning a second unpins the first', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const spaceAdmin = await withRole(space, 'admin');
      const [a, b] = [await createComment(post.id, m.auth), await createComment(post.id, m.auth)];
      const pinA = await pinComment(post.id, a.id, spaceAdmin.auth);
      expect(pinA.status, JSON.stringify(pinA.body)).toBe(200);
      expect(sortedKeys(pinA.body)).toEqual(['comment', 'message']);
      expect(pinA.body.comment).toMatchObject({ id: a.id, is_sticky: true, user_id: m.userId });
      expect((await listComments(post.id)).comments.map((c: any) => [c.id, c.is_sticky])).toEqual([[a.id, true], [b.id, false]]);
      const pinB = await pinComment(post.id, b.id, spaceAdmin.auth);
      expect(pinB.status, JSON.stringify(pinB.body)).toBe(200);
      expect(pinB.body.comment).toMatchObject({ id: b.id, is_sticky: true });
      expect((await listComments(post.id)).comments.map((c: any) => [c.id, c.is_sticky])).toEqual([[a.id, false], [b.id, true]]);
    });

    it('fails with 400 invalid_parent when pinning a reply', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const top = await createComment(post.id, m.auth);
      const reply = await createComment(post.id, m.auth, { parent_id: top.id });
      expectError(await pinComment(post.id, reply.id, adminAuth), 400, 'invalid_parent');
      expect((await listComments(post.id)).comments.every((c: any) => c.is_sticky === false)).toBe(true);
    });

    it('fails with 403 when a plain member (even the comment\'s author) pins a comment', async () => {
      const { space, post } = await postInNewSpace();
      const [author, other] = [await memberOf(space), await memberOf(space)];
      const c = await createComment(post.id, author.auth);
      expectForbidden(await pinComment(post.id, c.id, other.auth));
      expectForbidden(await pinComment(post.id, c.id, author.auth));
      expect((await listComments(post.id)).comments[0].is_sticky).toBe(false);
    });
  });

  describe('refusals', () => {
    it('fails with 403 comments_disabled after the author turns comments off on the post', async () => {
      const { space, author, post } = await postInNewSpace();
      const m = await memberOf(space);
      await createComment(post.id, m.auth);
      const patch = await api<any>('PATCH', `/feeds/${post.id}`, { auth: author.auth, body: { comments_disabled: true } });
      expect(patch.status, JSON.stringify(patch.body)).toBe(200);
      expectError(await postComment(post.id, m.auth, { comment: uniqueComment() }), 403, 'comments_disabled');
      expectError(await postComment(post.id, author.auth, { comment: uniqueComment() }), 403, 'comments_disabled');
      expect(await commentsCount(post.id)).toBe(1);
    });

    it('fails with 403 comments_disabled in a space whose settings.allow_comments is false', async () => {
      const { space, post } = await postInNewSpace({ allow_comments: false });
      const m = await memberOf(space);
      expectError(await postComment(post.id, m.auth, { comment: uniqueComment() }), 403, 'comments_disabled');
      expect(await commentsCount(post.id)).toBe(0);
    });

    it('fails with 404 feed_not_found for a private space\'s post to a non-member (list and create) and anonymously; a member comments', async () => {
      const space = await createSpace({ privacy: 'private' });
      const [author, outsider] = [await withRole(space, 'member'), await createMember()];
      const post = await createFeed(author.auth, { space: space.slug });
      const c = await createComment(post.id, author.auth);
      expectError(await getComments(post.id, outsider.auth), 404, 'feed_not_found');
      expectError(await getComments(post.id, undefined), 404, 'feed_not_found');
      expectError(await postComment(post.id, outsider.auth, { comment: uniqueComment() }), 404, 'feed_not_found');
      expect(await commentIds(post.id, author.auth)).toEqual([c.id]);
      expect(await commentsCount(post.id)).toBe(1);
    });

    it('fails with 404 feed_not_found for comments on a draft post by others (list and create), and for its author\'s comment', async () => {
      const space = await createSpace();
      const [author, other] = [await memberOf(space), await memberOf(space)];
      const draft = await createFeed(author.auth, { space: space.slug, status: 'draft' });
      expectError(await getComments(draft.id, other.auth), 404, 'feed_not_found');
      expectError(await getComments(draft.id, undefined), 404, 'feed_not_found');
      expectError(await postComment(draft.id, other.auth, { comment: uniqueComment() }), 404, 'feed_not_found');
      expectError(await postComment(draft.id, author.auth, { comment: uniqueComment() }), 404, 'feed_not_found');
      expect((await readFeed(draft.id, author.auth)).comments_count).toBe(0);
    });
  });

  describe('events', () => {
    it('emits comment.created, comment.updated and comment.deleted with the comment and its post', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      const c = await createComment(post.id, m.auth);
      const created = await commentEvents('comment.created', c.id);
      expect(created).toHaveLength(1);
      expect(created[0]!.actor_id).toBe(m.userId);
      expect(created[0]!.data).toMatchObject({ id: c.id, post_id: post.id, user_id: m.userId });
      expect(await commentEvents('comment.updated', c.id)).toHaveLength(0);

      expect((await editComment('PUT', post.id, c.id, m.auth, { comment: uniqueComment('changed') })).status).toBe(200);
      const updated = await commentEvents('comment.updated', c.id);
      expect(updated).toHaveLength(1);
      expect(updated[0]!.actor_id).toBe(m.userId);
      expect(updated[0]!.data).toMatchObject({ id: c.id, post_id: post.id });

      expect(await commentEvents('comment.deleted', c.id)).toHaveLength(0);
      expect((await deleteComment(post.id, c.id, adminAuth)).status).toBe(200);
      const deleted = await commentEvents('comment.deleted', c.id);
      expect(deleted).toHaveLength(1);
      expect(deleted[0]!.data).toMatchObject({ id: c.id, post_id: post.id });
      expect(await postCommentEvents('comment.created', post.id)).toHaveLength(1);
      expect(await postCommentEvents('comment.deleted', post.id)).toHaveLength(1);
    });

    it('emits no event for a refused comment', async () => {
      const { space, post } = await postInNewSpace({ allow_comments: false });
      const m = await memberOf(space);
      expectError(await postComment(post.id, m.auth, { comment: uniqueComment() }), 403, 'comments_disabled');
      expect(await postCommentEvents('comment.created', post.id)).toHaveLength(0);
    });
  });

  describe('top contributors by comments', () => {
    it('counts a fresh member\'s comments: 3 after three comments, 2 after deleting one', async () => {
      const { space, post } = await postInNewSpace();
      const m = await memberOf(space);
      expect(await contributorComments(m.auth, m.userId)).toBeNull();
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await createComment(post.id, m.auth, { comment: uniqueComment(`Counted ${i}`) }));
      expect(await contributorComments(m.auth, m.userId)).toBe(3);
      expect((await deleteComment(post.id, made[1].id, m.auth)).status).toBe(200);
      expect(await contributorComments(m.auth, m.userId)).toBe(2);
    });
  });
});
