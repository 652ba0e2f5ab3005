/**
 * GET /leaderboard (docs/points.md, "Leaderboard") through HTTP: each period reads its own ranking,
 * ties keep one order across pages, members not active are left out, the privacy setting
 * leaderboard_members_visibility and the switch features.leaderboard govern it, the year follows
 * the site's time zone, bad input is a 400. Points are seeded with test/support/points.ts (the
 * items the awarding side writes) for fresh members, far above any points real activity earns, so
 * this file's members lead every ranking; their items are deleted after. Listed in SITE_WIDE: it
 * switches features.leaderboard on (off by default), changes the privacy setting and the site's
 * timezone, and puts each back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, type Auth } from '../../support/http.ts';
import { expectError } from '../../support/spaces.ts';
import { bucketItem, deletePointsBuckets, putPointsItems, setLeaderboard } from '../../support/points.ts';

const save = async (method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) => {
  const res = await api(method, path, { auth: adminAuth, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Far above real activity's points (and below points.ts's bound): this file's members lead. */
const BASE = 50_000_000;
const dayIn = (zone: string, at = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
const YEAR = `Y#${new Date().toISOString().slice(0, 4)}`;

let wasOn = false;
let privacyBefore: Record<string, unknown> = {};
const seeded: number[] = [];
const seededBuckets = new Set<string>(['W7', 'W30', YEAR, 'ALL']);

async function seed(members: TestMember[], bucket: string, points: number[]): Promise<void> {
  seededBuckets.add(bucket);
  seeded.push(...members.map((m) => m.userId));
  await putPointsItems(members.map((m, i) => bucketItem(m.userId, bucket, points[i]!)));
}

/** GET /leaderboard as `auth` (null: anonymous; the administrator by default). */
const board = (query: Record<string, string | number> = {}, auth: Auth | null = adminAuth, compat = false) => api<any>('GET', '/leaderboard', { auth: auth ?? undefined, query, compat });

/** The rows of these members on the page, in its order. */
const mine = (body: any, members: TestMember[]) => body.data.filter((r: any) => members.some((m) => m.userId === r.user_id));

beforeAll(async () => {
  wasOn = (await api<any>('GET', '/settings/features', { auth: adminAuth })).body.features.leaderboard === true;
  privacyBefore = (await api<any>('GET', '/settings/privacy-settings', { auth: adminAuth })).body.settings;
  await setLeaderboard(true);
});
afterAll(async () => {
  await deletePointsBuckets(seeded, [...seededBuckets]);
  await setLeaderboard(wasOn);
});

describe('GET /leaderboard', () => {
  it('each period reads its own ranking (W7, W30, the year, all time), 30 days by default', async () => {
    const m = await Promise.all([createMember(), createMember(), createMember()]);
    await seed(m, 'W7', [BASE + 3, BASE + 2, BASE + 1]);
    await seed(m, 'W30', [BASE + 1, BASE + 3, BASE + 2]);
    await seed(m, YEAR, [BASE + 2, BASE + 1, BASE + 3]);
    await seed(m, 'ALL', [BASE + 1, BASE + 2, BASE + 3]);
    const expected: Record<string, { bucket: string; order: number[] }> = {
      '7_days': { bucket: 'W7', order: [0, 1, 2] },
      '30_days': { bucket: 'W30', order: [1, 2, 0] },
      year: { bucket: YEAR, order: [2, 0, 1] },
      all_time: { bucket: 'ALL', order: [2, 1, 0] },
    };
    for (const [period, { bucket, order }] of Object.entries(expected)) {
      const res = await board({ period, per_page: 20 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.bucket).toBe(bucket);
      const rows = mine(res.body, m);
      expect(rows.map((r: any) => r.user_id), period).toEqual(order.map((i) => m[i]!.userId));
      expect(rows.map((r: any) => r.points), period).toEqual([BASE + 3, BASE + 2, BASE + 1]);
      // Shown as the directory shows members, with the rank.
      expect(rows[0]).toMatchObject({ username: m[order[0]!]!.username, display_name: expect.any(String) });
      expect(rows[1].rank).toBeGreaterThan(rows[0].rank);
    }
    const byDefault = await board({ per_page: 20 });
    expect(byDefault.body.meta).toMatchObject({ period: '30_days', bucket: 'W30' });
  });

  it('orders equal points by the older member on every page, by number and by cursor, and shows the caller their own standing', async () => {
    const tied = await Promise.all(Array.from({ length: 5 }, () => createMember()));
    const byAge = [...tied].sort((a, b) => a.userId - b.userId);
    // Above the other tests' members: these five are the first five of the ranking.
    await seed(tied, 'ALL', tied.map(() => BASE + 100));
    const seen: any[] = [];
    let cursor: string | null = null;
    for (let i = 0; i < 4 && seen.length < 5; i++) {
      const res: any = await board({ period: 'all_time', per_page: 2, ...(cursor ? { cursor } : {}) }, byAge[4]!.auth);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.length).toBeLessThanOrEqual(2);
      seen.push(...mine(res.body, tied));
      cursor = res.body.meta.next_cursor;
      expect(cursor).not.toBeNull();
    }
    expect(seen.map((r) => r.user_id)).toEqual(byAge.map((m) => m.userId));
    const ranks = seen.map((r) => r.rank);
    expect(ranks).toEqual(ranks.map((_, i) => ranks[0] + i));
    // Page numbers give the same rows and ranks.
    const byNumber: any[] = [];
    for (let page = 1; page <= 3; page++) byNumber.push(...mine((await board({ period: 'all_time', per_page: 2, page })).body, tied));
    expect(byNumber.map((r) => [r.user_id, r.rank])).toEqual(seen.map((r) => [r.user_id, r.rank]));
    // The caller's own points in the period; the rank only when they are on the page.
    const last = byAge[4]!;
    const first = await board({ period: 'all_time', per_page: 2 }, last.auth);
    expect(first.body.me).toEqual({ user_id: last.userId, points: BASE + 100, rank: null });
    const withMe = await board({ period: 'all_time', per_page: 10 }, last.auth);
    expect(withMe.body.me).toEqual({ user_id: last.userId, points: BASE + 100, rank: seen[4].rank });
    expect((await board({ period: '7_days', per_page: 1 }, last.auth)).body.me).toEqual({ user_id: last.userId, points: 0, rank: null });
    expect((await board({ period: 'all_time', per_page: 1 }, null)).body.me).toBeNull();
  });

  it('leaves out members who are not active (a page may hold fewer rows; the ranks keep their place)', async () => {
    const m = await Promise.all([createMember(), createMember(), createMember()]);
    await seed(m, 'W7', [BASE + 203, BASE + 202, BASE + 201]);
    expect((await api('PUT', `/members/${m[1]!.userId}`, { auth: adminAuth, body: { status: 'suspended' } })).status).toBe(200);
    const res = await board({ period: '7_days', per_page: 3 });
    expect(res.body.data).toHaveLength(2);
    const rows = mine(res.body, m);
    expect(rows.map((r: any) => r.user_id)).toEqual([m[0]!.userId, m[2]!.userId]);
    expect(rows[1].rank - rows[0].rank).toBe(2);
  });

  it('leaderboard_members_visibility: everybody, logged_in, admin_only', async () => {
    const member = await createMember();
    const withAudience = async (audience: string, check: () => Promise<void>) => {
      await save('POST', '/settings/privacy-settings', { settings: { ...privacyBefore, leaderboard_members_visibility: audience } });
      try {
        await check();
      } finally {
        await save('POST', '/settings/privacy-settings', { settings: privacyBefore });
      }
    };
    await withAudience('everybody', async () => {
      expect((await board({}, null)).status).toBe(200);
      expect((await board({}, member.auth)).status).toBe(200);
    });
    await withAudience('logged_in', async () => {
      expectError(await board({}, null), 401, 'rest_forbidden');
      expect((await board({}, member.auth)).status).toBe(200);
    });
    await withAudience('admin_only', async () => {
      expectError(await board({}, null), 401, 'rest_forbidden');
      expectError(await board({}, member.auth), 403, 'rest_forbidden');
      expect((await board({}, adminAuth)).status).toBe(200);
    });
  });

  it('answers 403 feature_disabled while features.leaderboard is off, on both base paths', async () => {
    await setLeaderboard(false);
    try {
      for (const compat of [false, true]) {
        const res = await board({}, adminAuth, compat);
        expectError(res, 403, 'feature_disabled');
        expect(res.body.data.feature).toBe('leaderboard');
      }
    } finally {
      await setLeaderboard(true);
    }
  });

  it("reads the year of the site's time zone", async () => {
    // A zone on another year than UTC when there is one right now (the last and first hours of a
    // year); otherwise one on another day. The year boundary itself: test/unit/leaderboard-bucket.test.ts.
    const utcDay = new Date().toISOString().slice(0, 10);
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => dayIn(z).slice(0, 4) !== utcDay.slice(0, 4)) ?? (dayIn('Pacific/Kiritimati') !== utcDay ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago');
    const localYear = `Y#${dayIn(zone).slice(0, 4)}`;
    const m = await createMember();
    await seed([m], localYear, [BASE + 300]);
    await save('PUT', '/settings', { timezone: zone });
    try {
      const res = await board({ period: 'year', per_page: 5 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.meta.bucket).toBe(localYear);
      expect(mine(res.body, [m]).map((r: any) => r.points)).toEqual([BASE + 300]);
    } finally {
      await save('POST', '/settings/reset', { keys: ['timezone'] });
    }
  });

  it('refuses bad input with 400 in the envelope', async () => {
    for (const query of <Array<Record<string, string | number>>>[{ period: 'weekly' }, { per_page: 0 }, { per_page: 101 }, { page: 0 }, { page: 11, per_page: 100 }, { cursor: 'not-a-cursor' }]) {
      expectError(await board(query), 400, 'rest_invalid_param');
    }
    // A cursor of one period's ranking is not one of another's.
    const m = await Promise.all([createMember(), createMember()]);
    await seed(m, 'W30', [BASE + 401, BASE + 400]);
    const first = await board({ period: '30_days', per_page: 1 });
    expect(first.body.meta.next_cursor).toEqual(expect.any(String));
    expectError(await board({ period: '7_days', cursor: first.body.meta.next_cursor }), 400, 'rest_invalid_param');
    expect((await board({ period: '30_days', cursor: first.body.meta.next_cursor })).status).toBe(200);
  });

  it("answers the original's leaderboard groups under the compat base path", async () => {
    const m = await createMember();
    await seed([m], 'ALL', [BASE + 500]);
    const res = await board({ period: 'all_time', per_page: 5 }, m.auth, true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.leaderboard).toHaveLength(1);
    const group = res.body.leaderboard[0];
    expect(group).toMatchObject({ key: 'all_time', title: 'All time' });
    const item = group.items.find((i: any) => i.user_id === m.userId);
    expect(item).toMatchObject({ total_points: BASE + 500, xprofile: { user_id: m.userId, username: m.username } });
    expect((await board({ period: 'all_time', per_page: 5 }, m.auth)).body.leaderboard).toBeUndefined();
  });
});
