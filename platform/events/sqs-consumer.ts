/**
 * A queue consumer's batch (the webhook dispatcher, the mail function): its messages handled side
 * by side; one whose handling threw is logged and reported back (partial batch response), so SQS
 * offers it again and, past the queue's redrive limit, moves it to the dead-letter queue. The
 * others are done.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';

export async function eachMessage(event: SQSEvent, handle: (body: string) => Promise<unknown>, failure: string): Promise<SQSBatchResponse> {
  const results = await Promise.allSettled(event.Records.map((r) => handle(r.body)));
  const failures = event.Records.filter((r, i) => {
    const result = results[i];
    if (result?.status !== 'rejected') return false;
    console.error(JSON.stringify({ level: 'error', msg: failure, messageId: r.messageId, error: String(result.reason) }));
    return true;
  });
  return { batchItemFailures: failures.map((r) => ({ itemIdentifier: r.messageId })) };
}
