/**
 * The table's stream consumer. It drives background jobs (space and post purges) and writes
 * notifications (shared/domain/notification-fanout.ts); the webhook issue adds event routing.
 * Records of one batch are handled in order; a failure reports that record and every later one as
 * failed (partial batch response), so nothing after it is skipped or lost.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { advancePurgeJob, isPurgeJob, type PurgeJob } from '#shared/data/space-content.ts';
import { notificationsFromRecord } from '#shared/domain/notification-fanout.ts';

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (!record) continue;
    try {
      if (record.eventName === 'REMOVE' || !record.dynamodb?.NewImage) continue;
      const item = unmarshall(record.dynamodb.NewImage as Record<string, AttributeValue>);
      if (isPurgeJob(item)) await advancePurgeJob(item as unknown as PurgeJob);
      else await notificationsFromRecord(item, record.dynamodb.OldImage ? unmarshall(record.dynamodb.OldImage as Record<string, AttributeValue>) : undefined);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'stream record failed', sequence: record.dynamodb?.SequenceNumber, error: String(error) }));
      return {
        batchItemFailures: records.slice(i).map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })),
      };
    }
  }
  return { batchItemFailures: [] };
}
