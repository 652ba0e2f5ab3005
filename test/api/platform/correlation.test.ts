/**
 * Logs and the correlation id (platform/core/log.ts, docs/operations.md "Logs"): one id follows a
 * request from the API function into its outbox event, the stream router and the webhook worker,
 * and no log line carries a password or a token. The functions run here, in the test's process, so
 * their log lines can be read (the local stack's own copies log in its process).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBRecord, SQSEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminAuth, createMember } from '../../support/factories.ts';
import { baseUrl } from '../../support/http.ts';
import { token } from '../../support/identity.ts';
import { startReceiver } from '../../support/webhook-receiver.ts';
import { createWebhook, deleteWebhook, eventOf, firstCall, header } from '../../support/webhooks.ts';

const { apiGatewayEvent, lambdaContext } = await import('../../../scripts/local/http-adapter.ts');
const { ddb, tableName } = await import('#platform/data/client.ts');
const { keys } = await import('#platform/data/keys.ts');

/** Every line written to stdout while `fn` runs, parsed where it is JSON. */
async function captured<T>(fn: () => Promise<T>): Promise<{ result: T; lines: Array<Record<string, unknown>>; raw: string }> {
  const chunks: string[] = [];
  const write = process.stdout.write.bind(process.stdout);
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation(((chunk: string | Uint8Array, ...rest: unknown[]) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof process.stdout.write);
  try {
    const result = await fn();
    const raw = chunks.join('');
    const lines = raw.split('\n').flatMap((l) => {
      try {
        return [JSON.parse(l) as Record<string, unknown>];
      } catch {
        return [];
      }
    });
    return { result, lines, raw };
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

const basic = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

describe('the correlation id', () => {
  it('follows a request into its event, the stream router and the webhook worker, and is answered as X-Correlation-Id', async () => {
    const rx = await startReceiver();
    const webhook = await createWebhook({ name: `corr ${token('w')}`, url: rx.url, events: ['feed.created'] });
    try {
      const correlation = `test-${token('corr')}`;
      const { handler: feeds } = await import('#functions/feeds/index.ts');
      const url = new URL(`${baseUrl()}/feeds`);
      const [username, password] = (adminAuth as { basic: readonly [string, string] }).basic;
      const event = apiGatewayEvent({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: basic(username, password), 'x-correlation-id': correlation },
        body: Buffer.from(JSON.stringify({ message: `Correlated ${token('m')}` })),
      });
      const api = await captured(() => feeds(event, lambdaContext('feeds')));
      expect(api.result.statusCode, api.result.body).toBe(200);
      expect(api.result.headers?.['x-correlation-id']).toBe(correlation);
      const postId = JSON.parse(api.result.body ?? '{}').feed.id as number;

      // The outbox event carries it (its id from the local stack's own delivery of it).
      const call = await firstCall(rx, (c) => eventOf(c).event === 'feed.created' && eventOf(c).data?.id === postId);
      const eventId = header(call, 'x-service-event-id');
      const eventItem = (await ddb.send(new GetCommand({ TableName: tableName, Key: keys.event(eventId), ConsistentRead: true }))).Item;
      expect(eventItem?.['correlation_id']).toBe(correlation);

      // The stream router logs under it, and queues the webhook's message with it.
      const { handler: router } = await import('#functions/stream-router/index.ts');
      const record: DynamoDBRecord = { eventName: 'INSERT', dynamodb: { Keys: marshall({ pk: eventItem!['pk'], sk: eventItem!['sk'] }) as never, NewImage: marshall(eventItem!, { removeUndefinedValues: true }) as never, SequenceNumber: token('seq') } };
      const routed = await captured(() => router({ Records: [record] }));
      expect(routed.lines.some((l) => l['message'] === 'event routed' && l['correlation_id'] === correlation)).toBe(true);

      // The webhook worker delivers under the id its message carries.
      const { handler: dispatch } = await import('#functions/webhook-dispatch/index.ts');
      const sqsEvent: SQSEvent = {
        Records: [
          {
            messageId: token('msg'),
            receiptHandle: 'r',
            body: JSON.stringify({ webhook_id: webhook.id, event_id: eventItem!['event_id'], event: 'feed.created', body: JSON.stringify({ event: 'feed.created' }), attempt: 1 }),
            attributes: {} as never,
            messageAttributes: { correlation_id: { stringValue: correlation, dataType: 'String' } },
            md5OfBody: '',
            eventSource: 'aws:sqs',
            eventSourceARN: 'arn:aws:sqs:local:000000000000:webhooks',
            awsRegion: 'us-east-1',
          },
        ],
      };
      const delivered = await captured(() => dispatch(sqsEvent));
      expect(delivered.lines.some((l) => l['message'] === 'webhook attempt' && l['correlation_id'] === correlation)).toBe(true);
    } finally {
      await deleteWebhook(webhook.id);
      await rx.close();
    }
  }, 30_000);

  it('never logs a password or a token a request carried', async () => {
    const member = await createMember();
    const secret = `Secret-${token('pw')}`;
    const { handler: auth } = await import('#functions/auth/index.ts');
    const url = new URL(`${baseUrl()}/auth/token`);
    // A failing sign-in with a password and a bearer token, and one that fails the server (a malformed body): both log a line.
    const event = apiGatewayEvent({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', authorization: `Bearer tok-${secret}`, cookie: `wordpress_logged_in=${secret}` },
      body: Buffer.from(JSON.stringify({ username: member.username, password: secret, token: secret })),
    });
    // Every request's line logged for this call, as LOG_REQUESTS does.
    const { config } = await import('#platform/config.ts');
    const before = config.LOG_REQUESTS;
    (config as { LOG_REQUESTS: boolean }).LOG_REQUESTS = true;
    try {
      const { raw, lines } = await captured(() => auth(event, lambdaContext('auth')));
      expect(lines.some((l) => l['message'] === 'request')).toBe(true);
      expect(raw).not.toContain(secret);
    } finally {
      (config as { LOG_REQUESTS: boolean }).LOG_REQUESTS = before;
    }
  });
});
