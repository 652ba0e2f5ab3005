/**
 * Live updates' items (docs/live-updates.md, docs/data-model.md "Live updates"), all in the one
 * table and all expiring with the table's TTL (a connection outlives API Gateway's two-hour
 * connection limit by an hour; a stale item is skipped by its `expires_at` until DynamoDB deletes it).
 * Access patterns:
 * - a connection: GetItem / Put / Delete LIVE#CONN#<id>/META (user, role, channels, times); its
 *   stream records (created, removed) are the member's presence changes;
 * - a member's connections (the connection limit, presence): Query gsi1 LIVEUSER#<user>, oldest first;
 * - whether a member is still (or already) online: the same gsi1 Query, expired items filtered out;
 * - a client's messages per second: the window counter LIVE#CONN#<id>/RATE#W#<window>;
 * - subscribe / unsubscribe: one transaction of the connection's `channels` set (bounded by a
 *   condition on its size) and the subscription LIVE#SUB#<channel key>/CONN#<id>;
 * - a channel's subscribers: Query LIVE#SUB#<channel key>, a page at a time (its LATELY marker, written
 *   as a subscription is removed and kept the log's time, sorts after them: listened lately);
 * - a closed or gone connection: Delete its item (answering its channels), then BatchWrite the
 *   deletion of its subscriptions;
 * - a channel's recent messages (catching up): Put LIVE#LOG#<channel key>/<event id>; Query sk > the
 *   client's last event id.
 */
import { BatchWriteCommand, DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI, TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { isConditionFailure, transact } from '#platform/data/transactions.ts';
import type { Role } from '#platform/core/roles.ts';

export interface LiveConnection {
  connection_id: string;
  user_id: number;
  username: string;
  role: Role;
  connected_at: string;
  last_message_at: string;
  /** When this connection last refreshed its member's last activity (presence: at most once a minute). */
  seen_at: string;
  /** The channel keys it subscribed to (features/live/channels.ts channelKey). */
  channels: string[];
  expires_at: number;
}

export interface LiveSubscriber {
  connection_id: string;
  user_id: number;
  role: Role;
  expires_at: number;
}

const toConnection = (item: Record<string, unknown>): LiveConnection => ({
  connection_id: String(item['connection_id']),
  user_id: Number(item['user_id']),
  username: String(item['username'] ?? ''),
  role: item['role'] as Role,
  connected_at: String(item['connected_at']),
  last_message_at: String(item['last_message_at'] ?? item['connected_at']),
  seen_at: String(item['seen_at'] ?? item['connected_at']),
  channels: item['channels'] instanceof Set ? [...(item['channels'] as Set<string>)] : [],
  expires_at: Number(item[TTL_ATTRIBUTE] ?? 0),
});

export async function putConnection(c: Omit<LiveConnection, 'channels' | 'last_message_at' | 'seen_at'>): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.liveConnection(c.connection_id),
        entity: 'live_connection',
        connection_id: c.connection_id,
        user_id: c.user_id,
        username: c.username,
        role: c.role,
        connected_at: c.connected_at,
        last_message_at: c.connected_at,
        seen_at: c.connected_at,
        gsi1pk: keys.liveUserPartition(c.user_id),
        gsi1sk: `${c.connected_at}#${c.connection_id}`,
        [TTL_ATTRIBUTE]: c.expires_at,
      },
    }),
  );
}

/** The connection after noting the client's message (`at`), or null when it is gone. */
export async function touchConnection(connectionId: string, at: string): Promise<LiveConnection | null> {
  try {
    const out = await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.liveConnection(connectionId),
        UpdateExpression: 'SET last_message_at = :at',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes ? toConnection(out.Attributes) : null;
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/** Notes that the connection refreshed its member's last activity. */
export async function markSeen(connectionId: string, at: string): Promise<void> {
  await ddb
    .send(new UpdateCommand({ TableName: tableName, Key: keys.liveConnection(connectionId), UpdateExpression: 'SET seen_at = :at', ConditionExpression: 'attribute_exists(pk)', ExpressionAttributeValues: { ':at': at } }))
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

export async function getConnection(connectionId: string): Promise<LiveConnection | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.liveConnection(connectionId) }));
  return out.Item ? toConnection(out.Item) : null;
}

/** A member's connections, oldest first (expired ones included: the caller judges by `expires_at`). */
export async function userConnections(userId: number, limit = 100): Promise<LiveConnection[]> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.liveUserPartition(userId) },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toConnection);
}

/** Whether the member has a connection that has not expired: one Query of at most a few items. */
export async function hasOpenConnection(userId: number, nowSeconds: number): Promise<boolean> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: GSI.gsi1.name,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: '#ttl > :now',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':pk': keys.liveUserPartition(userId), ':now': nowSeconds },
      Limit: 20,
    }),
  );
  return (out.Items ?? []).length > 0;
}

/** Removes a connection and its subscriptions; answers what it was (null: already gone). */
/** Removes the connection and its subscriptions, each channel marked listened lately for `keepSeconds`. */
export async function removeConnection(connectionId: string, keepSeconds: number): Promise<LiveConnection | null> {
  const out = await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.liveConnection(connectionId), ReturnValues: 'ALL_OLD' }));
  if (!out.Attributes) return null;
  const connection = toConnection(out.Attributes);
  await deleteSubscriptions(connectionId, connection.channels, keepSeconds);
  return connection;
}

/**
 * A channel whose subscriber left is still kept (its messages logged) for `keepSeconds`, the log's
 * time, so a client reconnecting with `since` finds what it missed (features/live/live-delivery.ts deliver).
 */
const latelyItem = (channelKey: string, nowSeconds: number, keepSeconds: number) => ({ ...keys.liveLately(channelKey), entity: 'live_lately', [TTL_ATTRIBUTE]: nowSeconds + keepSeconds });

