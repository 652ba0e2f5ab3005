/**
 * Points (docs/points.md) as tests drive them: the switch, the administrators' values, the points
 * run; and, for tests of what points show (levels, the leaderboard), items seeded exactly as the
 * awarding writes them (docs/points.md, "How points are kept").
 */
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject } from 'vitest';
import { pollUntil } from '../../scripts/local/poll.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { rankOrder } from '#features/points/points.ts';
import { bucketItem as storedBucketItem } from '#features/points/award-store.ts';
import { adminAuth } from './factories.ts';
import { api } from './http.ts';

export async function setLeaderboard(on: boolean): Promise<void> {
  const res = await api<any>('POST', '/settings/features', { auth: adminAuth, body: { features: { leaderboard: on } } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

export async function pointValues(): Promise<{ values: Record<string, number>; defaults: Record<string, number>; backfill: { status: string; reason: string } | null }> {
  const res = await api<any>('GET', '/admin/leaderboards/points', { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export async function setPointValues(values: Record<string, number>): Promise<void> {
  const res = await api<any>('PUT', '/admin/leaderboards/points', { auth: adminAuth, body: values });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/**
 * The points run (functions/points-run) as the schedule runs it, through the Scheduler stand-in's
 * `POST /_local/points-run`: the windows taken for `at` (default now), then the backfill to its end
 * (with `windowsOnly`, the windows alone: a backfill reads the whole shared table).
 */
export async function runPoints(at?: Date, options: { windowsOnly?: boolean } = {}): Promise<{ windows: { days: number; members: number }; backfill: { status: string; steps: number; changed: number } }> {
  const input = { ...(at ? { at: at.toISOString() } : {}), ...(options.windowsOnly ? { windows_only: true } : {}) };
  const res = await fetch(`${inject('scheduler').endpoint}/_local/points-run`, { method: 'POST', body: JSON.stringify(input) });
  const body = (await res.json()) as any;
  if (!res.ok) throw new Error(`points run failed (${res.status}): ${JSON.stringify(body)}`);
  return body;
}

/** Waits for the backfill a switch or a change of values started at or after `since` (the stream router starts it for the switch). */
export async function backfillStartedSince(since: string): Promise<void> {
  const seen = await pollUntil(() => pointValues(), (v) => typeof (v.backfill as any)?.started_at === 'string' && (v.backfill as any).started_at >= since);
  expect((seen.backfill as any)?.started_at >= since, JSON.stringify(seen.backfill)).toBe(true);
}

/** The member's all-time total on their profile (USER#<id>/PROFILE `total_points`), as an award leaves it. */
export async function setTotalPoints(userId: number, total: number): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET total_points = :t',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':t': total },
    }),
  );
}

type Item = Record<string, unknown>;

/** USER#<id>/PTS#<bucket>: the member's points in one leaderboard bucket (W7, W30, Y#<yyyy>, ALL), as awards leave it. */
export const bucketItem = (userId: number, bucket: string, points: number): Item => storedBucketItem(userId, bucket, points, rankOrder(userId));

/** Writes or deletes, 25 per BatchWrite, retrying what DynamoDB leaves unprocessed. */
async function batchWrite(requests: Array<Record<string, unknown>>): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending = requests.slice(i, i + 25);
    for (let attempt = 0; pending.length > 0 && attempt < 10; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[tableName] as Array<Record<string, unknown>> | undefined) ?? [];
    }
  }
}

export const putPointsItems = (items: Item[]): Promise<void> => batchWrite(items.map((Item) => ({ PutRequest: { Item } })));

/** Deletes the members' items of these buckets (a test's own seeds, so the site-wide ranking stays as other files expect it). */
export async function deletePointsBuckets(userIds: number[], buckets: string[]): Promise<void> {
  await batchWrite([...new Set(userIds)].flatMap((id) => [...new Set(buckets)].map((b) => ({ DeleteRequest: { Key: keys.pointsBucket(id, b) } }))));
}
