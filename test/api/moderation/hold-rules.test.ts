/**
 * What holds a post or comment for review and what refuses it as spam (docs/moderation.md,
 * "Holding content for review"): the moderation config's first_post_approval,
 * first_comment_approval and word filter, the registry's auto_approve_trusted_users and
 * spam_protection with the config's limits. Each switch on and off, a member's view and a
 * moderator's. Site-wide (SITE_WIDE in vitest.config.ts): every setting is put back after.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, postFeed, uniqueMessage } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { comment, postComment, review, setModerationConfig, setSettings, uniqueComment } from '../../support/moderation.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';

let restoreSettings: Record<string, unknown> = {};
let restoreConfig: Record<string, unknown> = {};

/** A public space, a post by the administrator to comment on, and fresh members of the space (the last is its moderator). */
async function setting(members = 2) {
  const space = await createSpace({ privacy: 'public' });
  const cast: TestMember[] = await Promise.all(Array.from({ length: members + 1 }, () => createMember()));
  for (const m of cast.slice(0, -1)) await addMember(space.slug, m.userId);
  const moderator = cast.at(-1)!;
  await addMember(space.slug, moderator.userId, { role: 'moderator' });
  const post = await createFeed(adminAuth, { space: space.slug });
  return { space, post, members: cast.slice(0, -1), moderator };
}

const approvePost = (id: number) => api<any>('PUT', `/feeds/${id}`, { auth: adminAuth, body: { status: 'published' } });

