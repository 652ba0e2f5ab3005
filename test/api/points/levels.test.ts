/**
 * Levels (docs/points.md, Levels) through HTTP: the administrators' list and its save (access,
 * validation, concurrent saves), the level a member's total_points reaches on their profile, a
 * post's and a comment's xprofile and a webhook payload's (while features.leaderboard is on; null while it is off), and the
 * badges' points_level rule (features/members/points-badges.ts badgesFromPoints, called here as the
 * stream router's points side effect will call it). Totals are seeded with test/support/points.ts.
 * Listed in SITE_WIDE: the levels are one site-wide list this file replaces, and it switches
 * features.leaderboard on; both are put back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgesFromPoints } from '#features/members/points-badges.ts';
import { adminAuth, createMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { createSpace, expectError, join } from '../../support/spaces.ts';
import { createFeed } from '../../support/feeds.ts';
import { setLeaderboard, setTotalPoints } from '../../support/points.ts';
import { startReceiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf } from '../../support/webhooks.ts';

const PATH = '/admin/leaderboards/levels';
const tag = token('lv').toLowerCase().replace(/[^a-z0-9]/g, '');
const s = (name: string) => `${name}-${tag}`;
const LEVELS = [
  { slug: s('newbie'), title: 'Newbie', tagline: 'Just arrived', min_points: 0 },
  { slug: s('regular'), title: 'Regular', min_points: 10 },
  { slug: s('expert'), title: 'Expert', tagline: 'Knows the place', min_points: 100 },
];

const list = async () => {
  const res = await api<any>('GET', PATH, { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { levels: any[]; rev: number };
};
const save = (body: unknown, options: { compat?: boolean } = {}) => api<any>('POST', PATH, { auth: adminAuth, body, ...options });
const profileOf = async (username: string) => (await api<any>('GET', `/profile/${username}`, { auth: adminAuth })).body.profile;

let wasOn = false;
let before: any[] = [];
const badgeSlugs: string[] = [];
beforeAll(async () => {
  wasOn = (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.leaderboard === true;
  before = (await list()).levels.map(({ number: _n, ...level }) => level);
});
afterAll(async () => {
  expect((await save({ levels: before })).status).toBe(200);
  await setLeaderboard(wasOn);
  await Promise.all(badgeSlugs.map((slug) => api('DELETE', `/admin/user-badges/${slug}`, { auth: adminAuth })));
});

describe('the levels', () => {
  it('are for administrators only', async () => {
    const member = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    const rev = (await list()).rev;
    for (const auth of [member.auth, moderator.auth]) {
      expect((await api('GET', PATH, { auth })).status).toBe(403);
      expect((await api('POST', PATH, { auth, body: { levels: [] } })).status).toBe(403);
      expect((await api('POST', PATH, { auth, body: { levels: [] }, compat: true })).status).toBe(403);
    }
    expect((await api('GET', PATH, {})).status).toBe(401);
    expect((await api('POST', PATH, { body: { levels: [] } })).status).toBe(401);
    expect((await list()).rev).toBe(rev);
  });

  it('are saved whole and listed in order with their number, on both base paths', async () => {
    const saved = await save({ levels: LEVELS });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({
      message: expect.any(String),
      rev: expect.any(Number),
      levels: [
        { number: 1, slug: s('newbie'), title: 'Newbie', tagline: 'Just arrived', min_points: 0 },
        { number: 2, slug: s('regular'), title: 'Regular', tagline: '', min_points: 10 },
        { number: 3, slug: s('expert'), title: 'Expert', tagline: 'Knows the place', min_points: 100 },
      ],
    });
    expect(await list()).toEqual({ levels: saved.body.levels, rev: saved.body.rev });
    const compat = await api<any>('GET', PATH, { auth: adminAuth, compat: true });
    expect(compat.status).toBe(200);
    expect(compat.body.levels).toEqual(saved.body.levels);

    // A save replaces the list: levels not sent are gone.
    const two = await save({ levels: LEVELS.slice(0, 2) }, { compat: true });
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect((await list()).levels.map((l) => l.slug)).toEqual([s('newbie'), s('regular')]);
    expect((await save({ levels: LEVELS })).status).toBe(200);
  });

  it('refuses a bad list with a field error and saves nothing', async () => {
    const stored = await list();
    const bad: Array<[string, unknown]> = [
      ['levels.0.min_points', [{ slug: s('a'), title: 'A', min_points: 5 }]],
      ['levels.2.min_points', [...LEVELS.slice(0, 2), { slug: s('c'), title: 'C', min_points: 10 }]],
      ['levels.1.slug', [LEVELS[0], { ...LEVELS[1], slug: LEVELS[0]!.slug }]],
      ['levels.0.slug', [{ slug: 'Not a slug', title: 'A', min_points: 0 }]],
      ['levels.0.title', [{ slug: s('a'), title: '', min_points: 0 }]],
      ['levels.0.min_points', [{ slug: s('a'), title: 'A', min_points: -1 }]],
      ['levels', Array.from({ length: 51 }, (_, i) => ({ slug: s(`l${i}`), title: `L${i}`, min_points: i }))],
      ['levels', 'all of them'],
    ];
    for (const [field, levels] of bad) {
      const res = await save({ levels });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.code, JSON.stringify(res.body)).toEqual(expect.any(String));
      expect(JSON.stringify(res.body.data), field).toContain(field);
    }
    expect(await list()).toEqual(stored);
  });

  it('saved with the revision read: of two saves over the same revision one applies, the other is 409 and changes nothing', async () => {
    const { rev } = await list();
    const mine = [{ ...LEVELS[0], title: 'Mine' }, LEVELS[1]];
    const theirs = [{ ...LEVELS[0], title: 'Theirs' }, LEVELS[2]];
    const results = await Promise.all([save({ levels: mine, rev }), save({ levels: theirs, rev })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const conflict = results.find((r) => r.status === 409)!;
    expectError(conflict, 409, 'conflict');
    const winner = results.find((r) => r.status === 200)!;
    expect(winner.body.rev).toBe(rev + 1);
    expect(await list()).toEqual({ levels: winner.body.levels, rev: rev + 1 });
    // A stale revision is refused as well.
    expectError(await save({ levels: LEVELS, rev }), 409, 'conflict');

    // Without a revision (the original's clients), both saves apply, one after the other.
    const both = await Promise.all([save({ levels: mine }), save({ levels: theirs })]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    const after = await list();
    expect(after.rev).toBe(rev + 3);
    expect([both[0]!.body.levels, both[1]!.body.levels]).toContainEqual(after.levels);
    expect((await save({ levels: LEVELS })).status).toBe(200);
  });
});

describe('a member\'s level', () => {
  it('is the level their total_points reaches on their profile, a post, a comment and a webhook payload while the leaderboard is on; null while it is off', async () => {
    expect((await save({ levels: LEVELS })).status).toBe(200);
    const m = await createMember();
    await setTotalPoints(m.userId, 42);

    await setLeaderboard(false);
    expect(await profileOf(m.username)).toMatchObject({ total_points: 42, level: null });

    await setLeaderboard(true);
    const regular = { number: 2, slug: s('regular'), title: 'Regular', tagline: '', min_points: 10 };
    expect(await profileOf(m.username)).toMatchObject({ total_points: 42, level: regular });
    const own = await api<any>('GET', `/profile/${m.username}`, { auth: m.auth, compat: true });
    expect(own.body.profile.level).toEqual(regular);

    const space = await createSpace({ title: `Levels ${tag}`, privacy: 'public' });
    await join(space.slug, m.auth);
    const rx = await startReceiver();
    const hook = await createWebhook({ url: rx.url, events: ['feed.created'] });
    let post: { id: number };
    try {
      post = await createFeed(m.auth, { space: space.slug });
      // The webhook payload's xprofile (shaped by the stream router).
      const calls = await rx.waitUntil((c) => c.some((call) => eventOf(call).data.id === post.id), 30_000);
      expect(eventOf(calls.find((call) => eventOf(call).data.id === post.id)!).xprofile).toMatchObject({ user_id: m.userId, level: regular });
    } finally {
      await deleteWebhook(hook.id);
      await rx.close();
    }
    const shown = await api<any>('GET', `/feeds/${post.id}/by-id`, { auth: adminAuth });
    expect(shown.body.feed.xprofile).toMatchObject({ user_id: m.userId, level: regular });
    const c = await api<any>('POST', `/feeds/${post.id}/comments`, { auth: m.auth, body: { comment: `Levelled comment ${tag}` } });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const comments = await api<any>('GET', `/feeds/${post.id}/comments`, { auth: adminAuth, query: { per_page: 100 } });
    expect((comments.body.comments as any[]).find((x) => x.id === c.body.comment.id)?.xprofile).toMatchObject({ user_id: m.userId, level: regular });

    // The total moves on (the awarding's write): the next read shows the higher level.
    await setTotalPoints(m.userId, 100);
    expect((await profileOf(m.username)).level).toMatchObject({ number: 3, slug: s('expert') });
    // No levels at all: no level.
    expect((await save({ levels: [] })).status).toBe(200);
    expect((await profileOf(m.username)).level).toBeNull();
    expect((await save({ levels: LEVELS })).status).toBe(200);
  }, 60_000);
});

describe('the badges\' points_level rule', () => {
  it('gives a badge once when the member\'s total first reaches its level, never again, and not for points going down', async () => {
    expect((await save({ levels: LEVELS })).status).toBe(200);
    const slug = s('regular-badge');
    badgeSlugs.push(slug);
    const saved = await api<any>('POST', '/admin/user-badges', { auth: adminAuth, body: { badges: [{ slug, title: 'Regular badge', rule: { type: 'points_level', level: s('regular') } }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.badges.find((b: any) => b.slug === slug).rule).toEqual({ type: 'points_level', level: s('regular') });

    const m = await createMember();
    await setTotalPoints(m.userId, 9);
    // Below the level, or moving within it: nothing.
    expect(await badgesFromPoints(m.userId, 0, 9)).toEqual([]);
    expect((await profileOf(m.username)).badge).toBeNull();

    await setTotalPoints(m.userId, 12);
    expect(await badgesFromPoints(m.userId, 9, 12)).toEqual([slug]);
    expect(await profileOf(m.username)).toMatchObject({ meta: { badge_slug: [slug] }, badge: { slug, title: 'Regular badge' } });
    // The same move again (a replayed record): nothing more.
    expect(await badgesFromPoints(m.userId, 9, 12)).toEqual([]);
    // Points going down take nothing back; reaching the level again gives nothing.
    expect(await badgesFromPoints(m.userId, 12, 5)).toEqual([]);
    expect((await profileOf(m.username)).meta.badge_slug).toEqual([slug]);
    // Revoked by an administrator, then reached again: not given back.
    expect((await api('DELETE', `/admin/user-badges/${slug}/members/${m.userId}`, { auth: adminAuth })).status).toBe(200);
    expect(await badgesFromPoints(m.userId, 5, 12)).toEqual([]);
    expect((await profileOf(m.username)).badge).toBeNull();
  });
});
