/**
 * Chat's access patterns (docs/data-model.md, "Chat"):
 * - a thread with its members: one Query of CHAT#<thread>, sk MEMBER#... to META (they sort together);
 * - a page of messages either way: one Query of CHAT#<thread>, sk MSG#<id> before or after an id;
 * - a member's threads by last activity: one Query of gsi1 USERCHATS#<user>, newest first (the
 *   member items carry the key while the thread is in the member's list);
 * - a message id's thread: GetItem CHATMSG#<id>/REF;
 * - a direct thread of a pair: the unique marker `chatpair` <low>#<high>;
 * - a space's thread: the unique marker `chatspace` <space>; a member who joined it: GetItem (or the
 *   list's BatchGet) of CHAT#<thread>/JOINED#<user>, also their list entry; their unread messages
 *   when marking read up to one: one Query of MSG# after it with Select COUNT and a Limit.
 * Every write that must hold together is a list of transaction items the service commits.
 */
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys, padId } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import type { TransactItem } from '#platform/data/transactions.ts';
import type { LastMessage, MemberRecord, MessageRecord, ThreadRecord } from './chats.ts';

const MEMBER_PREFIX = 'MEMBER#';
const MESSAGE_PREFIX = 'MSG#';

export const toThread = (i: Record<string, unknown>): ThreadRecord => ({
  id: Number(i['id']),
  type: i['type'] as ThreadRecord['type'],
  title: String(i['title'] ?? ''),
  created_by: Number(i['created_by']),
  members_count: Number(i['members_count'] ?? 0),
  last_message_id: Number(i['last_message_id'] ?? 0),
  created_at: String(i['created_at']),
  updated_at: String(i['updated_at']),
  ...(i['space_id'] != null ? { space_id: Number(i['space_id']), messages_count: Number(i['messages_count'] ?? 0), last_message: (i['last_message'] as LastMessage | null | undefined) ?? null } : {}),
});

export const toMember = (i: Record<string, unknown>): MemberRecord => ({
  thread_id: Number(i['thread_id']),
  user_id: Number(i['user_id']),
  role: i['role'] as MemberRecord['role'],
  peer_id: i['peer_id'] == null ? null : Number(i['peer_id']),
  thread_type: i['thread_type'] as MemberRecord['thread_type'],
  thread_title: String(i['thread_title'] ?? ''),
  unread_count: Number(i['unread_count'] ?? 0),
  last_read_id: Number(i['last_read_id'] ?? 0),
  cleared_before: Number(i['cleared_before'] ?? 0),
  blocked: i['blocked'] === true,
  chat_blocked: i['chat_blocked'] === true,
  last_message: (i['last_message'] as LastMessage | undefined) ?? null,
  last_activity: String(i['last_activity']),
  joined_at: String(i['joined_at']),
  ...(i['space_id'] != null ? { space_id: Number(i['space_id']), read_count: Number(i['read_count'] ?? 0) } : {}),
});

export const toMessage = (i: Record<string, unknown>): MessageRecord => ({
  id: Number(i['id']),
  thread_id: Number(i['thread_id']),
  user_id: i['user_id'] == null ? null : Number(i['user_id']),
  message: String(i['message'] ?? ''),
  message_rendered: String(i['message_rendered'] ?? ''),
  media: (i['media'] as MessageRecord['media'] | undefined) ?? [],
  meta: (i['meta'] as MessageRecord['meta'] | undefined) ?? {},
  reactions_count: Number(i['reactions_count'] ?? 0),
  mentioned_user_ids: (i['mentioned_user_ids'] as number[] | undefined) ?? [],
  created_at: String(i['created_at']),
  updated_at: String(i['updated_at']),
  ...(i['space_id'] != null ? { space_id: Number(i['space_id']) } : {}),
});

/** The list's sort key: the thread's last activity, then its id (read backwards: newest first). */
const activityKey = (at: string, threadId: number): string => `${at}#${padId(threadId)}`;

/** The list entry's keys: present while the thread shows in the member's list. */
const listKeys = (userId: number, at: string, threadId: number) => ({ gsi1pk: keys.userChatsPartition(userId), gsi1sk: activityKey(at, threadId) });

/** A thread's record and its members, in one consistent Query. */
export async function readThread(threadId: number): Promise<{ thread: ThreadRecord | null; members: MemberRecord[] }> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': keys.chatPartition(threadId), ':from': MEMBER_PREFIX, ':to': 'META' },
      ConsistentRead: true,
    }),
  );
  const items = out.Items ?? [];
  const meta = items.find((i) => i['sk'] === 'META');
  return { thread: meta ? toThread(meta) : null, members: items.filter((i) => String(i['sk']).startsWith(MEMBER_PREFIX)).map(toMember) };
}

