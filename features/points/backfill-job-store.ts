/**
 * The points backfill job (docs/points.md, "Backfill"): one item JOB/POINTS#backfill whose every
 * change the stream router takes as the next step. Access patterns:
 * - start (or start over): UpdateItem raising `generation`, cursor removed, status running
 * - its state: GetItem (consistent)
 * - a step: Scan one page of the table from the cursor (the job runs in the background, never in a
 *   request), then UpdateItem of the cursor conditioned on the generation and cursor as read, so a
 *   retried or outdated step moves nothing
 */
import { GetCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';

export const BACKFILL_ENTITY = 'points_job';

export interface BackfillJob {
  generation: number;
  status: 'running' | 'done';
  /** Where the next page starts (a Scan's ExclusiveStartKey as JSON); absent at the start. */
  cursor: string | null;
  reason: string;
  scanned: number;
  awarded: number;
}

export function toBackfillJob(item: Record<string, unknown>): BackfillJob | null {
  if (item['entity'] !== BACKFILL_ENTITY || item['sk'] !== keys.pointsJob('backfill').sk) return null;
  return {
    generation: Number(item['generation'] ?? 0),
    status: item['status'] === 'done' ? 'done' : 'running',
    cursor: typeof item['cursor'] === 'string' ? item['cursor'] : null,
    reason: String(item['reason'] ?? ''),
    scanned: Number(item['scanned'] ?? 0),
    awarded: Number(item['awarded'] ?? 0),
  };
}

/** Starts the backfill from the beginning (a run under way starts over: its next step finds its generation outdated). */
export async function startPointsBackfill(reason: string, at: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.pointsJob('backfill'),
      UpdateExpression: 'SET entity = :e, #status = :running, reason = :r, started_at = :at, updated_at = :at, scanned = :zero, awarded = :zero ADD generation :one REMOVE #cursor, finished_at',
      ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
      ExpressionAttributeValues: { ':e': BACKFILL_ENTITY, ':running': 'running', ':r': reason, ':at': at, ':zero': 0, ':one': 1 },
    }),
  );
}

/** One page of the table from the cursor: its items and the next cursor (null at the end). */
export async function scanPage(cursor: string | null, limit: number): Promise<{ items: Array<Record<string, unknown>>; next: string | null }> {
  const out = await ddb.send(new ScanCommand({ TableName: tableName, Limit: limit, ...(cursor ? { ExclusiveStartKey: JSON.parse(cursor) as Record<string, unknown> } : {}) }));
  return { items: out.Items ?? [], next: out.LastEvaluatedKey ? JSON.stringify(out.LastEvaluatedKey) : null };
}

/** Moves the job past a page; false when it was moved already or started over (the step's work stands: awards are exact). */
export async function advanceBackfill(job: BackfillJob, next: string | null, scanned: number, awarded: number, at: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.pointsJob('backfill'),
        UpdateExpression: `SET updated_at = :at${next ? ', #cursor = :next' : ', #status = :done, finished_at = :at'} ADD scanned :s, awarded :a${next ? '' : ' REMOVE #cursor'}`,
        ConditionExpression: `generation = :g AND ${job.cursor ? '#cursor = :cursor' : 'attribute_not_exists(#cursor)'}`,
        ExpressionAttributeNames: { '#cursor': 'cursor', ...(next ? {} : { '#status': 'status' }) },
        ExpressionAttributeValues: {
          ':at': at,
          ':g': job.generation,
          ':s': scanned,
          ':a': awarded,
          ...(next ? { ':next': next } : { ':done': 'done' }),
          ...(job.cursor ? { ':cursor': job.cursor } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The job's state for administrators (GET /admin/leaderboards/points); null before the first run. */
export async function readBackfillJob(): Promise<Record<string, unknown> | null> {
  const item = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.pointsJob('backfill'), ConsistentRead: true }))).Item;
  if (!item) return null;
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    status: item['status'] === 'done' ? 'done' : 'running',
    reason: String(item['reason'] ?? ''),
    scanned: Number(item['scanned'] ?? 0),
    awarded: Number(item['awarded'] ?? 0),
    started_at: str(item['started_at']),
    finished_at: str(item['finished_at']),
  };
}
