/**
 * Contribution counters behind /members/top-contributors. One item per member and calendar period
 * (USER#<id>/CONTRIB#<period>) under rankpk TOP#<period>, whose counters are the sort keys of the
 * numeric indexes: rank1 = posts, rank2 = comments, rank3 = reactions received. An ADD both counts
 * and re-ranks, so no increment ever reads first. Access patterns:
 * - increment: UpdateItem ADD on the four period items (inside the change's own transaction)
 * - ranking: Query rank1|rank2|rank3 on TOP#<period>, descending
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import type { ContributionMetric } from '#features/members/members.ts';
import { zonedDate } from '#platform/core/zoned-time.ts';

export const CONTRIBUTION_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type ContributionPeriod = (typeof CONTRIBUTION_PERIODS)[number];

/**
 * The calendar periods containing `now` in `timeZone` (the site's `timezone`; records counted
 * before it governed carry none and were counted in UTC), by the key their counters are stored
 * under. Keys name the calendar period, not the zone: after a change of zone the current period
 * goes on under the same key, with its counts, and only its end moves (docs/members.md).
 */
export function periodKeys(now: Date, timeZone = 'UTC'): Record<ContributionPeriod, string> {
  const day = zonedDate(now, timeZone);
  const y = day.getUTCFullYear();
  const m = String(day.getUTCMonth() + 1).padStart(2, '0');
  const { year: wy, week } = isoWeek(day);
  return { week: `W#${wy}-W${String(week).padStart(2, '0')}`, month: `M#${y}-${m}`, year: `Y#${y}`, all: 'ALL' };
}

function isoWeek(date: Date): { year: number; week: number } {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day); // the Thursday of this week decides its year
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  return { year: d.getUTCFullYear(), week: Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7) };
}

export const METRIC_INDEX = { posts: GSI.rank1, comments: GSI.rank2, reactions: GSI.rank3 } as const;

/** Past periods are not queried again; they expire (all-time counters never do). */
const PERIOD_RETENTION_DAYS = { week: 60, month: 400, year: 800, all: null } as const;

/** A record's `period_tz`: absent for UTC, the default of records without one (no bytes added to a UTC site's items). */
export const periodZone = (timeZone: string): { period_tz?: string } => (timeZone === 'UTC' ? {} : { period_tz: timeZone });

/**
 * The updates that count `delta` for `metric` in every period containing `now` in `timeZone`. An
 * uncount passes the time and zone its count used (the record's), so it leaves the same periods.
 */
export function contributionUpdates(userId: number, metric: ContributionMetric, delta: number, now = new Date(), timeZone = 'UTC'): TransactItem[] {
  const periods = periodKeys(now, timeZone);
  return CONTRIBUTION_PERIODS.map((period) => periodUpdate(userId, metric, period, periods[period], delta, now));
}

/**
 * Several counts of one metric in one transaction (a comment and its replies deleted together):
 * one update per member and period, the deltas summed (a transaction changes an item once).
 */
export function mergedContributionUpdates(metric: ContributionMetric, counts: Array<{ userId: number; delta: number; at: Date; timeZone?: string | undefined }>): TransactItem[] {
  const merged = new Map<string, { userId: number; period: ContributionPeriod; key: string; delta: number; at: Date }>();
  for (const c of counts) {
    const periods = periodKeys(c.at, c.timeZone);
    for (const period of CONTRIBUTION_PERIODS) {
      const id = `${c.userId}|${periods[period]}`;
      const entry = merged.get(id);
      if (entry) entry.delta += c.delta;
      else merged.set(id, { userId: c.userId, period, key: periods[period], delta: c.delta, at: c.at });
    }
  }
  return [...merged.values()].map((e) => periodUpdate(e.userId, metric, e.period, e.key, e.delta, e.at));
}

function periodUpdate(userId: number, metric: ContributionMetric, period: ContributionPeriod, periodKey: string, delta: number, now: Date): TransactItem {
  const retention = PERIOD_RETENTION_DAYS[period];
  const expires = retention === null ? {} : { ':exp': Math.floor(now.getTime() / 1000) + retention * 86_400 };
  return {
    Update: {
      TableName: tableName,
      Key: keys.contribution(userId, periodKey),
      UpdateExpression: `SET rankpk = :pk, user_id = :uid, entity = :e${retention === null ? '' : ', #ttl = :exp'} ADD #metric :d`,
      ExpressionAttributeNames: { '#metric': METRIC_INDEX[metric].sort, ...(retention === null ? {} : { '#ttl': TTL_ATTRIBUTE }) },
      ExpressionAttributeValues: { ':pk': keys.topPartition(periodKey), ':uid': userId, ':e': 'contribution', ':d': delta, ...expires },
    },
  };
}

export async function recordContribution(userId: number, metric: ContributionMetric, delta: number, now = new Date(), timeZone = 'UTC'): Promise<void> {
  await transact(contributionUpdates(userId, metric, delta, now, timeZone));
}

export interface ContributionRow {
  user_id: number;
  posts_count: number;
  comments_count: number;
  reactions_received: number;
}

/** The top of one period by one metric (members with a count above zero), best first. */
export async function topContributors(periodKey: string, metric: ContributionMetric, offset: number, limit: number): Promise<ContributionRow[]> {
  const index = METRIC_INDEX[metric];
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: index.name,
      KeyConditionExpression: 'rankpk = :pk AND #m > :zero',
      ExpressionAttributeNames: { '#m': index.sort },
      ExpressionAttributeValues: { ':pk': keys.topPartition(periodKey), ':zero': 0 },
      ScanIndexForward: false,
      Limit: offset + limit,
    }),
  );
  return (out.Items ?? []).slice(offset).map((i) => ({
    user_id: Number(i['user_id']),
    posts_count: Number(i[GSI.rank1.sort] ?? 0),
    comments_count: Number(i[GSI.rank2.sort] ?? 0),
    reactions_received: Number(i[GSI.rank3.sort] ?? 0),
  }));
}

/**
 * A member's standing for moderation (docs/moderation.md, "Trusted members"): the all-time
 * counters of their published posts and comments, and when a moderator last rejected their
 * content (`last_rejected_at`, kept on the same item). Read in the BatchGet a post or comment
 * write makes anyway.
 */
export const standingKey = (userId: number) => keys.contribution(userId, periodKeys(new Date(0)).all);

export interface Standing {
  posts: number;
  comments: number;
  lastRejectedAt: string | null;
}

export function toStanding(item: Record<string, unknown> | undefined): Standing {
  const rejected = item?.['last_rejected_at'];
  return {
    posts: Number(item?.[GSI.rank1.sort] ?? 0),
    comments: Number(item?.[GSI.rank2.sort] ?? 0),
    lastRejectedAt: typeof rejected === 'string' ? rejected : null,
  };
}

/** Records a rejection of the member's content (in the rejecting transaction). */
export function rejectionUpdate(userId: number, at: Date): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: standingKey(userId),
      UpdateExpression: 'SET last_rejected_at = :at, user_id = :uid',
      ExpressionAttributeValues: { ':at': at.toISOString(), ':uid': userId },
    },
  };
}
