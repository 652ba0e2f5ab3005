/**
 * Points awards and the counters they move (docs/points.md, "How points are kept"). Access patterns:
 * - an award, the member's total and the award's day: GetItem USER#<id>/PTSAWARD#<source> and
 *   USER#<id>/PROFILE side by side, then GetItem of its day USER#<id>/PTSDAY#<day> (all consistent)
 * - award, change or take back: one TransactWrite of the award (conditioned on its value as read),
 *   its day (conditioned on the day's window flags as read), the member's W7 / W30 / Y#<yyyy> / ALL
 *   leaderboard items and `total_points` on the profile (conditioned on the total as read, so the
 *   totals before and after an award are exact: the badges' level rule reads them)
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { transact, type TransactItem } from '#platform/data/transactions.ts';
import type { AwardPlan, AwardState, RankOrder, StoredAward } from '#features/points/points.ts';

type Item = Record<string, unknown>;

const get = async (key: { pk: string; sk: string }): Promise<Item | undefined> =>
  (await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }))).Item;

const toAward = (item: Item | undefined): StoredAward | null =>
  item ? { points: Number(item['points'] ?? 0), day: String(item['day']), w7: item['w7'] === true, w30: item['w30'] === true } : null;

/**
 * The award as stored, the member's total (null: no profile) and the flags of the day the award
 * counts on (or of `day` for a new one).
 */
export async function readAwardState(userId: number, source: string, day: string): Promise<AwardState & { day: string; total: number | null }> {
  // `day`'s item is read beside them: it is the one wanted unless an award of another day exists.
  const [awardItem, profile, sameDay] = await Promise.all([get(keys.pointsAward(userId, source)), get(keys.user(userId)), get(keys.pointsDay(userId, day))]);
  const award = toAward(awardItem);
  const dayOf = award?.day ?? day;
  const dayItem = dayOf === day ? sameDay : await get(keys.pointsDay(userId, dayOf));
  return { award, day: dayOf, total: profile ? Number(profile['total_points'] ?? 0) : null, out7: dayItem?.['out7'] === true, out30: dayItem?.['out30'] === true };
}

/** A member's leaderboard item in one bucket moved by `delta` points, its rank moving with it (points.ts rankOrder). */
export function bucketAdd(userId: number, bucket: string, delta: number, rank: RankOrder): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: keys.pointsBucket(userId, bucket),
      UpdateExpression: 'SET rank1 = if_not_exists(rank1, :base) + :dr, rankpk = :rp, user_id = :uid, entity = :e ADD points :d',
      ExpressionAttributeValues: { ':base': rank.base, ':dr': delta * rank.scale, ':rp': keys.pointsPartition(bucket), ':uid': userId, ':e': 'points_bucket', ':d': delta },
    },
  };
}

/** A member's leaderboard item whole, as awards leave it: for seeding (bench/seed/leaderboard.ts, the tests). */
export const bucketItem = (userId: number, bucket: string, points: number, rank: RankOrder): Item => ({
  ...keys.pointsBucket(userId, bucket),
  entity: 'points_bucket',
  user_id: userId,
  points,
  rankpk: keys.pointsPartition(bucket),
  rank1: rank.base + points * rank.scale,
});

const flag = (name: string, set: boolean) => (set ? `attribute_exists(${name})` : `attribute_not_exists(${name})`);

/**
 * The award's transaction. Every counter moves by the plan's delta; the award, its day's window
 * flags and the member's total are written on the condition that they are as read, so a concurrent
 * award, take-back or expiry makes it fail and be decided again.
 */
export function awardItems(userId: number, source: string, action: string, state: AwardState, total: number, plan: AwardPlan, rank: RankOrder, at: string): TransactItem[] {
  const awardKey = keys.pointsAward(userId, source);
  const before = state.award;
  const awardWrite: TransactItem =
    plan.write === 'put'
      ? { Put: { TableName: tableName, Item: { ...awardKey, entity: 'points_award', user_id: userId, source, action, ...plan.award, awarded_at: at }, ConditionExpression: 'attribute_not_exists(pk)' } }
      : plan.write === 'delete'
        ? { Delete: { TableName: tableName, Key: awardKey, ConditionExpression: 'points = :p', ExpressionAttributeValues: { ':p': before?.points ?? 0 } } }
        : { Update: { TableName: tableName, Key: awardKey, UpdateExpression: 'SET points = :n, #a = :a', ConditionExpression: 'points = :p', ExpressionAttributeNames: { '#a': 'action' }, ExpressionAttributeValues: { ':n': plan.award.points, ':a': action, ':p': before?.points ?? 0 } } };
  const d = plan.delta;
  const windowAdds = [...(plan.w7 ? ['w7 :d'] : []), ...(plan.w30 ? ['w30 :d'] : [])];
  const day = plan.award.day;
  const items: TransactItem[] = [
    awardWrite,
    {
      Update: {
        TableName: tableName,
        Key: keys.pointsDay(userId, day),
        UpdateExpression: `SET rankpk = :rp, user_id = :uid, #day = :day, entity = :e ADD points :d, rank1 :d${windowAdds.map((a) => `, ${a}`).join('')}`,
        ConditionExpression: `${flag('out7', state.out7)} AND ${flag('out30', state.out30)}`,
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':rp': keys.pointsDayPartition(day), ':uid': userId, ':day': day, ':e': 'points_day', ':d': d },
      },
    },
    {
      Update: {
        TableName: tableName,
        Key: keys.user(userId),
        UpdateExpression: 'ADD total_points :d',
        ConditionExpression: total === 0 ? 'attribute_exists(pk) AND (attribute_not_exists(total_points) OR total_points = :t)' : 'total_points = :t',
        ExpressionAttributeValues: { ':d': d, ':t': total },
      },
    },
    bucketAdd(userId, `Y#${day.slice(0, 4)}`, d, rank),
    bucketAdd(userId, 'ALL', d, rank),
    ...(plan.w7 ? [bucketAdd(userId, 'W7', d, rank)] : []),
    ...(plan.w30 ? [bucketAdd(userId, 'W30', d, rank)] : []),
  ];
  return items;
}

/** Writes an award's transaction; the indexes of failed conditions when it was cancelled by one. */
export async function writeAward(items: TransactItem[]): Promise<number[] | null> {
  let failed: number[] | null = null;
  try {
    await transact(items, (indexes) => {
      failed = indexes;
    });
    return null;
  } catch (error) {
    if (failed) return failed;
    throw error;
  }
}

/** The member's total points as stored on the profile. */
export async function totalPoints(userId: number): Promise<number> {
  return Number((await get(keys.user(userId)))?.['total_points'] ?? 0);
}
