/**
 * Held comments (docs/moderation.md, "Holding content for review"): with moderate_comments on a
 * member's comment waits as pending: not counted, not announced, read only by its author and the
 * post's moderators; the queue lists it to them; approval counts and announces it once (also
 * under concurrency), rejection leaves it to its author. Site-wide (SITE_WIDE in vitest.config.ts):
 * the switch is put back after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import {
  comment, commentCreatedEvents, commentsCount, queuedIds, queue, review, setSettings, visibleComments,
} from '../../support/moderation.ts';
import { waitFor } from '../../support/notifications.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';

let restore: Record<string, unknown> = {};

async function cast() {
  const space = await createSpace({ privacy: 'public' });
  const [author, commenter, member, spaceModerator, communityModerator, outsider] = await Promise.all([
    createMember(), createMember(), createMember(), createMember(), createMember({ role: 'moderator' }), createMember(),
  ]);
  for (const m of [author, commenter, member]) await addMember(space.slug, m.userId);
  await addMember(space.slug, spaceModerator.userId, { role: 'moderator' });
  const post = await createFeed(author.auth, { space: space.slug });
  return { space, post, author, commenter, member, spaceModerator, communityModerator, outsider };
}

const readComment = (id: number, m?: TestMember) => api<any>('GET', `/comments/${id}`, { auth: m?.auth });

describe('moderate_comments', () => {
  beforeAll(async () => {
    restore = await setSettings({ moderate_comments: true });
  });
  afterAll(async () => {
    await setSettings(restore);
  });

  it('holds a member\'s comment: uncounted, unannounced, seen by its author and moderators, queued; approval counts and notifies once', async () => {
    const c = await cast();
    const held = await comment(c.post.id, c.commenter.auth, { comment: `Held for @${c.author.username}` });
    expect(held.status).toBe('pending');
    expect(await commentsCount(c.post.id)).toBe(0);
    expect(await commentCreatedEvents(held.id)).toEqual([]);
    // Its author and the post's moderators read it; other members, outsiders and anonymous callers do not.
    for (const m of [c.commenter, c.spaceModerator, c.communityModerator]) {
      expect(await visibleComments(c.post.id, m.auth)).toContain(held.id);
      expect((await readComment(held.id, m)).body.comment?.status).toBe('pending');
    }
    expect(await visibleComments(c.post.id, adminAuth)).toContain(held.id);
    for (const m of [c.author, c.member, c.outsider, undefined]) {
      expect(await visibleComments(c.post.id, m?.auth)).not.toContain(held.id);
      expectError(await readComment(held.id, m), 404, 'comment_not_found');
    }
    // Nobody likes or replies to it meanwhile.
    expectError(await api('POST', `/feeds/${c.post.id}/comments/${held.id}/reactions`, { auth: c.member.auth, body: { state: true } }), 404, 'comment_not_found');
    expectError(await api('POST', `/feeds/${c.post.id}/comments`, { auth: c.commenter.auth, body: { comment: 'A reply', parent_id: held.id } }), 400, 'invalid_parent');

    // The queue: the space's to its moderators, the whole one to community moderators and administrators.
    const mine = [held.id];
    expect(await queuedIds(c.spaceModerator.auth, mine, { space_id: c.space.id })).toEqual(mine);
    for (const auth of [c.communityModerator.auth, adminAuth]) {
      expect(await queuedIds(auth, mine)).toEqual(mine);
      expect(await queuedIds(auth, mine, { space_id: c.space.id })).toEqual(mine);
    }
    const item = (await queue(adminAuth, { space_id: c.space.id })).body.items.find((i: any) => i.id === held.id);
    expect(item).toMatchObject({ type: 'comment', space_id: c.space.id, comment: { id: held.id, post_id: c.post.id, status: 'pending' } });
    // A space moderator reads no whole queue; members read none; another space's moderator is not this one's.
    expect((await queue(c.spaceModerator.auth)).status).toBe(403);
    for (const m of [c.commenter, c.member, c.outsider]) expect((await queue(m.auth, { space_id: c.space.id })).status).toBe(403);
    expect((await queue(c.member.auth)).status).toBe(403);
    expect((await api('GET', '/moderation/queue')).status).toBe(401);
    // type=post: the pending posts (here a space that requires approval), by the same access rule.
    const approving = await createSpace({ privacy: 'public', settings: { require_approval: true } });
    await addMember(approving.slug, c.author.userId);
    const pendingPost = await createFeed(c.author.auth, { space: approving.slug });
    const posts = await queue(adminAuth, { type: 'post', space_id: approving.id });
    expect(posts.body.items).toEqual([expect.objectContaining({ type: 'post', id: pendingPost.id, space_id: approving.id, feed: expect.objectContaining({ status: 'pending' }) })]);
    expect((await queue(c.author.auth, { type: 'post', space_id: approving.id })).status).toBe(403);
    expect((await queue(adminAuth, { type: 'video' })).status).toBe(400);

    // Who decides: the post's moderators; its author is refused, those who may not read it do not see it.
    expect((await review(held.id, 'approve', c.commenter.auth)).status).toBe(403);
    for (const m of [c.member, c.outsider]) expectError(await review(held.id, 'approve', m.auth), 404, 'comment_not_found');

    // Approved by the space's moderator, twice at once: counted once, announced once, as if written now.
    const answers = await Promise.all([review(held.id, 'approve', c.spaceModerator.auth), review(held.id, 'approve', c.communityModerator.auth)]);
    for (const res of answers) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(answers[0]!.body.comment.status).toBe('published');
    expect(await commentsCount(c.post.id)).toBe(1);
    const events = await commentCreatedEvents(held.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor_id: c.commenter.userId, space_id: c.space.id, data: { id: held.id, status: 'published', post_user_id: c.author.userId } });
    expect(await visibleComments(c.post.id, c.member.auth)).toContain(held.id);
    expect(await queuedIds(adminAuth, mine)).toEqual([]);
    // The post's author hears of it (comment_added); the mentioned too, once, as one notification.
    await waitFor(c.author, 'comment_added', c.post.id);
    // Rejecting an approved comment is refused.
    expectError(await review(held.id, 'reject', adminAuth), 409, 'comment_not_pending');
  });

  it('rejects: nothing counted or announced, the author still sees it as rejected, and approve racing reject decides once', async () => {
    const c = await cast();
    const [a, b] = [await comment(c.post.id, c.commenter.auth), await comment(c.post.id, c.commenter.auth)];
    const rejected = await review(a.id, 'reject', c.spaceModerator.auth);
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.comment.status).toBe('rejected');
    expect((await review(a.id, 'reject', adminAuth)).status).toBe(200);
    expectError(await review(a.id, 'approve', adminAuth), 409, 'comment_not_pending');
    expect((await readComment(a.id, c.commenter)).body.comment.status).toBe('rejected');
    expect(await visibleComments(c.post.id, c.member.auth)).not.toContain(a.id);
    expect(await commentCreatedEvents(a.id)).toEqual([]);
    // Approve and reject at once: one wins, the other is told it is no longer pending; counted only if approved.
    const [approve, reject] = await Promise.all([review(b.id, 'approve', c.spaceModerator.auth), review(b.id, 'reject', c.communityModerator.auth)]);
    expect([approve.status, reject.status].sort()).toEqual([200, 409]);
    const approved = approve.status === 200;
    expect(await commentsCount(c.post.id)).toBe(approved ? 1 : 0);
    expect(await commentCreatedEvents(b.id)).toHaveLength(approved ? 1 : 0);
    // The author deletes a rejected or held comment: nothing to count down.
    expect((await api('DELETE', `/feeds/${c.post.id}/comments/${a.id}`, { auth: c.commenter.auth })).status).toBe(200);
    expect(await commentsCount(c.post.id)).toBe(approved ? 1 : 0);
  });

  it('never holds the post\'s moderators, and holds nothing once switched off', async () => {
    const c = await cast();
    for (const auth of [c.spaceModerator.auth, c.communityModerator.auth, adminAuth]) expect((await comment(c.post.id, auth)).status).toBe('published');
    await setSettings({ moderate_comments: false });
    try {
      expect((await comment(c.post.id, c.commenter.auth)).status).toBe('published');
      expect(await commentsCount(c.post.id)).toBe(4);
    } finally {
      await setSettings({ moderate_comments: true });
    }
  });
});