describe('holding content for review', () => {
  beforeAll(async () => {
    restoreSettings = await setSettings({ moderate_comments: false, moderate_posts: false, auto_approve_trusted_users: false, spam_protection: true });
    restoreConfig = await setModerationConfig({});
  });
  afterAll(async () => {
    await setSettings(restoreSettings);
    await setModerationConfig(restoreConfig);
  });

  it('first_post_approval and first_comment_approval hold a member\'s first post and comment until one is approved; moderators never', async () => {
    const { space, post, members: [m, other], moderator } = await setting();
    await setModerationConfig({ first_post_approval: 'yes', first_comment_approval: 'yes' });
    const first = await createFeed(m!.auth, { space: space.slug });
    expect(first.status).toBe('pending');
    // Still no approved post: the second waits too.
    expect((await createFeed(m!.auth, { space: space.slug })).status).toBe('pending');
    const held = await comment(post.id, m!.auth);
    expect(held.status).toBe('pending');
    expect((await comment(post.id, moderator.auth)).status).toBe('published');
    expect((await createFeed(moderator.auth, { space: space.slug })).status).toBe('published');
    // Approved once, the member posts and comments freely.
    expect((await approvePost(first.id)).status).toBe(200);
    expect((await review(held.id, 'approve', moderator.auth)).status).toBe(200);
    expect((await createFeed(m!.auth, { space: space.slug })).status).toBe('published');
    expect((await comment(post.id, m!.auth)).status).toBe('published');
    // Off: another member's first post and comment are published at once.
    await setModerationConfig({ first_post_approval: 'no', first_comment_approval: 'no' });
    expect((await createFeed(other!.auth, { space: space.slug })).status).toBe('published');
    expect((await comment(post.id, other!.auth)).status).toBe('published');
  });

  it('the word filter holds a post or comment with a blocked word (whole word, any case), on only', async () => {
    const { space, post, members: [m], moderator } = await setting(1);
    await setModerationConfig({ profanity_filter: 'yes', blocked_words: ['Badword', 'two words'] });
    expect((await comment(post.id, m!.auth, { comment: uniqueComment('this is a BADWORD!') })).status).toBe('pending');
    // A part of a longer word is not the word.
    expect((await comment(post.id, m!.auth, { comment: uniqueComment('badwords and unbadword') })).status).toBe('published');
    expect((await createFeed(m!.auth, { space: space.slug, title: 'Just Two  words', message: uniqueMessage() })).status).toBe('published');
    expect((await createFeed(m!.auth, { space: space.slug, title: 'Just two words', message: uniqueMessage() })).status).toBe('pending');
    expect((await comment(post.id, moderator.auth, { comment: uniqueComment('badword') })).status).toBe('published');
    await setModerationConfig({ profanity_filter: 'no' });
    expect((await comment(post.id, m!.auth, { comment: uniqueComment('badword again') })).status).toBe('published');
  });

  it('auto_approve_trusted_users lets a trusted member skip moderate_comments (not the word filter) until a rejection', async () => {
    const { space, post, members: [trusted, fresh, second], moderator } = await setting(3);
    await setModerationConfig({ trusted_min_approved: 2, trusted_clean_days: 30, profanity_filter: 'yes', blocked_words: ['badword'] });
    for (const m of [trusted, trusted, second, second]) await createFeed(m!.auth, { space: space.slug });
    await setSettings({ moderate_comments: true });
    try {
      // Off: everyone's comment waits.
      const before = await comment(post.id, trusted!.auth);
      expect(before.status).toBe('pending');
      await setSettings({ auto_approve_trusted_users: true });
      expect((await comment(post.id, trusted!.auth)).status).toBe('published');
      expect((await comment(post.id, fresh!.auth)).status).toBe('pending');
      expect((await comment(post.id, trusted!.auth, { comment: uniqueComment('badword') })).status).toBe('pending');
      // A rejection ends the trust for trusted_clean_days.
      expect((await review(before.id, 'reject', moderator.auth)).status).toBe(200);
      expect((await comment(post.id, trusted!.auth)).status).toBe('pending');
      await setModerationConfig({ trusted_clean_days: 0 });
      expect((await comment(post.id, trusted!.auth)).status).toBe('published');
      // A moderator sending a pending post back to draft rejects it too (a space's require_approval holds the trusted).
      await setModerationConfig({ trusted_clean_days: 30 });
      const approving = await createSpace({ privacy: 'public', settings: { require_approval: true } });
      await addMember(approving.slug, second!.userId);
      const pending = await createFeed(second!.auth, { space: approving.slug });
      expect(pending.status).toBe('pending');
      expect((await comment(post.id, second!.auth)).status).toBe('published');
      expect((await api('PUT', `/feeds/${pending.id}`, { auth: adminAuth, body: { status: 'draft' } })).status).toBe(200);
      expect((await comment(post.id, second!.auth)).status).toBe('pending');
    } finally {
      await setSettings({ moderate_comments: false, auto_approve_trusted_users: false });
    }
  });

  it('spam_protection refuses duplicates and a rate above the configured limits; off, neither', async () => {
    const { space, post, members: [m, n] } = await setting();
    // The slot is taken in the write's transaction: a refused duplicate takes none, so 3 is the first write and two more.
    await setModerationConfig({ spam_posts_per_window: 3, spam_window_minutes: 7, spam_comments_per_minute: 3 });
    const text = uniqueComment('Twice');
    expect((await postComment(post.id, m!.auth, { comment: text })).status).toBe(200);
    expectError(await postComment(post.id, m!.auth, { comment: text }), 400, 'duplicate_comment');
    expect((await postComment(post.id, m!.auth)).status).toBe(200);
    expect((await postComment(post.id, m!.auth)).status).toBe(200);
    expectError(await postComment(post.id, m!.auth), 429, 'too_many_requests');
    const message = uniqueMessage();
    expect((await postFeed(m!.auth, { space: space.slug, message })).status).toBe(200);
    expectError(await postFeed(m!.auth, { space: space.slug, message }), 400, 'duplicate_post');
    expect((await postFeed(m!.auth, { space: space.slug, message: uniqueMessage() })).status).toBe(200);
    expect((await postFeed(m!.auth, { space: space.slug, message: uniqueMessage() })).status).toBe(200);
    const limited = await postFeed(m!.auth, { space: space.slug, message: uniqueMessage() });
    expectError(limited, 429, 'too_many_requests');
    // The window is spam_window_minutes long (7 here, 5 by default).
    expect(limited.body.data.retry_after).toBeGreaterThan(5 * 60);
    // Concurrent comments of another member: exactly the limit passes.
    const burst = await Promise.all(Array.from({ length: 5 }, () => postComment(post.id, n!.auth)));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(3);
    // Concurrent posts of that member: exactly the limit passes, the others 429.
    const posts = await Promise.all(Array.from({ length: 5 }, () => postFeed(n!.auth, { space: space.slug, message: uniqueMessage() })));
    expect(posts.filter((r) => r.status === 200)).toHaveLength(3);
    for (const refused of posts.filter((r) => r.status !== 200)) expectError(refused, 429, 'too_many_requests');
    await setSettings({ spam_protection: false });
    try {
      expect((await postComment(post.id, m!.auth, { comment: text })).status).toBe(200);
      expect((await postComment(post.id, m!.auth)).status).toBe(200);
      expect((await postFeed(m!.auth, { space: space.slug, message })).status).toBe(200);
      expect((await postFeed(m!.auth, { space: space.slug, message: uniqueMessage() })).status).toBe(200);
    } finally {
      await setSettings({ spam_protection: true });
    }
  });
});
