/**
 * The measured process's memory: samples of process.memoryUsage(), and full GCs forced on demand so
 * that what is retained can be told from garbage not yet collected. `gc` is reached without
 * restarting node with --expose-gc: setting the flag at run time and reading `gc` from a new
 * context exposes the same function.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { round } from '../stats.ts';
import type { MemoryPoint } from './types.ts';

const MB = 1024 * 1024;

function exposeGc(): (() => void) | undefined {
  const existing = (globalThis as { gc?: () => void }).gc;
  if (existing) return existing;
  try {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as unknown;
    return typeof gc === 'function' ? (gc as () => void) : undefined;
  } catch {
    return undefined;
  }
}

const forceGc = exposeGc();

export const gcForced = forceGc !== undefined;

/** Runs a full GC when possible; returns its duration in ms (0 when it cannot). */
export function collectGarbage(): number {
  if (!forceGc) return 0;
  const started = performance.now();
  forceGc();
  return performance.now() - started;
}

/** The process's memory now; `origin` is the performance.now() that `atS` counts from. */
export function memoryPoint(origin: number): MemoryPoint {
  const m = process.memoryUsage();
  return {
    atS: round((performance.now() - origin) / 1000, 1),
    rssMb: round(m.rss / MB, 1),
    heapUsedMb: round(m.heapUsed / MB, 1),
    heapTotalMb: round(m.heapTotal / MB, 1),
    externalMb: round(m.external / MB, 1),
  };
}

export interface MemorySampler {
  /** Stops sampling; returns the samples and the forced-GC points. */
  stop(): { samples: MemoryPoint[]; live: MemoryPoint[]; forcedGcMs: number };
}

/** Samples every `sampleMs` as found, and every `liveMs` right after a forced full GC. */
export function sampleMemory(origin: number, sampleMs: number, liveMs: number): MemorySampler {
  const samples: MemoryPoint[] = [];
  const live: MemoryPoint[] = [];
  let forcedGcMs = 0;
  const sampling = setInterval(() => samples.push(memoryPoint(origin)), sampleMs);
  const collecting = gcForced
    ? setInterval(() => {
        forcedGcMs += collectGarbage();
        live.push(memoryPoint(origin));
      }, liveMs)
    : undefined;
  return {
    stop: () => {
      clearInterval(sampling);
      clearInterval(collecting);
      return { samples, live, forcedGcMs: round(forcedGcMs, 1) };
    },
  };
}
