/**
 * The original's method of measuring a read (issue 33, "Done when"): one `curl` process per
 * request, an application password (HTTP Basic), 20 requests after 2 warm-ups, p50 of curl's
 * `time_total`. A scenario marks the requests to measure this way (`curl: true`); after its own
 * measurements the runner sends them, and GET /settings/public with the same credentials as the
 * baseline, in rounds (one of each per round, one process at a time), so every figure of a
 * scenario comes from the same server at the same moment. Each marked request's p50 must be at
 * most CURL_LIMIT times the baseline's.
 */
import { spawn, spawnSync } from 'node:child_process';
import { round, roundSummary, summarize, type Summary } from './stats.ts';
import type { BenchRequest } from './types.ts';

export const CURL_ITERATIONS = 20;
export const CURL_WARMUP = 2;
/** A marked read's p50 time_total may be at most this many times the baseline's. */
export const CURL_LIMIT = 2.5;
export const CURL_BASELINE = { label: 'GET /settings/public', path: '/settings/public' } as const;

/** curl's `--write-out`: the status and time_total (seconds), on one line. */
const WRITE_OUT = '%{http_code} %{time_total}\\n';

export const CURL_MISSING =
  'curl is not on the PATH: the curl comparison (issue 33; bench/README.md, "curl comparison") runs one curl process per request. ' +
  'Install it (Debian/Ubuntu: sudo apt-get install -y curl; macOS: brew install curl), or leave out the scenarios that mark requests with `curl`.';

/** curl's version line, or undefined when curl cannot run. */
export function curlVersion(): string | undefined {
  const r = spawnSync('curl', ['--version'], { encoding: 'utf8', timeout: 15_000 });
  if (r.error || r.status !== 0) return undefined;
  return r.stdout.split('\n')[0]?.trim();
}

/** Throws CURL_MISSING when curl cannot run; returns its version line. */
export function requireCurl(): string {
  return curlVersion() ?? (() => {
    throw new Error(CURL_MISSING);
  })();
}

/** One curl run's `--write-out` line: the HTTP status and time_total in ms. */
export function parseCurlOutput(stdout: string): { status: number; timeTotalMs: number } {
  const m = /^\s*(\d{3})\s+(\d+(?:[.,]\d+)?)\s*$/.exec(stdout);
  if (!m) throw new Error(`unexpected curl output (want '<http_code> <time_total>'): ${JSON.stringify(stdout.slice(0, 200))}`);
  return { status: Number(m[1]), timeTotalMs: Number((m[2] ?? '').replace(',', '.')) * 1000 };
}

/**
 * Sends one GET with a new curl process. The Authorization header goes through curl's config on
 * stdin (`-K -`), not the command line, where other users could read it.
 */
export function curlOnce(url: string, headers: Record<string, string>): Promise<{ status: number; timeTotalMs: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('curl', ['-sS', '-o', '/dev/null', '-w', WRITE_OUT, '-K', '-', url], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('error', (error: NodeJS.ErrnoException) => reject(error.code === 'ENOENT' ? new Error(CURL_MISSING) : error));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`curl ${url} exited ${code}: ${err.trim()}`));
      try {
        resolve(parseCurlOutput(out));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.stdin.end(Object.entries(headers).map(([name, value]) => `header = "${name}: ${value.replace(/["\\]/g, '\\$&')}"\n`).join(''));
  });
}

export interface CurlRow {
  label: string;
  path: string;
  /** curl's time_total per measured request, ms. */
  timeTotalMs: Summary;
  /** p50 over the baseline's p50 (1 for the baseline itself). */
  ratio: number;
  /** CURL_LIMIT; null for the baseline. */
  limit: number | null;
  /** ratio <= limit; null for the baseline. */
  ok: boolean | null;
}

export interface CurlComparison {
  method: string;
  curl: string;
  iterations: number;
  warmup: number;
  auth: string;
  /** The baseline first, then each marked request. */
  rows: CurlRow[];
}

/** The rows of a comparison from each request's samples (ms); the first is the baseline. */
export function curlRows(samples: readonly { label: string; path: string; ms: readonly number[] }[], limit = CURL_LIMIT): CurlRow[] {
  const [baseline] = samples;
  if (!baseline) return [];
  const base = summarize(baseline.ms).p50;
  return samples.map((s, i) => {
    const timeTotalMs = roundSummary(summarize(s.ms), 2);
    const ratio = round(summarize(s.ms).p50 / base, 2);
    return i === 0 ? { label: s.label, path: s.path, timeTotalMs, ratio: 1, limit: null, ok: null } : { label: s.label, path: s.path, timeTotalMs, ratio, limit, ok: ratio <= limit };
  });
}

/**
 * Measures `requests` (GETs, all with the same auth) and the baseline with one curl process per
 * request: CURL_WARMUP rounds then CURL_ITERATIONS, each round the baseline then every request.
 */
export async function compareWithCurl(
  requests: readonly BenchRequest[],
  target: { urlFor(path: string): string; headersFor(auth: BenchRequest['auth'], hasBody: boolean): Promise<Record<string, string>> },
): Promise<CurlComparison> {
  const curl = requireCurl();
  const [first] = requests;
  if (!first) throw new Error('no request to compare with curl');
  for (const r of requests) {
    if (r.method !== 'GET' || r.body !== undefined || typeof r.path !== 'string') throw new Error(`[${r.label}] curl comparison: only a fixed GET can be measured with curl`);
    if (r.auth !== first.auth) throw new Error(`[${r.label}] curl comparison: every request must use the same auth as the baseline (${String(first.auth)})`);
  }
  const headers = await target.headersFor(first.auth, false);
  const measured = [{ label: CURL_BASELINE.label, path: CURL_BASELINE.path }, ...requests.map((r) => ({ label: r.label, path: r.path as string }))].map((r) => ({ ...r, ms: [] as number[] }));
  for (let round = 0; round < CURL_WARMUP + CURL_ITERATIONS; round++) {
    for (const r of measured) {
      const res = await curlOnce(target.urlFor(r.path), headers);
      if (res.status < 200 || res.status >= 300) throw new Error(`[${r.label}] curl GET ${r.path} -> ${res.status} (expected 2xx)`);
      if (round >= CURL_WARMUP) r.ms.push(res.timeTotalMs);
    }
  }
  return {
    method: `one curl process per request, ${CURL_ITERATIONS} after ${CURL_WARMUP} warm-ups in rounds (the baseline, then each request), p50 of time_total`,
    curl,
    iterations: CURL_ITERATIONS,
    warmup: CURL_WARMUP,
    auth: typeof first.auth === 'string' ? first.auth : first.auth.as,
    rows: curlRows(measured),
  };
}
