/**
 * The table's stream consumer: background jobs (purges), the fan-out lists of the home and
 * following feeds, and (with the webhook issue) event routing. Records of one batch are handled in
 * order; a failure reports that record and every later one as failed (partial batch response), so
 * nothing after it is skipped or lost. Every handler is idempotent: a record may come twice.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { advancePurgeJob, isPurgeJob, type PurgeJob } from '#shared/data/space-content.ts';
import { onFeedChange, onFollowChange, onMembershipChange } from '#shared/domain/feed-fanout.ts';

type Image = Record<string, unknown> | undefined;

const image = (raw: Record<string, unknown> | undefined): Image => (raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined);

/** What each kind of item's change starts; the item's `entity` picks the handler. */
const ROUTES: Record<string, (before: Image, after: Image) => Promise<unknown>> = {
  purge_job: async (_before, after) => {
    if (isPurgeJob(after)) await advancePurgeJob(after as unknown as PurgeJob);
  },
  feed: onFeedChange,
  space_member: onMembershipChange,
  follow: onFollowChange,
};

async function route(record: DynamoDBRecord): Promise<void> {
  const before = image(record.dynamodb?.OldImage);
  const after = image(record.dynamodb?.NewImage);
  const entity = String((after ?? before)?.['entity'] ?? '');
  await ROUTES[entity]?.(before, after);
}

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records;
  for (let i = 0; i < records.length; i++) {
    const record = records[i];
    if (!record) continue;
    try {
      await route(record);
    } catch (error) {
      console.error(JSON.stringify({ level: 'error', msg: 'stream record failed', sequence: record.dynamodb?.SequenceNumber, error: String(error) }));
      return {
        batchItemFailures: records.slice(i).map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })),
      };
    }
  }
  return { batchItemFailures: [] };
}
