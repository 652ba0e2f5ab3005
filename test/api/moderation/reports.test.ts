/**
 * Content reports (docs/moderation.md, Reports), at the default flag_after_threshold (3): one
 * report per member and item, exact under concurrency; reported content hidden once the threshold
 * is reached, exactly once; moderators' lists and resolutions (dismiss, unpublish, suspend); who may
 * do what; report.created and report.resolved delivered as webhooks; reviewers notified.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed, feedById, listFeeds, postsCount, uniqueMessage } from '../../support/feeds.ts';
import { api, type Auth } from '../../support/http.ts';
import { eventually, waitFor } from '../../support/notifications.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';
import { outboxEvents } from '../../support/events.ts';
import { startReceiver, type Receiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf, firstCall } from '../../support/webhooks.ts';

const report = (auth: Auth, body: Record<string, unknown>) => api<any>('POST', '/moderation/report', { auth, body });
const reportPost = (m: TestMember, postId: number, reason = 'spam') => report(m.auth, { content_type: 'feed', content_id: postId, reason });
const reports = (auth: Auth, query: Record<string, string | number> = {}) => api<any>('GET', '/moderation/reports', { auth, query });
const resolve = (auth: Auth, id: number, action: string) => api<any>('POST', `/moderation/reports/${id}/resolve`, { auth, body: { action } });
const members = (n: number) => Promise.all(Array.from({ length: n }, () => createMember()));

/** A public space with an author, a space moderator and `n` members. */
async function setting(n: number, privacy: 'public' | 'private' = 'public') {
  const space = await createSpace({ privacy });
  const [author, spaceModerator, ...others] = await members(n + 2);
  for (const m of [author!, ...others]) await addMember(space.slug, m.userId);
  await addMember(space.slug, spaceModerator!.userId, { role: 'moderator' });
  const post = await createFeed(author!.auth, { space: space.slug, message: uniqueMessage('reported') });
  return { space, author: author!, spaceModerator: spaceModerator!, others, post };
}

/** The outbox's events of `name` about this post (feed.* by data.id, report.* by data.post_id). */
const eventsOf = (name: string, postId: number) =>
  outboxEvents(name, (e) => e.data[name.startsWith('report.') ? 'post_id' : 'id'] === postId);