/**
 * A page of a thread's messages: the newest (`before`/`after` unset), those before an id (newest
 * first) or after one (oldest first), never at or below `floor` (delete for me). One more than
 * `limit` is read to tell whether more remain.
 */
export async function queryMessages(threadId: number, page: { before?: number | undefined; after?: number | undefined; floor: number; limit: number }): Promise<{ items: MessageRecord[]; more: boolean }> {
  const forward = page.after !== undefined;
  const low = Math.max(page.floor, page.after ?? 0);
  const lowKey = `${MESSAGE_PREFIX}${padId(low + 1)}`;
  const highKey = page.before !== undefined ? `${MESSAGE_PREFIX}${padId(page.before - 1)}` : `${MESSAGE_PREFIX}~`;
  if (page.before !== undefined && page.before - 1 <= low) return { items: [], more: false };
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      ExpressionAttributeValues: { ':pk': keys.chatPartition(threadId), ':low': lowKey, ':high': highKey },
      ScanIndexForward: forward,
      Limit: page.limit + 1,
    }),
  );
  const items = (out.Items ?? []).map(toMessage);
  return { items: items.slice(0, page.limit), more: items.length > page.limit };
}

/** A member's threads, newest activity first (gsi1, eventually consistent like every index). */
export async function queryUserThreads(userId: number, limit: number, startKey?: Record<string, unknown>, unreadOnly = false) {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.userChatsPartition(userId), ...(unreadOnly ? { ':z': 0, ':space': 'space' } : {}) },
      // A space thread's unread count is not on the entry (it is the thread's count less the read mark's): kept for the caller to count.
      ...(unreadOnly ? { FilterExpression: 'unread_count > :z OR thread_type = :space' } : {}),
      ScanIndexForward: false,
      Limit: limit,
      ...(startKey ? { ExclusiveStartKey: startKey } : {}),
    }),
  );
  return { items: (out.Items ?? []).map(toMember), lastKey: out.LastEvaluatedKey };
}

/** The thread of a message id, or null. */
export async function readMessageRef(messageId: number): Promise<number | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.chatMessageRef(messageId), ConsistentRead: true }));
  return out.Item ? Number(out.Item['thread_id']) : null;
}

/** The direct thread a pair's marker names, or null. */
export async function readPairThread(pair: string): Promise<number | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.unique('chatpair', pair), ConsistentRead: true }));
  return out.Item ? Number(out.Item['thread_id']) : null;
}

