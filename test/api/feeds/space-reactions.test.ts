/**
 * A space's settings.allow_reactions (docs/feeds.md, Reactions): off, new likes of its posts and
 * comments are refused (403 reactions_disabled) to its members and to administrators; likes given
 * before stay counted and may be taken back; bookmarks are not reactions. On again, likes work.
 * The site's allow_reactions is in test/api/settings/posting-rules.test.ts (site-wide).
 */
import { describe, expect, it } from 'vitest';
import { adminAuth } from '../../support/factories.ts';
import { createFeed, readFeed, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { createSpace, expectError, memberOf } from '../../support/spaces.ts';

const like = (postId: number, auth: Auth, remove = false) => api<any>('POST', `/feeds/${postId}/react`, { auth, body: { react_type: 'like', ...(remove ? { remove: true } : {}) } });
const likeComment = (postId: number, commentId: number, auth: Auth, state: boolean) =>
  api<any>('POST', `/feeds/${postId}/comments/${commentId}/reactions`, { auth, body: { state } });
const setReactions = async (slug: string, on: boolean) => {
  const res = await api('PUT', `/spaces/${slug}/by-slug`, { auth: adminAuth, body: { settings: { allow_reactions: on } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe("a space's allow_reactions", () => {
  it('off refuses new likes of its posts and comments to members and administrators; given likes stay and may be taken back; on again, likes work', async () => {
    const space = await createSpace();
    const [author, member] = await Promise.all([memberOf(space), memberOf(space)]);
    const post = await createFeed(author.auth, { space: space.slug });
    const comment = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: author.auth, body: { comment: uniqueMessage('A comment') } })).body.comment;
    expect((await like(post.id, member.auth)).body.new_count).toBe(1);
    expect((await likeComment(post.id, comment.id, member.auth, true)).body.reactions_count).toBe(1);

    await setReactions(space.slug, false);
    expectError(await like(post.id, author.auth), 403, 'reactions_disabled');
    expectError(await like(post.id, adminAuth), 403, 'reactions_disabled');
    expectError(await likeComment(post.id, comment.id, adminAuth, true), 403, 'reactions_disabled');
    // Given likes are still counted and shown; a bookmark is no reaction.
    expect(await readFeed(post.id, member.auth)).toMatchObject({ reactions_count: 1, has_user_react: true });
    expect((await api<any>('POST', `/feeds/${post.id}/react`, { auth: author.auth, body: { react_type: 'bookmark' } })).status).toBe(200);
    expect((await like(post.id, member.auth, true)).body.new_count).toBe(0);
    expect((await likeComment(post.id, comment.id, member.auth, false)).body.reactions_count).toBe(0);
    expectError(await like(post.id, member.auth), 403, 'reactions_disabled');

    // A post elsewhere is not concerned.
    const elsewhere = await createFeed(adminAuth, {});
    expect((await like(elsewhere.id, member.auth)).status).toBe(200);

    await setReactions(space.slug, true);
    expect((await like(post.id, member.auth)).body.new_count).toBe(1);
    expect((await likeComment(post.id, comment.id, adminAuth, true)).body.reactions_count).toBe(1);
  });
});
