/**
 * Community analytics (docs/analytics.md) through HTTP: each chart moves by exactly the activity
 * the test makes (its own space, its own members, and events on a past day no other file touches,
 * given to the events router as the stream gives them), a replayed record counts once, and only
 * administrators and moderators read them, while features.analytics is on. Listed in SITE_WIDE: it
 * switches features.analytics on (it defaults off) and puts it back.
 */
import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollUntil } from '../../../scripts/local/poll.ts';
import { handler } from '../../../functions/stream-router/index.ts';
import { forgetSiteRules } from '#features/settings/groups/site-rules.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { createFeed } from '../../support/feeds.ts';
import { api } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { addMember, createSpace, expectError } from '../../support/spaces.ts';

const setAnalytics = async (on: boolean) => {
  const res = await api<any>('POST', '/settings/features', { auth: adminAuth, body: { features: { analytics: on } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
let wasOn = false;
beforeAll(async () => {
  wasOn = (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.analytics === true;
  await setAnalytics(true);
});
afterAll(() => setAnalytics(wasOn));

const get = async (path: string, query: Record<string, string | number> = {}) => {
  const res = await api<any>('GET', `/analytics/${path}`, { auth: adminAuth, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const CHARTS = ['overview/widget', 'overview/activity', 'overview/popular-day-time', 'members/widget', 'members/activity', 'members/top-members', 'members/top-commenters', 'members/top-post-starters', 'spaces/widget', 'spaces/activity', 'spaces/popular', 'spaces/search'];

/** An outbox event as the router's stream record carries it (a new image, no old one). */
function eventRecord(event: string, actorId: number, spaceId: number | null, occurredAt: string, data: Record<string, unknown> = {}): DynamoDBRecord {
  const eventId = randomUUID();
  const item = { pk: `EVENT#${eventId}`, sk: 'EVENT', entity: 'event', event, event_id: eventId, actor_id: actorId, space_id: spaceId, occurred_at: occurredAt, data };
  return {
    eventName: 'INSERT',
    dynamodb: { Keys: marshall({ pk: item.pk, sk: item.sk }) as never, NewImage: marshall(item, { removeUndefinedValues: true }) as never, SequenceNumber: token('seq') },
  };
}

describe('analytics access', () => {
  it('refuses members (403) and anonymous callers (401), and every caller while features.analytics is off', async () => {
    const member = await createMember();
    const moderator = await createMember({ role: 'moderator' });
    for (const path of CHARTS) {
      expectError(await api('GET', `/analytics/${path}`, { auth: member.auth }), 403, 'rest_forbidden');
      expectError(await api('GET', `/analytics/${path}`), 401, 'rest_forbidden');
    }
    expect((await api('GET', '/analytics/overview/widget', { auth: moderator.auth })).status).toBe(200);
    // Under the compat base path too.
    expect((await api('GET', '/analytics/members/top-members', { auth: adminAuth, compat: true })).status).toBe(200);
    await setAnalytics(false);
    try {
      const res = await api<any>('GET', '/analytics/overview/activity', { auth: adminAuth });
      expectError(res, 403, 'feature_disabled');
      expect(res.body.data.feature).toBe('analytics');
    } finally {
      await setAnalytics(true);
    }
  });

  it('bounds date ranges: reversed or longer than 366 days is 400', async () => {
    const bad: Array<Record<string, string>> = [{ start_date: '2026-02-01', end_date: '2026-01-01' }, { start_date: '2024-01-01', end_date: '2025-01-02' }, { start_date: '2026-02-30' }];
    for (const query of bad) {
      expectError(await api('GET', '/analytics/overview/activity', { auth: adminAuth, query }), 400, 'rest_invalid_param');
    }
    expect((await get('overview/activity', { start_date: '2024-01-01', end_date: '2024-12-31' })).data).toHaveLength(366);
    expect((await get('overview/activity', { start_date: '2024-01-01', end_date: '2024-12-31', group_by: 'month' })).data).toHaveLength(12);
  });
});

describe('analytics of live activity', () => {
  it('a space of its own: posts, comments, reactions and new members move the space charts by exactly what was done, and the site widget with them', async () => {
    const space = await createSpace({ title: `Analytics ${token('an')}`, privacy: 'public' });
    const before = await get('overview/widget');
    const spaceBefore = await get('spaces/widget', { space_id: space.id });
    const members = await Promise.all([createMember(), createMember()]);
    const [a, b] = members as [TestMember, TestMember];
    for (const m of members) await addMember(space.slug, m.userId);
    const posts = [await createFeed(a.auth, { space: space.slug, message: `Counted ${token('p')}` }), await createFeed(a.auth, { space: space.slug, message: `Counted ${token('p')}` })];
    for (let i = 0; i < 3; i++) expect((await api('POST', `/feeds/${posts[0].id}/comments`, { auth: b.auth, body: { comment: `Counted ${token('c')}` } })).status).toBe(200);
    expect((await api('POST', `/feeds/${posts[1].id}/react`, { auth: b.auth, body: { react_type: 'like' } })).status).toBeLessThan(300);

    const expected = { posts: 2, comments: 3, reactions: 1, new_members: 2 };
    const delta = (after: any, was: any, m: string) => after.widget[m].value - was.widget[m].value;
    const spaceAfter = await pollUntil(() => get('spaces/widget', { space_id: space.id }), (w) => Object.entries(expected).every(([m, n]) => delta(w, spaceBefore, m) >= n), { timeoutMs: 20_000 });
    for (const [m, n] of Object.entries(expected)) expect(delta(spaceAfter, spaceBefore, m), m).toBe(n);
    const activity = await get('spaces/activity', { space_id: space.id, start_date: spaceAfter.end_date, end_date: spaceAfter.end_date });
    expect(activity.totals).toEqual(expected);
    // The site counts the same contributions, its two registrations and both members active today.
    const site = await pollUntil(() => get('overview/widget'), (w) => delta(w, before, 'active_members') >= 2 && delta(w, before, 'new_members') >= 2, { timeoutMs: 20_000 });
    for (const m of ['posts', 'comments', 'reactions', 'new_members', 'active_members']) expect(delta(site, before, m), m).toBeGreaterThanOrEqual(m === 'posts' || m === 'active_members' || m === 'new_members' ? 2 : expected[m as 'comments']);
    const found = await get('spaces/search', { search: space.title.split(' ')[1]! });
    expect(found.spaces.map((s: any) => s.id)).toEqual([space.id]);
  });
});

describe('analytics of events as the stream gives them', () => {
  // A random day of the past: its buckets are this file's alone.
  const year = 1975 + Math.floor(Math.random() * 25);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = `${year}-${month}-14`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();

  it('counts each event once however often its record comes, by day, hour, member, space and period', async () => {
    const space = await createSpace({ title: `Analytics past ${token('ap')}`, privacy: 'public' });
    const [poster, commenter] = await Promise.all([createMember(), createMember()]);
    const records = [
      eventRecord('feed.created', poster.userId, space.id, `${day}T09:15:00.000Z`, { id: 1 }),
      eventRecord('feed.created', poster.userId, space.id, `${day}T09:45:00.000Z`, { id: 2 }),
      eventRecord('comment.created', commenter.userId, space.id, `${day}T21:00:00.000Z`, { id: 3, post_id: 1 }),
      eventRecord('comment.created', commenter.userId, space.id, `${day}T21:10:00.000Z`, { id: 4, post_id: 1 }),
      eventRecord('comment.created', commenter.userId, space.id, `${day}T21:20:00.000Z`, { id: 5, post_id: 2 }),
      eventRecord('reaction.added', commenter.userId, space.id, `${day}T21:30:00.000Z`, { post_id: 2, type: 'like', object_type: 'feed' }),
    ];
    expect(await handler({ Records: records, side_effects: ['analytics'] })).toEqual({ batchItemFailures: [] });
    // The same records again (a retried batch, an operator's replay): nothing more counts.
    expect(await handler({ Records: records, side_effects: ['analytics'] })).toEqual({ batchItemFailures: [] });

    const range = { start_date: day, end_date: day };
    const overview = await get('overview/activity', range);
    expect(overview.data).toEqual([{ date: day, posts: 2, comments: 3, reactions: 1, new_members: 0, active_members: 2 }]);
    expect((await get('members/activity', range)).totals).toEqual({ new_members: 0, active_members: 2 });
    expect((await get('spaces/activity', { ...range, space_id: space.id })).totals).toEqual({ posts: 2, comments: 3, reactions: 1, new_members: 0 });
    const widget = await get('overview/widget', range);
    expect(widget.widget.posts).toEqual({ value: 2, previous: 0 });

    const popular = await get('overview/popular-day-time', range);
    expect(popular.data[weekday].hours[9]).toBe(2);
    expect(popular.data[weekday].hours[21]).toBe(4);
    expect(popular.data[weekday].total).toBe(6);
    expect(popular.busiest).toEqual({ weekday, hour: 21, count: 4 });

    for (const period of ['month', 'year'] as const) {
      const q = { period, date: day };
      expect((await get('members/top-post-starters', q)).data.map((r: any) => [r.user_id, r.count])).toEqual([[poster.userId, 2]]);
      expect((await get('members/top-commenters', q)).data.map((r: any) => [r.user_id, r.count])).toEqual([[commenter.userId, 3]]);
      const top = (await get('members/top-members', q)).data;
      expect(top.map((r: any) => [r.user_id, r.count])).toEqual([[commenter.userId, 4], [poster.userId, 2]]);
      expect(top[0].xprofile.display_name).toBe(commenter.username);
      const spaces = (await get('spaces/popular', q)).data;
      expect(spaces.map((r: any) => [r.space_id, r.count, r.space?.title])).toEqual([[space.id, 6, space.title]]);
    }
    // A week and a month are the sums of their days.
    expect((await get('overview/activity', { start_date: `${year}-${month}-01`, end_date: `${year}-${month}-28`, group_by: 'month' })).data).toEqual([
      { date: `${year}-${month}-01`, posts: 2, comments: 3, reactions: 1, new_members: 0, active_members: 2 },
    ]);
  });

  it('buckets by the site time zone: an evening in UTC is the next morning in Tokyo', async () => {
    const saved = await api<any>('PUT', '/settings', { auth: adminAuth, body: { timezone: 'Asia/Tokyo' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    try {
      // The router of this process keeps the site's rules a while: it reads them again now.
      forgetSiteRules();
      const member = await createMember();
      // Another month than the test above, whose top lists it checks exactly.
      const other = String((Number(month) % 12) + 1).padStart(2, '0');
      const evening = `${year}-${other}-20`;
      const morning = `${year}-${other}-21`;
      expect(await handler({ Records: [eventRecord('feed.created', member.userId, null, `${evening}T20:30:00.000Z`, { id: 9 })], side_effects: ['analytics'] })).toEqual({ batchItemFailures: [] });
      const rows = (await get('overview/activity', { start_date: evening, end_date: morning })).data;
      expect(rows.map((r: any) => [r.date, r.posts, r.active_members])).toEqual([[evening, 0, 0], [morning, 1, 1]]);
      const popular = await get('overview/popular-day-time', { start_date: morning, end_date: morning });
      expect(popular.busiest).toEqual({ weekday: new Date(`${morning}T00:00:00Z`).getUTCDay(), hour: 5, count: 1 });
    } finally {
      expect((await api('POST', '/settings/reset', { auth: adminAuth, body: { keys: ['timezone'] } })).status).toBe(200);
      forgetSiteRules();
    }
  });
});
