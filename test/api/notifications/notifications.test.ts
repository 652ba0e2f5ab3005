/**
 * Notifications (docs/notifications.md). They are written by the stream router in the background,
 * so each check waits for the expected state (a short poll), never a fixed sleep.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api, serverTiming, type Auth } from '../../support/http.ts';
import { DATETIME, PAGINATOR_KEYS, token, XPROFILE_KEYS } from '../../support/identity.ts';
import { actionsOf, eventually, notificationsOf, waitFor } from '../../support/notifications.ts';
import { createSpace, join, memberOf, sortedKeys } from '../../support/spaces.ts';

const NOTIFICATION_KEYS = [
  'id', 'feed_id', 'object_id', 'src_user_id', 'src_object_type', 'action', 'title', 'content', 'route', 'created_at', 'updated_at', 'xprofile', 'subscriber',
];

const comment = async (postId: number, auth: Auth, message: string, parentId?: number): Promise<any> => {
  const res = await api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: `${message} ${token('cm')}`, ...(parentId ? { parent_id: parentId } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comment;
};

const like = async (postId: number, auth: Auth) => {
  const res = await api<any>('POST', `/feeds/${postId}/react`, { auth, body: { react_type: 'like' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A public space with a post by a fresh member, and two more members. */
async function postWithAudience() {
  const space = await createSpace();
  const [author, b, c] = [await memberOf(space), await memberOf(space), await memberOf(space)];
  const post = await createFeed(author.auth, { space: space.slug, title: `Post ${token('nt')}` });
  return { space, author, b, c, post };
}

/** The stored notification items of a post, read on the owner index (FEEDNOTIFS#<post>). */
async function storedOfFeed(feedId: number): Promise<number> {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const out = await ddb.send(
    new QueryCommand({ TableName: tableName, IndexName: 'owner', KeyConditionExpression: 'ownerpk = :o', ExpressionAttributeValues: { ':o': keys.feedNotificationsPartition(feedId) } }),
  );
  return out.Items?.length ?? 0;
}

