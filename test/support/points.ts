/**
 * Points items written straight into the table, exactly as docs/points.md ("How points are kept")
 * lays them out, one function per item kind. Until the awarding side (the stream router's `points`
 * side effect) lands, the leaderboard's tests seed their members' points here; the awarding writes
 * the same items, and its end-to-end tests (points earned by posting, then shown) replace these
 * seeds where they can.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { rankOf } from '#features/points/points.ts';

type Item = Record<string, unknown>;

/** USER#<id>/PTS#<bucket>: the member's points in one leaderboard bucket (W7, W30, Y#<yyyy>, ALL), ranked under POINTS#<bucket>. */
export const bucketItem = (userId: number, bucket: string, points: number): Item => ({
  ...keys.pointsBucket(userId, bucket),
  entity: 'points',
  user_id: userId,
  points,
  rankpk: keys.pointsPartition(bucket),
  rank1: rankOf(points, userId),
});

/** USER#<id>/PTSDAY#<day>: the member's points earned on one site day, and the parts still counted in the rolling windows. */
export const dayItem = (userId: number, day: string, points: number, windows: { w7?: number; w30?: number } = {}): Item => ({
  ...keys.pointsDay(userId, day),
  entity: 'points_day',
  user_id: userId,
  points,
  w7: windows.w7 ?? 0,
  w30: windows.w30 ?? 0,
  rankpk: keys.pointsDayPartition(day),
  rank1: rankOf(points, userId),
});

/** USER#<id>/PTSAWARD#<source>: one award (the points given, the day they count on, the windows they went into). */
export const awardItem = (userId: number, source: string, points: number, day: string, windows: Array<'W7' | 'W30'> = []): Item => ({
  ...keys.pointsAward(userId, source),
  entity: 'points_award',
  user_id: userId,
  points,
  day,
  windows,
});

/** Writes items, 25 per BatchWrite, retrying what DynamoDB leaves unprocessed. */
export async function putPointsItems(items: Item[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Array<Record<string, unknown>> = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending.length > 0 && attempt < 10; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[tableName] as Array<Record<string, unknown>> | undefined) ?? [];
    }
  }
}

/** Deletes the members' items of these buckets (a test's own seeds, so the site-wide ranking stays as other files expect it). */
export async function deletePointsBuckets(userIds: number[], buckets: string[]): Promise<void> {
  const requests = [...new Set(userIds)].flatMap((id) => [...new Set(buckets)].map((b) => ({ DeleteRequest: { Key: keys.pointsBucket(id, b) } })));
  for (let i = 0; i < requests.length; i += 25) {
    let pending: Array<Record<string, unknown>> = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0 && attempt < 10; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[tableName] as Array<Record<string, unknown>> | undefined) ?? [];
    }
  }
}
