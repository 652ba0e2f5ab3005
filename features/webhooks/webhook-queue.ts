/**
 * The webhook delivery queue (SQS; fauxqs locally): one message per (event, webhook). The stream
 * router enqueues first attempts, the dispatcher enqueues its own retries with a delay, and a
 * delivery that used up its retries goes to the dead-letter queue with its last error. Bodies are
 * JSON in SQS's character set (sqs-body.ts): a payload holding U+FFFF still travels.
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { config } from '#platform/config.ts';
import { fromSqsBody, toSqsBody } from '#platform/events/sqs-body.ts';
import { queueUrl, sendJson, sqs } from '#platform/events/sqs-client.ts';

export interface DeliveryMessage {
  webhook_id: number;
  event_id: string;
  event: string;
  /** The exact payload bytes: every attempt and redelivery sends and signs the same body. */
  body: string;
  /** 1 for the first attempt; the webhook's retry_count allows up to retry_count + 1. */
  attempt: number;
}

export interface DeadLetter extends DeliveryMessage {
  last_error: string | null;
  failed_at: string;
}

const CANNOT_QUEUE = 'webhook deliveries cannot be queued';

/** SQS's batch limit. */
const BATCH = 10;

/** Queues messages, 10 per call; throws if any is refused, so the caller's record is retried. */
export async function enqueueDeliveries(messages: readonly DeliveryMessage[], delaySeconds = 0): Promise<void> {
  const url = queueUrl(config.WEBHOOK_QUEUE_URL, 'WEBHOOK_QUEUE_URL', CANNOT_QUEUE);
  for (let i = 0; i < messages.length; i += BATCH) {
    const chunk = messages.slice(i, i + BATCH);
    const out = await sqs.send(
      new SendMessageBatchCommand({
        QueueUrl: url,
        Entries: chunk.map((m, j) => ({ Id: String(j), MessageBody: toSqsBody(m), DelaySeconds: delaySeconds })),
      }),
    );
    if (out.Failed && out.Failed.length > 0) {
      throw new Error(`SQS refused ${out.Failed.length} webhook messages: ${out.Failed.map((f) => f.Message ?? f.Code).join('; ')}`);
    }
  }
}

export async function deadLetter(message: DeliveryMessage, lastError: string | null, now = new Date()): Promise<void> {
  const letter: DeadLetter = { ...message, last_error: lastError, failed_at: now.toISOString() };
  await sendJson(queueUrl(config.WEBHOOK_DLQ_URL, 'WEBHOOK_DLQ_URL', CANNOT_QUEUE), letter);
}

export function parseDeliveryMessage(body: string): DeliveryMessage {
  const m = fromSqsBody(body) as Partial<DeliveryMessage>;
  if (typeof m.webhook_id !== 'number' || typeof m.event_id !== 'string' || typeof m.event !== 'string' || typeof m.body !== 'string' || typeof m.attempt !== 'number') {
    throw new Error('not a webhook delivery message');
  }
  return m as DeliveryMessage;
}
