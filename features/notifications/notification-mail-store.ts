/**
 * Notification mail's coalescing windows (docs/notifications.md, "Notification mail"). A window is
 * per member, list (com_my_post_mail, reply_my_com_mail, mention_mail) and post: the first
 * notification opens it (a conditional write, so two at once open one), later ones of the window
 * add their comment to it, and the one mail job of the window, named after it, reads what it
 * gathered when it closes. Chat's unread-message window (list message_email_frequency) is one per
 * member over all their threads: its post id is 0 and the ids it gathers are threads. Access patterns:
 * - the open window: conditional UpdateItem / GetItem USER#<user>/MAILWIN#<list>#<post>
 *   (opened only while absent or closed; `queued` once its mail job is on the queue)
 * - what a window gathered: UpdateItem ADD / GetItem USER#<user>/MAILWINITEMS#<list>#<post>#<window>
 *   (the comment ids, a number set, so a redelivered notification adds nothing)
 * Both expire a day after the window closes (TTL).
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';
import { TTL_ATTRIBUTE } from '#platform/data/table.ts';
import { isConditionFailure } from '#platform/data/transactions.ts';

/** How long a closed window's items are kept (its mail job has long been rendered). */
const KEEP_SECONDS = 86_400;

/** A window: its id (the epoch milliseconds it opened at), when it closes, and whether its job is queued. */
export interface MailWindow {
  window: number;
  closesAt: number;
  queued: boolean;
  /** This call opened it. */
  opened: boolean;
}

/** What a window gathered: the comments, and whether the post itself mentioned the member. */
export interface MailWindowItems {
  commentIds: number[];
  post: boolean;
}

const expiry = (closesAt: number) => Math.floor(closesAt / 1000) + KEEP_SECONDS;

/**
 * The member's open window of the list and post, opened at `now` for `seconds` when there is none
 * (or the last one closed). Two notifications at once open one window: the loser joins it.
 */
async function currentWindow(userId: number, list: string, feedId: number, now: number, seconds: number): Promise<MailWindow> {
  const key = keys.mailWindow(userId, list, feedId);
  for (let attempt = 1; attempt <= 5; attempt++) {
    const closesAt = now + seconds * 1000;
    try {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET entity = :entity, #window = :window, closes_at = :closes, queued = :false, #ttl = :ttl',
          ConditionExpression: 'attribute_not_exists(pk) OR closes_at <= :now',
          ExpressionAttributeNames: { '#window': 'window', '#ttl': TTL_ATTRIBUTE },
          ExpressionAttributeValues: { ':entity': 'mail_window', ':window': now, ':closes': closesAt, ':false': false, ':ttl': expiry(closesAt), ':now': now },
        }),
      );
      return { window: now, closesAt, queued: false, opened: true };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const out = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    const item = out.Item;
    // Closed between the two calls: open the next one.
    if (item && Number(item['closes_at']) > now) return { window: Number(item['window']), closesAt: Number(item['closes_at']), queued: item['queued'] === true, opened: false };
  }
  throw new Error(`mail window of user ${userId} (${list}, post ${feedId}) kept changing`);
}

/**
 * Adds what a notification is about (a comment, or the post itself) to the member's open window of
 * the list and post, opening one when there is none, and answers the window.
 */
export async function joinMailWindow(
  userId: number,
  list: string,
  feedId: number,
  about: { commentId: number } | { post: true },
  now: number,
  seconds: number,
): Promise<MailWindow> {
  const w = await currentWindow(userId, list, feedId, now, seconds);
  const add = 'commentId' in about;
  await ddb.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.mailWindowItems(userId, list, feedId, w.window),
      UpdateExpression: add ? 'SET entity = :entity, #ttl = :ttl ADD comment_ids :ids' : 'SET entity = :entity, #ttl = :ttl, post_mention = :true',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':entity': 'mail_window_items', ':ttl': expiry(w.closesAt), ...(add ? { ':ids': new Set([about.commentId]) } : { ':true': true }) },
    }),
  );
  return w;
}

/** Notes that the window's mail job is on the queue (a later notification of the window queues nothing). */
export async function markMailWindowQueued(userId: number, list: string, feedId: number, window: number): Promise<void> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.mailWindow(userId, list, feedId),
        UpdateExpression: 'SET queued = :true',
        ConditionExpression: '#window = :window',
        ExpressionAttributeNames: { '#window': 'window' },
        ExpressionAttributeValues: { ':true': true, ':window': window },
      }),
    );
  } catch (error) {
    // A later window replaced it: nothing to mark.
    if (!isConditionFailure(error)) throw error;
  }
}

/** What the window gathered (nothing, when it gathered nothing or expired). */
export async function getMailWindowItems(userId: number, list: string, feedId: number, window: number): Promise<MailWindowItems> {
  const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.mailWindowItems(userId, list, feedId, window), ConsistentRead: true }));
  const ids = out.Item?.['comment_ids'];
  return {
    commentIds: ids instanceof Set ? [...(ids as Set<number>)].map(Number).sort((a, b) => a - b) : [],
    post: out.Item?.['post_mention'] === true,
  };
}
