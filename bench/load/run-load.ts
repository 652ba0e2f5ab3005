/**
 * Runs the mix with autocannon for a fixed time at a fixed concurrency against the local stack in
 * this process, and follows this process's memory: before (after a full GC), every second during
 * the load, a few live-heap points (right after a forced full GC), when the load stops, once the
 * stream router has settled, and after a last full GC.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { writeHeapSnapshot } from 'node:v8';
import autocannon from 'autocannon';
import { round, slope } from '../stats.ts';
import type { BenchContext } from '../types.ts';
import { collectGarbage, gcForced, memoryPoint, sampleMemory } from './memory.ts';
import { loadRequests, type LoadTargets } from './mix.ts';
import type { LoadMemory, LoadResult, MemoryPoint } from './types.ts';

/** The live heap may grow by at most this much per minute over the last half of the load. */
export const LEVEL_MB_PER_MIN = 3;

export const MEASURED_PROCESS =
  'the bench process, which runs the local stack in-process (HTTP adapter and handlers, stream driver and router, SQS emulator and dispatcher) and the autocannon client; DynamoDB Local is a separate Java process, not included';

export interface LoadSettings {
  seconds: number;
  connections: number;
  /** A folder to write heap snapshots to (before the load and after the last GC), to compare in DevTools; none when unset. */
  heapSnapshots?: string | undefined;
}

function snapshot(folder: string | undefined, name: string): void {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  console.log(`  heap snapshot: ${writeHeapSnapshot(join(folder, `${name}.heapsnapshot`))}`);
}

/** MB per minute over the points from half the load on. */
function lastHalfSlope(points: readonly MemoryPoint[], seconds: number, field: 'heapUsedMb' | 'rssMb'): number {
  const half = points.filter((p) => p.atS >= seconds / 2).map((p) => ({ x: p.atS / 60, y: p[field] }));
  return round(slope(half), 2);
}

export async function runLoad(ctx: BenchContext, targets: LoadTargets, settings: LoadSettings): Promise<LoadResult> {
  const base = new URL(ctx.baseUrl);
  const token = await ctx.adminToken();
  const { requests, counts } = loadRequests(targets, base.pathname, { authorization: `Bearer ${token}` });

  collectGarbage();
  snapshot(settings.heapSnapshots, 'before-load');
  const origin = performance.now();
  const before = memoryPoint(origin);
  // About eight live-heap points over the run, at least half of them in its second half.
  const sampler = sampleMemory(origin, 1000, (settings.seconds * 1000) / 8);
  let result: autocannon.Result;
  try {
    result = await autocannon({ url: base.origin, connections: settings.connections, duration: settings.seconds, timeout: 10, requests });
  } catch (error) {
    sampler.stop();
    throw error;
  }
  const { samples, live, forcedGcMs } = sampler.stop();
  const after = memoryPoint(origin);
  const settleStarted = performance.now();
  await ctx.settled();
  const settleAfterLoadMs = round(performance.now() - settleStarted, 0);
  const afterSettle = memoryPoint(origin);
  collectGarbage();
  const afterSettleGc = memoryPoint(origin);
  snapshot(settings.heapSnapshots, 'after-load-settled');

  const liveHeapMbPerMin = lastHalfSlope(live, settings.seconds, 'heapUsedMb');
  const memory: LoadMemory = {
    process: `${MEASURED_PROCESS} (pid ${process.pid})`,
    gcForced,
    before,
    samples,
    live,
    forcedGcMs,
    after,
    afterSettle,
    afterSettleGc,
    slope: { liveHeapMbPerMin, rssMbPerMin: lastHalfSlope(samples, settings.seconds, 'rssMb') },
    criterion: `live heap (after a forced full GC) grows by at most ${LEVEL_MB_PER_MIN} MB/min over the last half of the load`,
    levelsOff: gcForced && Number.isFinite(liveHeapMbPerMin) && liveHeapMbPerMin <= LEVEL_MB_PER_MIN,
  };
  return {
    seconds: settings.seconds,
    connections: settings.connections,
    requests: result.requests.total,
    throughputRps: round(result.requests.total / result.duration, 1),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max, mean: round(result.latency.mean, 2) },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    byRequest: counts,
    settleAfterLoadMs,
    memory,
  };
}
