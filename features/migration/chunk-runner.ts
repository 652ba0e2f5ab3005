/**
 * One chunk Task (docs/migration.md, "The state machine"): a recorded chunk returns at once (a
 * resumed or retried execution); otherwise its object is read, its writer runs with the chunk's
 * DynamoDB calls counted, the hot counters are flushed, and the outcome is recorded once with the
 * kind's progress. Throttling left after the SDK's retries fails as ThrottlingError (retried by
 * the state machine); any other error fails as it is. Counts the chunk's outcome and, once recorded,
 * its rows by outcome, under its kind (MigrationChunks, MigrationRows).
 */
import { chunkRecorded, getRun, recordChunk } from '#features/migration/migration-store.ts';
import { readLines } from '#features/migration/migration-bucket.ts';
import { chunkObjectKey, type ChunkKind, type ChunkRows } from '#features/migration/legacy-export/chunks.ts';
import { HotCounters, type ChunkContext, type ChunkWriter } from '#features/migration/chunk-context.ts';
import { chunkFailure } from '#features/migration/chunk-errors.ts';
import type { MigrationRun } from '#features/migration/run.ts';
import { newMetrics, withMetrics } from '#platform/core/request-metrics.ts';
import { countOutcome, METRIC, MetricUnit } from '#platform/core/metrics.ts';

export interface ChunkResult {
  migration_id: string;
  kind: ChunkKind;
  index: number;
  /** False when the chunk had been recorded already (nothing was written). */
  recorded: boolean;
}

export async function requireRun(migrationId: string): Promise<MigrationRun> {
  const run = await getRun(migrationId);
  if (!run) throw new Error(`migration ${migrationId}: no such run`);
  return run;
}

/** A chunk object's rows (JSON Lines written by Prepare). */
export async function readChunk<K extends ChunkKind>(migrationId: string, kind: K, index: number): Promise<Array<ChunkRows[K]>> {
  const rows: Array<ChunkRows[K]> = [];
  for await (const line of readLines(chunkObjectKey(migrationId, kind, index))) if (line.trim() !== '') rows.push(JSON.parse(line) as ChunkRows[K]);
  return rows;
}

export async function runChunk<K extends ChunkKind>(migrationId: string, kind: K, index: number, writer: ChunkWriter<K>): Promise<ChunkResult> {
  const startedAt = new Date().toISOString();
  try {
    const run = await requireRun(migrationId);
    if (await chunkRecorded(migrationId, kind, index)) {
      countOutcome(METRIC.migrationChunks, 'repeated', 1, MetricUnit.Count, { kind });
      return { migration_id: migrationId, kind, index, recorded: false };
    }
    const rows = await readChunk(migrationId, kind, index);
    const ctx: ChunkContext = { run, kind, index, now: new Date().toISOString(), counters: new HotCounters() };
    const metrics = newMetrics();
    const flush = { calls: 0, ms: 0 };
    const outcome = await withMetrics(metrics, async () => {
      const written = await writer(rows, ctx);
      const flushStarted = performance.now();
      flush.calls = await ctx.counters.flush();
      flush.ms = Math.round(performance.now() - flushStarted);
      return written;
    });
    const timing = { started_at: startedAt, ddb_ms: Math.round(metrics.durationMs), rcu: metrics.rcu, wcu: metrics.wcu, flush_calls: flush.calls, flush_ms: flush.ms };
    const recorded = await recordChunk(migrationId, kind, index, run.attempt, { ...outcome, calls: metrics.calls }, new Date().toISOString(), timing);
    countOutcome(METRIC.migrationChunks, recorded ? 'done' : 'repeated', 1, MetricUnit.Count, { kind });
    // Once: a chunk another attempt recorded first counted its rows then.
    if (recorded) for (const what of ['migrated', 'skipped', 'failed'] as const) countOutcome(METRIC.migrationRows, what, outcome[what], MetricUnit.Count, { kind });
    return { migration_id: migrationId, kind, index, recorded };
  } catch (error) {
    countOutcome(METRIC.migrationChunks, 'failed', 1, MetricUnit.Count, { kind });
    throw chunkFailure(error);
  }
}
