/**
 * Notifications (docs/notifications.md). One item per member, subject and action in the member's
 * partition (keys.notification), so a repeated action rewrites one grouped notification; the
 * member's NOTIFCOUNT item keeps `unread` and `total`, changed in the same transaction as the
 * notifications. Access patterns:
 * - a member's notifications, latest activity first: Query gsi1 NOTIFS#<user> descending
 * - a member's unread notifications, latest first: Query gsi2 UNREAD#<user> (present only while unread)
 * - one of a member's notifications by id: Query gsi3 NOTIFIDS#<user>, gsi3sk = <id>
 * - a member's notifications about one post: Query USER#<user>, begins_with NOTIF#FEED#<post>#
 * - a post's notifications (its purge): Query owner FEEDNOTIFS#<post>
 * - create / regroup: Put if absent / if rev unchanged, with the counters; mark read: Update if
 *   unread, with the counter, so concurrent writers count each change once
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { queryAll } from '#platform/data/queries.ts';
import { GSI } from '#platform/data/table.ts';
import { addUpdate, cancelledByCondition, ignoreCondition, incrementCounter, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { NotificationRecord } from '#features/notifications/notifications.ts';

const FIELDS = [
  'id', 'user_id', 'subject', 'feed_id', 'space_id', 'object_id', 'src_user_id', 'src_object_type', 'action', 'title', 'content', 'route',
  'is_read', 'actor_ids', 'event_ids', 'created_at', 'updated_at', 'rev',
] as const;

export function toNotification(item: Record<string, unknown>): NotificationRecord {
  return Object.fromEntries(FIELDS.map((f) => [f, item[f]])) as unknown as NotificationRecord;
}

function notificationItem(n: NotificationRecord): Record<string, unknown> {
  const order = `${n.updated_at}#${padId(n.id)}`;
  return {
    ...keys.notification(n.user_id, n.subject),
    entity: 'notification',
    version: 1,
    ...n,
    gsi1pk: keys.notificationsPartition(n.user_id),
    gsi1sk: order,
    ...(n.is_read === 0 ? { gsi2pk: keys.unreadNotificationsPartition(n.user_id), gsi2sk: order } : {}),
    gsi3pk: keys.notificationIdsPartition(n.user_id),
    gsi3sk: padId(n.id),
    ...(n.feed_id !== null ? { ownerpk: keys.feedNotificationsPartition(n.feed_id), ownersk: `${padId(n.user_id)}#${n.subject}` } : {}),
  };
}

const counts = (userId: number, unread: number, total: number): TransactItem =>
  addUpdate(keys.notificationCounts(userId), { unread, total }, 'notification_counts');

export const toCounts = (item: Record<string, unknown> | undefined) => ({ unread: Number(item?.['unread'] ?? 0), total: Number(item?.['total'] ?? 0) });

/** The member's stored notification for a subject, read consistently (about to be rewritten). */
export async function getNotification(userId: number, subject: string): Promise<NotificationRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.notification(userId, subject), ConsistentRead: true }));
  return out.Item ? toNotification(out.Item) : null;
}

/** `count` fresh integer ids in one counter update. */
export async function nextNotificationIds(count: number): Promise<number[]> {
  const last = await incrementCounter('id#notification', count);
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
}

/** A new notification, counted unread (index 0 fails when one exists for its subject). */
export function notificationCreate(n: NotificationRecord): TransactItem[] {
  return [
    { Put: { TableName: tableName, Item: notificationItem(n), ConditionExpression: 'attribute_not_exists(pk)' } },
    counts(n.user_id, 1, 1),
  ];
}

/** A regrouped notification, unread again (fails when it changed since `before` was read). */
export function notificationRewrite(before: NotificationRecord, after: NotificationRecord): TransactItem[] {
  return [
    { Put: { TableName: tableName, Item: notificationItem(after), ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': before.rev } } },
    ...(before.is_read === 1 && after.is_read === 0 ? [counts(after.user_id, 1, 0)] : []),
  ];
}

const markReadUpdate = (userId: number, sk: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: { pk: keys.user(userId).pk, sk },
    UpdateExpression: 'SET is_read = :one ADD rev :one REMOVE gsi2pk, gsi2sk',
    ConditionExpression: 'is_read = :zero',
    ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
  },
});

