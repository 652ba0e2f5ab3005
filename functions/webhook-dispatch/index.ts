/**
 * The webhook dispatcher: the webhook queue's consumer (features/webhooks/webhook-dispatch.ts does the
 * work). Messages of a batch are delivered side by side; a message whose handling threw (the
 * table or SQS failed, not the receiver: a receiver's failure is a logged, re-queued attempt) is
 * reported back and SQS offers it again, then moves it to the dead-letter queue by redrive.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { traced } from '#platform/core/tracing.ts';
import { eachMessage } from '#platform/events/sqs-consumer.ts';
import { dispatchDelivery } from '#features/webhooks/webhook-dispatch.ts';
import { parseDeliveryMessage } from '#features/webhooks/webhook-queue.ts';

// Traced: the receivers' answer times are what an operator looks for (platform/core/tracing.ts).
export const handler = traced('webhook-dispatch', (event: SQSEvent): Promise<SQSBatchResponse> =>
  eachMessage(event, (body) => dispatchDelivery(parseDeliveryMessage(body)), 'webhook delivery failed'),
);
