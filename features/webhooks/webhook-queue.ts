/**
 * The webhook delivery queue (SQS; fauxqs locally): one message per (event, webhook). The stream
 * router enqueues first attempts, the dispatcher enqueues its own retries with a delay, and a
 * delivery that used up its retries goes to the dead-letter queue with its last error. Bodies are
 * JSON in SQS's character set (sqs-body.ts): a payload holding U+FFFF still travels.
 */
import { config } from '#platform/config.ts';
import { fromSqsBody } from '#platform/events/sqs-body.ts';
import { queueUrl, sendJson, sendJsonBatches } from '#platform/events/sqs-client.ts';

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

/** Queues messages, 10 per call; throws if any is refused, so the caller's record is retried. */
export async function enqueueDeliveries(messages: readonly DeliveryMessage[], delaySeconds = 0): Promise<void> {
  await sendJsonBatches(queueUrl(config.WEBHOOK_QUEUE_URL, 'WEBHOOK_QUEUE_URL', CANNOT_QUEUE), messages, delaySeconds, 'webhook messages');
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
