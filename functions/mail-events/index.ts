/**
 * SES bounce and complaint events, from the configuration set's SNS topic (lib/mail-delivery.ts):
 * features/mail/ses-event-service.ts marks the addresses. A malformed message is logged and
 * skipped and never blocks the others; a failure of the table throws, so Lambda retries the
 * invocation (marks are idempotent) and then sends it to the events dead-letter queue.
 */
import type { SNSEvent } from 'aws-lambda';
import { recordSesNotification, type SesNotificationResult } from '#features/mail/ses-event-service.ts';

export async function handler(event: SNSEvent): Promise<SesNotificationResult[]> {
  const results: SesNotificationResult[] = [];
  for (const record of Array.isArray(event?.Records) ? event.Records : []) {
    results.push(await recordSesNotification(typeof record?.Sns?.Message === 'string' ? record.Sns.Message : '', record?.Sns?.MessageId));
  }
  return results;
}
