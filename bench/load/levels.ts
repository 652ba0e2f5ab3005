/**
 * Whether the measured process's memory levels off under load, and its range over a phase: pure
 * functions of the memory points (bench/README.md, "When memory levels off").
 */
import { round, slope } from '../stats.ts';
import type { MemoryPoint, MemoryRange } from './types.ts';

/** The live heap may grow by at most this much per minute over the last half of the load... */
export const LEVEL_MB_PER_MIN = 3;
/**
 * ...or by at most this much in all over that half: below it, the rise is within what two forced
 * GCs' leftovers differ by (a few hundred KB to 1 MB here), which a short run's slope magnifies
 * into MB per minute (0.4 MB over 5 s reads as 4.7 MB/min).
 */
export const LEVEL_NOISE_MB = 1;

export const LEVEL_CRITERION = `live heap (after a forced full GC) grows by at most ${LEVEL_MB_PER_MIN} MB/min over the last half of the load, or by at most ${LEVEL_NOISE_MB} MB over that half`;

/** MB per minute over the points from half the load on (least squares; NaN with fewer than two). */
export function lastHalfSlope(points: readonly MemoryPoint[], seconds: number, field: 'heapUsedMb' | 'rssMb'): number {
  const half = points.filter((p) => p.atS >= seconds / 2).map((p) => ({ x: p.atS / 60, y: p[field] }));
  return round(slope(half), 2);
}

/**
 * The verdict over the last half of a `seconds`-long load: the live heap's least-squares slope is
 * at most LEVEL_MB_PER_MIN, or the rise it fits over that half (slope x half the run) is at most
 * LEVEL_NOISE_MB. Without forced GCs (no live points) or with fewer than two points in that half it
 * cannot be told, which is not "levels off".
 */
export function levelsOff(
  live: readonly MemoryPoint[],
  seconds: number,
  gcForced: boolean,
): { liveHeapMbPerMin: number; lastHalfRiseMb: number; levelsOff: boolean } {
  const liveHeapMbPerMin = lastHalfSlope(live, seconds, 'heapUsedMb');
  const lastHalfRiseMb = round((liveHeapMbPerMin * seconds) / 2 / 60, 2);
  const within = liveHeapMbPerMin <= LEVEL_MB_PER_MIN || lastHalfRiseMb <= LEVEL_NOISE_MB;
  return { liveHeapMbPerMin, lastHalfRiseMb, levelsOff: gcForced && Number.isFinite(liveHeapMbPerMin) && within };
}

/** RSS and heap used at the start (`before`), their peak over every point, and at the end (`end`), MB. */
export function memoryRange(before: MemoryPoint, during: readonly MemoryPoint[], end: MemoryPoint): MemoryRange {
  const all = [before, ...during, end];
  const peak = (field: 'rssMb' | 'heapUsedMb') => Math.max(...all.map((p) => p[field]));
  return {
    rssMb: { start: before.rssMb, peak: peak('rssMb'), end: end.rssMb },
    heapUsedMb: { start: before.heapUsedMb, peak: peak('heapUsedMb'), end: end.heapUsedMb },
  };
}
