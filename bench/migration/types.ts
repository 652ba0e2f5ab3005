/** What the migration scenario reports (JSON under scenarios[].migration; bench/README.md, "Migration"). */
import type { Summary } from '../stats.ts';
import type { Projection } from './projection.ts';

/** The generated export's size (generateLegacyExport's options) and what it became on disk. */
export interface MigrationExportSize {
  members: number;
  groups: number;
  memberships: number;
  activities: number;
  comments: number;
  /** Bytes of the TSV files uploaded. */
  bytes: number;
}

/** One kind's step: its chunks' records summed, timed from its first chunk's start to its last chunk's end. */
export interface MigrationKindFigures {
  kind: string;
  chunks: number;
  /** Rows of the kind (the run's progress total): migrated + skipped + failed. */
  rows: number;
  migrated: number;
  skipped: number;
  failed: number;
  /** First chunk started -> last chunk finished (the Map's busy time; the Maps run one after another). */
  seconds: number;
  rowsPerSecond: number;
  migratedPerSecond: number;
  /** DynamoDB calls the chunks counted (inside the writer and the counter flush). */
  calls: number;
  callsPerRow: number;
  callsPerMigrated: number;
  /** Consumed capacity per row (ReturnConsumedCapacity; DynamoDB Local reports it as AWS would bill it). */
  rcuPerRow: number;
  wcuPerRow: number;
  /** Wall time of one chunk (ms). */
  chunkMs: Summary;
  /** The hot counters' UpdateItems after the rows, per row (among callsPerRow), and their share of the chunks' time. */
  flushCallsPerRow: number;
  flushShare: number;
  /** Mean DynamoDB call time as the worker saw it (DynamoDB Local on this machine, under load), ms. */
  ddbMsPerCall: number;
  /**
   * CPU of the bench's process during the step per row, ms: an upper bound of the worker's own
   * (the process also runs the HTTP adapter and, unless paused, the stream router).
   */
  nodeCpuMsPerRow: number | null;
  /** CPU the bench's process (stack, worker, stream router) and DynamoDB Local used during the step, in cores (1 = one core busy). */
  nodeCores: number | null;
  dynamoCores: number | null;
}

export interface MigrationResult {
  migrationId: string;
  export: MigrationExportSize;
  /** Operator side: generating and writing the export, uploading it, config's count (calls until complete). */
  generateMs: number;
  uploadMs: number;
  configMs: number;
  configCalls: number;
  /** The run: started_at -> completed_at of its record. */
  durationSeconds: number;
  /** started_at -> the first members chunk's start (Prepare and the Map's start). */
  prepareSeconds: number;
  /** The last comments chunk's end -> completed_at (Finalize's recount and the run's end). */
  finalizeSeconds: number;
  kinds: MigrationKindFigures[];
  overall: {
    rows: number;
    migrated: number;
    /** Rows (migrated, skipped or failed) and migrated rows per second over the whole run. */
    rowsPerSecond: number;
    migratedPerSecond: number;
    /** The run record's ddb_calls (every chunk's; Prepare and Finalize are not counted). */
    ddbCalls: number;
    callsPerMigrated: number;
    callsPerRow: number;
  };
  /** The state machine's MaxConcurrency per Map and the rows a chunk writes side by side. */
  concurrency: Record<string, number>;
  rowsInFlight: number;
  /** Status polls during the run, and the interval. */
  statusPolls: number;
  pollMs: number;
  /** The stream router's work on what the run wrote: records and calls during the run, and the wait for it to settle after. */
  router: {
    records: number;
    calls: number;
    wcu: number;
    /** Whether it settled within BENCH_MIGRATION_SETTLE_SECONDS after the run, how long that took (or the limit), and its records since the start by then. */
    settled: boolean;
    settleAfterMs: number;
    recordsUntilSettled: number;
  } | null;
  /** 100 times this export on AWS: a projection from these figures and stated assumptions, not a measurement. */
  projection: Projection;
}
