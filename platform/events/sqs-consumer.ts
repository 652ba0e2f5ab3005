/**
 * A queue consumer's batch (the webhook dispatcher, the mail function): its messages handled side
 * by side; one whose handling threw is logged and reported back (partial batch response), so SQS
 * offers it again and, past the queue's redrive limit, moves it to the dead-letter queue. The
 * others are done.
 */
import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { errorField, log, withCorrelation } from '#platform/core/log.ts';
import { CORRELATION_ATTRIBUTE } from '#platform/events/sqs-client.ts';

export async function eachMessage(event: SQSEvent, handle: (body: string, record: SQSRecord) => Promise<unknown>, failure: string): Promise<SQSBatchResponse> {
  // Each message is handled under the correlation id its sender gave it (platform/events/sqs-client.ts).
  const results = await Promise.allSettled(event.Records.map((r) => withCorrelation(r.messageAttributes?.[CORRELATION_ATTRIBUTE]?.stringValue, () => handle(r.body, r))));
  const failures = event.Records.filter((r, i) => {
    const result = results[i];
    if (result?.status !== 'rejected') return false;
    log.error(failure, { messageId: r.messageId, error: errorField(result.reason) });
    return true;
  });
  return { batchItemFailures: failures.map((r) => ({ itemIdentifier: r.messageId })) };
}