describe('notifications', () => {
  it('notifies the post author of comments, grouped per post ("and 1 other person"), never of their own', async () => {
    const { space, author, b, c, post } = await postWithAudience();
    await comment(post.id, author.auth, 'my own');
    await comment(post.id, b.auth, 'first');
    const first = await waitFor(author, 'comment_added', post.id);
    expect(sortedKeys(first)).toEqual([...NOTIFICATION_KEYS].sort());
    expect(sortedKeys(first.xprofile)).toEqual([...XPROFILE_KEYS].sort());
    expect(first).toMatchObject({
      src_user_id: b.userId,
      src_object_type: 'comment',
      title: post.title,
      route: { name: 'space_feed', params: { space: space.slug, feed_slug: post.slug } },
      xprofile: { user_id: b.userId },
      subscriber: { user_id: author.userId, object_id: first.id, is_read: 0 },
    });
    expect(first.created_at).toMatch(DATETIME);
    expect(first.content).toContain(b.username);
    expect(first.content).not.toContain('other');

    await comment(post.id, c.auth, 'second');
    const grouped = await waitFor(author, 'comment_added', post.id, (n) => n.src_user_id === c.userId);
    expect(grouped.id).toBe(first.id);
    expect(grouped.content).toMatch(new RegExp(`${c.username}.*and 1 other person commented on your post`));
    const body = await notificationsOf(author.auth);
    expect(body.notifications.data.filter((n: any) => n.feed_id === post.id)).toHaveLength(1);
    expect(body.notifications.total).toBe(1);
    expect(body.unread_count).toBe(1);
  });

  it('notifies the parent comment\'s author and earlier repliers of a reply (child_comment_added), and mentioned members once', async () => {
    const { space, author, b, c, post } = await postWithAudience();
    const d = await memberOf(space);
    const e = await memberOf(space);
    const parent = await comment(post.id, b.auth, 'parent');
    await comment(post.id, c.auth, 'reply one', parent.id);
    const toB = await waitFor(b, 'child_comment_added', post.id);
    expect(toB).toMatchObject({ src_user_id: c.userId, object_id: expect.any(Number) });
    await comment(post.id, d.auth, `reply two @${e.username} @${author.username}`, parent.id);
    await waitFor(c, 'child_comment_added', post.id, (n) => n.src_user_id === d.userId);
    await waitFor(b, 'child_comment_added', post.id, (n) => n.src_user_id === d.userId && /and 1 other person/.test(n.content));
    const mention = await waitFor(e, 'mention_added', post.id);
    expect(mention.src_user_id).toBe(d.userId);
    // The post's author is told of the comment, not once more of the mention; nobody of their own reply.
    expect((await actionsOf(author)).filter((a) => a.endsWith(`:${post.id}`))).toEqual([`comment_added:${post.id}`]);
    expect(await actionsOf(d)).toEqual([]);
  });

  it('groups likes of a post into one notification that is unread again after being read', async () => {
    const { author, b, c, post } = await postWithAudience();
    await like(post.id, author.auth);
    await like(post.id, b.auth);
    const first = await waitFor(author, 'feed/react_added', post.id);
    expect(first).toMatchObject({ src_user_id: b.userId, src_object_type: 'feed', object_id: post.id });
    const read = await api<any>('POST', `/notifications/mark-read/${first.id}`, { auth: author.auth });
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body).toEqual({ unread_count: 0 });

    await like(post.id, c.auth);
    const again = await waitFor(author, 'feed/react_added', post.id, (n) => n.subscriber.is_read === 0);
    expect(again.id).toBe(first.id);
    expect(again.content).toMatch(new RegExp(`${c.username}.*and 1 other person liked your post`));
    expect(again.updated_at >= first.updated_at).toBe(true);
    expect((await notificationsOf(author.auth)).unread_count).toBe(1);
  });

  it('notifies a comment\'s author of likes of the comment (comment/react_added)', async () => {
    const { author, b, c, post } = await postWithAudience();
    const cm = await comment(post.id, b.auth, 'likeable');
    const res = await api<any>('POST', `/feeds/${post.id}/comments/${cm.id}/reactions`, { auth: c.auth, body: { state: true } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const n = await waitFor(b, 'comment/react_added', post.id);
    expect(n).toMatchObject({ object_id: cm.id, src_user_id: c.userId, src_object_type: 'comment' });
    await waitFor(author, 'comment_added', post.id);
  });

  it('notifies a space\'s other active members of a new post, and the mentioned with feed/mentioned instead; not the author nor pending members', async () => {
    const space = await createSpace({ privacy: 'private' });
    const add = async (userId: number) => {
      const res = await api<any>('POST', `/spaces/${space.slug}/members`, { auth: adminAuth, body: { user_id: userId } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const [author, reader, mentioned, pending] = [await createMember(), await createMember(), await createMember(), await createMember()];
    for (const m of [author, reader, mentioned]) await add(m.userId);
    expect((await api<any>('POST', `/spaces/${space.slug}/join`, { auth: pending.auth })).status).toBe(200);
    const post = await createFeed(author.auth, { space: space.slug, message: `Hello @${mentioned.username} ${token('nt')}` });
    const n = await waitFor(reader, 'space_feed/created', post.id);
    expect(n).toMatchObject({ src_user_id: author.userId, src_object_type: 'feed', object_id: post.id });
    expect(n.content).toContain(space.title);
    await waitFor(mentioned, 'feed/mentioned', post.id);
    expect(await actionsOf(mentioned)).toEqual([`feed/mentioned:${post.id}`]);
    expect(await actionsOf(author)).toEqual([]);
    expect(await actionsOf(pending)).toEqual([]);
  });

  it('notifies a followed member, and a member whose role in a space changed', async () => {
    const [a, b] = [await createMember(), await createMember()];
    expect((await api<any>('POST', `/profile/${b.username}/follow`, { auth: a.auth })).status).toBe(200);
    const followed = await waitFor(b, 'user/followed', null);
    expect(followed).toMatchObject({ src_user_id: a.userId, src_object_type: 'user', object_id: a.userId, route: { name: 'user_profile', params: { username: a.username } } });
    expect(await actionsOf(a)).toEqual([]);

    const space = await createSpace();
    await join(space.slug, b.auth);
    const res = await api<any>('PUT', `/spaces/${space.slug}/members/${b.userId}`, { auth: adminAuth, body: { role: 'moderator' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const role = await waitFor(b, 'space/member/role_updated', null);
    expect(role).toMatchObject({ object_id: space.id, src_object_type: 'space', src_user_id: null, xprofile: null, title: space.title });
    expect(role.content).toContain('moderator');
  });

  it('lists unread ones with unread_count; marks one read (with the others of its post), by post, and all', async () => {
    const { author, b, c, post } = await postWithAudience();
    const other = await createFeed(author.auth, { title: `Other ${token('nt')}` });
    await comment(post.id, b.auth, 'hi');
    await like(post.id, c.auth);
    await like(other.id, b.auth);
    await eventually(author.auth, (_rows, body) => body.unread_count === 3);

    const unread = await api<any>('GET', '/notifications/unread', { auth: author.auth });
    expect(unread.status).toBe(200);
    expect(sortedKeys(unread.body)).toEqual(['notifications', 'unread_count']);
    expect(unread.body.unread_count).toBe(3);
    expect(unread.body.notifications.map((n: any) => n.action).sort()).toEqual(['comment_added', 'feed/react_added', 'feed/react_added']);

    const page = await notificationsOf(author.auth, { per_page: 2 });
    expect(sortedKeys(page.notifications)).toEqual(expect.arrayContaining([...PAGINATOR_KEYS].sort()));
    expect(page.notifications).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(page.notifications.data).toHaveLength(2);
    expect(page.notifications.data[0].feed_id).toBe(other.id); // latest activity first
    const rest = await api<any>('GET', '/notifications', { auth: author.auth, query: { per_page: 2, cursor: page.notifications.next_cursor } });
    expect(rest.body.notifications.data).toHaveLength(1);
    // Authentication, then one Query and one BatchGet (actors and counters) per list.
    for (const res of [unread, rest]) expect(serverTiming(res.headers).calls).toBeLessThanOrEqual(3);

    const ofPost = page.notifications.data.find((n: any) => n.feed_id === post.id) ?? (await notificationsOf(author.auth)).notifications.data.find((n: any) => n.feed_id === post.id);
    const one = await api<any>('POST', `/notifications/mark-read/${ofPost.id}`, { auth: author.auth });
    expect(one.body).toEqual({ unread_count: 1 });
    const left = await api<any>('GET', '/notifications/unread', { auth: author.auth });
    expect(left.body.notifications.map((n: any) => n.feed_id)).toEqual([other.id]);

    const byFeed = await api<any>('POST', `/notifications/mark-read/${other.id}/by-feed-id`, { auth: author.auth });
    expect(byFeed.status).toBe(200);
    expect(byFeed.body).toEqual({ unread_notification_count: 0, unread_feed_ids: [] });

    await like(other.id, c.auth);
    await comment(other.id, b.auth, 'again');
    await eventually(author.auth, (_rows, body) => body.unread_count === 2);
    const all = await api<any>('POST', '/notifications/mark-all-read', { auth: author.auth });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({ message: expect.any(String) });
    const after = await api<any>('GET', '/notifications/unread', { auth: author.auth });
    expect(after.body).toEqual({ notifications: [], unread_count: 0 });
    expect((await notificationsOf(author.auth)).notifications.data.every((n: any) => n.subscriber.is_read === 1)).toBe(true);
  });

  it('fails with 404 notification_not_found for another member\'s notification, and 401 without credentials', async () => {
    const { author, b, post } = await postWithAudience();
    await like(post.id, b.auth);
    const n = await waitFor(author, 'feed/react_added', post.id);
    const res = await api<any>('POST', `/notifications/mark-read/${n.id}`, { auth: b.auth });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'notification_not_found', data: { status: 404 } });
    expect((await notificationsOf(author.auth)).unread_count).toBe(1);
    for (const [method, path] of [['GET', '/notifications'], ['GET', '/notifications/unread'], ['POST', `/notifications/mark-read/${n.id}`], ['POST', '/notifications/mark-all-read'], ['POST', `/notifications/mark-read/${post.id}/by-feed-id`]] as const) {
      const anon = await api<any>(method, path);
      expect(anon.status, `${method} ${path}`).toBe(401);
      expect(anon.body.code).toBe('rest_forbidden');
    }
  });

  it('deletes a deleted post\'s notifications from the table, with the counts', async () => {
    const { author, b, c, post } = await postWithAudience();
    await comment(post.id, b.auth, 'doomed');
    await like(post.id, c.auth);
    await eventually(author.auth, (_rows, body) => body.unread_count === 2);
    expect(await storedOfFeed(post.id)).toBeGreaterThanOrEqual(4); // the author's two and the space's members' new-post ones
    const del = await api<any>('DELETE', `/feeds/${post.id}`, { auth: author.auth });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    const body = await eventually(author.auth, (rows, b2) => rows.length === 0 && b2.unread_count === 0 && b2.notifications.total === 0);
    expect(body.notifications.data).toEqual([]);
    expect(await storedOfFeed(post.id)).toBe(0);
    expect(await actionsOf(b)).toEqual([]);
  });
});
