/**
 * The request metrics' embedded metric format (platform/core/metrics.ts): the figures under the
 * service and function dimensions only, the route in metadata, outcomes under their own dimension.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function emitted(fn: (m: typeof import('#platform/core/metrics.ts')) => void): Promise<Array<Record<string, any>>> {
  vi.resetModules();
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
  vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'community-feeds');
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string) => (lines.push(String(chunk)), true)) as typeof process.stdout.write);
  try {
    const m = await import('#platform/core/metrics.ts');
    fn(m);
  } finally {
    spy.mockRestore();
  }
  return lines.join('').split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l));
}

afterEach(() => vi.unstubAllEnvs());

describe('request metrics', () => {
  it('are the figures of a request under low-cardinality dimensions, the route as metadata', async () => {
    const [emf] = await emitted((m) => {
      m.recordRequest({ route: 'POST /feeds', status: 503, durationMs: 12.5, calls: 4, rcu: 2, wcu: 33 });
      m.flushMetrics();
    });
    const directive = emf!['_aws'].CloudWatchMetrics[0];
    expect(directive.Namespace).toBe('CommunityApi');
    expect(directive.Dimensions).toEqual([expect.arrayContaining(['service', 'function'])]);
    expect(directive.Dimensions[0]).toHaveLength(2);
    expect(directive.Metrics.map((x: { Name: string }) => x.Name).sort()).toEqual(['DynamoCalls', 'DynamoReadUnits', 'DynamoWriteUnits', 'RequestLatency', 'Requests', 'Requests5xx'].sort());
    expect(emf).toMatchObject({ function: 'community-feeds', route: 'POST /feeds', Requests: 1, Requests5xx: 1, RequestLatency: 12.5, DynamoCalls: 4, DynamoWriteUnits: 33 });
  });

  it('count an outcome under its own dimension, and flush nothing when nothing was added', async () => {
    const lines = await emitted((m) => {
      m.countOutcome(m.METRIC.webhookAttempts, 'retrying');
      m.flushMetrics();
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]!['_aws'].CloudWatchMetrics[0].Dimensions[0]).toContain('outcome');
    expect(lines[0]).toMatchObject({ outcome: 'retrying', WebhookAttempts: 1 });
  });
});
