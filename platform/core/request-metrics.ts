/**
 * Per-request DynamoDB accounting: calls, time and consumed capacity.
 * The request pipeline opens a scope; the instrumented client adds to whichever scope is active,
 * so concurrent requests in one process (the local stack, tests) never mix their figures.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface DynamoMetrics {
  calls: number;
  durationMs: number;
  rcu: number;
  wcu: number;
}

const storage = new AsyncLocalStorage<DynamoMetrics>();

export const newMetrics = (): DynamoMetrics => ({ calls: 0, durationMs: 0, rcu: 0, wcu: 0 });

export function withMetrics<T>(metrics: DynamoMetrics, fn: () => T): T {
  return storage.run(metrics, fn);
}

export const currentMetrics = (): DynamoMetrics | undefined => storage.getStore();
