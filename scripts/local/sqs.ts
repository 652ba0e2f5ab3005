/**
 * The local stand-in for SQS and Lambda's SQS event source mapping: fauxqs (in-process) holds the
 * webhook queue and the mail queue, each with its dead-letter queue and the same redrive rule as in AWS, and the stream
 * router's dead-letter queue (failed side effects, batches the stream driver gave up on); a poller hands
 * received messages to the same dispatcher handler Lambda would run, deleting those it did not
 * report as failed (partial batch response). Failed ones come back after the visibility timeout.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteMessageBatchCommand, ReceiveMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { MessageSpyReader } from 'fauxqs';
import { SQS_REFUSED_CHARACTER } from '#platform/events/sqs-body.ts';
import { accounted, type ConsumerTotals } from './consumer-metrics.ts';
import { fauxqsModule, startEmulator } from './emulator.ts';

export type QueueHandler = (event: SQSEvent) => Promise<SQSBatchResponse>;

export interface LocalQueues {
  endpoint: string;
  queueUrl: string;
  deadLetterQueueUrl: string;
  /** The stream router's dead-letter queue (ROUTER_DLQ_URL). */
  routerDeadLetterQueueUrl: string;
  /** The mail queue and its dead-letter queue (MAIL_QUEUE_URL, MAIL_DLQ_URL), with the same redrive rule. */
  mailQueueUrl: string;
  mailDeadLetterQueueUrl: string;
  /** The same emulator serves S3 (scripts/local/s3.ts): its buckets and the events of their objects. */
  s3: { createBucket(name: string): void; spy: MessageSpyReader };
  stop(): Promise<void>;
}

const REGION = 'us-east-1';
const credentials = { accessKeyId: 'local', secretAccessKey: 'local' };
/** As in AWS (lib/events-stack.ts): a message the dispatcher fails on this many times goes to the DLQ. */
const MAX_RECEIVE_COUNT = 5;
const VISIBILITY_TIMEOUT_SECONDS = 10;

/**
 * fauxqs (1.9) checks bodies one UTF-16 unit at a time, so it refuses every character above
 * U+FFFF (emoji) that SQS accepts. Its check is one shared RegExp in a module the package does not
 * export; its `test` is pointed at SQS's documented rule, the one platform/events/sqs-body.ts
 * encodes for, so local runs accept and refuse exactly what SQS does (test/api/platform/stream-poison.test.ts).
 */
async function applySqsCharacterRule(): Promise<void> {
  const types = await fauxqsModule<{ INVALID_MESSAGE_BODY_CHAR?: unknown }>('sqs/sqsTypes.js').catch(() => ({}) as { INVALID_MESSAGE_BODY_CHAR?: unknown });
  const check = types.INVALID_MESSAGE_BODY_CHAR;
  if (!(check instanceof RegExp)) throw new Error('fauxqs changed: no INVALID_MESSAGE_BODY_CHAR in dist/sqs/sqsTypes.js; update scripts/local/sqs.ts');
  Object.defineProperty(check, 'test', { value: (body: string) => SQS_REFUSED_CHARACTER.test(body) });
}

/** `name` names the webhook queue, `mailName` the mail queue; `routerDeadLetterQueueName` the router's dead-letter queue. */
export async function startLocalQueues(name: string, routerDeadLetterQueueName: string, mailName = `${name}-mail`): Promise<LocalQueues> {
  await applySqsCharacterRule();
  // Loopback only; writes to the stack's buckets must be signed with the stack's credentials (scripts/local/emulator.ts).
  const server = await startEmulator(credentials);
  const withDeadLetters = (queueName: string) => {
    const dlqName = `${queueName}-dlq`;
    const dlq = server.createQueue(dlqName);
    const queue = server.createQueue(queueName, {
      VisibilityTimeout: String(VISIBILITY_TIMEOUT_SECONDS),
      RedrivePolicy: JSON.stringify({ deadLetterTargetArn: `arn:aws:sqs:${REGION}:000000000000:${dlqName}`, maxReceiveCount: String(MAX_RECEIVE_COUNT) }),
    });
    return { queue, dlq };
  };
  const { queue, dlq } = withDeadLetters(name);
  const mail = withDeadLetters(mailName);
  const routerDlq = server.createQueue(routerDeadLetterQueueName);
  return { endpoint: server.endpoint, queueUrl: queue.queueUrl, deadLetterQueueUrl: dlq.queueUrl, routerDeadLetterQueueUrl: routerDlq.queueUrl,
    mailQueueUrl: mail.queue.queueUrl, mailDeadLetterQueueUrl: mail.dlq.queueUrl,
    s3: { createBucket: (bucket) => server.createBucket(bucket), spy: server.spy },
    stop: () => server.stop(),
  };
}

export interface QueueDriver {
  stop(): Promise<void>;
}

export interface QueueDriverOptions {
  endpoint: string;
  queueUrl: string;
  handler: () => Promise<QueueHandler>;
  pollers?: number;
  /** When given, every invocation's DynamoDB calls and capacity are added to it (scripts/local/consumer-metrics.ts). */
  metrics?: ConsumerTotals;
}

/** Long-polls `queueUrl` and runs `handler` on each batch of up to 10 messages, one batch at a time per poller. */
export function startQueueDriver(options: QueueDriverOptions): QueueDriver {
  const client = new SQSClient({ endpoint: options.endpoint, region: REGION, credentials });
  let running = true;
  const poll = async () => {
    while (running) {
      try {
        const out = await client.send(
          new ReceiveMessageCommand({ QueueUrl: options.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1, MessageSystemAttributeNames: ['All'] }),
        );
        const messages = out.Messages ?? [];
        if (messages.length === 0 || !running) continue;
        const handler = await options.handler();
        const event: SQSEvent = {
          Records: messages.map((m) => ({
            messageId: m.MessageId ?? '',
            receiptHandle: m.ReceiptHandle ?? '',
            body: m.Body ?? '',
            attributes: (m.Attributes ?? {}) as never,
            messageAttributes: {},
            md5OfBody: m.MD5OfBody ?? '',
            eventSource: 'aws:sqs',
            eventSourceARN: `arn:aws:sqs:${REGION}:000000000000:local`,
            awsRegion: REGION,
          })),
        };
        const result = await accounted(options.metrics, messages.length, () => handler(event));
        const failed = new Set(result.batchItemFailures.map((f) => f.itemIdentifier));
        const done = messages.filter((m) => !failed.has(m.MessageId ?? ''));
        if (done.length > 0) {
          await client.send(
            new DeleteMessageBatchCommand({ QueueUrl: options.queueUrl, Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? '' })) }),
          );
        }
      } catch (error) {
        if (!running) break;
        console.error(JSON.stringify({ level: 'error', msg: 'queue driver', error: String(error) }));
        await sleep(500);
      }
    }
  };
  const loops = Array.from({ length: options.pollers ?? 2 }, poll);
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      client.destroy();
    },
  };
}
