/**
 * Metrics in CloudWatch's embedded metric format (docs/operations.md, "Metrics"), through
 * Powertools' Metrics: each function adds to one buffer and flushes it at the end of its
 * invocation (a Lambda container serves one invocation at a time); an outcome's figure is written
 * at once, apart. Dimensions stay few and of known values (the service, the function for a
 * request's figures, an outcome, kind or run from a fixed list): a route, a member or an id goes in
 * metadata or the log line, which Logs Insights reads, never in a dimension.
 *
 * Off where nothing reads them: POWERTOOLS_METRICS_DISABLED=true (the local stack and the tests,
 * whose processes serve many requests at once and would mix one buffer).
 */
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { METRIC, METRICS_NAMESPACE, METRICS_SERVICE } from '#platform/core/metric-names.ts';

export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: METRICS_SERVICE,
  defaultDimensions: { function: process.env['AWS_LAMBDA_FUNCTION_NAME'] ?? 'local' },
});

let coldStart = true;

/** Once per container: the ColdStart metric Powertools keeps. */
export function noteColdStart(): void {
  if (!coldStart) return;
  coldStart = false;
  metrics.captureColdStartMetric();
}

/** One API request's figures: its status class, latency and DynamoDB work; the route as metadata. */
export function recordRequest(r: { route: string; status: number; durationMs: number; calls: number; rcu: number; wcu: number }): void {
  metrics.addMetric(METRIC.requests, MetricUnit.Count, 1);
  if (r.status >= 400 && r.status < 500) metrics.addMetric(METRIC.clientErrors, MetricUnit.Count, 1);
  if (r.status >= 500) metrics.addMetric(METRIC.serverErrors, MetricUnit.Count, 1);
  metrics.addMetric(METRIC.latency, MetricUnit.Milliseconds, r.durationMs);
  metrics.addMetric(METRIC.dynamoCalls, MetricUnit.Count, r.calls);
  metrics.addMetric(METRIC.readUnits, MetricUnit.Count, r.rcu);
  metrics.addMetric(METRIC.writeUnits, MetricUnit.Count, r.wcu);
  metrics.addMetadata('route', r.route);
}

type Unit = (typeof MetricUnit)[keyof typeof MetricUnit];

/**
 * One figure under the `service` dimension and `dimensions` (values from fixed lists, never an id
 * or member content), written at once in its own EMF line, so it never mixes with the request's.
 */
export function emitFigure(name: string, value: number, unit: Unit = MetricUnit.Count, dimensions: Readonly<Record<string, string>> = {}): void {
  const single = metrics.singleMetric();
  single.clearDefaultDimensions();
  single.addDimensions({ service: METRICS_SERVICE, ...dimensions });
  single.addMetric(name, unit, value);
}

/** A count (or figure) under one outcome from a fixed list, and the extra dimensions given. */
export function countOutcome(name: string, outcome: string, value = 1, unit: Unit = MetricUnit.Count, dimensions: Readonly<Record<string, string>> = {}): void {
  emitFigure(name, value, unit, { ...dimensions, outcome });
}

/**
 * One outcome of the dashboard's rates (platform/core/metric-names.ts: webhooks delivered or
 * failed, mail sent or failed): a Count of 1 under the `service` dimension alone, as the alarms
 * read it, whatever function emits it.
 */
export function countRate(name: string): void {
  emitFigure(name, 1);
}

/**
 * Counts `run`'s outcome (ScheduledRuns) and what it handled (RunItems, one figure per entry,
 * zeros too, so a graph shows the run happened), or `failed` when `work` throws, which it rethrows.
 */
export async function countRun<T>(run: string, work: () => Promise<T>, tally: (result: T) => { outcome: string; items?: Readonly<Record<string, number>> }): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    countOutcome(METRIC.scheduledRuns, 'failed', 1, MetricUnit.Count, { run });
    throw error;
  }
  const { outcome, items = {} } = tally(result);
  countOutcome(METRIC.scheduledRuns, outcome, 1, MetricUnit.Count, { run });
  for (const [what, n] of Object.entries(items)) countOutcome(METRIC.runItems, what, n, MetricUnit.Count, { run });
  return result;
}

/** Writes what the invocation added (nothing when metrics are off or nothing was added). */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

export { METRIC, MetricUnit };
