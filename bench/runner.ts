/**
 * Runs scenarios: for each request, warm-up calls, then `iterations` measured calls, one at a
 * time (concurrency 1, so latency is service time, not queueing).
 */
import { BenchClient, parseServerTiming, type ServerTiming } from './http.ts';
import { round, summarize, type Summary } from './stats.ts';
import type { AuthMode, BenchRequest, HttpMethod, PerCall, RegisteredScenario } from './types.ts';

export interface RunSettings {
  iterations: number;
  warmup: number;
}

export interface EndpointResult {
  label: string;
  method: HttpMethod;
  /** The path of the first measured call (paths may vary per call). */
  path: string;
  auth: AuthMode;
  /** Client-side total latency in ms. */
  totalMs: Summary;
  /** Server-Timing app dur (time in the handler) in ms. */
  appMs: Summary;
  /** Server-Timing ddb dur (time in DynamoDB) in ms. */
  ddbMs: Summary;
  calls: Summary;
  rcu: Summary;
  wcu: Summary;
}

export interface ScenarioResult {
  name: string;
  description: string;
  durationMs: number;
  endpoints: EndpointResult[];
}

const resolve = <T>(value: PerCall<T>, call: number): T =>
  typeof value === 'function' ? (value as (call: number) => T)(call) : value;

const roundSummary = (s: Summary): Summary => ({
  n: s.n,
  min: round(s.min),
  p50: round(s.p50),
  p95: round(s.p95),
  p99: round(s.p99),
  max: round(s.max),
  mean: round(s.mean),
});

async function measure(client: BenchClient, request: BenchRequest, settings: RunSettings): Promise<EndpointResult> {
  const total: number[] = [];
  const timings: ServerTiming[] = [];
  let firstPath = '';
  for (let call = 0; call < settings.warmup + settings.iterations; call++) {
    const path = resolve(request.path, call);
    const body = request.body === undefined ? undefined : resolve(request.body, call);
    let res;
    try {
      res = await client.send(request.method, path, {
        auth: request.auth,
        ...(body !== undefined ? { body } : {}),
        ...(request.expectStatus !== undefined ? { expectStatus: request.expectStatus } : {}),
      });
    } catch (error) {
      throw new Error(`[${request.label}] call ${call}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const timing = parseServerTiming(res.headers.get('server-timing'));
    if (call < settings.warmup) continue;
    if (!firstPath) firstPath = path;
    total.push(res.totalMs);
    timings.push(timing);
  }
  return {
    label: request.label,
    method: request.method,
    path: firstPath,
    auth: request.auth,
    totalMs: roundSummary(summarize(total)),
    appMs: roundSummary(summarize(timings.map((t) => t.appMs))),
    ddbMs: roundSummary(summarize(timings.map((t) => t.ddbMs))),
    calls: roundSummary(summarize(timings.map((t) => t.calls))),
    rcu: roundSummary(summarize(timings.map((t) => t.rcu))),
    wcu: roundSummary(summarize(timings.map((t) => t.wcu))),
  };
}

export async function runScenario(
  client: BenchClient,
  scenario: RegisteredScenario,
  settings: RunSettings,
  onEndpoint?: (result: EndpointResult) => void,
): Promise<ScenarioResult> {
  const started = performance.now();
  const requests = await scenario.prepare(client);
  const labels = new Set<string>();
  for (const r of requests) {
    if (labels.has(r.label)) throw new Error(`scenario ${scenario.name}: duplicate request label '${r.label}'`);
    labels.add(r.label);
  }
  const endpoints: EndpointResult[] = [];
  for (const request of requests) {
    const result = await measure(client, request, settings);
    endpoints.push(result);
    onEndpoint?.(result);
  }
  return { name: scenario.name, description: scenario.description, durationMs: round(performance.now() - started, 0), endpoints };
}
