/**
 * The table's stream consumer: background jobs (purges), the fan-out lists of the home and
 * following feeds, notifications (shared/domain/notification-fanout.ts), the activity history
 * (shared/domain/activity-recorder.ts), and (with the webhook issue) event routing. Records of one item are handled in
 * stream order, different items side by side; a failure reports that record and every later one as
 * failed (partial batch response), so nothing after it is skipped or lost. Every handler is
 * idempotent: a record may come twice.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { advancePurgeJob, isPurgeJob, type PurgeJob } from '#shared/data/space-content.ts';
import { historyFromEvent } from '#shared/domain/activity-recorder.ts';
import { onFeedChange, onFollowChange, onMembershipChange } from '#shared/domain/feed-fanout.ts';
import { notificationsFromRecord } from '#shared/domain/notification-fanout.ts';

type Image = Record<string, unknown> | undefined;

const image = (raw: Record<string, unknown> | undefined): Image => (raw ? unmarshall(raw as Record<string, AttributeValue>) : undefined);

type Route = (before: Image, after: Image) => Promise<unknown>;

/** A new outbox event (events are only ever inserted; their expiry is not history). */
const history: Route = async (before, after) => {
  if (after && !before) await historyFromEvent(after);
};

const notify: Route = async (before, after) => {
  if (after) await notificationsFromRecord(after, before);
};

/** What each kind of item's change starts; the item's `entity` picks the handler. */
const ROUTES: Record<string, Route> = {
  purge_job: async (_before, after) => {
    if (isPurgeJob(after)) await advancePurgeJob(after as unknown as PurgeJob);
  },
  feed: onFeedChange,
  space_member: async (before, after) => Promise.all([onMembershipChange(before, after), notify(before, after)]),
  follow: onFollowChange,
  // Outbox events: notifications (comments, likes, posts, follows) and the activity history.
  event: async (before, after) => Promise.all([notify(before, after), history(before, after)]),
  // Comment likes, which have no event.
  like: notify,
};

async function route(record: DynamoDBRecord): Promise<void> {
  const before = image(record.dynamodb?.OldImage);
  const after = image(record.dynamodb?.NewImage);
  const entity = String((after ?? before)?.['entity'] ?? '');
  await ROUTES[entity]?.(before, after);
}

/**
 * Events about one post (comments, likes) rewrite the same grouped notifications: they run one
 * after another instead of racing for the same items.
 */
function orderKey(record: DynamoDBRecord): string | undefined {
  const image = record.dynamodb?.NewImage;
  const postId = image?.['data']?.M?.['post_id']?.N;
  if (image?.['entity']?.S === 'event' && postId) return `post#${postId}`;
  // Comment likes of one post (its partition) likewise.
  if (image?.['entity']?.S === 'like') return `likes#${image['pk']?.S ?? ''}`;
  return undefined;
}

/** Items handled side by side within a batch; one item's records always run in stream order. */
const CONCURRENCY = 8;

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const records = event.Records;
  const byItem = new Map<string, number[]>();
  records.forEach((r, i) => {
    const key = orderKey(r) ?? JSON.stringify(r.dynamodb?.Keys ?? i);
    byItem.set(key, [...(byItem.get(key) ?? []), i]);
  });
  const queue = [...byItem.values()];
  let firstFailed = records.length;
  const worker = async () => {
    for (let group = queue.shift(); group; group = queue.shift()) {
      for (const i of group) {
        const record = records[i];
        if (!record) continue;
        try {
          await route(record);
        } catch (error) {
          console.error(JSON.stringify({ level: 'error', msg: 'stream record failed', sequence: record.dynamodb?.SequenceNumber, error: String(error) }));
          firstFailed = Math.min(firstFailed, i);
          break;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  // The batch resumes at the first failed record: later ones may run again, which every handler allows.
  return { batchItemFailures: records.slice(firstFailed).map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })) };
}
