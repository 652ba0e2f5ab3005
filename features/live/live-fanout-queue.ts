/**
 * The fan-out queue of large channels (docs/live-updates.md, "Delivery"): the stream router sends
 * a message and a batch of its channel's subscribers per SQS message; the live-fanout function
 * (functions/live-fanout) posts them. Bodies in SQS's character set (platform/events/sqs-body.ts).
 */
import { config } from '#platform/config.ts';
import { fromSqsBody } from '#platform/events/sqs-body.ts';
import { queueUrl, sendJsonBatches } from '#platform/events/sqs-client.ts';
import type { FanoutBatch } from '#features/live/live-delivery.ts';

export async function enqueueFanout(batches: readonly FanoutBatch[]): Promise<void> {
  await sendJsonBatches(queueUrl(config.LIVE_FANOUT_QUEUE_URL, 'LIVE_FANOUT_QUEUE_URL', 'large channels cannot be fanned out'), batches, 0, 'live fan-out batches');
}

export function parseFanoutBatch(body: string): FanoutBatch {
  const batch = fromSqsBody(body) as Partial<FanoutBatch>;
  if (typeof batch.message?.channelKey !== 'string' || !Array.isArray(batch.subscribers)) throw new Error('not a live fan-out batch');
  return batch as FanoutBatch;
}
