/**
 * Topics and their configuration. A community has tens of topics, not millions: they share one
 * partition (TOPICS), so the admin list is one Query. Access patterns:
 * - all topics: Query TOPICS; one: GetItem TOPICS/TOPIC#<id>
 * - create: TransactWrite [UNIQUE#topic_slug#<slug>, Put topic]; delete releases the slug
 * - configuration: GetItem / Put CONFIG/topics (its `enabled` is the site's features.topics, kept in SETTINGS/SITE)
 * - posts_count (every published post) and public_posts_count (those on the public timeline: what
 *   anyone may read): ADD in the transaction that links or unlinks a published post (feed-store.ts)
 * - a deleted topic's posts: Query gsi1 TOPICFEED#<topic>, a batch per background step
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import { queryAll } from '#platform/data/queries.ts';
import { claimUnique, releaseUnique, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { TopicRecord } from '#features/topics/topics.ts';
import type { TopicConfig } from '#features/settings/topic-config.ts';

const PARTITION = keys.TOPICS_PARTITION;
const SLUG_MARKER = 'topic_slug';
const topicKey = keys.topic;
const FIELDS = ['id', 'title', 'slug', 'description', 'color', 'icon', 'parent_id', 'posts_count', 'status', 'serial', 'created_at', 'updated_at'] as const;
const toTopic = (item: Record<string, unknown>): TopicRecord => {
  const t = Object.fromEntries(FIELDS.map((f) => [f, item[f]])) as unknown as TopicRecord;
  return { ...t, posts_count: Number(t.posts_count ?? 0) };
};

export async function listTopics(): Promise<TopicRecord[]> {
  return (await queryAll({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': PARTITION } })).map(toTopic);
}

export async function getTopic(id: number): Promise<TopicRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: topicKey(id), ConsistentRead: true }));
  return out.Item ? toTopic(out.Item) : null;
}

export function topicCreateItems(t: TopicRecord): TransactItem[] {
  return [
    claimUnique(SLUG_MARKER, t.slug, { topic_id: t.id }),
    { Put: { TableName: tableName, Item: { ...topicKey(t.id), entity: 'topic', version: 1, ...t }, ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

/** A changed topic (its posts_count left to the feeds that count it); a new slug is claimed first. */
export function topicUpdateItems(before: TopicRecord, after: TopicRecord): TransactItem[] {
  const { posts_count: _p, id: _i, ...fields } = after;
  const entries = Object.entries(fields);
  return [
    ...(after.slug !== before.slug ? [claimUnique(SLUG_MARKER, after.slug, { topic_id: after.id }), releaseUnique(SLUG_MARKER, before.slug)] : []),
    {
      Update: {
        TableName: tableName,
        Key: topicKey(after.id),
        UpdateExpression: `SET ${entries.map((_, i) => `#a${i} = :v${i}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#a${i}`, k])),
        ExpressionAttributeValues: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
      },
    },
  ];
}

export function topicDeleteItems(t: TopicRecord): TransactItem[] {
  return [{ Delete: { TableName: tableName, Key: topicKey(t.id), ConditionExpression: 'attribute_exists(pk)' } }, releaseUnique(SLUG_MARKER, t.slug)];
}

/** The stored topic settings as written; the domain parses them (topicConfigSchema). */
export async function readTopicConfig(): Promise<unknown> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.serviceConfig('topics'), ConsistentRead: true }));
  return out.Item?.['config'] ?? {};
}

/**
 * The topic settings' Put, for a transaction (with the site's `features.topics`, which is their
 * `enabled`: settings-service.ts featureSwitchItems). `enabled` is not kept here.
 */
export function topicConfigPut(config: Omit<TopicConfig, 'enabled'>, at: string): TransactItem {
  return { Put: { TableName: tableName, Item: { ...keys.serviceConfig('topics'), entity: 'config', config, updated_at: at } } };
}

/**
 * Counts a published post in or out of a topic, and in or out of its public count (what anyone may
 * read); a topic deleted meanwhile fails the transaction.
 */
export function topicPostsCountUpdate(topicId: number, delta: number, publicDelta: number): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: topicKey(topicId),
      UpdateExpression: 'ADD posts_count :d, public_posts_count :p',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta, ':p': publicDelta },
    },
  };
}

/** A topic item's count of what `everyone` or only its readers may see (public_posts_count, posts_count). */
export const topicPostsCount = (item: Record<string, unknown> | undefined, scope: 'public' | 'all'): number =>
  Number(item?.[scope === 'public' ? 'public_posts_count' : 'posts_count'] ?? 0);

/** Posts a topic is removed from per step of its deletion: one small transaction each. */
export const TOPIC_UNLINK_BATCH = 100;

/** One background step of a topic's deletion: unlinks up to `limit` posts; returns how many. */
export async function unlinkTopicStep(topicId: number, limit: number): Promise<number> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.topicFeedPartition(topicId) },
      ProjectionExpression: 'pk, sk, feed_id',
      Limit: limit,
    }),
  );
  const links = out.Items ?? [];
  await Promise.all(
    links.map(async (link) => {
      const feedId = Number(link['feed_id']);
      // The post's revision moves, so an edit racing this step retries instead of restoring the topic.
      await transact([
        { Delete: { TableName: tableName, Key: keys.feedTopic(feedId, topicId) } },
        {
          Update: {
            TableName: tableName,
            Key: keys.feed(feedId),
            UpdateExpression: 'DELETE topics :t ADD rev :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':t': new Set([topicId]), ':one': 1 },
          },
        },
      ]).catch(async (error: unknown) => {
        // The post is gone (its partition purge takes the link too): drop the link now.
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
        await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.feedTopic(feedId, topicId) }));
      });
    }),
  );
  return links.length;
}