describe('POST /moderation/report', () => {
  it('takes one report per member and item, also when sent twice at once; not of one\'s own content', async () => {
    const { author, others, post } = await setting(2);
    const [a, b] = others as [TestMember, TestMember];
    const first = await reportPost(a, post.id, 'harassment');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.report).toMatchObject({ content_type: 'feed', content_id: post.id, post_id: post.id, user_id: a.userId, content_user_id: author.userId, reason: 'harassment', status: 'pending', resolution: null });
    expectError(await reportPost(a, post.id), 409, 'already_reported');
    // Two at once: one is taken.
    const both = await Promise.all([reportPost(b, post.id), reportPost(b, post.id)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expectError(await reportPost(author, post.id), 400, 'cannot_report_own_content');
    // Counted twice (the admin sees the count; the members do not).
    expect((await feedById(post.id, adminAuth)).body.feed.meta.reports_count).toBe(2);
    expect((await feedById(post.id, a.auth)).body.feed.meta.reports_count).toBeUndefined();
    expect(await eventsOf('report.created', post.id)).toHaveLength(2);
  });

  it('answers 404 for content the member may not read, 400 for a bad reason or note, 401 anonymous', async () => {
    const { post } = await setting(0, 'private');
    const outsider = await createMember();
    expectError(await reportPost(outsider, post.id), 404, 'feed_not_found');
    expectError(await report(outsider.auth, { content_type: 'comment', content_id: 999_999_999, reason: 'spam' }), 404, 'comment_not_found');
    const pub = await setting(0);
    expectError(await report(outsider.auth, { content_type: 'feed', content_id: pub.post.id, reason: 'boring' }), 400, 'rest_invalid_param');
    expectError(await report(outsider.auth, { content_type: 'feed', content_id: pub.post.id, reason: 'other', note: 'x'.repeat(1001) }), 400, 'rest_invalid_param');
    expect((await report(undefined as unknown as Auth, { content_type: 'feed', content_id: pub.post.id, reason: 'spam' })).status).toBe(401);
    // Nothing was counted: an unreported post shows no count, to moderators either.
    expect((await feedById(pub.post.id, adminAuth)).body.feed.meta.reports_count).toBeUndefined();
  });
});

describe('hiding reported content', () => {
  it('hides a post once when 6 members report it at once (threshold 3): counted 6, one feed.updated', async () => {
    const { space, author, spaceModerator, others, post } = await setting(6);
    const before = await postsCount(space.slug);
    const answers = await Promise.all(others.map((m) => reportPost(m, post.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Out of the space's feed and count, unreadable to members; its author and moderators see it pending.
    expectError(await feedById(post.id, others[0]!.auth), 404, 'feed_not_found');
    const seen = (await feedById(post.id, adminAuth)).body.feed;
    expect(seen).toMatchObject({ status: 'pending', meta: { auto_flagged: true, reports_count: 6 } });
    expect((await feedById(post.id, author.auth)).body.feed).toMatchObject({ status: 'pending', meta: { auto_flagged: true } });
    expect((await feedById(post.id, spaceModerator.auth)).body.feed.status).toBe('pending');
    const feed = await listFeeds(others[0]!.auth, { space: space.slug, per_page: 100 });
    expect(feed.feeds.data.map((f: any) => f.id)).not.toContain(post.id);
    expect(await postsCount(space.slug)).toBe(before - 1);
    const flagged = (await eventsOf('feed.updated', post.id)).filter((e) => e.data['status'] === 'pending');
    expect(flagged).toHaveLength(1);
    expect(await eventsOf('report.created', post.id)).toHaveLength(6);
    // Its author cannot publish it again; only a moderator can (by resolving, or publishing it).
    const republished = await api<any>('PUT', `/feeds/${post.id}`, { auth: author.auth, body: { status: 'published' } });
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    expect((await feedById(post.id, adminAuth)).body.feed.status).toBe('pending');
    // Another member cannot report what they cannot see any more.
    const late = await createMember();
    await addMember(space.slug, late.userId);
    expectError(await reportPost(late, post.id), 404, 'feed_not_found');
  });

  it('hides a comment reported by 3 members: out of the list and the post\'s count, shown to its author and moderators', async () => {
    const { author, others, post } = await setting(3);
    const commenter = await createMember();
    await addMember(post.space.slug, commenter.userId);
    const comment = (await api<any>('POST', `/feeds/${post.id}/comments`, { auth: commenter.auth, body: { comment: uniqueMessage('rude') } })).body.comment;
    expect(comment.id).toBeGreaterThan(0);
    const answers = await Promise.all(others.map((m) => report(m.auth, { content_type: 'comment', content_id: comment.id, reason: 'harassment' })));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    const ids = async (auth: Auth) => (await api<any>('GET', `/feeds/${post.id}/comments`, { auth })).body.comments.map((c: any) => c.id);
    expect(await ids(others[0]!.auth)).not.toContain(comment.id);
    expect(await ids(author.auth)).not.toContain(comment.id);
    expect(await ids(commenter.auth)).toContain(comment.id);
    expect(await ids(adminAuth)).toContain(comment.id);
    const shown = (await api<any>('GET', `/comments/${comment.id}`, { auth: adminAuth })).body.comment;
    expect(shown).toMatchObject({ status: 'pending', meta: { auto_flagged: true, reports_count: 3 } });
    expectError(await api<any>('GET', `/comments/${comment.id}`, { auth: others[0]!.auth }), 404, 'comment_not_found');
    expect((await feedById(post.id, adminAuth)).body.feed.comments_count).toBe(0);
    // Dismissed: published and counted again.
    const listed = (await reports(adminAuth, { content_type: 'comment', content_id: comment.id })).body.data;
    expect(listed).toHaveLength(3);
    const done = await resolve(adminAuth, listed[0].id, 'dismiss');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.report.others_resolved).toBe(2);
    expect(await ids(others[0]!.auth)).toContain(comment.id);
    expect((await feedById(post.id, adminAuth)).body.feed.comments_count).toBe(1);
  });
});

describe('resolving reports', () => {
  it('dismiss publishes an auto-flagged post again and marks every report of it ignored', async () => {
    const { space, others, post, spaceModerator } = await setting(3);
    await Promise.all(others.map((m) => reportPost(m, post.id)));
    expect((await feedById(post.id, adminAuth)).body.feed.status).toBe('pending');
    const list = await reports(spaceModerator.auth, { space_id: space.id });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const mine = list.body.data.filter((r: any) => r.content_id === post.id);
    expect(mine).toHaveLength(3);
    expect(mine[0].content).toMatchObject({ status: 'pending', auto_flagged: true, reports_count: 3 });
    const done = await resolve(spaceModerator.auth, mine[0].id, 'dismiss');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.report).toMatchObject({ status: 'ignored', resolution: 'dismiss', resolved_by: spaceModerator.userId, others_resolved: 2 });
    const feed = (await feedById(post.id, others[0]!.auth)).body.feed;
    expect(feed.status).toBe('published');
    expect(feed.meta.auto_flagged).toBeUndefined();
    const ignored = (await reports(adminAuth, { content_type: 'feed', content_id: post.id })).body.data;
    expect(ignored.map((r: any) => r.status)).toEqual(['ignored', 'ignored', 'ignored']);
    expect((await reports(adminAuth, { space_id: space.id })).body.data.filter((r: any) => r.content_id === post.id)).toEqual([]);
    expect((await reports(adminAuth, { space_id: space.id, status: 'ignored' })).body.data.filter((r: any) => r.content_id === post.id)).toHaveLength(3);
    expectError(await resolve(adminAuth, mine[0].id, 'dismiss'), 409, 'report_already_resolved');
    // The dismissed reports no longer count: one more does not hide it again.
    const late = await createMember();
    await addMember(space.slug, late.userId);
    expect((await reportPost(late, post.id)).status).toBe(200);
    expect((await feedById(post.id, adminAuth)).body.feed).toMatchObject({ status: 'published', meta: { reports_count: 4 } });
  });

  it('unpublish makes the post a draft; suspend also suspends its author (community moderators only)', async () => {
    const one = await setting(1);
    const r1 = (await reportPost(one.others[0]!, one.post.id)).body.report;
    const done = await resolve(one.spaceModerator.auth, r1.id, 'unpublish');
    expect(done.body.report).toMatchObject({ status: 'unpublished', resolution: 'unpublish' });
    expect((await feedById(one.post.id, adminAuth)).body.feed.status).toBe('draft');
    expectError(await feedById(one.post.id, one.others[0]!.auth), 404, 'feed_not_found');

    const two = await setting(1);
    const r2 = (await reportPost(two.others[0]!, two.post.id, 'spam')).body.report;
    expectError(await resolve(two.spaceModerator.auth, r2.id, 'suspend'), 403, 'rest_forbidden');
    const moderator = await createMember({ role: 'moderator' });
    expect((await api<any>('POST', '/moderation/report', { auth: two.author.auth, body: {} })).status).toBe(400);
    const suspended = await resolve(moderator.auth, r2.id, 'suspend');
    expect(suspended.status, JSON.stringify(suspended.body)).toBe(200);
    expect(suspended.body.report).toMatchObject({ status: 'unpublished', resolution: 'suspend', resolved_by: moderator.userId });
    expect((await feedById(two.post.id, adminAuth)).body.feed.status).toBe('draft');
    // The suspended account is refused from now on: at once by the moderation function, which
    // suspended it (it would have been 400 for the empty report), elsewhere within CREDENTIAL_CACHE_SECONDS.
    expect((await api<any>('POST', '/moderation/report', { auth: two.author.auth, body: {} })).status).toBe(401);
  });
});

describe('who reviews reports', () => {
  it('a member only reports; a space\'s moderators review its reports; community moderators and administrators all', async () => {
    const { space, others, post, spaceModerator } = await setting(1);
    const otherSpace = await setting(0);
    const r = (await reportPost(others[0]!, post.id)).body.report;
    const member = others[0]!;
    const moderator = await createMember({ role: 'moderator' });
    // A member: no list, no report, no resolution.
    expectError(await reports(member.auth), 403, 'rest_forbidden');
    expectError(await reports(member.auth, { space_id: space.id }), 403, 'rest_forbidden');
    expectError(await api<any>('GET', `/moderation/reports/${r.id}`, { auth: member.auth }), 403, 'rest_forbidden');
    expectError(await resolve(member.auth, r.id, 'dismiss'), 403, 'rest_forbidden');
    // The space's moderator: their space, not the community's nor another space's.
    expectError(await reports(spaceModerator.auth), 403, 'rest_forbidden');
    expect((await reports(spaceModerator.auth, { space_id: space.id })).body.data.map((x: any) => x.id)).toContain(r.id);
    expectError(await reports(spaceModerator.auth, { space_id: otherSpace.space.id }), 403, 'rest_forbidden');
    expect((await api<any>('GET', `/moderation/reports/${r.id}`, { auth: spaceModerator.auth })).body.report).toMatchObject({ id: r.id, content: { status: 'published', reports_count: 1 } });
    expectError(await api<any>('GET', `/moderation/reports/${r.id}`, { auth: otherSpace.spaceModerator.auth }), 403, 'rest_forbidden');
    // Community moderators and administrators: everything, filtered and paged newest first.
    for (const auth of [moderator.auth, adminAuth]) {
      const page = await reports(auth, { reason: 'spam', content_type: 'feed', per_page: 100 });
      expect(page.status).toBe(200);
      expect(page.body.data.map((x: any) => x.id)).toContain(r.id);
      expect(page.body.data.every((x: any) => x.reason === 'spam' && x.content_type === 'feed')).toBe(true);
      expect((await reports(auth, { reason: 'harassment', space_id: space.id })).body.data.map((x: any) => x.id)).not.toContain(r.id);
    }
    const first = await reports(adminAuth, { per_page: 1 });
    expect(first.body.data).toHaveLength(1);
    const next = await reports(adminAuth, { per_page: 1, cursor: first.body.meta.next_cursor });
    expect(next.body.data[0].id).toBeLessThan(first.body.data[0].id);
    expectError(await reports(adminAuth, { cursor: 'nonsense' }), 400, 'rest_invalid_param');
  });

  it('notifies the space\'s moderators and the administrators of a new report, not the reporter or the author', async () => {
    const { others, post, spaceModerator, author } = await setting(1);
    const reporter = others[0]!;
    expect((await reportPost(reporter, post.id)).status).toBe(200);
    const told = await waitFor(spaceModerator, 'moderation/report_added', post.id);
    expect(told.content).toContain(reporter.username);
    await eventually(adminAuth, (rows) => rows.some((n) => n.action === 'moderation/report_added' && n.feed_id === post.id));
    const actions = async (m: TestMember) => (await api<any>('GET', '/notifications', { auth: m.auth, query: { per_page: 100 } })).body.notifications.data.map((n: any) => n.action);
    expect(await actions(author)).not.toContain('moderation/report_added');
    expect(await actions(reporter)).not.toContain('moderation/report_added');
  });
});

describe('report events as webhooks', () => {
  let rx: Receiver | undefined;
  let hookId: number | undefined;
  afterAll(async () => {
    if (hookId !== undefined) await deleteWebhook(hookId);
    await rx?.close();
  });

  it('delivers report.created and report.resolved with the report, the content and the resolution', async () => {
    rx = await startReceiver();
    hookId = (await createWebhook({ url: rx.url, events: ['report.created', 'report.resolved'] })).id;
    const { others, post, author } = await setting(1);
    const r = (await reportPost(others[0]!, post.id, 'misinformation')).body.report;
    const created = eventOf(await firstCall(rx, (c) => eventOf(c).event === 'report.created' && eventOf(c).data.id === r.id));
    expect(created.data).toMatchObject({
      id: r.id, reason: 'misinformation', status: 'pending', user_id: others[0]!.userId,
      content: { type: 'feed', id: post.id, post_id: post.id, space_id: post.space_id, user_id: author.userId },
    });
    expect(created.xprofile.user_id).toBe(others[0]!.userId);
    expect((await resolve(adminAuth, r.id, 'unpublish')).status).toBe(200);
    const resolved = eventOf(await firstCall(rx, (c) => eventOf(c).event === 'report.resolved' && eventOf(c).data.id === r.id));
    expect(resolved.data).toMatchObject({
      id: r.id, status: 'unpublished',
      content: { type: 'feed', id: post.id, user_id: author.userId },
      resolution: { action: 'unpublish', note: '' },
    });
    expect(typeof resolved.data.resolution.by).toBe('number');
  });
});
