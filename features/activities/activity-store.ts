/**
 * The activity history (docs/activities.md). One item per recorded outbox event, keyed by the
 * event's id (keys.activity), so a redelivered event writes nothing. Counters per list (all, a
 * member's, a space's) change in the same transaction as the item. Access patterns:
 * - every activity, newest first: Query gsi1 ACTIVITIES
 * - a member's activities: Query gsi2 ACTIVITIES#USER#<user>
 * - a space's activities: Query gsi3 ACTIVITIES#SPACE#<space>
 *   (each by <created_at>#<event id>, so a date range is part of the key condition)
 * - a post's activities (its deletion): Query owner FEEDACTIVITIES#<post>
 * - record: Put if absent + ADD the counters (+ ConditionCheck that the post / space still exists)
 * - delete: Delete if present + ADD -1 to the counters, one transaction per activity
 */
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import { addUpdate, cancelledByCondition, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { ActivityRecord } from '#features/activities/activities.ts';

const FIELDS = ['id', 'event_id', 'user_id', 'action_type', 'object_id', 'object_type', 'space_id', 'feed_id', 'meta', 'created_at'] as const;

export function toActivity(item: Record<string, unknown>): ActivityRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f] ?? (f === 'meta' ? {} : null)])) as unknown as ActivityRecord;
}

/** Which list an activity list reads: every activity, one member's, or one space's. */
export type ActivityList = { kind: 'all' } | { kind: 'user'; userId: number } | { kind: 'space'; spaceId: number };

const INDEX_OF = { all: GSI.gsi1, user: GSI.gsi2, space: GSI.gsi3 } as const;

export function listPartition(list: ActivityList): { index: (typeof INDEX_OF)[keyof typeof INDEX_OF]; value: string } {
  switch (list.kind) {
    case 'all':
      return { index: INDEX_OF.all, value: keys.ALL_ACTIVITIES };
    case 'user':
      return { index: INDEX_OF.user, value: keys.userActivitiesPartition(list.userId) };
    case 'space':
      return { index: INDEX_OF.space, value: keys.spaceActivitiesPartition(list.spaceId) };
  }
}

export function listCountKey(list: ActivityList): { pk: string; sk: string } {
  switch (list.kind) {
    case 'all':
      return keys.allActivitiesCount();
    case 'user':
      return keys.userActivitiesCount(list.userId);
    case 'space':
      return keys.spaceActivitiesCount(list.spaceId);
  }
}

/** The sort key of every list: time, then the event id (unique, time-ordered). */
const order = (a: Pick<ActivityRecord, 'created_at' | 'event_id'>) => `${a.created_at}#${a.event_id}`;

function activityItem(a: ActivityRecord): Record<string, unknown> {
  const sk = order(a);
  return {
    ...keys.activity(a.event_id),
    entity: 'activity',
    version: 1,
    ...a,
    gsi1pk: keys.ALL_ACTIVITIES,
    gsi1sk: sk,
    gsi2pk: keys.userActivitiesPartition(a.user_id),
    gsi2sk: sk,
    ...(a.space_id !== null ? { gsi3pk: keys.spaceActivitiesPartition(a.space_id), gsi3sk: sk } : {}),
    ...(a.feed_id !== null ? { ownerpk: keys.feedActivitiesPartition(a.feed_id), ownersk: sk } : {}),
  };
}

/** The lists an activity is counted in. */
const countedIn = (a: Pick<ActivityRecord, 'user_id' | 'space_id'>): ActivityList[] => [
  { kind: 'all' },
  { kind: 'user', userId: a.user_id },
  ...(a.space_id !== null ? [{ kind: 'space' as const, spaceId: a.space_id }] : []),
];

const countUpdate = (list: ActivityList, delta: number): TransactItem => addUpdate(listCountKey(list), { count: delta }, 'activity_count');

const exists = (key: { pk: string; sk: string }): TransactItem => ({
  ConditionCheck: { TableName: tableName, Key: key, ConditionExpression: 'attribute_exists(pk)' },
});

/**
 * Writes an activity with its counters, unless one was recorded for the same event (a redelivery)
 * or the post or space it is about is gone by now (deleted while the event waited in the stream:
 * the deletion's purge has run or will find nothing of it). Returns whether it was written.
 */
