/**
 * Taking days out of the rolling windows (docs/points.md, "How points are kept"). Access patterns:
 * - the members with points on a day: Query rank1 on rankpk PTSDAY#<day> (a page at a time)
 * - a member's day out of a window: one transaction of the day (SET out7|out30, conditioned on it
 *   not being set and on the part counted as read) and the member's W7|W30 item, down by that part
 * - how far each window got: GetItem / UpdateItem JOB/POINTS#windows
 */
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import { ignoreCondition, transact } from '#platform/data/transactions.ts';
import { bucketAdd } from '#features/points/award-store.ts';
import type { RankOrder, RollingWindow } from '#features/points/points.ts';

const FLAGS = { '7_days': { out: 'out7', part: 'w7', bucket: 'W7' }, '30_days': { out: 'out30', part: 'w30', bucket: 'W30' } } as const;

export interface DayPoints {
  userId: number;
  /** The part of the day's points counted in the window, and whether the day already left it. */
  part: number;
  out: boolean;
}

/** One page of a day's members with points. */
export async function dayPage(window: RollingWindow, day: string, cursor: Record<string, unknown> | undefined): Promise<{ rows: DayPoints[]; next: Record<string, unknown> | undefined }> {
  const f = FLAGS[window];
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.rank1.name,
      KeyConditionExpression: 'rankpk = :pk',
      ExpressionAttributeValues: { ':pk': keys.pointsDayPartition(day) },
      Limit: 200,
      ...(cursor ? { ExclusiveStartKey: cursor } : {}),
    }),
  );
  const rows = (out.Items ?? []).map((i) => ({ userId: Number(i['user_id']), part: Number(i[f.part] ?? 0), out: i[f.out] === true }));
  return { rows, next: out.LastEvaluatedKey };
}

/** Takes the member's day out of the window; a concurrent change of it makes this a no-op (the next run sees it again). */
export async function expireDay(window: RollingWindow, day: string, row: DayPoints, rank: RankOrder): Promise<boolean> {
  const f = FLAGS[window];
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.pointsDay(row.userId, day),
          UpdateExpression: `SET ${f.out} = :t`,
          ConditionExpression: `attribute_not_exists(${f.out}) AND ${f.part} = :part`,
          ExpressionAttributeValues: { ':t': true, ':part': row.part },
        },
      },
      bucketAdd(row.userId, f.bucket, -row.part, rank),
    ]);
    return true;
  } catch (error) {
    ignoreCondition(error);
    return false;
  }
}

/** The last day each window let go of. */
export async function windowsDone(): Promise<Partial<Record<RollingWindow, string>>> {
  const item = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.pointsJob('windows'), ConsistentRead: true }))).Item;
  return { ...(typeof item?.['done7'] === 'string' ? { '7_days': item['done7'] } : {}), ...(typeof item?.['done30'] === 'string' ? { '30_days': item['done30'] } : {}) };
}

export async function markWindowDone(window: RollingWindow, day: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.pointsJob('windows'),
      UpdateExpression: 'SET #d = :day, entity = :e',
      ExpressionAttributeNames: { '#d': window === '7_days' ? 'done7' : 'done30' },
      ExpressionAttributeValues: { ':day': day, ':e': 'points_windows' },
    }),
  );
}
