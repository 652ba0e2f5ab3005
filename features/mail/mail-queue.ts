/**
 * The mail queue (SQS; fauxqs locally): one message per mail job. The stream router enqueues new
 * jobs, background producers (notification mail, digests) enqueue theirs directly, the mail
 * function enqueues its own retries with a delay, and a job that used up its attempts goes to the
 * dead-letter queue with its last error.
 */
import { SendMessageBatchCommand } from '@aws-sdk/client-sqs';
import { config } from '#platform/config.ts';
import { toSqsBody } from '#platform/events/sqs-body.ts';
import { queueUrl, sendJson, sqs } from '#platform/events/sqs-client.ts';
import type { MailMessage } from './mail-jobs.ts';

const CANNOT_QUEUE = 'mail cannot be queued';
const BATCH = 10;
export const SQS_MAX_DELAY_SECONDS = 900;

/** Queues jobs, 10 per call; throws if any is refused, so the caller (a stream record, a digest page) is retried. */
export async function enqueueMail(jobs: readonly MailMessage[], delaySeconds = 0): Promise<void> {
  const url = queueUrl(config.MAIL_QUEUE_URL, 'MAIL_QUEUE_URL', CANNOT_QUEUE);
  const delay = Math.max(0, Math.min(SQS_MAX_DELAY_SECONDS, Math.floor(delaySeconds)));
  for (let i = 0; i < jobs.length; i += BATCH) {
    const chunk = jobs.slice(i, i + BATCH);
    const out = await sqs.send(new SendMessageBatchCommand({ QueueUrl: url, Entries: chunk.map((m, j) => ({ Id: String(j), MessageBody: toSqsBody(m), DelaySeconds: delay })) }));
    if (out.Failed && out.Failed.length > 0) throw new Error(`SQS refused ${out.Failed.length} mail messages: ${out.Failed.map((f) => f.Message ?? f.Code).join('; ')}`);
  }
}

export async function deadLetterMail(message: MailMessage, lastError: string, now = new Date()): Promise<void> {
  await sendJson(queueUrl(config.MAIL_DLQ_URL, 'MAIL_DLQ_URL', CANNOT_QUEUE), { ...message, last_error: lastError, failed_at: now.toISOString() });
}
