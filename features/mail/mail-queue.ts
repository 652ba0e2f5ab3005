/**
 * The mail queue (SQS; fauxqs locally): one message per mail job. The stream router enqueues new
 * jobs, background producers (notification mail, digests) enqueue theirs directly, the mail
 * function enqueues its own retries with a delay, and a job that used up its attempts goes to the
 * dead-letter queue with its last error.
 */
import { config } from '#platform/config.ts';
import { queueUrl, sendJson, sendJsonBatches } from '#platform/events/sqs-client.ts';
import type { MailMessage } from './mail-jobs.ts';

const CANNOT_QUEUE = 'mail cannot be queued';

/** Queues jobs, 10 per call; `delaySeconds` (at most 900) e.g. to coalesce. Throws if any is refused, so the caller (a stream record, a digest page) is retried. */
export async function enqueueMail(jobs: readonly MailMessage[], delaySeconds = 0): Promise<void> {
  await sendJsonBatches(queueUrl(config.MAIL_QUEUE_URL, 'MAIL_QUEUE_URL', CANNOT_QUEUE), jobs, delaySeconds, 'mail messages');
}

export async function deadLetterMail(message: MailMessage, lastError: string, now = new Date()): Promise<void> {
  await sendJson(queueUrl(config.MAIL_DLQ_URL, 'MAIL_DLQ_URL', CANNOT_QUEUE), { ...message, last_error: lastError, failed_at: now.toISOString() });
}