export async function putActivity(a: ActivityRecord): Promise<boolean> {
  const items: TransactItem[] = [
    { Put: { TableName: tableName, Item: activityItem(a), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...countedIn(a).map((list) => countUpdate(list, 1)),
    ...(a.feed_id !== null ? [exists(keys.feed(a.feed_id))] : []),
    ...(a.space_id !== null ? [exists(keys.space(a.space_id))] : []),
  ];
  try {
    await transact(items);
    return true;
  } catch (error) {
    if (cancelledByCondition(error)) return false;
    throw error;
  }
}

export interface ActivityQuery {
  list: ActivityList;
  /** Inclusive bounds on created_at (ISO strings; `to` may be a prefix bound such as `2026-11-21T~`). */
  from?: string;
  to?: string;
  actionType?: string;
  /** Only this member's (when the list is a space's or everybody's). */
  userId?: number;
  /** Only this space's (when the list is a member's or everybody's). */
  spaceId?: number;
}

/** The Query input of one activity list, newest first. */
export function activityQueryInput(q: ActivityQuery, startKey?: Record<string, unknown>): QueryCommandInput {
  const { index, value } = listPartition(q.list);
  const values: Record<string, unknown> = { ':pk': value };
  let range = '';
  if (q.from !== undefined || q.to !== undefined) {
    values[':from'] = q.from ?? '0';
    values[':to'] = q.to ?? '~';
    range = ` AND ${index.sort} BETWEEN :from AND :to`;
  }
  const filters: string[] = [];
  if (q.actionType !== undefined) {
    filters.push('action_type = :action');
    values[':action'] = q.actionType;
  }
  if (q.userId !== undefined) {
    filters.push('user_id = :user');
    values[':user'] = q.userId;
  }
  if (q.spaceId !== undefined) {
    filters.push('space_id = :space');
    values[':space'] = q.spaceId;
  }
  return {
    TableName: tableName,
    IndexName: index.name,
    KeyConditionExpression: `${index.partition} = :pk${range}`,
    ...(filters.length > 0 ? { FilterExpression: filters.join(' AND ') } : {}),
    ExpressionAttributeValues: values,
    ScanIndexForward: false,
    ...(startKey ? { ExclusiveStartKey: startKey } : {}),
  };
}

/** The key attributes of an activity in a list's index: where a cursor resumes after it. */
export function listKeyOf(list: ActivityList, item: Record<string, unknown>): Record<string, string> {
  const { index } = listPartition(list);
  return { pk: String(item['pk']), sk: String(item['sk']), [index.partition]: String(item[index.partition]), [index.sort]: String(item[index.sort]) };
}

/** One read of a list: up to `limit` items examined (fewer come back when a filter drops some). */
export async function readActivities(q: ActivityQuery, limit: number, startKey?: Record<string, unknown>) {
  const out = await ddb.send(new QueryCommand({ ...activityQueryInput(q, startKey), Limit: limit }));
  return { items: out.Items ?? [], lastKey: out.LastEvaluatedKey, scanned: out.ScannedCount ?? 0 };
}

export const toCount = (item: Record<string, unknown> | undefined): number => Math.max(0, Number(item?.['count'] ?? 0));

/**
 * Deletes up to `limit` activities of a post (owner FEEDACTIVITIES#<post>) or of a space (gsi3),
 * each with its counters, and returns how many it found (0: none left). A space's own counter is
 * left alone when the whole space goes (its partition is purged with it); a post's activities
 * decrement it only while the space still exists, so a purge never recreates a deleted space's item.
 */
export async function deleteActivities(of: { feedId: number } | { spaceId: number }, limit = 100): Promise<number> {
  const byPost = 'feedId' in of;
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      ...(byPost
        ? { IndexName: GSI.owner.name, KeyConditionExpression: 'ownerpk = :p', ExpressionAttributeValues: { ':p': keys.feedActivitiesPartition(of.feedId) } }
        : { IndexName: GSI.gsi3.name, KeyConditionExpression: 'gsi3pk = :p', ExpressionAttributeValues: { ':p': keys.spaceActivitiesPartition(of.spaceId) } }),
      ProjectionExpression: 'pk, sk, user_id, space_id',
      Limit: limit,
    }),
  );
  const found = out.Items ?? [];
  await Promise.all(found.map((i) => deleteOne(i, byPost)));
  return found.length;
}

async function deleteOne(item: Record<string, unknown>, withSpaceCounter: boolean): Promise<void> {
  const userId = Number(item['user_id']);
  const spaceId = item['space_id'] == null ? null : Number(item['space_id']);
  const del: TransactItem = { Delete: { TableName: tableName, Key: { pk: item['pk'], sk: item['sk'] }, ConditionExpression: 'attribute_exists(pk)' } };
  const common = [del, countUpdate({ kind: 'all' }, -1), countUpdate({ kind: 'user', userId }, -1)];
  if (withSpaceCounter && spaceId !== null) {
    const spaceCount = countUpdate({ kind: 'space', spaceId }, -1);
    const guarded: TransactItem = { Update: { ...spaceCount.Update!, ConditionExpression: 'attribute_exists(pk)' } };
    try {
      await transact([...common, guarded]);
      return;
    } catch (error) {
      if (!cancelledByCondition(error)) throw error;
      // Gone already (a redelivery), or the space's counter is gone with the space: the plain delete decides.
    }
  }
  await transact(common).catch((error: unknown) => {
    if (!cancelledByCondition(error)) throw error;
  });
}
