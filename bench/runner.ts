/**
 * Runs scenarios: seeding first, then a wait until the local stack's stream router has settled
 * (seeding leaves it background work; measuring during it would measure both), then for each
 * request warm-up calls and `iterations` measured calls, one at a time (concurrency 1, so latency
 * is service time, not queueing). A measurement scenario seeds in its own setup(), is settled the
 * same way, then runs itself and returns delays and costs (and, for load, a load result); one whose
 * needs the target cannot meet is skipped.
 */
import { compareWithCurl, type CurlComparison } from './curl.ts';
import { apiGatewayRequests, billedDurationMs, costPerMillion, type CostBreakdown } from './cost.ts';
import { BenchClient, parseServerTiming, type ServerTiming } from './http.ts';
import { round, roundSummary, summarize, type Summary } from './stats.ts';
import type { LoadResult } from './load/types.ts';
import type { MigrationResult } from './migration/types.ts';
import { authLabel, type BenchContext, type BenchRequest, type CostResult, type DelayResult, type HttpMethod, type PerCall, type RegisteredScenario } from './types.ts';

export interface RunSettings {
  iterations: number;
  warmup: number;
  /** Smoke run: measurement scenarios repeat less too. */
  quick: boolean;
}

export interface EndpointResult {
  label: string;
  method: HttpMethod;
  /** The path of the first measured call (paths may vary per call). */
  path: string;
  /** The auth mode's label (authLabel). */
  auth: string;
  /** BenchRequest.notComparedAcrossSizes. */
  notComparedAcrossSizes?: string;
  /** Client-side total latency in ms. */
  totalMs: Summary;
  /** Server-Timing app dur (time in the handler) in ms. */
  appMs: Summary;
  /** Server-Timing ddb dur (time in DynamoDB) in ms. */
  ddbMs: Summary;
  calls: Summary;
  /** Sequential DynamoDB round trips per request (Server-Timing `trips`). */
  trips: Summary;
  rcu: Summary;
  wcu: Summary;
  /** Lambda's billed duration of each call: app dur rounded up to the ms (bench/cost.ts). */
  billedMs: Summary;
  /** USD per million such requests, from the means of the measured calls (bench/cost.ts, bench/prices.ts). */
  costPerMillion: CostBreakdown;
}

/** A background cost row with its price per million units: DynamoDB, SQS and SES (Lambda duration is not measured per unit). */
export type PricedCost = CostResult & { costPerMillion: CostBreakdown };

export interface ScenarioResult {
  name: string;
  description: string;
  durationMs: number;
  /** Time waiting for the stream router to settle after seeding, before measuring (0 against an external server). */
  settleMs: number;
  /** Request scenarios: one per request. */
  endpoints: EndpointResult[];
  /** Measurement scenarios: delay distributions (ms). */
  delays: DelayResult[];
  /** Measurement scenarios: background DynamoDB work per unit, priced. */
  costs: PricedCost[];
  /** Requests marked `curl`, measured with one curl process each against GET /settings/public (bench/curl.ts). */
  curl?: CurlComparison;
  /** The load scenario, one phase per connection count: throughput, latency, errors and the stack process's memory. */
  load?: readonly LoadResult[];
  /** The migration scenario: rows per second per kind, DynamoDB calls per item, where the time went. */
  migration?: MigrationResult;
  /** Why the scenario did not run (its needs are not met by the target), when it did not. */
  skipped?: string;
}

const resolve = <T>(value: PerCall<T>, call: number): T =>
  typeof value === 'function' ? (value as (call: number) => T)(call) : value;


const roundCost = (c: CostBreakdown): CostBreakdown => ({
  dynamodb: round(c.dynamodb, 4),
  lambda: round(c.lambda, 4),
  apiGateway: round(c.apiGateway, 4),
  sqs: round(c.sqs, 4),
  ses: round(c.ses, 4),
  total: round(c.total, 4),
});

async function measure(client: BenchClient, request: BenchRequest, settings: RunSettings): Promise<EndpointResult> {
  const total: number[] = [];
  const timings: ServerTiming[] = [];
  const metered: number[] = [];
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
    metered.push(apiGatewayRequests(body === undefined ? 0 : Buffer.byteLength(JSON.stringify(body))));
  }
  const rcu = summarize(timings.map((t) => t.rcu));
  const wcu = summarize(timings.map((t) => t.wcu));
  const billedMs = summarize(timings.map((t) => billedDurationMs(t.appMs)));
  // Means, not medians: a million requests cost a million times the mean.
  const cost = costPerMillion({ rcu: rcu.mean, wcu: wcu.mean, invocations: 1, billedMs: billedMs.mean, apiRequests: summarize(metered).mean });
  return {
    label: request.label,
    method: request.method,
    path: firstPath,
    auth: authLabel(request.auth),
    ...(request.notComparedAcrossSizes ? { notComparedAcrossSizes: request.notComparedAcrossSizes } : {}),
    totalMs: roundSummary(summarize(total)),
    appMs: roundSummary(summarize(timings.map((t) => t.appMs))),
    ddbMs: roundSummary(summarize(timings.map((t) => t.ddbMs))),
    calls: roundSummary(summarize(timings.map((t) => t.calls))),
    trips: roundSummary(summarize(timings.map((t) => t.trips))),
    rcu: roundSummary(rcu),
    wcu: roundSummary(wcu),
    billedMs: roundSummary(billedMs),
    costPerMillion: roundCost(cost),
  };
}

