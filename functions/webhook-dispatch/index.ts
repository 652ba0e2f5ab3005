/**
 * The webhook dispatcher: the webhook queue's consumer (features/webhooks/webhook-dispatch.ts does the
 * work). Messages of a batch are delivered side by side; a message whose handling threw (the
 * table or SQS failed, not the receiver: a receiver's failure is a logged, re-queued attempt) is
 * reported back and SQS offers it again, then moves it to the dead-letter queue by redrive.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { dispatchDelivery } from '#features/webhooks/webhook-dispatch.ts';
import { parseDeliveryMessage } from '#features/webhooks/webhook-queue.ts';

export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const results = await Promise.allSettled(event.Records.map((r) => dispatchDelivery(parseDeliveryMessage(r.body))));
  const failures = event.Records.filter((r, i) => {
    const result = results[i];
    if (result?.status !== 'rejected') return false;
    console.error(JSON.stringify({ level: 'error', msg: 'webhook delivery failed', messageId: r.messageId, error: String(result.reason) }));
    return true;
  });
  return { batchItemFailures: failures.map((r) => ({ itemIdentifier: r.messageId })) };
}
