/**
 * Badges (docs/badges.md): the catalogue administrators manage, awarding and revoking through the
 * profile, the course rule run by the stream router (once, also under a replayed record), and the
 * badge shown on a profile, a post's xprofile and a webhook payload. The catalogue is one site-wide
 * item: this file only adds and removes badges of its own (slugs with its tag), never the whole list.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, join } from '../../support/spaces.ts';
import { createFeed } from '../../support/feeds.ts';
import { adminBearer, ok, publishedCourse } from '../../support/courses.ts';
import { eventsFor } from '../../support/events.ts';
import { startReceiver, type Receiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf } from '../../support/webhooks.ts';
import { pollUntil } from '../../../scripts/local/poll.ts';

const tag = token('bd').toLowerCase().replace(/[^a-z0-9]/g, '');
const slug = (name: string) => `${name}-${tag}`;
const mine: string[] = [];

async function saveBadges(badges: Array<Record<string, unknown>>) {
  for (const b of badges) mine.push(String(b['slug']));
  return api<any>('POST', '/admin/user-badges', { auth: adminAuth, body: { badges } });
}

const profileOf = async (username: string) => (await api<any>('GET', `/profile/${username}`, { auth: adminAuth })).body.profile;

afterAll(async () => {
  await Promise.all(mine.map((s) => api('DELETE', `/admin/user-badges/${s}`, { auth: adminAuth })));
});

describe('the badge catalogue', () => {
  it('is for administrators only', async () => {
    const member = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    for (const auth of [member.auth, moderator.auth]) {
      expect((await api('GET', '/admin/user-badges', { auth })).status).toBe(403);
      expect((await api('POST', '/admin/user-badges', { auth, body: { badges: [{ slug: slug('nope'), title: 'Nope' }] } })).status).toBe(403);
      expect((await api('PUT', `/admin/user-badges/${slug('nope')}`, { auth, body: { title: 'Nope' } })).status).toBe(403);
      expect((await api('DELETE', `/admin/user-badges/${slug('nope')}`, { auth })).status).toBe(403);
    }
    expect((await api('GET', '/admin/user-badges', {})).status).toBe(401);
    const list = await api<any>('GET', '/admin/user-badges', { auth: adminAuth });
    expect(list.body.badges.some((b: any) => b.slug === slug('nope'))).toBe(false);
  });

  it('saves, lists, edits and deletes badges; a save keeps the badges it does not name', async () => {
    const saved = await saveBadges([
      { slug: slug('star'), title: 'Star', color: '#f5a623', icon: '⭐', description: 'A bright one' },
      { slug: slug('helper'), title: 'Helper', image: 'https://example.test/helper.png' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const star = saved.body.badges.find((b: any) => b.slug === slug('star'));
    expect(star).toEqual({
      slug: slug('star'), title: 'Star', color: '#f5a623', icon: '⭐', image: '', description: 'A bright one', rule: null,
      created_at: expect.any(String), updated_at: expect.any(String),
    });
    expect((await saveBadges([{ slug: slug('third'), title: 'Third' }])).status).toBe(200);
    const listed = (await api<any>('GET', '/admin/user-badges', { auth: adminAuth })).body.badges.map((b: any) => b.slug);
    expect(listed).toEqual(expect.arrayContaining([slug('star'), slug('helper'), slug('third')]));

    const edited = await api<any>('PUT', `/admin/user-badges/${slug('helper')}`, { auth: adminAuth, body: { title: 'Helping hand', color: '#0a0' } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.badge).toMatchObject({ slug: slug('helper'), title: 'Helping hand', color: '#0a0', image: '' });

    expect((await api('DELETE', `/admin/user-badges/${slug('third')}`, { auth: adminAuth })).status).toBe(200);
    expectError(await api('DELETE', `/admin/user-badges/${slug('third')}`, { auth: adminAuth }), 404, 'badge_not_found');
    expectError(await api('PUT', `/admin/user-badges/${slug('third')}`, { auth: adminAuth, body: { title: 'Gone' } }), 404, 'badge_not_found');
    const after = (await api<any>('GET', '/admin/user-badges', { auth: adminAuth })).body.badges.map((b: any) => b.slug);
    expect(after).toContain(slug('helper'));
    expect(after).not.toContain(slug('third'));
  });

  it('refuses a bad slug, colour, image or rule, and a points-level rule naming no slug', async () => {
    for (const badge of [
      { slug: 'Not A Slug', title: 'x' },
      { slug: slug('c'), title: 'x', color: 'red' },
      { slug: slug('i'), title: 'x', image: 'javascript:alert(1)' },
      { slug: slug('r'), title: 'x', rule: { type: 'course_completed' } },
      { slug: slug('p'), title: 'x', rule: { type: 'points_level', level: 2 } },
      { slug: slug('t'), title: '' },
    ]) {
      const res = await api<any>('POST', '/admin/user-badges', { auth: adminAuth, body: { badges: [badge] } });
      expect(res.status, JSON.stringify(badge)).toBe(400);
    }
    const twice = await api<any>('POST', '/admin/user-badges', { auth: adminAuth, body: { badges: [{ slug: slug('d'), title: 'a' }, { slug: slug('d'), title: 'b' }] } });
    expect(twice.status).toBe(400);
  });
});

describe('a member\'s badges', () => {
  it('are awarded and revoked by an administrator through the profile, shown on the profile, a post and a webhook payload', async () => {
    await saveBadges([
      { slug: slug('gold'), title: 'Gold', color: '#ffd700', icon: 'trophy' },
      { slug: slug('silver'), title: 'Silver' },
    ]);
    const m = await createMember();
    // Members may not give themselves badges.
    expect((await api('POST', `/profile/${m.username}`, { auth: m.auth, body: { data: { first_name: 'Self', badge_slugs: [slug('gold')] } } })).status).toBe(403);

    // The original's call: POST /profile/{username} with data.badge_slugs; an unknown slug is stored but not shown.
    const given = await api<any>('POST', `/profile/${m.username}`, { auth: adminAuth, body: { data: { first_name: 'Medal', badge_slugs: [slug('gold'), 'no-such-badge', slug('silver')] } } });
    expect(given.status, JSON.stringify(given.body)).toBe(200);
    const gold = { slug: slug('gold'), title: 'Gold', color: '#ffd700', icon: 'trophy', image: '', description: '' };
    expect(given.body.profile).toMatchObject({ meta: { badge_slug: [slug('gold'), slug('silver')] }, badge: gold });
    const read = await api<any>('GET', `/profile/${m.username}`, { auth: m.auth });
    expect(read.body.profile).toMatchObject({ meta: { badge_slug: [slug('gold'), slug('silver')] }, badge: gold });

    // A post's xprofile, and the webhook payload of its feed.created.
    const rx: Receiver = await startReceiver();
    const hook = await createWebhook({ url: rx.url, events: ['feed.created'] });
    try {
      const space = await createSpace({ title: `Badges ${tag}`, privacy: 'public' });
      await join(space.slug, m.auth);
      const post = await createFeed(m.auth, { space: space.slug });
      const shown = await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: adminAuth });
      expect(shown.body.feed.xprofile).toMatchObject({ user_id: m.userId, badge: gold, meta: { badge_slug: [slug('gold'), slug('silver')] } });
      // A comment's xprofile.
      const c = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: `Badged comment ${tag}` } });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const listed = await api<any>('GET', `/feeds/${post.id}/comments`, { auth: adminAuth, query: { per_page: 100 } });
      const row = (listed.body.comments as any[]).find((x) => x.id === c.body.comment.id);
      expect(row?.xprofile).toMatchObject({ user_id: m.userId, badge: gold });
      const calls = await rx.waitUntil((c) => c.some((call) => eventOf(call).data.id === post.id), 30_000);
      const payload = eventOf(calls.find((call) => eventOf(call).data.id === post.id)!);
      expect(payload.xprofile).toMatchObject({ user_id: m.userId, badge: gold });
    } finally {
      await deleteWebhook(hook.id);
      await rx.close();
    }

    // A deleted catalogue badge is ignored on read: the next one shows.
    expect((await api('DELETE', `/admin/user-badges/${slug('gold')}`, { auth: adminAuth })).status).toBe(200);
    expect(await profileOf(m.username)).toMatchObject({ meta: { badge_slug: [slug('silver')] }, badge: { slug: slug('silver'), title: 'Silver' } });

    // Revoked (the native flat field): no badge at all.
    const revoked = await api<any>('PUT', `/profile/${m.username}`, { auth: adminAuth, body: { badge_slug: [] } });
    expect(revoked.status).toBe(200);
    expect(await profileOf(m.username)).toMatchObject({ meta: { badge_slug: [] }, badge: null });
  }, 60_000);

  it('are given and taken back one at a time by the direct routes (administrators only)', async () => {
    await saveBadges([{ slug: slug('mentor'), title: 'Mentor' }, { slug: slug('early'), title: 'Early bird' }]);
    const m = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    const give = (s: string, auth = adminAuth) => api<any>('PUT', `/admin/user-badges/${s}/members/${m.userId}`, { auth });
    const take = (s: string, auth = adminAuth) => api<any>('DELETE', `/admin/user-badges/${s}/members/${m.userId}`, { auth });
    expect((await give(slug('mentor'), moderator.auth)).status).toBe(403);
    expect((await give(slug('mentor'), m.auth)).status).toBe(403);
    const first = await give(slug('mentor'));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.xprofile).toMatchObject({ user_id: m.userId, meta: { badge_slug: [slug('mentor')] }, badge: { slug: slug('mentor'), title: 'Mentor' } });
    // Given again: no change; a second badge goes after the first.
    expect((await give(slug('mentor'))).body.xprofile.meta.badge_slug).toEqual([slug('mentor')]);
    expect((await give(slug('early'))).body.xprofile.meta.badge_slug).toEqual([slug('mentor'), slug('early')]);
    expectError(await give(slug('nothing')), 404, 'badge_not_found');
    expectError(await api('PUT', `/admin/user-badges/${slug('mentor')}/members/999999999`, { auth: adminAuth }), 404, 'member_not_found');
    expect((await take(slug('mentor'), moderator.auth)).status).toBe(403);
    const taken = await take(slug('mentor'));
    expect(taken.status).toBe(200);
    expect(await profileOf(m.username)).toMatchObject({ meta: { badge_slug: [slug('early')] }, badge: { slug: slug('early'), title: 'Early bird' } });
  });

  it('is awarded by a course rule once when the member completes the course, also when the record comes again', async () => {
    const instructor = await adminBearer();
    const { course, lessons } = await publishedCourse(instructor, 1);
    await saveBadges([{ slug: slug('graduate'), title: 'Graduate', rule: { type: 'course_completed', course_id: course.id } }]);
    const student = await createMember();
    await ok('POST', `/courses/${course.id}/enroll`, student.auth);
    expect((await profileOf(student.username)).badge).toBeNull();
    await ok('POST', `/courses/${course.id}/lessons/${lessons[0]}/complete`, student.auth);

    const awarded = await pollUntil(() => profileOf(student.username), (p) => p.badge !== null, { timeoutMs: 20_000 });
    expect(awarded).toMatchObject({ meta: { badge_slug: [slug('graduate')] }, badge: { slug: slug('graduate'), title: 'Graduate' } });

    // Revoked by hand, then the course.completed record comes again: the rule does not give it back.
    await ok('PUT', `/profile/${student.username}`, adminAuth, { badge_slug: [] });
    const [event] = await eventsFor('course.completed', student.userId);
    expect(event).toBeDefined();
    const record: DynamoDBRecord = {
      eventID: `replay-${tag}`,
      eventName: 'INSERT',
      dynamodb: { Keys: marshall({ pk: (event as any).pk, sk: (event as any).sk }) as any, NewImage: marshall(event, { removeUndefinedValues: true }) as any, SequenceNumber: '1' },
    };
    const { handler } = await import('#functions/stream-router/index.ts');
    expect(await handler({ Records: [record, record], side_effects: ['badge_rules'] })).toEqual({ batchItemFailures: [] });
    expect(await profileOf(student.username)).toMatchObject({ meta: { badge_slug: [] }, badge: null });
  }, 60_000);
});
