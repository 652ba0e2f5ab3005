/**
 * A projection, not a measurement: how long `scale` times the measured export would take on AWS
 * with the state machine's MaxConcurrency, from what this run measured that does not depend on
 * the machine (rows, chunks, DynamoDB calls and write units per row, hot-counter calls) and the
 * CPU it spent per row, with AWS's latencies and limits as stated assumptions (ASSUMPTIONS; the
 * reasoning is docs/migration.md, "Bench"). Pure.
 */
import type { MigrationKindFigures, MigrationResult } from './types.ts';

export const ASSUMPTIONS = {
  /** A row's own calls (its TransactWriteItems of 3-12 items; the chunk's BatchGets are among them) on DynamoDB in-region, ms. */
  rowCallMs: 15,
  /** A hot-counter UpdateItem, ms. */
  flushCallMs: 6,
  /** Rows a chunk writes side by side, and counter sums applied side by side (features/migration/lanes.ts, chunk-context.ts). */
  flushConcurrency: 8,
  /** Per chunk: the Distributed Map's child execution, the Lambda invoke, the S3 GET, the run and chunk record calls, s. */
  chunkOverheadS: 0.5,
  /** The chunk function's 1,024 MB give 1,024/1,769 of a vCPU: CPU time per row grows by this factor. */
  lambdaCpuFactor: 1769 / 1024,
  /**
   * What a new on-demand table serves at once; while the run keeps it busy it doubles every 30
   * minutes (on-demand serves up to double the previous peak; more within 30 minutes may
   * throttle), up to the per-table default quota.
   */
  tableWriteUnitsPerSecond: 4000,
  tableDoublingSeconds: 1800,
  tableMaxWriteUnitsPerSecond: 40000,
  /** Step Functions' payload limit (Prepare's answer is the state the Maps read their items from). */
  statePayloadBytes: 256 * 1024,
  /** The run function's (Prepare, Finalize) Lambda timeout. */
  runFunctionTimeoutS: 900,
} as const;

export interface KindProjection {
  kind: string;
  rows: number;
  chunks: number;
  concurrency: number;
  /** One chunk, s: overhead + CPU + the rows' calls in their lanes + the counters' flush (no overlap: the upper end) ... */
  chunkSeconds: number;
  /** ... and with CPU and DynamoDB waits overlapping fully (the lower end). */
  chunkSecondsOverlapped: number;
  /** Waves of MaxConcurrency chunks, s, on a table that never throttles (upper and lower end). */
  pacedSeconds: number;
  pacedSecondsOverlapped: number;
  /** Write units of the step, and what they ask per second at the faster pace. */
  writeUnits: number;
  writeUnitsPerSecond: number;
  /** The step on a new on-demand table (its write rate ramping up as it stays busy), s (upper and lower end). */
  stepSeconds: number;
  stepSecondsOverlapped: number;
}

export interface Projection {
  scale: number;
  kinds: KindProjection[];
  prepareSeconds: number;
  finalizeSeconds: number;
  /** On a new on-demand table (upper and lower end), and on a table warmed for the run (lower end: concurrency alone bounds it). */
  totalSeconds: number;
  totalSecondsOverlapped: number;
  totalSecondsWarmTable: number;
  /** Prepare's answer (every chunk index) at that scale, bytes, against the state payload limit. */
  prepareAnswerBytes: number;
  warnings: string[];
}

/** The JSON of Prepare's answer for these chunk counts (features/migration/prepare.ts `preparedResult`). */
export function prepareAnswerBytes(migrationId: string, chunks: Record<string, number>): number {
  const answer = { migration_id: migrationId, chunks: Object.fromEntries(Object.entries(chunks).map(([k, n]) => [k, Array.from({ length: n }, (_, i) => i)])) };
  return Buffer.byteLength(JSON.stringify(answer));
}

type Paced = Omit<KindProjection, 'stepSeconds' | 'stepSecondsOverlapped'>;

function pacedKind(k: MigrationKindFigures, scale: number, concurrency: number, lanes: number): Paced {
  const a = ASSUMPTIONS;
  const rows = k.rows * scale;
  const chunks = Math.max(1, k.chunks) * scale;
  const rowsPerChunk = rows / chunks;
  const rowCalls = Math.max(0, k.callsPerRow - k.flushCallsPerRow);
  const cpuS = (rowsPerChunk * (k.nodeCpuMsPerRow ?? 0) * a.lambdaCpuFactor) / 1000;
  const waitS = (Math.ceil(rowsPerChunk / lanes) * rowCalls * a.rowCallMs) / 1000 + (Math.ceil((rowsPerChunk * k.flushCallsPerRow) / a.flushConcurrency) * a.flushCallMs) / 1000;
  const chunkSeconds = a.chunkOverheadS + cpuS + waitS;
  const chunkSecondsOverlapped = a.chunkOverheadS + Math.max(cpuS, waitS);
  const waves = Math.ceil(chunks / concurrency);
  const writeUnits = rows * k.wcuPerRow;
  const pacedSecondsOverlapped = waves * chunkSecondsOverlapped;
  return {
    kind: k.kind,
    rows,
    chunks,
    concurrency,
    chunkSeconds,
    chunkSecondsOverlapped,
    pacedSeconds: waves * chunkSeconds,
    pacedSecondsOverlapped,
    writeUnits,
    writeUnitsPerSecond: pacedSecondsOverlapped > 0 ? writeUnits / pacedSecondsOverlapped : 0,
  };
}

