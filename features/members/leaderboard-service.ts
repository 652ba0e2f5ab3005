/**
 * GET /leaderboard (docs/points.md, "Leaderboard"): members ranked by their points in one period,
 * as the directory shows them. A page is one Query of the period's ranking and one BatchGet of its
 * members' profiles, which also reads the caller's own item of the period: two DynamoDB calls
 * whatever the community's size.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { itemKeyOf } from '#platform/data/queries.ts';
import { localDay, MIN_LISTED_RANK, periodBucket, type LeaderboardPeriod } from '#features/points/points.ts';
import { decodeLeaderboardCursor, readLeaderboard, standingKey, standingPoints, type LeaderboardStart } from '#features/points/leaderboard-store.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { getProfiles } from '#features/members/member-store.ts';
import { listView, rows } from '#features/members/directory-service.ts';

/** The period without `period`: the last 30 days move every day yet hold a month of activity. */
export const DEFAULT_LEADERBOARD_PERIOD: LeaderboardPeriod = '30_days';

/**
 * Page numbers reach this rank at most (page × per_page): the Query reads the rows it skips, so a
 * deep page would cost by its depth. Deeper, the caller pages on with `next_cursor`, whose cost
 * is one page's whatever the depth.
 */
export const MAX_PAGED_RANK = 1_000;

export interface LeaderboardQuery {
  period: LeaderboardPeriod;
  page: number;
  per_page: number;
  cursor?: string | undefined;
}

/** The rows of one period's ranking, best first, with the caller's own points in it. */
export async function leaderboard(q: LeaderboardQuery, caller: Caller | null, now = new Date()) {
  // The privacy setting leaderboard_members_visibility (everybody, logged_in, admin_only).
  const view = await listView('leaderboard', caller);
  // The site's calendar (kept with the site rules: no call of its own).
  const bucket = leaderboardBucket(q.period, now, (await siteRules()).timeZone);
  const start = pageStart(q, bucket);
  const read = await readLeaderboard(bucket, MIN_LISTED_RANK, start, q.per_page);
  const mine = caller ? standingKey(caller.userId, bucket) : undefined;
  const { profiles, extras } = await getProfiles(
    read.rows.map((r) => r.user_id),
    mine ? [mine] : [],
  );
  const byId = new Map(profiles.map((p) => [p.user_id, p]));
  // Members no longer active are left out (their place is kept: ranks stay positions in the ranking).
  const data = read.rows.flatMap((r) => {
    const p = byId.get(r.user_id);
    if (!p || p.status !== 'active') return [];
    return [{ ...rows([p], view)[0]!, points: r.points, rank: r.rank }];
  });
  const me = caller && mine ? { user_id: caller.userId, points: standingPoints(extras.get(itemKeyOf(mine))), rank: read.rows.find((r) => r.user_id === caller.userId)?.rank ?? null } : null;
  return {
    data,
    meta: { period: q.period, bucket, per_page: q.per_page, current_page: q.cursor ? null : q.page, next_cursor: read.nextCursor },
    me,
  };
}

/** The ranking a period reads at `now`: the year is the calendar year of the site's day. */
export const leaderboardBucket = (period: LeaderboardPeriod, now: Date, timeZone: string): string => periodBucket(period, localDay(now, timeZone));

function pageStart(q: LeaderboardQuery, bucket: string): LeaderboardStart {
  if (q.cursor) return decodeLeaderboardCursor(q.cursor, bucket);
  if (q.page * q.per_page > MAX_PAGED_RANK) {
    throw new InvalidParamError([{ path: 'page', message: `pages by number reach rank ${MAX_PAGED_RANK}; page on with next_cursor` }]);
  }
  return { skip: (q.page - 1) * q.per_page };
}

const PERIOD_TITLES: Record<LeaderboardPeriod, string> = { '7_days': 'Last 7 days', '30_days': 'Last 30 days', year: 'This year', all_time: 'All time' };

/**
 * The original's answer under the compat base path: its client reads `leaderboard`, groups of
 * `{key, title, items: [{user_id, total_points, xprofile}]}`; here one group, the period asked for
 * (one Query per page), beside our own keys.
 */
export function withOriginalGroups(body: Awaited<ReturnType<typeof leaderboard>>) {
  const items = body.data.map((row) => ({ user_id: row.user_id, total_points: row.points, rank: row.rank, xprofile: row }));
  return { ...body, leaderboard: [{ key: body.meta.period, title: PERIOD_TITLES[body.meta.period], items }] };
}
