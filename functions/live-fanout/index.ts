/**
 * The live fan-out queue's consumer (docs/live-updates.md, "Delivery"): each message is one live
 * message and a batch of its channel's subscribers, posted to those who may read it now
 * (features/live/live-delivery.ts deliverBatch). A batch whose handling threw comes again, then
 * goes to the dead-letter queue; clients drop a message they already have by its id.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { eachMessage } from '#platform/events/sqs-consumer.ts';
import { deliverBatch } from '#features/live/live-delivery.ts';
import { parseFanoutBatch } from '#features/live/live-fanout-queue.ts';

export const handler = (event: SQSEvent): Promise<SQSBatchResponse> => eachMessage(event, (body) => deliverBatch(parseFanoutBatch(body)), 'live fan-out batch failed');
