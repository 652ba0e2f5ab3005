/**
 * Traces (platform/core/tracing.ts): in a Lambda-like environment with tracing on, a traced
 * handler sends its subsegment to the X-Ray daemon address, with the AWS SDK call of a
 * registered client and a span inside it, annotated; a span records the host it was given, never
 * more. The daemon is a loopback UDP socket.
 */
import { createSocket, type Socket } from 'node:dgram';
import { SQSClient, ListQueuesCommand } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface Sent {
  id: string;
  parent_id?: string;
  name: string;
  annotations?: Record<string, unknown>;
  metadata?: Record<string, Record<string, unknown>>;
  subsegments?: Sent[];
  namespace?: string;
  fault?: boolean;
  error?: boolean;
}

describe('Traces', () => {
  let daemon: Socket;
  const sent: Sent[] = [];

  beforeAll(async () => {
    daemon = createSocket('udp4');
    daemon.on('message', (msg) => {
      // Each datagram is a header line, then the segment document.
      const [, body] = msg.toString('utf8').split('\n');
      if (body) sent.push(JSON.parse(body) as Sent);
    });
    await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
    Object.assign(process.env, {
      AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${daemon.address().port}`,
      AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
      AWS_LAMBDA_FUNCTION_NAME: 'traced-test',
      LAMBDA_TASK_ROOT: '/var/task',
      AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
      POWERTOOLS_TRACE_ENABLED: 'true',
      AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
      _X_AMZN_TRACE_ID: 'Root=1-6748a1b2-0123456789abcdef01234567;Parent=53995c3f42cd8ad8;Sampled=1',
    });
  });

  afterAll(() => daemon.close());

  it('GIVEN tracing on WHEN a traced handler calls a registered client and a span THEN both are subsegments of its own, annotated', async () => {
    const { registeredClient, inSpan } = await import('#platform/core/trace-hooks.ts');
    // Made before the tracer loads, as the table's client is: still captured.
    const sqs = registeredClient(new SQSClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9', maxAttempts: 1, credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }));
    const { traced } = await import('#platform/core/tracing.ts');
    const handler = traced('test-worker', async () => {
      await sqs.send(new ListQueuesCommand({})).catch(() => undefined);
      return inSpan('webhook receiver', { annotations: { event: 'feed.created' }, metadata: { host: 'hooks.example.com' } }, async (record) => {
        record({ annotations: { ok: true, status_code: 204 } });
        return 'done';
      });
    });
    expect(await handler({})).toBe('done');
    await expect.poll(() => sent.find((s) => s.name === '## test-worker'), { timeout: 2000 }).toBeDefined();
    const root = sent.find((s) => s.name === '## test-worker')!;
    expect(root.annotations).toMatchObject({ ColdStart: true, Service: 'community-api' });
    // A closed child is sent either inside its parent or on its own, naming its parent.
    const children = [...(root.subsegments ?? []), ...sent.filter((s) => s.parent_id === root.id)];
    const aws = children.find((c) => c.namespace === 'aws');
    expect(aws).toMatchObject({ name: 'SQS', aws: { operation: 'ListQueues' }, fault: true });
    const span = children.find((c) => c.name === 'webhook receiver');
    expect(span?.annotations).toEqual({ event: 'feed.created', ok: true, status_code: 204 });
    expect(span?.metadata).toEqual({ 'community-api': { host: 'hooks.example.com' } });
  });
});
