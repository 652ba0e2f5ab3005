/** The one SQS client of a container (fauxqs locally, through SQS_ENDPOINT), and sending one JSON message. */
import { SendMessageBatchCommand, SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '#platform/config.ts';
import { toSqsBody } from '#platform/events/sqs-body.ts';
import { currentCorrelationId } from '#platform/core/log.ts';
import { registeredClient } from '#platform/core/trace-hooks.ts';

/** The message attribute carrying the sender's correlation id (platform/core/log.ts): the consumer logs under it. */
export const CORRELATION_ATTRIBUTE = 'correlation_id';

const correlation = () => {
  const id = currentCorrelationId();
  return id ? { MessageAttributes: { [CORRELATION_ATTRIBUTE]: { DataType: 'String', StringValue: id } } } : {};
};

export const sqs = registeredClient(new SQSClient({ region: config.AWS_REGION, ...(config.SQS_ENDPOINT ? { endpoint: config.SQS_ENDPOINT } : {}) }));

/** The configured queue URL, or why it is missing. */
export function queueUrl(url: string | undefined, name: string, purpose: string): string {
  if (!url) throw new Error(`${name} is not configured: ${purpose}`);
  return url;
}

export async function sendJson(url: string, value: unknown): Promise<void> {
  await sqs.send(new SendMessageCommand({ QueueUrl: url, MessageBody: toSqsBody(value), ...correlation() }));
}

/** SQS's batch size, and its longest message delay. */
const SQS_BATCH = 10;
export const SQS_MAX_DELAY_SECONDS = 900;

/** A retry's delay: base * 2^(attempt-1) seconds, capped at SQS's longest delay. */
export const backoffSeconds = (attempt: number, base: number): number => Math.min(SQS_MAX_DELAY_SECONDS, base * 2 ** (attempt - 1));

/** Sends JSON messages 10 per call, each delayed `delaySeconds` (0-900); throws if any is refused, so the caller is retried. */
export async function sendJsonBatches(url: string, values: readonly unknown[], delaySeconds = 0, what = 'messages'): Promise<void> {
  const delay = Math.max(0, Math.min(SQS_MAX_DELAY_SECONDS, Math.floor(delaySeconds)));
  for (let i = 0; i < values.length; i += SQS_BATCH) {
    const chunk = values.slice(i, i + SQS_BATCH);
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: chunk.map((m, j) => ({ Id: String(j), MessageBody: toSqsBody(m), DelaySeconds: delay, ...correlation() })) }));
    if (out.Failed && out.Failed.length > 0) throw new Error(`SQS refused ${out.Failed.length} ${what}: ${out.Failed.map((f) => f.Message ?? f.Code).join('; ')}`);
  }
}
