/**
 * Issue 11 (security and reliability) guards on posts and comments: exact posting rate limit under
 * concurrency, bans, replies racing their parent's deletion, and PUT /feeds/{id} naming a space.
 */
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { createFeed, expectForbidden, postFeed, postsCount, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, memberOf } from '../../support/spaces.ts';

const comment = (postId: number, auth: Auth, body: Record<string, unknown> = {}) =>
  api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: `A comment ${token('cm')}`, ...body } });

const ban = async (slug: string, userId: number) => {
  const res = await api<any>('POST', `/spaces/${slug}/members/${userId}/ban`, { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('posting rate limit under concurrency', () => {
  it('admits exactly 5 of 20 parallel posts by each member (the others 429), three members at once', async () => {
    const space = await createSpace();
    const members = await Promise.all([1, 2, 3].map(() => memberOf(space)));
    const rounds = await Promise.all(
      members.map((m) => Promise.all(Array.from({ length: 20 }, () => postFeed(m.auth, { message: uniqueMessage(), space: space.slug })))),
    );
    for (const results of rounds) {
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200), JSON.stringify(results.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.body))).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    }
  });
});

describe('a member banned from a space', () => {
  it('may no longer create, edit, comment on, like or like comments of posts there (403)', async () => {
    const space = await createSpace();
    const [banned, other] = [await memberOf(space), await memberOf(space)];
    const own = await createFeed(banned.auth, { space: space.slug });
    const others = await createFeed(other.auth, { space: space.slug });
    const theirComment = (await comment(others.id, other.auth)).body.comment;
    await ban(space.slug, banned.userId);
    expectForbidden(await postFeed(banned.auth, { message: uniqueMessage(), space: space.slug }));
    expectForbidden(await api('PUT', `/feeds/${own.id}`, { auth: banned.auth, body: { message: 'edited after the ban' } }));
    expectForbidden(await comment(others.id, banned.auth));
    expectForbidden(await comment(own.id, banned.auth));
    expectForbidden(await api('POST', `/feeds/${others.id}/react`, { auth: banned.auth, body: { react_type: 'like' } }));
    expectForbidden(await api('POST', `/feeds/${others.id}/comments/${theirComment.id}/reactions`, { auth: banned.auth, body: { state: true } }));
    expect((await readFeed(own.id)).message).toBe(own.message);
    expect((await readFeed(others.id)).comments_count).toBe(1);
  });
});

describe('a reply racing its parent comment\'s deletion', () => {
  it('leaves no reply of a missing parent and comments_count equals the comments there (20 replies beside the delete)', async () => {
    const space = await createSpace();
    const [author, ...repliers] = [await memberOf(space), ...(await Promise.all(Array.from({ length: 10 }, () => memberOf(space))))];
    const post = await createFeed(author.auth, { space: space.slug });
    for (let round = 0; round < 3; round++) {
      const parent = (await comment(post.id, author.auth)).body.comment;
      const replies = Array.from({ length: 20 }, (_, i) => comment(post.id, repliers[i % repliers.length]!.auth, { parent_id: parent.id }));
      await new Promise((r) => setTimeout(r, 30 + round * 40));
      const deleted = await api('DELETE', `/feeds/${post.id}/comments/${parent.id}`, { auth: author.auth });
      const answers = await Promise.all(replies);
      expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
      for (const a of answers) expect([200, 400, 404], JSON.stringify(a.body)).toContain(a.status);
    }
    const listed = await api<any>('GET', `/feeds/${post.id}/comments`, { auth: adminAuth, query: { per_page: 100 } });
    const rows: any[] = listed.body.comments;
    const ids = new Set(rows.map((c) => c.id));
    expect(rows.filter((c) => c.parent_id !== null && !ids.has(c.parent_id)).map((c) => c.id)).toEqual([]);
    expect((await readFeed(post.id)).comments_count).toBe(rows.length);
  });
});

describe('PUT /feeds/{id} naming a space', () => {
  it('refuses to move a post to another space (400 space_change_not_supported); naming its own space is fine', async () => {
    const [a, b] = [await createSpace(), await createSpace()];
    const m = await memberOf(a, b);
    const post = await createFeed(m.auth, { space: a.slug });
    expectError(await api('PUT', `/feeds/${post.id}`, { auth: m.auth, body: { message: 'moved?', space: b.slug } }), 400, 'space_change_not_supported');
    expectError(await api('PUT', `/feeds/${post.id}`, { auth: m.auth, body: { message: 'moved?', space_id: b.id } }), 400, 'space_change_not_supported');
    const profilePost = await createFeed(m.auth, {});
    expectError(await api('PUT', `/feeds/${profilePost.id}`, { auth: m.auth, body: { space_id: a.id } }), 400, 'space_change_not_supported');
    expect((await readFeed(post.id)).space_id).toBe(a.id);
    const same = await api<any>('PUT', `/feeds/${post.id}`, { auth: m.auth, body: { message: 'same space', space: a.slug, space_id: a.id } });
    expect(same.status, JSON.stringify(same.body)).toBe(200);
    expect(same.body.feed).toMatchObject({ space_id: a.id, message: 'same space' });
  });
});

describe('PATCH /feeds/{id} changing the space item twice', () => {
  it('pins a post and takes it out of the list in one request (counter and sticky pointer in one write, not a 500)', async () => {
    const space = await createSpace();
    const post = await createFeed(adminAuth, { space: space.slug });
    const before = await postsCount(space.slug);
    const res = await api<any>('PATCH', `/feeds/${post.id}`, { auth: adminAuth, body: { is_sticky: true, status: 'pending' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.feed).toMatchObject({ id: post.id, is_sticky: true, status: 'pending' });
    expect(await postsCount(space.slug)).toBe(before - 1);
  });
});