/**
 * The steps one after another on a new on-demand table: each writes its units at its paced rate
 * or the table's rate, whichever is lower; the table's rate doubles for every doubling period the
 * run spends held back by it. Answers each step's seconds.
 */
function onNewTable(steps: ReadonlyArray<{ writeUnits: number; seconds: number }>): number[] {
  const a = ASSUMPTIONS;
  let cap: number = a.tableWriteUnitsPerSecond;
  let heldBack = 0;
  return steps.map(({ writeUnits, seconds }) => {
    if (writeUnits <= 0 || seconds <= 0) return seconds;
    const asked = writeUnits / seconds;
    let left = writeUnits;
    let t = 0;
    while (left > 0) {
      const rate = Math.min(asked, cap);
      const dt = Math.min(1, left / rate);
      left -= rate * dt;
      t += dt;
      if (rate < asked && (heldBack += dt) >= a.tableDoublingSeconds) {
        cap = Math.min(cap * 2, a.tableMaxWriteUnitsPerSecond);
        heldBack = 0;
      }
    }
    return t;
  });
}

export function projectOnAws(m: Omit<MigrationResult, 'projection'>, scale = 100): Projection {
  const paced = m.kinds.map((k) => pacedKind(k, scale, m.concurrency[k.kind] ?? 1, m.rowsInFlight));
  // Prepare streams every row once and writes the chunk objects; Finalize counts what the run touched: both grow with the rows.
  const prepareSeconds = m.prepareSeconds * scale;
  const finalizeSeconds = m.finalizeSeconds * scale;
  const slow = onNewTable(paced.map((k) => ({ writeUnits: k.writeUnits, seconds: k.pacedSeconds })));
  const fast = onNewTable(paced.map((k) => ({ writeUnits: k.writeUnits, seconds: k.pacedSecondsOverlapped })));
  const kinds = paced.map((k, i) => ({ ...k, stepSeconds: slow[i] ?? 0, stepSecondsOverlapped: fast[i] ?? 0 }));
  const sum = (values: readonly number[]) => values.reduce((n, v) => n + v, 0);
  const answer = prepareAnswerBytes(m.migrationId, Object.fromEntries(m.kinds.map((k) => [k.kind, Math.max(1, k.chunks) * scale])));
  const warnings = [
    ...(answer > ASSUMPTIONS.statePayloadBytes ? [`Prepare's answer (${answer} bytes of chunk indexes) is over Step Functions' ${ASSUMPTIONS.statePayloadBytes}-byte payload limit`] : []),
    ...(prepareSeconds > ASSUMPTIONS.runFunctionTimeoutS ? [`Prepare at this pace (${Math.round(prepareSeconds)} s) is over the run function's ${ASSUMPTIONS.runFunctionTimeoutS} s timeout`] : []),
    ...(finalizeSeconds > ASSUMPTIONS.runFunctionTimeoutS ? [`Finalize at this pace (${Math.round(finalizeSeconds)} s) is over the run function's ${ASSUMPTIONS.runFunctionTimeoutS} s timeout`] : []),
    ...kinds.filter((k) => k.writeUnitsPerSecond > ASSUMPTIONS.tableWriteUnitsPerSecond).map((k) => `${k.kind} asks ${Math.round(k.writeUnitsPerSecond)} WCU/s, over a new on-demand table's ${ASSUMPTIONS.tableWriteUnitsPerSecond}`),
  ];
  return {
    scale,
    kinds,
    prepareSeconds,
    finalizeSeconds,
    totalSeconds: prepareSeconds + sum(kinds.map((k) => k.stepSeconds)) + finalizeSeconds,
    totalSecondsOverlapped: prepareSeconds + sum(kinds.map((k) => k.stepSecondsOverlapped)) + finalizeSeconds,
    totalSecondsWarmTable: prepareSeconds + sum(kinds.map((k) => k.pacedSecondsOverlapped)) + finalizeSeconds,
    prepareAnswerBytes: answer,
    warnings,
  };
}