/**
 * Marks the member's notifications (by sort key) read, 99 per transaction with the counter down by
 * as many. One read meanwhile cancels its chunk, which is then marked one by one.
 */
export async function markRead(userId: number, sks: string[]): Promise<void> {
  for (let i = 0; i < sks.length; i += 99) {
    const chunk = sks.slice(i, i + 99);
    try {
      await transact([...chunk.map((sk) => markReadUpdate(userId, sk)), counts(userId, -chunk.length, 0)]);
    } catch (error) {
      if (!cancelledByCondition(error)) throw error;
      await Promise.all(chunk.map((sk) => transact([markReadUpdate(userId, sk), counts(userId, -1, 0)]).catch(ignoreCondition)));
    }
  }
}


/** A page of the member's notifications, latest activity first, from `startKey` or the top. */
export async function listNotifications(userId: number, limit: number, startKey?: Record<string, unknown>) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.notificationsPartition(userId) },
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { items: (out.Items ?? []).map(toNotification), lastKey: out.LastEvaluatedKey };
}

/** The member's unread notifications, latest first (at most `limit`; every one when omitted). */
export async function listUnread(userId: number, limit?: number): Promise<NotificationRecord[]> {
  const input = {
    TableName: tableName,
    IndexName: GSI.gsi2.name,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.unreadNotificationsPartition(userId) },
    ScanIndexForward: false,
  };
  if (limit === undefined) return (await queryAll(input)).map(toNotification);
  const out = await ddb.send(new QueryCommand({ ...input, Limit: limit }));
  return (out.Items ?? []).map(toNotification);
}

/** One of the member's notifications by id, or null (another member's id finds nothing). */
export async function findNotification(userId: number, id: number): Promise<NotificationRecord | null> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi3.name,
      KeyConditionExpression: 'gsi3pk = :pk AND gsi3sk = :id',
      ExpressionAttributeValues: { ':pk': keys.notificationIdsPartition(userId), ':id': padId(id) },
    }),
  );
  const item = out.Items?.[0];
  return item ? toNotification(item) : null;
}

/** The sort keys of the member's unread notifications about one post. */
export async function unreadOfFeed(userId: number, feedId: number): Promise<string[]> {
  const items = await queryAll({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: 'is_read = :zero',
    ConsistentRead: true,
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.feedNotificationsPrefix(feedId), ':zero': 0 },
    ProjectionExpression: 'sk',
  });
  return items.map((i) => String(i['sk']));
}

/** The member's notification counters, read consistently (just after a change). */
export async function getCounts(userId: number) {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.notificationCounts(userId), ConsistentRead: true }));
  return toCounts(out.Item);
}

/**
 * One step of a post's purge: deletes up to `limit` of its notifications, each with its member's
 * counters, and returns how many it found (0: none left). A notification changed meanwhile keeps
 * its place for the next step.
 */
export async function deleteFeedNotifications(feedId: number, limit = 100): Promise<number> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.owner.name,
      KeyConditionExpression: 'ownerpk = :o',
      ExpressionAttributeValues: { ':o': keys.feedNotificationsPartition(feedId) },
      ProjectionExpression: 'pk, sk, user_id, is_read, rev',
      Limit: limit,
    }),
  );
  const found = out.Items ?? [];
  await Promise.all(
    found.map((i) =>
      transact([
        { Delete: { TableName: tableName, Key: { pk: i['pk'], sk: i['sk'] }, ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': i['rev'] } } },
        counts(Number(i['user_id']), i['is_read'] === 0 ? -1 : 0, -1),
      ]).catch(ignoreCondition),
    ),
  );
  return found.length;
}
