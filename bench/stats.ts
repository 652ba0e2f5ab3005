/** Small order statistics for latency samples. */

/** Percentile by linear interpolation between closest ranks (p in 0..100). NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (Math.min(Math.max(p, 0), 100) / 100) * (sorted.length - 1);
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo] ?? Number.NaN;
  const b = sorted[hi] ?? Number.NaN;
  return a + (b - a) * (rank - lo);
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export interface Summary {
  n: number;
  min: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
}

export function summarize(samples: readonly number[]): Summary {
  const n = samples.length;
  const sum = samples.reduce((s, v) => s + v, 0);
  return {
    n,
    min: n ? Math.min(...samples) : Number.NaN,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: n ? Math.max(...samples) : Number.NaN,
    mean: n ? sum / n : Number.NaN,
  };
}

/** Rounds for display and JSON (3 decimals by default). */
export const round = (value: number, digits = 3): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

/** A summary rounded like every figure of the report. */
export const roundSummary = (s: Summary, digits = 3): Summary => ({
  n: s.n,
  min: round(s.min, digits),
  p50: round(s.p50, digits),
  p95: round(s.p95, digits),
  p99: round(s.p99, digits),
  max: round(s.max, digits),
  mean: round(s.mean, digits),
});

/** Least-squares slope of y over x (NaN for fewer than two points or no spread in x). */
export function slope(points: readonly { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  const sxy = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  return sxx === 0 ? Number.NaN : sxy / sxx;
}
