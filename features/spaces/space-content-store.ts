/**
 * What a space owns, and deleting it in the background. A space keeps its memberships, words and
 * index entries in its own partition (SPACE#<id>); everything else it owns (posts, their comments
 * and reactions, media records) carries `ownerpk = SPACE#<id>` on the owner index, and an owned
 * item with `owns_partition` takes its whole partition with it.
 *
 * Deletion is a job item (JOB#<uuid>): each write to it reaches the stream router, which deletes
 * one batch and writes the job again, so a space of any size is deleted in bounded steps.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand, DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '#platform/config.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { countAll, queryAll } from '#platform/data/queries.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import { releaseMedia } from '#features/media/media-store.ts';

/** Items deleted per job step (PURGE_BATCH_SIZE, 500 unless configured). */
export const BATCH = config.PURGE_BATCH_SIZE;

export interface PurgeJob {
  job_id: string;
  /** A space (its partition and all it owns), a single post (its partition), or a topic (its posts' links). */
  space_id?: number;
  post_id?: number;
  /** The deleted post's author, whose reactions received its likes leave. */
  author_id?: number;
  topic_id?: number;
  batches: number;
  deleted: number;
}

/** One step of a purge: deletes up to a batch of what its target left; answers how many (0: nothing is left). */
export type PurgeStep<A extends unknown[]> = (...args: A) => Promise<number>;

/**
 * The steps a job runs, passed by the stream router: what a post or a topic leaves is deleted by
 * its own feature (feed-purge.ts, notification-store.ts, topic-store.ts), so this module names none.
 */
export interface PurgeSteps {
  space: PurgeStep<[spaceId: number]>;
  /** In turn: the next runs once the one before finds nothing left. */
  post: ReadonlyArray<PurgeStep<[postId: number, authorId: number | undefined]>>;
  topic: PurgeStep<[topicId: number]>;
}

export const isPurgeJob = (item: Record<string, unknown> | undefined): boolean => item?.['entity'] === 'purge_job' && item['status'] === 'running';

/** The job that deletes what a space, a post or a topic leaves behind, written with the deletion itself. */
export function purgeJobPut(target: { spaceId: number } | { postId: number; authorId: number } | { topicId: number }, now = new Date()): TransactItem {
  const jobId = randomUUID();
  const what =
    'spaceId' in target ? { space_id: target.spaceId } : 'postId' in target ? { post_id: target.postId, author_id: target.authorId } : { topic_id: target.topicId };
  return {
    Put: {
      TableName: tableName,
      Item: { ...keys.job(jobId), entity: 'purge_job', status: 'running', job_id: jobId, ...what, batches: 0, deleted: 0, created_at: now.toISOString() },
    },
  };
}

type Key = { pk: string; sk: string };

export async function deleteKeys(keyList: Key[]): Promise<void> {
  const chunks: Key[][] = [];
  for (let i = 0; i < keyList.length; i += 25) chunks.push(keyList.slice(i, i + 25));
  await Promise.all(
    chunks.map(async (chunk) => {
      let pending: Array<{ DeleteRequest: { Key: Key } }> = chunk.map((Key) => ({ DeleteRequest: { Key } }));
      for (let attempt = 0; pending.length > 0; attempt++) {
        if (attempt > 8) throw new Error(`BatchWrite left ${pending.length} deletes unprocessed`);
        const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
        pending = (out.UnprocessedItems?.[tableName] ?? []) as typeof pending;
      }
    }),
  );
}

/** Keys of a partition, with what a purge needs to release media (entity, id, media). */
async function partitionKeys(pk: string, limit: number): Promise<Array<Key & MediaHolder>> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: HOLDER_PROJECTION,
      ExpressionAttributeNames: HOLDER_NAMES,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as Array<Key & MediaHolder>;
}

type MediaHolder = { entity?: string; id?: number; media?: unknown };
const HOLDER_PROJECTION = 'pk, sk, #entity, #id, #media';
const HOLDER_NAMES = { '#entity': 'entity', '#id': 'id', '#media': 'media' };
const keyOnly = (items: Array<Key & Record<string, unknown>>): Key[] => items.map(({ pk, sk }) => ({ pk, sk }));

/** Releases the media that posts and comments about to be purged show (docs/media.md), before they go. */
async function releaseHeldMedia(items: MediaHolder[]): Promise<void> {
  for (const item of items) {
    if (item.entity === 'comment' || item.entity === 'feed') await releaseItemMedia({ ...item, source: item.entity });
  }
}

async function ownedItems(spaceId: number, limit: number): Promise<Array<Key & MediaHolder & { owns_partition?: boolean }>> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.owner.name,
      KeyConditionExpression: 'ownerpk = :o',
      ExpressionAttributeValues: { ':o': keys.spacePartition(spaceId) },
      ProjectionExpression: `${HOLDER_PROJECTION}, owns_partition`,
      ExpressionAttributeNames: HOLDER_NAMES,
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as Array<Key & MediaHolder & { owns_partition?: boolean }>;
}

