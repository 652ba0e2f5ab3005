/** What the load scenario reports (JSON under scenarios[].load). */

/** process.memoryUsage() of the measured process at one moment, in MB; `atS` is seconds since the load started (negative before). */
export interface MemoryPoint {
  atS: number;
  rssMb: number;
  heapUsedMb: number;
  /** The V8 heap's reserved size: RSS beyond it is code, native buffers and the allocator's own. */
  heapTotalMb: number;
  /** Memory of C++ objects bound to JS objects, ArrayBuffers included. */
  externalMb: number;
}

/** Start, peak and end of one figure over a phase, MB. */
export interface MemoryExtent {
  start: number;
  peak: number;
  end: number;
}

/** RSS and heap used over a phase: before the load (after a GC), the peak of every point, once settled after a last GC. */
export interface MemoryRange {
  rssMb: MemoryExtent;
  heapUsedMb: MemoryExtent;
}

export interface LoadMemory {
  /** Which process was measured (the bench's own, which runs the local stack). */
  process: string;
  /** Whether full GCs could be forced (live-heap figures); without it heap figures include garbage. */
  gcForced: boolean;
  /** After seeding and settling, after a full GC. */
  before: MemoryPoint;
  /** Every second during the load, as found (garbage included). */
  samples: MemoryPoint[];
  /** A few times during the load, right after a forced full GC: what is retained. */
  live: MemoryPoint[];
  /** Total time spent in the forced GCs during the load (they pause the server too). */
  forcedGcMs: number;
  /** When the load stopped, as found. */
  after: MemoryPoint;
  /** Once the stream router had handled everything the load wrote, as found. */
  afterSettle: MemoryPoint;
  /** The same after a full GC. */
  afterSettleGc: MemoryPoint;
  /** RSS and heap used: start (before), peak (every point), end (settled, after a GC). */
  range: MemoryRange;
  /** Least-squares slopes over the last half of the load, MB per minute: live heap (after GC) and RSS (samples). */
  slope: { liveHeapMbPerMin: number; rssMbPerMin: number };
  /** The live heap's rise over the last half that the slope fits (slope x half the run), MB. */
  lastHalfRiseMb: number;
  /** The criterion (bench/README.md, "Memory") and whether this run met it. */
  criterion: string;
  levelsOff: boolean;
}

export interface LoadRequestCount {
  label: string;
  /** Share of the mix (requests of this kind per 100). */
  weight: number;
  sent: number;
  /** Responses by status code. */
  statuses: Record<string, number>;
}

export interface LoadResult {
  seconds: number;
  connections: number;
  requests: number;
  /** Mean completed requests per second over the run. */
  throughputRps: number;
  /** Client-side latency (autocannon's histogram), ms. */
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  /** Connection errors (timeouts included), timeouts, and responses that were not 2xx. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Every failure by kind: connection errors by code (`timeout`, `ECONNRESET`...), answers that were not 2xx by status and error code (`429 rate_limited`). */
  errorKinds: Record<string, number>;
  byRequest: LoadRequestCount[];
  /** How long the stream router took to catch up after the load. */
  settleAfterLoadMs: number;
  memory: LoadMemory;
}
