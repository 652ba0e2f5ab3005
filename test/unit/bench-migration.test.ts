import { describe, expect, it } from 'vitest';
import { coresBetween, type CpuSample } from '../../bench/migration/cpu.ts';
import { runFigures, type ChunkFacts, type RunFacts } from '../../bench/migration/figures.ts';
import { ASSUMPTIONS, prepareAnswerBytes, projectOnAws } from '../../bench/migration/projection.ts';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s)).toISOString();
const chunk = (kind: string, index: number, from: number, to: number, extra: Partial<ChunkFacts> = {}): ChunkFacts => ({
  kind,
  index,
  rows: 100,
  migrated: 90,
  skipped: 10,
  failed: 0,
  calls: 300,
  started_at: at(from),
  finished_at: at(to),
  ddb_ms: 3000,
  rcu: 10,
  wcu: 2000,
  flush_calls: 200,
  flush_ms: 2000,
  ...extra,
});
const progress = (total: number, migrated: number) => ({ total, completed: total, migrated, skipped: total - migrated, failed: 0 });
const run: RunFacts = { started_at: at(0), completed_at: at(40), ddb_calls: 900, progress: { members: progress(200, 180), comments: progress(100, 90) } };
const chunks = [
  chunk('members', 0, 5, 15),
  chunk('members', 1, 6, 20),
  chunk('comments', 0, 21, 35),
  // Prepare's record of rows it could not read: no writer ran, so it is not timed.
  chunk('comments', 999_999, 3, 3, { started_at: undefined, rows: 0, calls: 0 }),
];
const cpu: CpuSample[] = [
  { at: Date.parse(at(0)), node: 0, dynamo: 0 },
  { at: Date.parse(at(20)), node: 10, dynamo: 20 },
  { at: Date.parse(at(40)), node: 30, dynamo: 30 },
];

describe('bench migration figures', () => {
  const figures = runFigures(['members', 'comments'], run, chunks, cpu);

  it('times each step from its first chunk start to its last chunk end, and the run around them', () => {
    const [members, comments] = figures.kinds;
    expect(members).toMatchObject({ kind: 'members', chunks: 2, rows: 200, migrated: 180, seconds: 15, rowsPerSecond: 13.3, migratedPerSecond: 12 });
    expect(comments).toMatchObject({ chunks: 1, seconds: 14 });
    expect(figures).toMatchObject({ durationSeconds: 40, prepareSeconds: 5, finalizeSeconds: 5 });
    expect(figures.overall).toMatchObject({ rows: 300, migrated: 270, rowsPerSecond: 7.5, ddbCalls: 900, callsPerMigrated: 3.33, callsPerRow: 3 });
  });

  it('divides calls, capacity and counter flushes by the chunks rows, and CPU by the step window', () => {
    const members = figures.kinds[0]!;
    expect(members).toMatchObject({ calls: 600, callsPerRow: 3, callsPerMigrated: 3.33, wcuPerRow: 20, flushCallsPerRow: 2, ddbMsPerCall: 10 });
    expect(members.flushShare).toBeCloseTo(4000 / 24000, 2);
    // 5 s -> 20 s: node 2.5 -> 10 CPU seconds, 0.5 cores; 7.5 CPU seconds over 200 rows.
    expect(members.nodeCores).toBe(0.5);
    expect(members.nodeCpuMsPerRow).toBe(37.5);
    expect(coresBetween(cpu, Date.parse(at(30)), Date.parse(at(40)), (s) => s.dynamo)).toBe(0.5);
    expect(coresBetween([{ at: 0, node: 0, dynamo: null }, { at: 1000, node: 1, dynamo: null }], 0, 1000, (s) => s.dynamo)).toBeNull();
  });
});

describe('bench migration projection', () => {
  it('measures Prepare\'s answer as the JSON it is', () => {
    expect(prepareAnswerBytes('m', { members: 3, groups: 0 })).toBe(JSON.stringify({ migration_id: 'm', chunks: { members: [0, 1, 2], groups: [] } }).length);
  });

  it('runs waves of MaxConcurrency chunks, each its overhead, CPU and DynamoDB waits, held back by a new table\'s write rate', () => {
    const figures = runFigures(['members', 'comments'], run, chunks, cpu);
    const base = { migrationId: 'm', export: { members: 0, groups: 0, memberships: 0, activities: 0, comments: 0, bytes: 0 }, generateMs: 0, uploadMs: 0, configMs: 0, configCalls: 0, ...figures, concurrency: { members: 100, comments: 10 }, rowsInFlight: 8, statusPolls: 0, pollMs: 0, router: null };
    const p = projectOnAws(base, 100);
    const members = p.kinds[0]!;
    expect(members).toMatchObject({ rows: 20_000, chunks: 200, concurrency: 100 });
    // 100 rows a chunk: 13 rounds of one row call (3 calls - 2 counter calls) and 25 rounds of counters.
    const waits = (13 * ASSUMPTIONS.rowCallMs + 25 * ASSUMPTIONS.flushCallMs) / 1000;
    const cpuS = (100 * 37.5 * ASSUMPTIONS.lambdaCpuFactor) / 1000;
    expect(members.chunkSeconds).toBeCloseTo(ASSUMPTIONS.chunkOverheadS + cpuS + waits, 6);
    expect(members.chunkSecondsOverlapped).toBeCloseTo(ASSUMPTIONS.chunkOverheadS + Math.max(cpuS, waits), 6);
    expect(members.pacedSeconds).toBeCloseTo(2 * members.chunkSeconds, 6);
    // 400,000 write units: asked faster than a new table's rate, so written at that rate.
    expect(members.writeUnitsPerSecond).toBeGreaterThan(ASSUMPTIONS.tableWriteUnitsPerSecond);
    expect(members.stepSeconds).toBeCloseTo((20_000 * 20) / ASSUMPTIONS.tableWriteUnitsPerSecond, 6);
    expect(p.prepareSeconds).toBe(500);
    expect(p.totalSecondsWarmTable).toBeLessThan(p.totalSecondsOverlapped);
    expect(p.warnings.join()).toContain('members asks');
    const slowPrepare = projectOnAws({ ...base, prepareSeconds: 10 }, 100);
    expect(slowPrepare.warnings.join()).toContain('Prepare at this pace (1000 s)');
  });

  it('doubles the table\'s rate for every half hour the run is held back by it', () => {
    const figures = runFigures(['members', 'comments'], run, chunks, cpu);
    const base = { migrationId: 'm', export: { members: 0, groups: 0, memberships: 0, activities: 0, comments: 0, bytes: 0 }, generateMs: 0, uploadMs: 0, configMs: 0, configCalls: 0, ...figures, concurrency: { members: 1000, comments: 1000 }, rowsInFlight: 8, statusPolls: 0, pollMs: 0, router: null };
    // 100,000 x 200 rows x 20 WCU = 400 M units: 1,800 s at 4,000/s (7.2 M), then 8,000/s ... up to 40,000/s.
    const members = projectOnAws(base, 100_000).kinds[0]!;
    const rampUnits = 1800 * (4000 + 8000 + 16000 + 32000);
    expect(members.stepSecondsOverlapped).toBeCloseTo(4 * 1800 + (400e6 - rampUnits) / 40000, 0);
  });
});