/** One step of a purge: deletes up to BATCH items; returns how many (0 means the space is gone). */
export async function purgeStep(spaceId: number): Promise<number> {
  const own = await partitionKeys(keys.spacePartition(spaceId), BATCH);
  if (own.length > 0) {
    await deleteKeys(keyOnly(own));
    return own.length;
  }
  const owned = await ownedItems(spaceId, BATCH);
  let deleted = 0;
  for (const item of owned.filter((i) => i.owns_partition)) {
    // Children first, so an interrupted step never leaves children without their owner's marker.
    const children = (await partitionKeys(item.pk, BATCH)).filter((k) => k.sk !== item.sk);
    await releaseHeldMedia(children);
    await deleteKeys(keyOnly(children));
    deleted += children.length;
    if (deleted >= BATCH) return deleted;
  }
  await releaseHeldMedia(owned);
  await deleteKeys(keyOnly(owned));
  return deleted + owned.length;
}

/**
 * Releases the uploaded media a stored post or comment item shows (docs/media.md): the janitor
 * removes them after the grace. Each on its own, before the item goes: one already released, deleted
 * or held elsewhere is no error, so a step run twice is harmless.
 */
export async function releaseItemMedia(item: { source: 'feed' | 'comment'; id?: unknown; media?: unknown }): Promise<void> {
  const media = Array.isArray(item.media) ? (item.media as Array<{ media_id?: unknown }>) : [];
  const owner = { source: item.source, id: Number(item.id) };
  for (const m of media) if (typeof m.media_id === 'number') await releaseMedia(m.media_id, owner, new Date());
}

/** Runs the post's steps in turn: the first that finds something answers. */
async function inTurn(steps: PurgeSteps['post'], postId: number, authorId: number | undefined): Promise<number> {
  for (const step of steps) {
    const deleted = await step(postId, authorId);
    if (deleted > 0) return deleted;
  }
  return 0;
}

/** Runs one step of a job and records it (which triggers the next), or ends the job. */
export async function advancePurgeJob(job: PurgeJob, steps: PurgeSteps): Promise<'continued' | 'finished'> {
  const deleted =
    job.space_id !== undefined
      ? await steps.space(job.space_id)
      : job.post_id !== undefined
        ? await inTurn(steps.post, job.post_id, job.author_id)
        : job.topic_id !== undefined
          ? await steps.topic(job.topic_id)
          : 0;
  const key = keys.job(job.job_id);
  if (deleted === 0) {
    await ddb.send(new DeleteCommand({ TableName: tableName, Key: key }));
    return 'finished';
  }
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD batches :one, deleted :n SET updated_at = :at, #ttl = :ttl',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      // A job nobody advances for a week is dropped (its stream retries have long been exhausted).
      ExpressionAttributeValues: { ':one': 1, ':n': deleted, ':at': new Date().toISOString(), ':ttl': Math.floor(Date.now() / 1000) + 7 * 86_400 },
    }),
  );
  return 'continued';
}

/**
 * Stand-ins for posts until the feed issue: `count` items owned by the space, each the head of a
 * partition with a child (as a post with a comment will be).
 */
export async function seedOwnedItems(spaceId: number, count: number): Promise<void> {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < count; i++) {
    const pk = `SEEDPOST#${spaceId}#${randomUUID()}`;
    items.push({ pk, sk: 'POST', entity: 'seed_post', ownerpk: keys.spacePartition(spaceId), ownersk: pk, owns_partition: true });
    items.push({ pk, sk: 'CHILD#1', entity: 'seed_child' });
  }
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: { [tableName]: pending } }));
      pending = (out.UnprocessedItems?.[tableName] ?? []) as typeof pending;
    }
  }
}

/**
 * Every item still stored under or owned by the space, with (`children`, the default) the items
 * of owned partitions: a Query each, so a poll over thousands of owned posts leaves them out.
 */
export async function countSpaceItems(spaceId: number, options: { children?: boolean } = {}): Promise<number> {
  const inPartition = async (pk: unknown) => countAll({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });
  let total = await inPartition(keys.spacePartition(spaceId));
  const owned = await queryAll({
    TableName: tableName,
    IndexName: GSI.owner.name,
    KeyConditionExpression: 'ownerpk = :o',
    ExpressionAttributeValues: { ':o': keys.spacePartition(spaceId) },
    ProjectionExpression: 'pk, sk, owns_partition',
  });
  if (options.children === false) return total + owned.length;
  for (let i = 0; i < owned.length; i += 20) {
    const counts = await Promise.all(owned.slice(i, i + 20).map((item) => (item['owns_partition'] ? inPartition(item['pk']) : 1)));
    total += counts.reduce((a, b) => a + b, 0);
  }
  return total;
}
