/**
 * The points backfill job (docs/points.md, "Backfill"): one item per segment of a parallel Scan,
 * JOB/POINTS#backfill#<segment>, holding where the segment's next page starts. Access patterns:
 * - start (or start over): an UpdateItem per segment raising `generation`, cursor removed, status running
 * - its state: BatchGet of the segments (consistent)
 * - a step's end: UpdateItem of the cursor conditioned on the generation and cursor as read, so a
 *   repeated or outdated step moves nothing (the page itself is the points run's Scan:
 *   functions/points-run/table-scan.ts, the one function allowed to Scan)
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';

export const BACKFILL_ENTITY = 'points_job';
/** Segments of the Scan, each with its own cursor (backfill-service.ts runs them in turn). */
export const BACKFILL_SEGMENTS = 4;
const SEGMENT_PREFIX = 'backfill#';
const segmentKey = (segment: number) => keys.pointsJob(`${SEGMENT_PREFIX}${segment}`);

export interface BackfillJob {
  segment: number;
  generation: number;
  status: 'running' | 'done';
  /** Where the next page starts (a Scan's ExclusiveStartKey as JSON); absent at the start. */
  cursor: string | null;
  reason: string;
  scanned: number;
  awarded: number;
}

export function toBackfillJob(item: Record<string, unknown>): BackfillJob | null {
  const segment = Number(String(item['sk'] ?? '').slice(keys.pointsJob(SEGMENT_PREFIX).sk.length));
  if (item['entity'] !== BACKFILL_ENTITY || !Number.isInteger(segment) || segment < 0 || segment >= BACKFILL_SEGMENTS) return null;
  return {
    segment,
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
  await Promise.all(Array.from({ length: BACKFILL_SEGMENTS }, (_, segment) => startSegment(segment, reason, at)));
}

async function startSegment(segment: number, reason: string, at: string): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: segmentKey(segment),
      UpdateExpression: 'SET entity = :e, #status = :running, reason = :r, started_at = :at, updated_at = :at, scanned = :zero, awarded = :zero ADD generation :one REMOVE #cursor, finished_at',
      ExpressionAttributeNames: { '#status': 'status', '#cursor': 'cursor' },
      ExpressionAttributeValues: { ':e': BACKFILL_ENTITY, ':running': 'running', ':r': reason, ':at': at, ':zero': 0, ':one': 1 },
    }),
  );
}

/** Moves the job past a page; false when it was moved already or started over (the step's work stands: awards are exact). */
export async function advanceBackfill(job: BackfillJob, next: string | null, scanned: number, awarded: number, at: string): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: segmentKey(job.segment),
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

async function segmentItems(): Promise<Array<Record<string, unknown>>> {
  const segmentKeys = Array.from({ length: BACKFILL_SEGMENTS }, (_, segment) => segmentKey(segment));
  const found = await batchGet(segmentKeys, { consistent: true });
  return segmentKeys.flatMap((k) => {
    const item = found.get(itemKeyOf(k));
    return item ? [item] : [];
  });
}

/** Every segment's state, read consistently. */
export async function readSegments(): Promise<BackfillJob[]> {
  return (await segmentItems()).flatMap((i) => toBackfillJob(i) ?? []);
}

/** The job's state for administrators (GET /admin/leaderboards/points), its segments summed; null before the first run. */
export async function readBackfillJob(): Promise<Record<string, unknown> | null> {
  const items = await segmentItems();
  if (items.length === 0) return null;
  const done = items.length === BACKFILL_SEGMENTS && items.every((i) => i['status'] === 'done');
  const times = (name: string) => items.map((i) => i[name]).filter((v): v is string => typeof v === 'string').sort();
  const sum = (name: string) => items.reduce((n, i) => n + Number(i[name] ?? 0), 0);
  return {
    status: done ? 'done' : 'running',
    reason: String(items[0]?.['reason'] ?? ''),
    scanned: sum('scanned'),
    awarded: sum('awarded'),
    started_at: times('started_at')[0] ?? null,
    finished_at: done ? (times('finished_at').at(-1) ?? null) : null,
  };
}
