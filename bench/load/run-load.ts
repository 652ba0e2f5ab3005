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
import { round } from '../stats.ts';
import type { BenchContext } from '../types.ts';
import { lastHalfSlope, LEVEL_CRITERION, levelsOff, memoryRange } from './levels.ts';
import { collectGarbage, gcForced, memoryPoint, sampleMemory } from './memory.ts';
import { connectionErrorKind, countKind, loadRequests, type LoadTargets } from './mix.ts';
import type { LoadMemory, LoadResult } from './types.ts';

export const MEASURED_PROCESS =
  'the bench process, which runs the local stack in-process (HTTP adapter and handlers, stream driver and router, SQS emulator and dispatcher) and the autocannon client; DynamoDB Local is a separate Java process, not included';

export interface LoadSettings {
  seconds: number;
  connections: number;
  /** A folder to write heap snapshots to (before the load and after the last GC), to compare in DevTools; none when unset. */
  heapSnapshots?: string | undefined;
  /** Names this phase's heap snapshots (one folder for every phase). */
  phase?: string;
}

function snapshot(folder: string | undefined, name: string): void {
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  console.log(`  heap snapshot: ${writeHeapSnapshot(join(folder, `${name}.heapsnapshot`))}`);
}

export async function runLoad(ctx: BenchContext, targets: LoadTargets, settings: LoadSettings): Promise<LoadResult> {
  const base = new URL(ctx.baseUrl);
  const token = await ctx.adminToken();
  const { requests, counts, errorKinds } = loadRequests(targets, base.pathname, { authorization: `Bearer ${token}` }, settings.phase ? `${settings.phase} ` : '');

  collectGarbage();
  const prefix = settings.phase ? `${settings.phase}-` : '';
  snapshot(settings.heapSnapshots, `${prefix}before-load`);
  const origin = performance.now();
  const before = memoryPoint(origin);
  // About eight live-heap points over the run, at least half of them in its second half.
  const sampler = sampleMemory(origin, 1000, (settings.seconds * 1000) / 8);
  let result: autocannon.Result;
  try {
    result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon({ url: base.origin, connections: settings.connections, duration: settings.seconds, timeout: 10, requests }, (error, done) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
      );
      instance.on('reqError', (error: { code?: unknown; message?: unknown }) => countKind(errorKinds, connectionErrorKind(error)));
    });
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
  snapshot(settings.heapSnapshots, `${prefix}after-load-settled`);

  const verdict = levelsOff(live, settings.seconds, gcForced);
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
    range: memoryRange(before, [...samples, ...live, after, afterSettle], afterSettleGc),
    slope: { liveHeapMbPerMin: verdict.liveHeapMbPerMin, rssMbPerMin: lastHalfSlope(samples, settings.seconds, 'rssMb') },
    lastHalfRiseMb: verdict.lastHalfRiseMb,
    criterion: LEVEL_CRITERION,
    levelsOff: verdict.levelsOff,
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
    errorKinds,
    byRequest: counts,
    settleAfterLoadMs,
    memory,
  };
}
