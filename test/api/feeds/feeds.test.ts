import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { collectMeta, DATETIME, parseDatetime, token } from '../../support/identity.ts';
import {
  createFeed,
  expectForbidden,
  FEED_KEYS,
  FEED_SPACE_KEYS,
  feedById,
  feedBySlug,
  feedEvents,
  feedIdsOf,
  FEEDS_PAGE_KEYS,
  listFeeds,
  postFeed,
  postsCount,
  readFeed,
  uniqueMessage,
} from '../../support/feeds.ts';
import { addMember, adminUserId, createSpace, expectError, join, memberOf, sortedKeys, waitForZero } from '../../support/spaces.ts';

/** Items left in a post's partition (the post and its comments and reactions). */
async function postPartitionCount(postId: number): Promise<number> {
  const { queryAll } = await import('#platform/data/queries.ts');
  const { tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  return (await queryAll({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.feed(postId).pk } })).length;
}

describe('feeds', () => {
  let adminId: number;

  beforeAll(async () => {
    adminId = await adminUserId();
  });

  describe('POST /feeds', () => {
    it('creates a published post in a public space as a member and answers {feed, message} with every field of the post object', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const message = uniqueMessage('Hello **bold** world');
      const title = `Title ${token('tt')}`;
      const res = await postFeed(m.auth, { message, title, space: s.slug });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['feed', 'last_fetched_timestamp', 'message']);
      expect(res.body.message).toEqual(expect.any(String));
      const f = res.body.feed;
      expect(sortedKeys(f)).toEqual([...FEED_KEYS].sort());
      expect(f).toMatchObject({
        title,
        message,
        user_id: m.userId,
        space_id: s.id,
        type: 'text',
        content_type: 'text',
        status: 'published',
        is_sticky: false,
        comments_disabled: false,
        topics: [],
        media: [],
        comments_count: 0,
        reactions_count: 0,
      });
      expect(f.id).toEqual(expect.any(Number));
      expect(f.slug).toEqual(expect.any(String));
      expect(f.slug.length).toBeGreaterThan(0);
      expect(f.meta).toMatchObject({ mentioned_user_ids: [] });
      expect(f.created_at).toMatch(DATETIME);
      expect(f.updated_at).toMatch(DATETIME);
      expect(Math.abs(parseDatetime(f.created_at) - Date.now())).toBeLessThan(5 * 60_000);
      expect(f.xprofile).toMatchObject({ user_id: m.userId, username: m.username, display_name: m.username });
      expect(sortedKeys(f.space)).toEqual([...FEED_SPACE_KEYS].sort());
      expect(f.space).toEqual({ id: s.id, title: s.title, slug: s.slug, type: s.type, privacy: s.privacy });
      expect(f.message_rendered).toContain('<p>');
      expect(f.message_rendered).toContain('<strong>bold</strong>');
      expect(f.message_rendered).not.toContain('**');
    });

    it('escapes raw HTML instead of rendering it, and does not turn a javascript: link into a link', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const tag = token('xs');
      const message = `Hi ${tag} <script>alert("x")</script> <img src=x onerror=alert(1)> [click me](javascript:alert(1))`;
      const f = await createFeed(m.auth, { message, space: s.slug });
      expect(f.message).toBe(message);
      const html: string = f.message_rendered;
      expect(html).toContain(tag);
      expect(html).not.toMatch(/<script/i);
      expect(html).toContain('&lt;script&gt;');
      expect(html).not.toMatch(/<img/i);
      expect(html).not.toMatch(/href\s*=\s*["']?\s*javascript:/i);
      expect(html).not.toMatch(/<a\s/i);
      // The same holds when read back.
      expect((await readFeed(f.id, m.auth)).message_rendered).toBe(html);
    });

    it('keeps http(s) and mailto links as links', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { message: `${uniqueMessage()} [site](https://example.test/page) [mail](mailto:a@example.test)`, space: s.slug });
      expect(f.message_rendered).toMatch(/<a [^>]*href="https:\/\/example\.test\/page"/);
      expect(f.message_rendered).toMatch(/<a [^>]*href="mailto:a@example\.test"/);
    });

    it('turns a mention of an existing member into a profile link with the id in meta.mentioned_user_ids; an unknown @name stays text', async () => {
      const s = await createSpace();
      const [author, mentioned] = [await memberOf(s), await memberOf(s)];
      const unknown = token('nobody');
      const message = `Hey @${mentioned.username} and @${unknown} ${token('mn')}`;
      const f = await createFeed(author.auth, { message, space: s.slug });
      expect(f.message).toBe(message);
      expect(f.meta.mentioned_user_ids).toEqual([mentioned.userId]);
      const html: string = f.message_rendered;
      const anchors = html.match(/<a\s[^>]*>.*?<\/a>/g) ?? [];
      expect(anchors, html).toHaveLength(1);
      expect(anchors[0]).toContain(mentioned.username);
      expect(anchors[0]).toMatch(new RegExp(`href="[^"]*${mentioned.username}[^"]*"`));
      expect(html).toContain(`@${unknown}`);
      expect((await readFeed(f.id)).meta.mentioned_user_ids).toEqual([mentioned.userId]);
    });

    it('creates a post by space_id as well as by space slug', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const byId = await createFeed(m.auth, { space_id: s.id });
      const bySlug = await createFeed(m.auth, { space: s.slug });
      expect(byId).toMatchObject({ space_id: s.id, space: { id: s.id, slug: s.slug } });
      expect(bySlug).toMatchObject({ space_id: s.id, space: { id: s.id, slug: s.slug } });
    });

    it('fails with 404 space_not_found for an unknown space slug or id', async () => {
      const m = await createMember();
      expectError(await postFeed(m.auth, { message: uniqueMessage(), space: token('nospace-') }), 404, 'space_not_found');
      expectError(await postFeed(m.auth, { message: uniqueMessage(), space_id: 987_654_321 }), 404, 'space_not_found');
    });

    it('fails with 400 rest_invalid_param naming message when the message is missing, empty or longer than 15,000', async () => {
      const s = await createSpace();
      for (const body of [{ space: s.slug }, { space: s.slug, message: '' }, { space: s.slug, message: 'x'.repeat(15_001) }]) {
        const res = await postFeed(adminAuth, body);
        expectError(res, 400, 'rest_invalid_param');
        expect(JSON.stringify(res.body.data.params)).toContain('message');
      }
      expect(await postsCount(s.slug)).toBe(0);
    });

    it('fails with 401 rest_forbidden anonymously', async () => {
      const s = await createSpace();
      expectError(await postFeed(undefined, { message: uniqueMessage(), space: s.slug }), 401, 'rest_forbidden');
      expect(await postsCount(s.slug)).toBe(0);
    });

    it('fails with 403 for a member who is not a member of the space', async () => {
      const s = await createSpace();
      const outsider = await createMember();
      expectForbidden(await postFeed(outsider.auth, { message: uniqueMessage(), space: s.slug }));
      expect(await postsCount(s.slug)).toBe(0);
    });

    it('fails with 403 for a member when the space does not allow posts', async () => {
      const s = await createSpace({ settings: { allow_posts: false } });
      const m = await memberOf(s);
      expectForbidden(await postFeed(m.auth, { message: uniqueMessage(), space: s.slug }));
      expect(await postsCount(s.slug)).toBe(0);
    });

    it('lets only managers post when restricted_post_only is on: 403 for a plain member, 200 for the space admin and the administrator', async () => {
      const s = await createSpace({ settings: { restricted_post_only: true } });
      const plain = await memberOf(s);
      const spaceAdmin = await createMember();
      await addMember(s.slug, spaceAdmin.userId, { role: 'admin' });
      expectForbidden(await postFeed(plain.auth, { message: uniqueMessage(), space: s.slug }));
      expect(await createFeed(spaceAdmin.auth, { space: s.slug })).toMatchObject({ user_id: spaceAdmin.userId, space_id: s.id });
      expect(await createFeed(adminAuth, { space: s.slug })).toMatchObject({ user_id: adminId, space_id: s.id });
      expect(await postsCount(s.slug)).toBe(2);
    });

    it('fails with 403 for a plain member when post_permissions excludes member, and lets a space moderator post', async () => {
      const s = await createSpace({ settings: { post_permissions: ['moderator', 'admin'] } });
      const plain = await memberOf(s);
      const spaceModerator = await createMember();
      await addMember(s.slug, spaceModerator.userId, { role: 'moderator' });
      expectForbidden(await postFeed(plain.auth, { message: uniqueMessage(), space: s.slug }));
      expect(await createFeed(spaceModerator.auth, { space: s.slug })).toMatchObject({ user_id: spaceModerator.userId });
    });

    it('fails with 400 duplicate_post for the same text in the same space; the same text in another space is fine', async () => {
      const [a, b] = [await createSpace(), await createSpace()];
      const m = await memberOf(a, b);
      const message = uniqueMessage('Same words');
      await createFeed(m.auth, { message, space: a.slug });
      expectError(await postFeed(m.auth, { message, space: a.slug }), 400, 'duplicate_post');
      expect(await createFeed(m.auth, { message, space: b.slug })).toMatchObject({ space_id: b.id, message });
      expect(await postsCount(a.slug)).toBe(1);
    });

    it('fails with 429 too_many_requests on the 6th post within 5 minutes by a member', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      for (let i = 0; i < 5; i++) await createFeed(m.auth, { space: s.slug });
      expectError(await postFeed(m.auth, { message: uniqueMessage(), space: s.slug }), 429, 'too_many_requests');
      expect(await postsCount(s.slug)).toBe(5);
    });

    it('exempts the administrator from the rate limit: 7 posts in a row succeed', async () => {
      const s = await createSpace();
      for (let i = 0; i < 7; i++) await createFeed(adminAuth, { space: s.slug });
      expect(await postsCount(s.slug)).toBe(7);
    });

    it('counts the post in the space posts_count and emits feed.created once', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      expect(await postsCount(s.slug)).toBe(0);
      const f = await createFeed(m.auth, { space: s.slug });
      expect(await postsCount(s.slug)).toBe(1);
      const events = await feedEvents('feed.created', f.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.actor_id).toBe(m.userId);
    });
  });

  describe('GET /feeds/{id}/by-id and /feeds/{slug}/by-slug', () => {
    it('answer {feed, execution_time} with the same post, anonymously for a public space', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { space: s.slug, title: `Read ${token()}` });
      const byId = await feedById(f.id);
      const bySlug = await feedBySlug(f.slug);
      expect(byId.status, JSON.stringify(byId.body)).toBe(200);
      expect(bySlug.status, JSON.stringify(bySlug.body)).toBe(200);
      expect(sortedKeys(byId.body)).toEqual(['execution_time', 'feed']);
      expect(byId.body.execution_time).toEqual(expect.any(Number));
      expect(sortedKeys(byId.body.feed)).toEqual([...FEED_KEYS].sort());
      expect(byId.body.feed).toEqual(bySlug.body.feed);
      expect(byId.body.feed).toMatchObject({ id: f.id, slug: f.slug, message: f.message, message_rendered: f.message_rendered, user_id: m.userId });
      // The container remembers the slug's post, checked against the post it reads: once deleted, 404.
      expect((await api('DELETE', `/feeds/${f.id}`, { auth: m.auth })).status).toBe(200);
      expectError(await feedBySlug(f.slug), 404, 'feed_not_found');
    });

    it('fails with 404 feed_not_found for an unknown id or slug', async () => {
      expectError(await feedById(987_654_321), 404, 'feed_not_found');
      expectError(await feedBySlug(token('nofeed-')), 404, 'feed_not_found');
    });

    it('hides a private space\'s post from anonymous callers and non-members (404 feed_not_found) and shows it to members and the administrator', async () => {
      const s = await createSpace({ privacy: 'private' });
      const [author, reader, outsider] = [await createMember(), await createMember(), await createMember()];
      await addMember(s.slug, author.userId);
      await addMember(s.slug, reader.userId);
      const f = await createFeed(author.auth, { space: s.slug });
      for (const auth of [undefined, outsider.auth]) {
        expectError(await feedById(f.id, auth), 404, 'feed_not_found');
        expectError(await feedBySlug(f.slug, auth), 404, 'feed_not_found');
      }
      for (const auth of [author.auth, reader.auth, adminAuth]) {
        expect((await feedById(f.id, auth)).status).toBe(200);
        expect((await feedBySlug(f.slug, auth)).body.feed?.id).toBe(f.id);
      }
    });

    it('shows a draft only to its author and the administrator; others get 404 feed_not_found', async () => {
      const s = await createSpace();
      const [author, other] = [await memberOf(s), await memberOf(s)];
      const f = await createFeed(author.auth, { space: s.slug, status: 'draft' });
      expect(f.status).toBe('draft');
      for (const auth of [undefined, other.auth]) {
        expectError(await feedById(f.id, auth), 404, 'feed_not_found');
        expectError(await feedBySlug(f.slug, auth), 404, 'feed_not_found');
      }
      expect((await readFeed(f.id, author.auth)).status).toBe('draft');
      expect((await feedBySlug(f.slug, author.auth)).status).toBe(200);
      expect((await readFeed(f.id, adminAuth)).status).toBe('draft');
    });
  });

  describe('PUT /feeds/{id} and POST /feeds/{id}', () => {
    it('lets the author update with PUT and with POST; the message is rendered again', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { space: s.slug, message: uniqueMessage('plain text') });
      const put = await api<any>('PUT', `/feeds/${f.id}`, { auth: m.auth, body: { message: `Now *italic* ${token()}` } });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expect(sortedKeys(put.body)).toEqual(['feed', 'message']);
      expect(put.body.feed.message_rendered).toContain('<em>italic</em>');
      expect(put.body.feed).toMatchObject({ id: f.id, user_id: m.userId, space_id: s.id });
      const title = `Posted ${token()}`;
      const post = await api<any>('POST', `/feeds/${f.id}`, { auth: m.auth, body: { message: `Then **strong** ${token()}`, title } });
      expect(post.status, JSON.stringify(post.body)).toBe(200);
      expect(post.body.feed.message_rendered).toContain('<strong>strong</strong>');
      expect(post.body.feed.message_rendered).not.toContain('<em>italic</em>');
      const read = await readFeed(f.id, m.auth);
      expect(read).toMatchObject({ title, message: post.body.feed.message, message_rendered: post.body.feed.message_rendered });
    });

    it('accepts a PUT without message (title only) and keeps the message', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { space: s.slug });
      const title = `Only title ${token()}`;
      const res = await api<any>('PUT', `/feeds/${f.id}`, { auth: m.auth, body: { title } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.feed).toMatchObject({ title, message: f.message, message_rendered: f.message_rendered });
    });

    it('fails with 403 for another member and lets the administrator update', async () => {
      const s = await createSpace();
      const [author, other] = [await memberOf(s), await memberOf(s)];
      const f = await createFeed(author.auth, { space: s.slug });
      expectForbidden(await api<any>('PUT', `/feeds/${f.id}`, { auth: other.auth, body: { message: uniqueMessage('hijack') } }));
      expectForbidden(await api<any>('POST', `/feeds/${f.id}`, { auth: other.auth, body: { message: uniqueMessage('hijack') } }));
      expect((await readFeed(f.id)).message).toBe(f.message);
      const message = uniqueMessage('Edited by admin');
      const res = await api<any>('PUT', `/feeds/${f.id}`, { auth: adminAuth, body: { message } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.feed).toMatchObject({ id: f.id, message, user_id: author.userId });
    });

    it('fails with 404 feed_not_found for an unknown post', async () => {
      expectError(await api<any>('PUT', '/feeds/987654321', { auth: adminAuth, body: { message: uniqueMessage() } }), 404, 'feed_not_found');
    });

    it('emits feed.updated', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { space: s.slug });
      expect(await feedEvents('feed.updated', f.id)).toHaveLength(0);
      expect((await api<any>('PUT', `/feeds/${f.id}`, { auth: m.auth, body: { message: uniqueMessage('changed') } })).status).toBe(200);
      const events = await feedEvents('feed.updated', f.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.actor_id).toBe(m.userId);
    });
  });

  describe('PATCH /feeds/{id}', () => {
    it('lets a space manager pin a post, one sticky post per space: pinning a second unpins the first', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const spaceModerator = await createMember();
      await addMember(s.slug, spaceModerator.userId, { role: 'moderator' });
      const [a, b] = [await createFeed(m.auth, { space: s.slug }), await createFeed(m.auth, { space: s.slug })];
      const pinA = await api<any>('PATCH', `/feeds/${a.id}`, { auth: spaceModerator.auth, body: { is_sticky: true } });
      expect(pinA.status, JSON.stringify(pinA.body)).toBe(200);
      expect(sortedKeys(pinA.body)).toEqual(['feed', 'message']);
      expect(pinA.body.feed).toMatchObject({ id: a.id, is_sticky: true });
      expect((await readFeed(a.id)).is_sticky).toBe(true);
      const pinB = await api<any>('PATCH', `/feeds/${b.id}`, { auth: spaceModerator.auth, body: { is_sticky: true } });
      expect(pinB.status, JSON.stringify(pinB.body)).toBe(200);
      expect((await readFeed(b.id)).is_sticky).toBe(true);
      expect((await readFeed(a.id)).is_sticky).toBe(false);
      expect(await feedEvents('feed.pinned', a.id)).toHaveLength(1);
      expect(await feedEvents('feed.pinned', b.id)).toHaveLength(1);
    });

    it('fails with 403 when a plain member (even the author) pins a post', async () => {
      const s = await createSpace();
      const [author, other] = [await memberOf(s), await memberOf(s)];
      const f = await createFeed(author.auth, { space: s.slug });
      expectForbidden(await api<any>('PATCH', `/feeds/${f.id}`, { auth: other.auth, body: { is_sticky: true } }));
      expectForbidden(await api<any>('PATCH', `/feeds/${f.id}`, { auth: author.auth, body: { is_sticky: true } }));
      expect((await readFeed(f.id)).is_sticky).toBe(false);
      expect(await feedEvents('feed.pinned', f.id)).toHaveLength(0);
    });

    it('emits feed.pinned and feed.unpinned', async () => {
      const s = await createSpace();
      const f = await createFeed(adminAuth, { space: s.slug });
      expect((await api<any>('PATCH', `/feeds/${f.id}`, { auth: adminAuth, body: { is_sticky: true } })).status).toBe(200);
      expect(await feedEvents('feed.pinned', f.id)).toHaveLength(1);
      expect(await feedEvents('feed.unpinned', f.id)).toHaveLength(0);
      const unpin = await api<any>('PATCH', `/feeds/${f.id}`, { auth: adminAuth, body: { is_sticky: false } });
      expect(unpin.status, JSON.stringify(unpin.body)).toBe(200);
      expect(unpin.body.feed.is_sticky).toBe(false);
      expect(await feedEvents('feed.unpinned', f.id)).toHaveLength(1);
      expect(await feedEvents('feed.pinned', f.id)).toHaveLength(1);
    });

    it('lets the author disable comments', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { space: s.slug });
      const res = await api<any>('PATCH', `/feeds/${f.id}`, { auth: m.auth, body: { comments_disabled: true } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.feed).toMatchObject({ id: f.id, comments_disabled: true });
      expect((await readFeed(f.id, m.auth)).comments_disabled).toBe(true);
    });

    it('fails with 403 when another plain member disables comments', async () => {
      const s = await createSpace();
      const [author, other] = [await memberOf(s), await memberOf(s)];
      const f = await createFeed(author.auth, { space: s.slug });
      expectForbidden(await api<any>('PATCH', `/feeds/${f.id}`, { auth: other.auth, body: { comments_disabled: true } }));
      expect((await readFeed(f.id)).comments_disabled).toBe(false);
    });
  });

  describe('DELETE /feeds/{id}', () => {
    it('lets the author delete: {message}, then 404 feed_not_found; posts_count goes back down and feed.deleted is emitted', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const f = await createFeed(m.auth, { space: s.slug });
      expect(await postsCount(s.slug)).toBe(1);
      const res = await api<any>('DELETE', `/feeds/${f.id}`, { auth: m.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(sortedKeys(res.body)).toEqual(['message']);
      expect(res.body.message).toEqual(expect.any(String));
      for (const auth of [m.auth, adminAuth, undefined]) {
        expectError(await feedById(f.id, auth), 404, 'feed_not_found');
        expectError(await feedBySlug(f.slug, auth), 404, 'feed_not_found');
      }
      expect(await postsCount(s.slug)).toBe(0);
      const events = await feedEvents('feed.deleted', f.id);
      expect(events).toHaveLength(1);
      expect(events[0]!.actor_id).toBe(m.userId);
      expectError(await api<any>('DELETE', `/feeds/${f.id}`, { auth: m.auth }), 404, 'feed_not_found');
    });

    it('fails with 403 for another member, and lets a space manager delete', async () => {
      const s = await createSpace();
      const [author, other] = [await memberOf(s), await memberOf(s)];
      const spaceModerator = await createMember();
      await addMember(s.slug, spaceModerator.userId, { role: 'moderator' });
      const f = await createFeed(author.auth, { space: s.slug });
      expectForbidden(await api<any>('DELETE', `/feeds/${f.id}`, { auth: other.auth }));
      expect((await readFeed(f.id)).id).toBe(f.id);
      expect(await feedEvents('feed.deleted', f.id)).toHaveLength(0);
      const res = await api<any>('DELETE', `/feeds/${f.id}`, { auth: spaceModerator.auth });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expectError(await feedById(f.id, author.auth), 404, 'feed_not_found');
      expect(await postsCount(s.slug)).toBe(0);
    });
  });

  describe('GET /feeds', () => {
    it('lists only the space\'s published posts, newest first, paged by 10 by default with a real total', async () => {
      const s = await createSpace();
      const other = await createSpace();
      const drafter = await memberOf(s);
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push((await createFeed(adminAuth, { space: s.slug, message: uniqueMessage(`Post ${i}`) })).id);
      const draft = await createFeed(drafter.auth, { space: s.slug, status: 'draft' });
      const elsewhere = await createFeed(adminAuth, { space: other.slug });
      const newest = [...ids].reverse();

      const p1 = await listFeeds(undefined, { space: s.slug });
      expect(sortedKeys(p1)).toEqual(expect.arrayContaining(['execution_time', 'feeds', 'sticky']));
      expect(sortedKeys(p1.feeds)).toEqual(FEEDS_PAGE_KEYS);
      expect(p1.feeds).toMatchObject({ current_page: 1, per_page: 10, from: 1, to: 10, has_more: true, total: 12 });
      expect(p1.feeds.data.map((f: any) => f.id)).toEqual(newest.slice(0, 10));
      expect(sortedKeys(p1.feeds.data[0])).toEqual([...FEED_KEYS].sort());
      expect(p1.sticky).toBeNull();

      const p2 = await listFeeds(undefined, { space: s.slug, page: 2 });
      expect(p2.feeds).toMatchObject({ current_page: 2, per_page: 10, from: 11, to: 12, has_more: false, total: 12 });
      expect(p2.feeds.data.map((f: any) => f.id)).toEqual(newest.slice(10));
      expect(p2.feeds.next_cursor).toBeNull();

      // The drafter sees their draft by id, but the space feed lists published posts only.
      const asDrafter = await listFeeds(drafter.auth, { space: s.slug, per_page: 100 });
      expect(asDrafter.feeds.data.map((f: any) => f.id)).not.toContain(draft.id);
      expect(asDrafter.feeds.data.map((f: any) => f.id)).not.toContain(elsewhere.id);
      expect(asDrafter.feeds.total).toBe(12);
    });

    it('orders oldest first with order_by_type=oldest, honours per_page and follows next_cursor', async () => {
      const s = await createSpace();
      const ids: number[] = [];
      for (let i = 0; i < 7; i++) ids.push((await createFeed(adminAuth, { space: s.slug })).id);
      const oldest = await listFeeds(undefined, { space: s.slug, order_by_type: 'oldest' });
      expect(oldest.feeds.data.map((f: any) => f.id)).toEqual(ids);
      const latest = await listFeeds(undefined, { space: s.slug, order_by_type: 'latest', per_page: 3, page: 3 });
      expect(latest.feeds).toMatchObject({ current_page: 3, per_page: 3, from: 7, to: 7, has_more: false, total: 7 });
      expect(latest.feeds.data.map((f: any) => f.id)).toEqual([ids[0]]);

      const seen: number[] = [];
      let cursor: string | null = null;
      for (let i = 0; i < 5; i++) {
        const page = await listFeeds(undefined, { space: s.slug, per_page: 3, order_by_type: 'oldest', ...(cursor ? { cursor } : {}) });
        seen.push(...page.feeds.data.map((f: any) => f.id));
        cursor = page.feeds.next_cursor;
        if (!cursor) break;
      }
      expect(seen).toEqual(ids);
      expect(cursor).toBeNull();
    });

    it('accepts per_page 100 and fails with 400 rest_invalid_param for 101', async () => {
      const s = await createSpace();
      expect((await listFeeds(undefined, { space: s.slug, per_page: 100 })).feeds.per_page).toBe(100);
      const res = await api<any>('GET', '/feeds', { query: { space: s.slug, per_page: 101 } });
      expectError(res, 400, 'rest_invalid_param');
      expect(JSON.stringify(res.body.data.params)).toContain('per_page');
    });

    it('returns the space\'s sticky post separately as `sticky` on page 1', async () => {
      const s = await createSpace();
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push((await createFeed(adminAuth, { space: s.slug })).id);
      const pinned = ids[1]!;
      expect((await api<any>('PATCH', `/feeds/${pinned}`, { auth: adminAuth, body: { is_sticky: true } })).status).toBe(200);
      const p1 = await listFeeds(undefined, { space: s.slug });
      expect(p1.sticky).toMatchObject({ id: pinned, is_sticky: true });
      expect(sortedKeys(p1.sticky)).toEqual([...FEED_KEYS].sort());
      // As the original platform does: the pinned post is not repeated in the list.
      expect(p1.feeds.data.map((f: any) => f.id)).toEqual([ids[3], ids[2], ids[0]]);
      const p2 = await listFeeds(undefined, { space: s.slug, per_page: 2, page: 2 });
      expect(p2.sticky).toBeNull();
    });

    it('answers an empty list with total 0 for a private space to a non-member and anonymously, and the posts to a member', async () => {
      const s = await createSpace({ privacy: 'private' });
      const [insider, outsider] = [await createMember(), await createMember()];
      await addMember(s.slug, insider.userId);
      const f = await createFeed(insider.auth, { space: s.slug });
      for (const auth of [outsider.auth, undefined]) {
        const res = await listFeeds(auth, { space: s.slug });
        expect(res.feeds.data).toEqual([]);
        expect(res.feeds.total).toBe(0);
        expect(res.sticky ?? null).toBeNull();
      }
      for (const auth of [insider.auth, adminAuth]) {
        const res = await listFeeds(auth, { space: s.slug });
        expect(res.feeds.data.map((x: any) => x.id)).toEqual([f.id]);
        expect(res.feeds.total).toBe(1);
      }
    });

    it('lists a member\'s published posts by user_id, with their drafts for themselves only', async () => {
      const s = await createSpace();
      const other = await createSpace();
      const author = await memberOf(s, other);
      const a = await createFeed(author.auth, { space: s.slug });
      const b = await createFeed(author.auth, { space: other.slug });
      const draft = await createFeed(author.auth, { space: s.slug, status: 'draft' });
      const someoneElse = await memberOf(s);
      await createFeed(someoneElse.auth, { space: s.slug });

      for (const auth of [undefined, someoneElse.auth]) {
        const res = await listFeeds(auth, { user_id: author.userId });
        expect(res.feeds.data.map((f: any) => f.id)).toEqual([b.id, a.id]);
        expect(res.feeds.total).toBe(2);
      }
      const own = await listFeeds(author.auth, { user_id: author.userId });
      expect(own.feeds.data.map((f: any) => f.id)).toEqual([draft.id, b.id, a.id]);
      expect(own.feeds.total).toBe(3);
    });

    it('leaves a private space\'s posts out of a member\'s list for callers who may not read the space', async () => {
      const pub = await createSpace();
      const priv = await createSpace({ privacy: 'private' });
      const author = await memberOf(pub);
      await addMember(priv.slug, author.userId);
      const a = await createFeed(author.auth, { space: pub.slug });
      const hidden = await createFeed(author.auth, { space: priv.slug });
      expect((await listFeeds(undefined, { user_id: author.userId })).feeds.data.map((f: any) => f.id)).toEqual([a.id]);
      expect((await listFeeds(author.auth, { user_id: author.userId })).feeds.data.map((f: any) => f.id)).toEqual([hidden.id, a.id]);
    });

    it('includes a new public-space post in the anonymous feed without filter and leaves a private-space post out', async () => {
      const pub = await createSpace();
      const priv = await createSpace({ privacy: 'private' });
      const shown = await createFeed(adminAuth, { space: pub.slug });
      const hidden = await createFeed(adminAuth, { space: priv.slug });
      const res = await listFeeds(undefined, { per_page: 100 });
      const ids = res.feeds.data.map((f: any) => f.id);
      expect(ids).toContain(shown.id);
      expect(ids).not.toContain(hidden.id);
      expect(feedIdsOf(res.feeds.data, [shown.id, hidden.id])).toEqual([shown.id]);
      // A member of no space sees the same public timeline.
      const outsider = await createMember();
      expect(feedIdsOf((await listFeeds(outsider.auth, { per_page: 100 })).feeds.data, [shown.id, hidden.id])).toEqual([shown.id]);
    });
  });

  describe('top contributors', () => {
    it('counts a member\'s published posts, and uncounts a deleted one or one back to draft', async () => {
      const s = await createSpace();
      const m = await createMember();
      await join(s.slug, m.auth);
      const posts = [];
      for (let i = 0; i < 3; i++) posts.push(await createFeed(m.auth, { space: s.slug }));
      await createFeed(m.auth, { space: s.slug, status: 'draft' });
      const postsOf = async () => {
        const rows = await collectMeta('/members/top-contributors', adminAuth, { metric: 'posts', period: 'all' });
        return rows.find((r: any) => r.user_id === m.userId)?.stats.posts_count ?? 0;
      };
      expect(await postsOf()).toBe(3);
      expect((await api<any>('DELETE', `/feeds/${posts[0].id}`, { auth: m.auth })).status).toBe(200);
      expect((await api<any>('PUT', `/feeds/${posts[1].id}`, { auth: m.auth, body: { status: 'draft' } })).status).toBe(200);
      expect(await postsOf()).toBe(1);
    });
  });

  describe('deleting a post with comments', () => {
    it('removes the post\'s whole partition (its comments) in the background', async () => {
      const s = await createSpace();
      const f = await createFeed(adminAuth, { space: s.slug });
      for (let i = 0; i < 3; i++) {
        expect((await api<any>('POST', `/feeds/${f.id}/comments`, { auth: adminAuth, body: { comment: `c${i} ${token()}` } })).status).toBe(200);
      }
      // The post, its 3 comments and their 3 text markers (the repeated-comment rule).
      expect(await postPartitionCount(f.id)).toBe(7);
      expect((await api<any>('DELETE', `/feeds/${f.id}`, { auth: adminAuth })).status).toBe(200);
      expect(await waitForZero(() => postPartitionCount(f.id), 30_000)).toBe(0);
    }, 45_000);
  });

  describe('deleting the space', () => {
    it('removes its posts at once (404) and purges every item of the space in the background', async () => {
      const s = await createSpace();
      const m = await memberOf(s);
      const posts = [await createFeed(m.auth, { space: s.slug }), await createFeed(adminAuth, { space: s.slug })];
      const { countSpaceItems } = await import('#features/spaces/space-content-store.ts');
      expect(await countSpaceItems(s.id)).toBeGreaterThanOrEqual(4);
      expect((await api<any>('DELETE', `/spaces/${s.slug}`, { auth: adminAuth })).status).toBe(200);
      for (const f of posts) {
        expectError(await feedById(f.id, m.auth), 404, 'feed_not_found');
        expectError(await feedBySlug(f.slug), 404, 'feed_not_found');
      }
      expect((await listFeeds(undefined, { user_id: m.userId })).feeds.data).toEqual([]);
      expect(await waitForZero(() => countSpaceItems(s.id), 60_000)).toBe(0);
    }, 90_000);
  });
});
