/**
 * The migration scenario's figures from what the run left (pure): the run record (progress per
 * kind, ddb_calls, started_at/completed_at) and its chunk records (rows and counts, DynamoDB calls,
 * capacity and time, started_at/finished_at). A kind's time is its Map's busy time, from its first
 * chunk's start to its last chunk's end: the Maps run one after another, so these windows do not
 * overlap, and the whole run is Prepare + the five windows + Finalize (plus the state machine's
 * moves between them).
 */
import { summarize } from '../stats.ts';
import { coresBetween, type CpuSample } from './cpu.ts';
import type { MigrationKindFigures, MigrationResult } from './types.ts';

/** The fields of a chunk record the figures read (features/migration/migration-store.ts `ChunkRecord`). */
export interface ChunkFacts {
  kind: string;
  index: number;
  rows: number;
  migrated: number;
  skipped: number;
  failed: number;
  calls: number;
  finished_at: string;
  /** Absent on Prepare's record of rows it could not read (index 999999: no writer ran). */
  started_at?: string;
  ddb_ms?: number;
  rcu?: number;
  wcu?: number;
  flush_calls?: number;
  flush_ms?: number;
}

export interface RunFacts {
  started_at?: string;
  completed_at?: string;
  ddb_calls: number;
  progress: Record<string, { total: number; completed: number; migrated: number; skipped: number; failed: number }>;
}

const round = (v: number, digits = 2) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : 0);
const per = (n: number, d: number) => (d > 0 ? n / d : 0);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

export function kindFigures(kind: string, run: RunFacts, chunks: readonly ChunkFacts[], cpu: readonly CpuSample[]): MigrationKindFigures {
  const timed = chunks.filter((c) => c.kind === kind && c.started_at !== undefined);
  const start = Math.min(...timed.map((c) => Date.parse(c.started_at as string)));
  const end = Math.max(...timed.map((c) => Date.parse(c.finished_at)));
  const seconds = timed.length > 0 ? (end - start) / 1000 : 0;
  const p = run.progress[kind] ?? { total: 0, completed: 0, migrated: 0, skipped: 0, failed: 0 };
  const calls = sum(timed.map((c) => c.calls));
  const rows = p.total;
  const chunkRows = sum(timed.map((c) => c.rows));
  const chunkMs = timed.map((c) => Date.parse(c.finished_at) - Date.parse(c.started_at as string));
  const cores = (pick: (s: CpuSample) => number | null) => (timed.length > 0 ? coresBetween(cpu, start, end, pick) : null);
  const nodeCores = cores((s) => s.node);
  const dynamoCores = cores((s) => s.dynamo);
  return {
    kind,
    chunks: timed.length,
    rows,
    migrated: p.migrated,
    skipped: p.skipped,
    failed: p.failed,
    seconds: round(seconds, 1),
    rowsPerSecond: round(per(p.completed, seconds), 1),
    migratedPerSecond: round(per(p.migrated, seconds), 1),
    calls,
    callsPerRow: round(per(calls, chunkRows)),
    callsPerMigrated: round(per(calls, p.migrated)),
    rcuPerRow: round(per(sum(timed.map((c) => c.rcu ?? 0)), chunkRows)),
    wcuPerRow: round(per(sum(timed.map((c) => c.wcu ?? 0)), chunkRows)),
    chunkMs: summarize(chunkMs),
    flushCallsPerRow: round(per(sum(timed.map((c) => c.flush_calls ?? 0)), chunkRows)),
    flushShare: round(per(sum(timed.map((c) => c.flush_ms ?? 0)), sum(chunkMs))),
    ddbMsPerCall: round(per(sum(timed.map((c) => c.ddb_ms ?? 0)), calls)),
    nodeCpuMsPerRow: nodeCores === null ? null : round(per(nodeCores * seconds * 1000, chunkRows)),
    nodeCores: nodeCores === null ? null : round(nodeCores),
    dynamoCores: dynamoCores === null ? null : round(dynamoCores),
  };
}

type RunFigures = Pick<MigrationResult, 'durationSeconds' | 'prepareSeconds' | 'finalizeSeconds' | 'kinds' | 'overall'>;

export function runFigures(kinds: readonly string[], run: RunFacts, chunks: readonly ChunkFacts[], cpu: readonly CpuSample[]): RunFigures {
  const figures = kinds.map((k) => kindFigures(k, run, chunks, cpu));
  const started = Date.parse(run.started_at ?? '');
  const completed = Date.parse(run.completed_at ?? '');
  const duration = (completed - started) / 1000;
  const timed = chunks.filter((c) => c.started_at !== undefined);
  const firstChunk = Math.min(...timed.map((c) => Date.parse(c.started_at as string)));
  const lastChunk = Math.max(...timed.map((c) => Date.parse(c.finished_at)));
  const rows = sum(kinds.map((k) => run.progress[k]?.completed ?? 0));
  const migrated = sum(kinds.map((k) => run.progress[k]?.migrated ?? 0));
  return {
    durationSeconds: round(duration, 1),
    prepareSeconds: round(timed.length > 0 ? (firstChunk - started) / 1000 : duration, 1),
    finalizeSeconds: round(timed.length > 0 ? (completed - lastChunk) / 1000 : 0, 1),
    kinds: figures,
    overall: {
      rows,
      migrated,
      rowsPerSecond: round(per(rows, duration), 1),
      migratedPerSecond: round(per(migrated, duration), 1),
      ddbCalls: run.ddb_calls,
      callsPerMigrated: round(per(run.ddb_calls, migrated)),
      callsPerRow: round(per(run.ddb_calls, rows)),
    },
  };
}
