/**
 * The mail function: the mail queue's consumer (features/mail/mail-dispatch.ts does the work, the
 * renderers of each feature build the mails). The settings every mail reads are loaded once per
 * batch. A message whose handling threw (the table or SQS failed, not SES: a refused send is a
 * logged, re-queued attempt) is reported back and SQS offers it again, then dead-letters it by redrive.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { eachMessage } from '#platform/events/sqs-consumer.ts';
import { loadMailContext } from '#features/mail/mail-content.ts';
import { dispatchMail } from '#features/mail/mail-dispatch.ts';
import { parseMailMessage, queuedSince } from '#features/mail/mail-jobs.ts';
import { RENDERERS } from './renderers.ts';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const context = await loadMailContext();
  return eachMessage(event, (body, record) => dispatchMail(queuedSince(parseMailMessage(body), record.attributes?.SentTimestamp), context, RENDERERS), 'mail job failed');
}
