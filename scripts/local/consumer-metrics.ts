/**
 * Opt-in DynamoDB accounting of the local stack's background consumers (the stream router and the
 * webhook dispatcher): each handler invocation runs in its own request-metrics scope
 * (platform/core/request-metrics.ts, the same one Server-Timing reads), whose figures are added to
 * running totals. The benchmark reads the totals before and after its changes.
 */
import { newMetrics, withMetrics } from '#platform/core/request-metrics.ts';

export interface ConsumerTotals {
  /** Handler invocations (batches), retries included. */
  invocations: number;
  /** Records (stream records or queue messages) handed to the handler, retries included. */
  records: number;
  /** DynamoDB calls, consumed read / write capacity units and time in DynamoDB (ms). */
  calls: number;
  rcu: number;
  wcu: number;
  durationMs: number;
}

export const newConsumerTotals = (): ConsumerTotals => ({ invocations: 0, records: 0, calls: 0, rcu: 0, wcu: 0, durationMs: 0 });

/** Runs one handler invocation of `records` records, adding its DynamoDB figures to `totals` (when given). */
export async function accounted<T>(totals: ConsumerTotals | undefined, records: number, invoke: () => Promise<T>): Promise<T> {
  if (!totals) return invoke();
  const metrics = newMetrics();
  try {
    return await withMetrics(metrics, invoke);
  } finally {
    totals.invocations += 1;
    totals.records += records;
    totals.calls += metrics.calls;
    totals.rcu += metrics.rcu;
    totals.wcu += metrics.wcu;
    totals.durationMs += metrics.durationMs;
  }
}
