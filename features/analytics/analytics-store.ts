/**
 * Community analytics' counters (docs/analytics.md, docs/data-model.md "Analytics"). Access patterns:
 * - a scope's day buckets over a date range: Query pk ANALYTICS#<scope>, sk BETWEEN DAY#<from> AND DAY#<to>
 *   (scope `site` or `space#<id>`; one item per day with activity)
 * - a top list (members by posts, comments or all contributions; spaces by contributions) for a
 *   period bucket (M<yyyy-mm>, Y<yyyy>, ALL): Query rank1 (rankpk ANALYTICS#TOP#<ranking>#<bucket>), descending
 * - record an event: one transaction of its marker (Put if absent: a replayed record counts nothing)
 *   and the ADDs of every counter it moves
 * - an active member: Put of the member's marker for the day if absent + ADD active_members, one
 *   transaction; the marker expires after a few days (TTL)
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { padId } from '#platform/data/keys.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { cancelledByCondition, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { DayRange, MemberRanking } from '#features/analytics/analytics.ts';

/** Whose day buckets: the whole site's or one space's. */
export type Scope = { kind: 'site' } | { kind: 'space'; spaceId: number };

const scopePk = (s: Scope): string => (s.kind === 'site' ? 'ANALYTICS#site' : `ANALYTICS#space#${padId(s.spaceId)}`);
const dayKey = (s: Scope, day: string) => ({ pk: scopePk(s), sk: `DAY#${day}` });
/** A ranked list's partition on the rank index. */
export const rankPartition = (ranking: MemberRanking | 'spaces', bucket: string): string => `ANALYTICS#TOP#${ranking}#${bucket}`;

/** The stream keeps a record 24 hours: a marker kept a week outlives every redelivery. */
const EVENT_MARKER_SECONDS = 7 * 86_400;
/** A member's active marker outlives its day in every time zone. */
const ACTIVE_MARKER_SECONDS = 3 * 86_400;
const expiresIn = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;

/** Adds to a day bucket (its metrics and `hNN` hour counts), creating it at 0. */
function dayAdd(scope: Scope, day: string, deltas: Record<string, number>): TransactItem {
  const names = Object.keys(deltas);
  return {
    Update: {
      TableName: tableName,
      Key: dayKey(scope, day),
      UpdateExpression: `ADD ${names.map((_, i) => `#n${i} :d${i}`).join(', ')} SET entity = :e, #day = :day`,
      ExpressionAttributeNames: { ...Object.fromEntries(names.map((n, i) => [`#n${i}`, n])), '#day': 'day' },
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((n, i) => [`:d${i}`, deltas[n]])), ':e': 'analytics_day', ':day': day },
    },
  };
}

type Owner = { userId: number } | { spaceId: number };
const rankKey = (owner: Owner, ranking: MemberRanking | 'spaces', bucket: string) => ({
  pk: 'userId' in owner ? `ANALYTICS#member#${padId(owner.userId)}` : `ANALYTICS#space#${padId(owner.spaceId)}`,
  sk: `RANK#${ranking}#${bucket}`,
});
const ownerAttribute = (owner: Owner): Record<string, number> => ('userId' in owner ? { user_id: owner.userId } : { space_id: owner.spaceId });

/** A ranked counter of a member (user_id) or a space (space_id) in a period bucket: ADD rank1, its own ranking key. */
export function rankAdd(owner: Owner, ranking: MemberRanking | 'spaces', bucket: string, delta: number): TransactItem {
  const [idName, id] = Object.entries(ownerAttribute(owner))[0]!;
  return {
    Update: {
      TableName: tableName,
      Key: rankKey(owner, ranking, bucket),
      UpdateExpression: 'ADD rank1 :d SET entity = :e, rankpk = :rp, #id = :id',
      ExpressionAttributeNames: { '#id': idName },
      ExpressionAttributeValues: { ':d': delta, ':e': 'analytics_rank', ':rp': rankPartition(ranking, bucket), ':id': id },
    },
  };
}

/** The items the counters would be after their ADDs, whole: for seeding (bench/seed/analytics.ts) and backfills. */
export const seedItems = {
  day: (scope: Scope, day: string, counts: Record<string, number>): Record<string, unknown> => ({ ...dayKey(scope, day), entity: 'analytics_day', day, ...counts }),
  rank: (owner: Owner, ranking: MemberRanking | 'spaces', bucket: string, count: number): Record<string, unknown> => ({
    ...rankKey(owner, ranking, bucket),
    entity: 'analytics_rank',
    rankpk: rankPartition(ranking, bucket),
    rank1: count,
    ...ownerAttribute(owner),
  }),
};

export interface DayDelta {
  scope: Scope;
  day: string;
  deltas: Record<string, number>;
}

/**
 * Counts one event: its marker and every counter change in one transaction, unless the marker is
 * there (the event was counted). Returns whether it counted now.
 */
export async function countEvent(eventId: string, days: DayDelta[], ranks: TransactItem[]): Promise<boolean> {
  const marker: TransactItem = {
    Put: {
      TableName: tableName,
      Item: { pk: `ANALYTICS#EVENT#${eventId}`, sk: 'COUNTED', entity: 'analytics_marker', [TTL_ATTRIBUTE]: expiresIn(EVENT_MARKER_SECONDS) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await transact([marker, ...days.map((d) => dayAdd(d.scope, d.day, d.deltas)), ...ranks]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

/** Counts a member active on a day of the site, once: their day marker and the day's active_members. */
export async function markActive(userId: number, day: string): Promise<boolean> {
  const marker: TransactItem = {
    Put: {
      TableName: tableName,
      Item: { pk: `ANALYTICS#ACTIVE#${day}#${padId(userId)}`, sk: 'site', entity: 'analytics_marker', [TTL_ATTRIBUTE]: expiresIn(ACTIVE_MARKER_SECONDS) },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
  try {
    await transact([marker, dayAdd({ kind: 'site' }, day, { active_members: 1 })]);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

/**
 * A scope's day buckets over the range, as stored (analytics.ts dayCountsOf reads them): one Query (a year of small items is well under a page;
 * a further page is read if ever needed).
 */
export async function readDays(scope: Scope, range: DayRange): Promise<Array<Record<string, unknown>>> {
  const out: Array<Record<string, unknown>> = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: { ':pk': scopePk(scope), ':from': `DAY#${range.from}`, ':to': `DAY#${range.to}` },
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    out.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return out;
}

/** The top of a ranked list: owner ids (user_id or space_id) with their counts, highest first. */
export async function readTop(ranking: MemberRanking | 'spaces', bucket: string, limit: number): Promise<Array<{ id: number; count: number }>> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.rank1.name,
      KeyConditionExpression: 'rankpk = :pk AND rank1 > :zero',
      ExpressionAttributeValues: { ':pk': rankPartition(ranking, bucket), ':zero': 0 },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((i) => ({ id: Number(ranking === 'spaces' ? i['space_id'] : i['user_id']), count: Number(i['rank1'] ?? 0) }));
}