/** Why `ctx` cannot run a scenario with these needs, or undefined when it can. */
export function unmetNeeds(scenario: RegisteredScenario, ctx: BenchContext): string | undefined {
  const missing = [
    ...(scenario.needs.consumers && !ctx.consumers ? ['in-process DynamoDB accounting of the stream router and the webhook dispatcher'] : []),
    ...(scenario.needs.httpsReceivers && !ctx.tls ? ['local HTTPS webhook receivers the stack can reach'] : []),
    // Only the stack the bench starts itself sets `dynamo`, and it runs in this process.
    ...(scenario.needs.inProcessStack && !ctx.dynamo ? ['the stack in this process, to read its memory'] : []),
  ];
  return missing.length > 0 ? `needs the local stack started by the bench (unset BENCH_BASE_URL): ${missing.join('; ')}` : undefined;
}

/** Waits for the stream router to finish what seeding left it; returns how long that took (ms). */
async function settle(client: BenchClient): Promise<number> {
  const started = performance.now();
  await client.settled();
  return round(performance.now() - started, 0);
}

export async function runScenario(
  client: BenchClient,
  scenario: RegisteredScenario,
  settings: RunSettings,
  onEndpoint?: (result: EndpointResult) => void,
  onSettled?: (ms: number) => void,
): Promise<ScenarioResult> {
  const started = performance.now();
  const base = { name: scenario.name, description: scenario.description, endpoints: [], delays: [], costs: [] };
  const unmet = unmetNeeds(scenario, client);
  if (unmet) return { ...base, durationMs: 0, settleMs: 0, skipped: unmet };
  const options = { quick: settings.quick };
  if (scenario.kind === 'measurement') {
    const run = await scenario.prepare(client, options);
    const settleMs = await settle(client);
    onSettled?.(settleMs);
    const outcome = await run();
    const labels = outcome.delays.map((d) => d.label);
    const duplicate = labels.find((l, i) => labels.indexOf(l) !== i);
    if (duplicate !== undefined) throw new Error(`scenario ${scenario.name}: duplicate delay label '${duplicate}'`);
    return {
      ...base,
      durationMs: round(performance.now() - started, 0),
      settleMs,
      delays: outcome.delays.map((d) => ({ label: d.label, ms: roundSummary(d.ms) })),
      costs: outcome.costs.map((c) => ({
        ...c,
        records: round(c.records),
        calls: round(c.calls),
        rcu: round(c.rcu),
        wcu: round(c.wcu),
        costPerMillion: roundCost(costPerMillion({ rcu: c.rcu, wcu: c.wcu, sqsRequests: c.sqsRequests ?? 0, sesMessages: c.sesMessages ?? 0 })),
      })),
      ...(outcome.load ? { load: outcome.load } : {}),
      ...(outcome.migration ? { migration: outcome.migration } : {}),
    };
  }
  const requests = await scenario.prepare(client);
  const labels = new Set<string>();
  for (const r of requests) {
    if (labels.has(r.label)) throw new Error(`scenario ${scenario.name}: duplicate request label '${r.label}'`);
    labels.add(r.label);
  }
  const marked = requests.filter((r) => r.curl);
  if (marked.length > 0 && !scenario.needs.curl) throw new Error(`scenario ${scenario.name}: marks requests with curl but does not declare needs.curl`);
  const settleMs = await settle(client);
  onSettled?.(settleMs);
  // First, on the community as seeded: after the scenario's writes (a post in a space of 20,000
  // members) the router would have minutes of fan-out to finish before reads measure alone.
  const curl = marked.length > 0 ? await compareWithCurl(marked, client) : undefined;
  const endpoints: EndpointResult[] = [];
  for (const request of requests) {
    const result = await measure(client, request, settings);
    endpoints.push(result);
    onEndpoint?.(result);
  }
  return { ...base, durationMs: round(performance.now() - started, 0), settleMs, endpoints, ...(curl ? { curl } : {}) };
}