export const threadPut = (t: ThreadRecord): TransactItem => ({
  Put: { TableName: tableName, Item: { ...keys.chatThread(t.id), entity: 'chat_thread', ...t }, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** A new member's item; `listed`: the thread shows in their list at once. */
export const memberPut = (m: MemberRecord, listed: boolean): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.chatMember(m.thread_id, m.user_id), entity: 'chat_member', ...m, ...(listed ? listKeys(m.user_id, m.last_activity, m.thread_id) : {}) },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const memberDelete = (threadId: number, userId: number): TransactItem => ({ Delete: { TableName: tableName, Key: keys.chatMember(threadId, userId) } });

/** Expiry of a message sent at `at` under a retention of `days` (0: none). */
export const expiryOf = (at: string, days: number) => (days > 0 ? { [TTL_ATTRIBUTE]: Math.floor(Date.parse(at) / 1000) + days * 86_400 } : {});

/**
 * A send's items: the message and its id's reference, the thread's last message, and every member's
 * item: the sender's read mark moves to the message, every other member's unread count grows by one
 * (ADD: exact under concurrent sends), and every member's list entry moves to the top.
 */
export function sendItems(message: MessageRecord, members: readonly MemberRecord[], last: LastMessage, retentionDays: number): TransactItem[] {
  const expiry = expiryOf(message.created_at, retentionDays);
  return [
    { Put: { TableName: tableName, Item: { ...keys.chatMessage(message.thread_id, message.id), entity: 'chat_message', ...message, ...expiry } } },
    { Put: { TableName: tableName, Item: { ...keys.chatMessageRef(message.id), entity: 'chat_message_ref', thread_id: message.thread_id, ...expiry } } },
    {
      Update: {
        TableName: tableName,
        Key: keys.chatThread(message.thread_id),
        // messages_count: a space thread's readers count their unread messages from it (space-chats.ts).
        UpdateExpression: 'SET last_message_id = :id, updated_at = :at, last_message = :lm ADD messages_count :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':id': message.id, ':at': message.created_at, ':lm': last, ':one': 1 },
      },
    },
    ...members.map((m): TransactItem => {
      const own = m.user_id === message.user_id;
      const list = listKeys(m.user_id, message.created_at, message.thread_id);
      return {
        Update: {
          TableName: tableName,
          Key: keys.chatMember(m.thread_id, m.user_id),
          UpdateExpression: own
            ? 'SET last_message = :lm, last_activity = :at, gsi1pk = :gp, gsi1sk = :gs, unread_count = :z, last_read_id = :id'
            : 'SET last_message = :lm, last_activity = :at, gsi1pk = :gp, gsi1sk = :gs ADD unread_count :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':lm': last,
            ':at': message.created_at,
            ':gp': list.gsi1pk,
            ':gs': list.gsi1sk,
            ...(own ? { ':z': 0, ':id': message.id } : { ':one': 1 }),
          },
        },
      };
    }),
  ];
}

/** Sets attributes of a member's item (it must exist). */
export const memberUpdate = (threadId: number, userId: number, set: Record<string, unknown>, remove: readonly string[] = []): TransactItem => {
  const names = Object.keys(set);
  return {
    Update: {
      TableName: tableName,
      Key: keys.chatMember(threadId, userId),
      UpdateExpression: [names.length ? `SET ${names.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '', remove.length ? `REMOVE ${remove.map((_, i) => `#r${i}`).join(', ')}` : ''].join(' ').trim(),
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { ...Object.fromEntries(names.map((n, i) => [`#s${i}`, n])), ...Object.fromEntries(remove.map((n, i) => [`#r${i}`, n])) },
      ...(names.length ? { ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:s${i}`, set[n]])) } : {}),
    },
  };
};

/** A member's list entry: back in the list (at their last activity), or out of it (delete for me). */
export const listedUpdate = (m: MemberRecord, set: Record<string, unknown>): TransactItem => memberUpdate(m.thread_id, m.user_id, { ...set, ...listKeys(m.user_id, m.last_activity, m.thread_id) });
export const LIST_KEYS = ['gsi1pk', 'gsi1sk'] as const;

/** The thread's count of members and, for a group, its title. */
export const threadUpdate = (threadId: number, set: Record<string, unknown>, addMembers = 0): TransactItem => {
  const names = Object.keys(set);
  return {
    Update: {
      TableName: tableName,
      Key: keys.chatThread(threadId),
      UpdateExpression: [names.length ? `SET ${names.map((_, i) => `#s${i} = :s${i}`).join(', ')}` : '', addMembers ? 'ADD members_count :n' : ''].join(' ').trim(),
      ConditionExpression: 'attribute_exists(pk)',
      ...(names.length ? { ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#s${i}`, n])) } : {}),
      ExpressionAttributeValues: { ...Object.fromEntries(names.map((n, i) => [`:s${i}`, set[n]])), ...(addMembers ? { ':n': addMembers } : {}) },
    },
  };
};

export const threadDelete = (threadId: number): TransactItem => ({ Delete: { TableName: tableName, Key: keys.chatThread(threadId) } });

// A group's departures (docs/chat.md, "A group's last admin"): each holds only while what was read
// still is, so two at once cannot both go by and leave the group without an admin; the loser reads again.
/** The member's item goes, only while it is there (a second departure of the same member fails). */
export const memberLeave = (threadId: number, userId: number): TransactItem => ({
  Delete: { TableName: tableName, Key: keys.chatMember(threadId, userId), ConditionExpression: 'attribute_exists(pk)' },
});
/** Holds only while the member is still an admin of the thread: the admin the group keeps. */
export const adminCheck = (threadId: number, userId: number): TransactItem => ({
  ConditionCheck: {
    TableName: tableName,
    Key: keys.chatMember(threadId, userId),
    ConditionExpression: '#role = :admin',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':admin': 'admin' },
  },
});
/** The last member gone: the thread's record goes, only while no one joined meanwhile. */
export const emptyThreadDelete = (threadId: number): TransactItem => ({
  Delete: { TableName: tableName, Key: keys.chatThread(threadId), ConditionExpression: 'members_count <= :one', ExpressionAttributeValues: { ':one': 1 } },
});

/** A message's text, media and preview after an edit (the transaction's first item: its failed condition means the message is gone). */
export const messageEditItem = (m: MessageRecord): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.chatMessage(m.thread_id, m.id),
    UpdateExpression: 'SET message = :m, message_rendered = :r, mentioned_user_ids = :u, media = :media, meta = :meta, updated_at = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':m': m.message, ':r': m.message_rendered, ':u': m.mentioned_user_ids, ':media': m.media, ':meta': m.meta, ':at': m.updated_at },
  },
});