async function deleteSubscriptions(connectionId: string, channelKeys: string[], keepSeconds: number): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  // Each channel's delete and its lately marker: 12 channels (24 requests) per BatchWrite.
  for (let i = 0; i < channelKeys.length; i += 12) {
    let requests: Record<string, unknown[]> | undefined = {
      [tableName]: channelKeys
        .slice(i, i + 12)
        .flatMap((k) => [{ DeleteRequest: { Key: keys.liveSubscription(k, connectionId) } }, { PutRequest: { Item: latelyItem(k, now, keepSeconds) } }]),
    };
    for (let attempt = 0; requests && Object.keys(requests).length > 0 && attempt < 5; attempt++) {
      const out = await ddb.send(new BatchWriteCommand({ RequestItems: requests as never }));
      requests = out.UnprocessedItems as Record<string, unknown[]> | undefined;
    }
  }
}

/**
 * Adds the subscription unless the connection holds `max` channels already (false) or is gone
 * (null). Subscribing again to a channel it holds changes nothing and answers true.
 */
export async function addSubscription(connection: LiveConnection, channelKey: string, max: number): Promise<boolean | null> {
  try {
    await transact([
      {
        Update: {
          TableName: tableName,
          Key: keys.liveConnection(connection.connection_id),
          UpdateExpression: 'ADD channels :ch',
          ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(channels) OR size(channels) < :max OR contains(channels, :key))',
          ExpressionAttributeValues: { ':ch': new Set([channelKey]), ':max': max, ':key': channelKey },
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.liveSubscription(channelKey, connection.connection_id),
            entity: 'live_subscription',
            connection_id: connection.connection_id,
            user_id: connection.user_id,
            role: connection.role,
            [TTL_ATTRIBUTE]: connection.expires_at,
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    return (await getConnection(connection.connection_id)) ? false : null;
  }
}

export async function removeSubscription(connectionId: string, channelKey: string, keepSeconds: number): Promise<void> {
  await transact([
    {
      Update: {
        TableName: tableName,
        Key: keys.liveConnection(connectionId),
        UpdateExpression: 'DELETE channels :ch',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':ch': new Set([channelKey]) },
      },
    },
    { Delete: { TableName: tableName, Key: keys.liveSubscription(channelKey, connectionId) } },
    { Put: { TableName: tableName, Item: latelyItem(channelKey, Math.floor(Date.now() / 1000), keepSeconds) } },
  ]).catch((error: unknown) => {
    // A connection already gone has no subscriptions left to remove.
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
  });
}

/**
 * One page of a channel's subscribers (expired ones left out) and the key of the next; `listened`:
 * it has a subscriber, or had one within the log's time (its lately marker, sorted after them).
 */
export async function subscribersPage(channelKey: string, limit: number, startKey?: Record<string, unknown>, nowSeconds = Math.floor(Date.now() / 1000)) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.liveSubscribersPartition(channelKey) },
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  const live = (out.Items ?? []).filter((i) => Number(i[TTL_ATTRIBUTE] ?? 0) > nowSeconds);
  const subscribers: LiveSubscriber[] = live
    .filter((i) => i['sk'] !== 'LATELY')
    .map((i) => ({ connection_id: String(i['connection_id']), user_id: Number(i['user_id']), role: i['role'] as Role, expires_at: Number(i[TTL_ATTRIBUTE] ?? 0) }));
  return { subscribers, lastKey: out.LastEvaluatedKey, listened: live.length > 0 || out.LastEvaluatedKey !== undefined };
}

/** The channels of `channelKeys` someone listens to (or did within the log's time): one Query each, side by side. */
export async function listenedChannels(channelKeys: readonly string[]): Promise<Set<string>> {
  const pages = await Promise.all(channelKeys.map((k) => subscribersPage(k, 1)));
  return new Set(channelKeys.filter((_k, i) => pages[i]!.listened));
}

/** A channel's message kept for catching up (its body, and what decides who may read it). */
export interface LoggedMessage {
  event_id: string;
  body: Record<string, unknown>;
  audience: Record<string, unknown>;
}

export async function putLog(channelKey: string, message: LoggedMessage, expiresAt: number): Promise<void> {
  await ddb.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.liveLog(channelKey, message.event_id), entity: 'live_log', body: message.body, audience: message.audience, [TTL_ATTRIBUTE]: expiresAt },
    }),
  );
}

/**
 * The channel's kept messages after `sinceEventId`, oldest first (at most `limit`), and whether
 * `sinceEventId` is still covered: the oldest kept message is at or before it.
 */
export async function readLog(channelKey: string, sinceEventId: string, limit: number, nowSeconds = Math.floor(Date.now() / 1000)) {
  const [after, upTo] = await Promise.all([
    ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk > :since',
        ExpressionAttributeValues: { ':pk': keys.liveLogPartition(channelKey), ':since': sinceEventId },
        Limit: limit + 1,
      }),
    ),
    // The newest kept message at or before the client's: none means the log no longer reaches back that far.
    ddb.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND sk <= :since',
        ExpressionAttributeValues: { ':pk': keys.liveLogPartition(channelKey), ':since': sinceEventId },
        ScanIndexForward: false,
        Limit: 1,
      }),
    ),
  ]);
  const live = (i: Record<string, unknown>) => Number(i[TTL_ATTRIBUTE] ?? 0) > nowSeconds;
  const items = (after.Items ?? []).filter(live);
  const messages: LoggedMessage[] = items.slice(0, limit).map((i) => ({ event_id: String(i['sk']), body: i['body'] as Record<string, unknown>, audience: i['audience'] as Record<string, unknown> }));
  return { messages, covered: (upTo.Items ?? []).some(live), truncated: items.length > limit };
}
