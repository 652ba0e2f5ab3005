/**
 * Points (docs/points.md) through HTTP: each action earns its value for the right member once,
 * removal takes it back, a replayed stream record and concurrent actions count exactly, the values
 * are the administrators', and nothing is earned while features.leaderboard is off. Listed in
 * SITE_WIDE: it switches features.leaderboard on (it defaults off) and changes the point values,
 * and puts both back.
 */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { handler } from '../../../functions/stream-router/index.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';
import { adminBearer, ok, publishedCourse } from '../../support/courses.ts';
import { makeQuiz, RIGHT, WRONG } from '../../support/quizzes.ts';
import { backfillStartedSince, pointValues, runPoints, setLeaderboard, setPointValues } from '../../support/points.ts';

const VALUES = { post_published: 10, comment_added: 4, reaction_received: 3, lesson_completed: 2, course_completed: 20, quiz_passed: 6 };
let before: { features: boolean; values: Record<string, number> };
let space: { id: number; slug: string };

beforeAll(async () => {
  before = { features: (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.leaderboard === true, values: (await pointValues()).values };
  await setLeaderboard(true);
  await setPointValues(VALUES);
  space = await createSpace({ title: `Points ${token('sp')}`, privacy: 'public' });
});
afterAll(async () => {
  await setPointValues(before.values);
  await setLeaderboard(before.features);
});

const pointsOf = async (m: TestMember): Promise<number> => (await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile.total_points;
/** Waits until the member's total reaches `expected` (the stream router awards in the background) and asserts it. */
async function expectPoints(m: TestMember, expected: number): Promise<void> {
  expect(await pollUntil(() => pointsOf(m), (p) => p === expected)).toBe(expected);
}
async function member(): Promise<TestMember> {
  const m = await createMember();
  await addMember(space.slug, m.userId);
  return m;
}
const post = async (m: TestMember) => (await api<any>('POST', '/feeds', { auth: m.auth, body: { message: `Points ${token('p')}`, space_id: space.id } })).body.feed;
const comment = async (postId: number, m: TestMember, parentId?: number) =>
  (await api<any>('POST', `/feeds/${postId}/comments`, { auth: m.auth, body: { comment: `Nice ${token('c')}`, ...(parentId ? { parent_id: parentId } : {}) } })).body.comment;
const like = (postId: number, m: TestMember, remove = false) => api('POST', `/feeds/${postId}/react`, { auth: m.auth, body: { react_type: 'like', remove } });

describe('the administrators\' point values', () => {
  it('are read and changed by administrators only, bounded, and a refused change changes nothing', async () => {
    const m = await createMember();
    expectError(await api('GET', '/admin/leaderboards/points', { auth: m.auth }), 403, 'rest_forbidden');
    expectError(await api('PUT', '/admin/leaderboards/points', { auth: m.auth, body: { post_published: 1 } }), 403, 'rest_forbidden');
    expectError(await api('GET', '/admin/leaderboards/points'), 401, 'rest_forbidden');
    for (const body of [{ post_published: -1 }, { post_published: 1001 }, { post_published: 1.5 }, { no_such_action: 1 }, { comment_added: 'many' }]) {
      expectError(await api('PUT', '/admin/leaderboards/points', { auth: adminAuth, body }), 400, 'rest_invalid_param');
    }
    const now = await pointValues();
    expect(now.values).toEqual(VALUES);
    expect(now.defaults).toEqual({ post_published: 5, comment_added: 2, reaction_received: 1, lesson_completed: 2, course_completed: 10, quiz_passed: 5 });
    // Saving what is there already starts nothing.
    const same = await api<any>('PUT', '/admin/leaderboards/points', { auth: adminAuth, body: { comment_added: VALUES.comment_added } });
    expect(same.status).toBe(200);
    expect(same.body.backfill_started).toBe(false);
  });
});

// Each test has its own members: side by side, as the stream router takes them.
describe.concurrent('points earned and taken back', () => {
  it('a post, a comment and a like earn their authors the values set; removing each takes it back', async () => {
    const [author, commenter, fan] = await Promise.all([member(), member(), member()]);
    const feed = await post(author);
    await expectPoints(author, VALUES.post_published);
    const c = await comment(feed.id, commenter);
    await expectPoints(commenter, VALUES.comment_added);
    expect((await like(feed.id, fan)).status).toBe(200);
    await expectPoints(author, VALUES.post_published + VALUES.reaction_received);
    // A like of one's own post earns nothing; the liker earns nothing either.
    expect((await like(feed.id, author)).status).toBe(200);
    expect((await api('POST', `/feeds/${feed.id}/comments/${c.id}/reactions`, { auth: fan.auth, body: { state: true } })).status).toBe(200);
    await expectPoints(commenter, VALUES.comment_added + VALUES.reaction_received);
    expect(await pointsOf(fan)).toBe(0);

    expect((await like(feed.id, fan, true)).status).toBe(200);
    await expectPoints(author, VALUES.post_published);
    expect((await api('DELETE', `/feeds/${feed.id}/comments/${c.id}`, { auth: commenter.auth })).status).toBe(200);
    await expectPoints(commenter, 0);
    expect((await api('DELETE', `/feeds/${feed.id}`, { auth: author.auth })).status).toBe(200);
    await expectPoints(author, 0);
  });

  it('a deleted post takes back its comments\' points (the purge), a deleted comment its replies\'', async () => {
    const [author, a, b] = await Promise.all([member(), member(), member()]);
    const feed = await post(author);
    const top = await comment(feed.id, a);
    await comment(feed.id, b, top.id);
    await expectPoints(b, VALUES.comment_added);
    expect((await api('DELETE', `/feeds/${feed.id}/comments/${top.id}`, { auth: a.auth })).status).toBe(200);
    await expectPoints(a, 0);
    await expectPoints(b, 0);

    const other = await post(author);
    await comment(other.id, a);
    await expectPoints(a, VALUES.comment_added);
    expect((await api('DELETE', `/feeds/${other.id}`, { auth: adminAuth })).status).toBe(200);
    await expectPoints(a, 0);
    await expectPoints(author, VALUES.post_published); // the first post is still there
  });

  it('concurrent likes count each once; a replayed stream record counts nothing more', async () => {
    const author = await member();
    const fans = await Promise.all(Array.from({ length: 8 }, () => member()));
    const feed = await post(author);
    await Promise.all(fans.map((f) => like(feed.id, f)));
    await expectPoints(author, VALUES.post_published + 8 * VALUES.reaction_received);

    // The same event record given to the router again (a retried batch), twice, side by side.
    const record = eventRecord('reaction.added', fans[0]!.userId, space.id, { post_id: feed.id, object_id: feed.id, object_type: 'feed', type: 'like', user_id: fans[0]!.userId, post_user_id: author.userId });
    await Promise.all([handler({ Records: [record] }), handler({ Records: [record] })]);
    const posted = eventRecord('feed.created', author.userId, space.id, { id: feed.id, user_id: author.userId });
    await handler({ Records: [posted, posted] });
    expect(await pointsOf(author)).toBe(VALUES.post_published + 8 * VALUES.reaction_received);
  });

  it('lessons, courses and passed quizzes earn their students points, once', async () => {
    const admin = await adminBearer();
    const { course, section, lessons } = await publishedCourse(admin, 2);
    await makeQuiz(course.id, section.id, lessons[1]!, admin);
    const student = await createMember();
    await ok('POST', `/courses/${course.id}/enroll`, student.auth);
    await ok('POST', `/courses/${course.id}/lessons/${lessons[0]}/complete`, student.auth);
    await expectPoints(student, VALUES.lesson_completed);
    // A failed attempt earns nothing; the pass completes the quiz's lesson and the course.
    await ok('POST', `/courses/${course.id}/lessons/${lessons[1]}/quiz/submit`, student.auth, { answers: WRONG });
    await expectPoints(student, VALUES.lesson_completed);
    await ok('POST', `/courses/${course.id}/lessons/${lessons[1]}/quiz/submit`, student.auth, { answers: RIGHT });
    await expectPoints(student, 2 * VALUES.lesson_completed + VALUES.quiz_passed + VALUES.course_completed);
  });
});

describe('what points show', () => {
  it('a level reached by points earned gives the member its level and the badge whose rule names it', async () => {
    const tag = token('lv').toLowerCase().replace(/[^a-z0-9]/g, '');
    const levelsBefore = (await api<any>('GET', '/admin/leaderboards/levels', { auth: adminAuth })).body.levels.map(({ number: _n, ...level }: any) => level);
    const regular = `regular-${tag}`;
    const badge = `regular-badge-${tag}`;
    const saved = await api('POST', '/admin/leaderboards/levels', { auth: adminAuth, body: { levels: [{ slug: `newbie-${tag}`, title: 'Newbie', min_points: 0 }, { slug: regular, title: 'Regular', min_points: VALUES.post_published }] } });
    expect(saved.status).toBe(200);
    expect((await api('POST', '/admin/user-badges', { auth: adminAuth, body: { badges: [{ slug: badge, title: 'Regular', rule: { type: 'points_level', level: regular } }] } })).status).toBe(200);
    try {
      const author = await member();
      await post(author);
      await expectPoints(author, VALUES.post_published);
      const profile = await pollUntil(
        async () => (await api<any>('GET', `/profile/${author.username}`, { auth: adminAuth })).body.profile,
        (p) => p.meta?.badge_slug?.includes(badge),
      );
      expect(profile.level).toMatchObject({ slug: regular, min_points: VALUES.post_published });
      expect(profile.meta.badge_slug).toContain(badge);
    } finally {
      await api('POST', '/admin/leaderboards/levels', { auth: adminAuth, body: { levels: levelsBefore } });
      await api('DELETE', `/admin/user-badges/${badge}`, { auth: adminAuth });
    }
  });

  // The windows' run for a later instant takes today out of every member's rolling windows
  // (docs/points.md); the other tests of the file count totals, which the windows do not change.
  it('points earned today rank on the leaderboard in every period, and leave the rolling windows as their day does', async () => {
    const author = await member();
    await post(author);
    await expectPoints(author, VALUES.post_published);
    const standing = async (period: string) => {
      const res = await api<any>('GET', '/leaderboard', { auth: author.auth, query: { period, per_page: 1 } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.me.points as number;
    };
    for (const period of ['7_days', '30_days', 'year', 'all_time']) expect(await standing(period)).toBe(VALUES.post_published);
    const day = 86_400_000;
    expect((await runPoints(new Date(Date.now() + 8 * day), { windowsOnly: true })).windows.members).toBeGreaterThan(0);
    expect(await standing('7_days')).toBe(0);
    expect(await standing('30_days')).toBe(VALUES.post_published);
    await runPoints(new Date(Date.now() + 31 * day), { windowsOnly: true });
    expect(await standing('30_days')).toBe(0);
    expect(await standing('all_time')).toBe(VALUES.post_published);
    // A run again for the same instant moves nothing more.
    expect((await runPoints(new Date(Date.now() + 31 * day), { windowsOnly: true })).windows.members).toBe(0);
    expect(await pointsOf(author)).toBe(VALUES.post_published);
  });
});

// Last in the file: each backfill reads the whole shared table, so the switch and a change of values share one.
describe('the leaderboard switch and the backfill', () => {
  it('while off nothing is earned but removals still take back; switched on, one backfill awards what was missed and revalues what was earned', async () => {
    const [author, commenter, earlier] = await Promise.all([member(), member(), member()]);
    const kept = await post(author);
    await post(earlier);
    await expectPoints(author, VALUES.post_published);
    await expectPoints(earlier, VALUES.post_published);
    await setLeaderboard(false);
    const NEW_POST_VALUE = 25;
    try {
      const missed = await post(author);
      await comment(missed.id, commenter);
      expect((await api('DELETE', `/feeds/${kept.id}`, { auth: author.auth })).status).toBe(200);
      await expectPoints(author, 0);
      expect(await pointsOf(commenter)).toBe(0);
      // A change of values while off: its backfill waits for the switch.
      await setPointValues({ ...VALUES, post_published: NEW_POST_VALUE });
      expect((await pointValues()).backfill).toMatchObject({ status: 'running', reason: 'values_changed' });
      expect((await runPoints()).backfill.status).toBe('off');
    } finally {
      const since = new Date().toISOString();
      await setLeaderboard(true);
      await backfillStartedSince(since);
    }
    try {
      // The backfill (docs/points.md), run as the schedule runs it: what was made while off earns the
      // values in force, and what was earned before is brought to them.
      const run = await runPoints();
      expect(run.backfill.status).toBe('done');
      expect(await pointsOf(author)).toBe(NEW_POST_VALUE);
      expect(await pointsOf(commenter)).toBe(VALUES.comment_added);
      expect(await pointsOf(earlier)).toBe(NEW_POST_VALUE);
      expect((await pointValues()).backfill).toMatchObject({ status: 'done', reason: 'switched_on' });
      // Run again, it finds nothing to do; a new post earns the new value at once.
      expect((await runPoints()).backfill.changed).toBe(0);
      await post(earlier);
      await expectPoints(earlier, 2 * NEW_POST_VALUE);
    } finally {
      // Put back; the backfill this starts waits while the file's afterAll switches points off.
      await setPointValues(VALUES);
    }
  }, 90_000);
});

/** An outbox event as the router's stream record carries it (a new image, no old one). */
function eventRecord(event: string, actorId: number, spaceId: number | null, data: Record<string, unknown>): DynamoDBRecord {
  const eventId = randomUUID();
  const item = { pk: `EVENT#${eventId}`, sk: 'EVENT', entity: 'event', event, event_id: eventId, actor_id: actorId, space_id: spaceId, occurred_at: new Date().toISOString(), data };
  return {
    eventName: 'INSERT',
    dynamodb: { Keys: marshall({ pk: item.pk, sk: item.sk }) as never, NewImage: marshall(item, { removeUndefinedValues: true }) as never, SequenceNumber: token('seq') },
  };
}