/** A message's media alone (a medium deleted by its uploader: DELETE /media/{id}), if the message is still there. */
export const messageMediaItem = (m: Pick<MessageRecord, 'thread_id' | 'id' | 'media'>, at: string): TransactItem => ({
  Update: {
    TableName: tableName,
    Key: keys.chatMessage(m.thread_id, m.id),
    UpdateExpression: 'SET media = :media, updated_at = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':media': m.media, ':at': at },
  },
});

export const messageDeleteItems = (threadId: number, messageId: number): TransactItem[] => [
  { Delete: { TableName: tableName, Key: keys.chatMessage(threadId, messageId), ConditionExpression: 'attribute_exists(pk)' } },
  { Delete: { TableName: tableName, Key: keys.chatMessageRef(messageId) } },
];

/** A member's like of a message: the reaction marker and the message's count move together. */
export function reactionItems(threadId: number, messageId: number, userId: number, add: boolean, at: string): TransactItem[] {
  return [
    add
      ? { Put: { TableName: tableName, Item: { ...keys.chatReaction(messageId, userId), entity: 'chat_reaction', at }, ConditionExpression: 'attribute_not_exists(pk)' } }
      : { Delete: { TableName: tableName, Key: keys.chatReaction(messageId, userId), ConditionExpression: 'attribute_exists(pk)' } },
    {
      Update: {
        TableName: tableName,
        Key: keys.chatMessage(threadId, messageId),
        UpdateExpression: 'ADD reactions_count :d',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':d': add ? 1 : -1 },
      },
    },
  ];
}

/** The thread's last message is still `last` (a read mark's guard). */
export const lastMessageCheck = (threadId: number, last: number): TransactItem => ({
  ConditionCheck: { TableName: tableName, Key: keys.chatThread(threadId), ConditionExpression: 'last_message_id = :last', ExpressionAttributeValues: { ':last': last } },
});

/** A message as stored now (a reaction's count after it). */
export async function readMessage(threadId: number, messageId: number): Promise<MessageRecord | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.chatMessage(threadId, messageId), ConsistentRead: true }));
  return out.Item ? toMessage(out.Item) : null;
}

/** The thread of a space (its marker `chatspace` <space>), or null. */
export async function readSpaceThread(spaceId: number): Promise<number | null> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.unique('chatspace', String(spaceId)), ConsistentRead: true }));
  return out.Item ? Number(out.Item['thread_id']) : null;
}

/** A space thread's reader (CHAT#<thread>/JOINED#<user>): their list entry and read mark, from the join. */
export const readerPut = (m: MemberRecord): TransactItem => ({
  Put: {
    TableName: tableName,
    Item: { ...keys.chatReader(m.thread_id, m.user_id), entity: 'chat_reader', ...m, ...listKeys(m.user_id, m.last_activity, m.thread_id) },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

export const readerDelete = (threadId: number, userId: number): TransactItem => ({ Delete: { TableName: tableName, Key: keys.chatReader(threadId, userId) } });

/**
 * A reader's read mark moves (or, with `sent`, their own message counts as read: ADD, exact under
 * concurrent sends), and their list entry moves to `at`. They must still have joined.
 */
export const readerUpdate = (threadId: number, userId: number, at: string, mark: { last_read_id: number; read_count: number } | 'sent'): TransactItem => {
  const list = listKeys(userId, at, threadId);
  return {
    Update: {
      TableName: tableName,
      Key: keys.chatReader(threadId, userId),
      UpdateExpression: `SET last_activity = :at, gsi1pk = :gp, gsi1sk = :gs ${mark === 'sent' ? 'ADD read_count :one' : ', last_read_id = :r, read_count = :n'}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at, ':gp': list.gsi1pk, ':gs': list.gsi1sk, ...(mark === 'sent' ? { ':one': 1 } : { ':r': mark.last_read_id, ':n': mark.read_count }) },
    },
  };
};

/** Others' messages of a thread after `id`, at most `limit` of them read: one Query that answers a count. */
export async function countOthersAfter(threadId: number, id: number, userId: number, limit: number): Promise<number> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: tableName,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :low AND :high',
      FilterExpression: 'user_id <> :me',
      ExpressionAttributeValues: { ':pk': keys.chatPartition(threadId), ':low': `${MESSAGE_PREFIX}${padId(id + 1)}`, ':high': `${MESSAGE_PREFIX}~`, ':me': userId },
      Select: 'COUNT',
      Limit: limit,
    }),
  );
  return out.Count ?? 0;
}
