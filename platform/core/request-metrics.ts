/**
 * Per-request DynamoDB accounting: calls, round trips, time and consumed capacity.
 * The request pipeline opens a scope; the instrumented client adds to whichever scope is active,
 * so concurrent requests in one process (the local stack, tests) never mix their figures.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DynamoMetrics {
  calls: number;
  /**
   * Sequential round trips: a call that starts while another call of the request is in flight
   * rides on that trip (parallel calls count once), so this is what the request waited in turn.
   */
  trips: number;
  /** Calls started and not yet ended. */
  inFlight: number;
  durationMs: number;
  rcu: number;
  wcu: number;
}

const storage = new AsyncLocalStorage<DynamoMetrics>();

export const newMetrics = (): DynamoMetrics => ({ calls: 0, trips: 0, inFlight: 0, durationMs: 0, rcu: 0, wcu: 0 });

export function withMetrics<T>(metrics: DynamoMetrics, fn: () => T): T {
  return storage.run(metrics, fn);
}

export const currentMetrics = (): DynamoMetrics | undefined => storage.getStore();

/** A call starts: a new round trip when none of the request's calls is in flight. */
export function callStarted(metrics: DynamoMetrics): void {
  if (metrics.inFlight === 0) metrics.trips += 1;
  metrics.inFlight += 1;
}

/** A call ends (answered or failed), after `durationMs`. */
export function callEnded(metrics: DynamoMetrics, durationMs: number): void {
  metrics.inFlight = Math.max(0, metrics.inFlight - 1);
  metrics.calls += 1;
  metrics.durationMs += durationMs;
}
