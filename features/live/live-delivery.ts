/**
 * The stream router's `live` side effect (docs/live-updates.md, "Delivery"): a change becomes a
 * message for each channel it touches; each is kept a few minutes for clients catching up and
 * posted to the channel's subscribers who may read it now. A channel with more subscribers than
 * LIVE_FANOUT_THRESHOLD goes to the fan-out queue in batches (live-fanout-queue.ts), whose
 * consumer posts them the same way. A connection API Gateway no longer knows is removed.
 * Messages carry the event's id: a record handled twice sends the same id, which clients drop.
 */
import { createHash } from 'node:crypto';
import { config } from '#platform/config.ts';
import type { OutboxEvent } from '#platform/events/outbox.ts';
import { eachLimited } from '#platform/core/each-limited.ts';
import { log } from '#platform/core/log.ts';
import { featuresInForce } from '#features/settings/feature-switches.ts';
import { getFeed } from '#features/feeds/feed-store.ts';
import { getComment } from '#features/feeds/comment-store.ts';
import { NOT_REACTED, withoutSwitchedOff, type FeedRecord } from '#features/feeds/feeds.ts';
import { toNotification } from '#features/notifications/notification-store.ts';
import { notificationShown } from '#features/notifications/notification-service.ts';
import { LOG_SECONDS, type ServerMessage } from '#features/live/channels.ts';
import { mayHear, type Audience } from '#features/live/live-access.ts';
import { listenedChannels, putLog, removeConnection, subscribersPage, userConnections, type LiveSubscriber } from '#features/live/live-store.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { postToConnection } from '#features/live/live-sender.ts';
import { enqueueFanout } from '#features/live/live-fanout-queue.ts';

/** One message for one channel: where its subscribers are, what it says and who may read it. */
export interface LiveMessage {
  channelKey: string;
  body: Extract<ServerMessage, { type: 'event' }>;
  audience: Audience;
}

/** Subscribers read per page, and posts in flight at once. */
const PAGE = 100;
const POSTS_IN_FLIGHT = 16;

type Image = Record<string, unknown> | undefined;

const live = () => config.LIVE_MANAGEMENT_ENDPOINT !== undefined;

/** A new outbox event's messages, delivered; answers how many connections were posted to. */
export async function liveFromEvent(event: OutboxEvent): Promise<number> {
  if (!live()) return 0;
  return deliverAll(await messagesOfEvent(event));
}

/** A notification created, regrouped or read: its member's `notifications` channel hears it with the unread count. */
export async function liveFromNotification(before: Image, after: Image): Promise<number> {
  if (!live() || !after) return 0;
  const changed = !before || before['updated_at'] !== after['updated_at'] || before['is_read'] !== after['is_read'];
  if (!changed) return 0;
  const n = toNotification(after);
  const read = before !== undefined && before['updated_at'] === after['updated_at'];
  const key = `notifications:${n.user_id}`;
  // Shown as its member reads it (a notification whose object they may no longer read is withheld), with the
  // role their connection keeps (a moderator reads more); 'member' when none is connected (kept for catching up).
  const page = await subscribersPage(key, 1);
  // Nobody listens, nor did lately: nothing to shape, send or keep.
  if (!page.listened) return 0;
  const [listener] = page.subscribers;
  const shown = await notificationShown({ userId: n.user_id, role: listener?.role ?? 'member' }, n);
  const event = read ? 'notification.read' : before ? 'notification.updated' : 'notification.created';
  const data = read ? { id: n.id, unread_count: shown.unread_count } : shown;
  return deliverAll([{ channelKey: key, body: { type: 'event', event, id: stableId(n.updated_at, `${n.user_id}#${n.id}#${n.is_read}#${event}`), channel: 'notifications', data }, audience: { kind: 'subscribers' } }]);
}

/**
 * A member's presence (docs/live-updates.md "Presence"): their first connection opening is
 * `presence.online`, their last one closing (or expiring) `presence.offline`, to the `presence`
 * channel's subscribers who may see last activity.
 */
export async function liveFromConnection(before: Image, after: Image, now = new Date()): Promise<number> {
  if (!live() || (before && after) || (!before && !after)) return 0;
  const item = (after ?? before) as Record<string, unknown>;
  const userId = Number(item['user_id']);
  const open = (await userConnections(userId)).filter((c) => c.expires_at > Math.floor(now.getTime() / 1000) && c.connection_id !== (before ? item['connection_id'] : undefined));
  // Online with the first connection (the index may not show this one yet), offline with none left.
  if (after ? open.length > 1 : open.length > 0) return 0;
  const event = after ? 'presence.online' : 'presence.offline';
  // When it opened, or its client's last message (last seen): the same on a record handled twice, so is the id.
  const at = String(after ? item['connected_at'] : (item['last_message_at'] ?? item['connected_at']));
  const body = { type: 'event' as const, event, id: stableId(at, `${String(item['connection_id'])}#${event}`), channel: 'presence', data: { user_id: userId, is_online: after !== undefined, at: toSqlDateTime(at) } };
  return deliverAll([{ channelKey: 'presence', body, audience: { kind: 'presence' } }]);
}

/** A time-ordered id like an event's (12 hex of milliseconds, 20 more), the same each time a record is handled. */
function stableId(at: string, seed: string): string {
  const ms = Date.parse(at);
  return `${(Number.isFinite(ms) ? ms : 0).toString(16).padStart(12, '0')}${createHash('sha256').update(seed).digest('hex').slice(0, 20)}`;
}

type PostAudience = Extract<Audience, { kind: 'post' }>['post'];
const postAudience = (p: Pick<FeedRecord, 'id' | 'user_id' | 'status' | 'space_id'>): Audience => ({ kind: 'post', post: { id: p.id, user_id: p.user_id, status: p.status, space_id: p.space_id } });

/**
 * Whether anyone listens (or did lately) to a post's channel or its space's (the event's space is
 * the post's): one Query per channel, which spares the post's read when nobody does; when someone
 * does, deliver queries the channel again for its page of subscribers.
 */
const anyListened = async (postId: number, spaceId: number | null | undefined): Promise<boolean> =>
  (await listenedChannels([`post:${postId}`, ...(typeof spaceId === 'number' ? [`space:${spaceId}`] : [])])).size > 0;

/** The messages an event makes, one per channel it touches. */
export async function messagesOfEvent(event: OutboxEvent): Promise<LiveMessage[]> {
  const d = event.data;
  const message = (channel: string, audience: Audience, data: Record<string, unknown>, key = channel): LiveMessage => ({
    channelKey: key,
    body: { type: 'event', event: event.event, id: event.event_id, channel, data },
    audience,
  });
  switch (event.event) {
    case 'feed.created':
    case 'feed.updated':
    case 'feed.pinned':
    case 'feed.unpinned':
    case 'feed.deleted': {
      const post: PostAudience = { id: Number(d['id']), user_id: Number(d['user_id']), status: (d['status'] as FeedRecord['status'] | undefined) ?? 'published', space_id: typeof d['space_id'] === 'number' ? d['space_id'] : null };
      // The post as GET /feeds shows it (the event carries every field; the switched-off ones are left out). A new post has no one's reaction or bookmark yet.
      const data =
        event.event === 'feed.deleted' ? { id: post.id, space_id: post.space_id } : withoutSwitchedOff({ ...d, ...(event.event === 'feed.created' ? NOT_REACTED : {}) }, await featuresInForce());
      const audience = postAudience(post);
      return [...(post.space_id !== null ? [message(`space:${post.space_id}`, audience, data)] : []), ...(event.event !== 'feed.created' ? [message(`post:${post.id}`, audience, data)] : [])];
    }
    case 'comment.created':
    case 'comment.updated':
    case 'comment.deleted': {
      const postId = Number(d['post_id']);
      if (!(await anyListened(postId, event.space_id))) return [];
      const post = await getFeed(postId, { consistent: true });
      if (!post) return [];
      const audience = postAudience(post);
      const { post_user_id: _author, ...comment } = d;
      const data = event.event === 'comment.deleted' ? comment : withoutSwitchedOff(comment, await featuresInForce());
      const counts = { post_id: postId, comment_id: Number(d['id']), comments_count: post.comments_count };
      return [message(`post:${postId}`, audience, data), ...(post.space_id !== null ? [message(`space:${post.space_id}`, audience, counts)] : [])];
    }
    case 'reaction.added':
    case 'reaction.removed': {
      const postId = Number(d['post_id']);
      const commentId = d['object_type'] === 'comment' ? Number(d['comment_id']) : null;
      if (!(await anyListened(postId, event.space_id))) return [];
      const [post, comment] = await Promise.all([getFeed(postId, { consistent: true }), commentId !== null ? getComment(postId, commentId, { consistent: true }) : null]);
      if (!post || (commentId !== null && !comment)) return [];
      const audience = postAudience(post);
      if (comment) return [message(`post:${postId}`, audience, { post_id: postId, comment_id: comment.id, object_type: 'comment', reactions_count: comment.reactions_count })];
      const data = { post_id: postId, object_type: 'feed', reactions_count: post.reactions_count };
      return [message(`post:${postId}`, audience, data), ...(post.space_id !== null ? [message(`space:${post.space_id}`, audience, data)] : [])];
    }
    case 'lesson.completed':
    case 'course.completed': {
      const courseId = Number(d['course_id'] ?? event.space_id);
      const userId = Number(d['user_id']);
      if (!Number.isInteger(courseId) || !Number.isInteger(userId)) return [];
      return [message(`course:${courseId}`, { kind: 'subscribers' }, d, `course:${courseId}:${userId}`)];
    }
    case 'chat.message.created':
    case 'chat.message.deleted': {
      // To each member of the thread when the message was sent (docs/chat.md), on their own `chat` channel; a space's
      // thread, to its space's channel, heard by the space's active members alone (100,000 members are no list to address).
      const { member_ids: memberIds, ...data } = d;
      if (typeof d['space_id'] === 'number') return [message(`space:${d['space_id']}`, { kind: 'space_members', space_id: d['space_id'] }, data)];
      return (Array.isArray(memberIds) ? memberIds : []).filter((id): id is number => Number.isInteger(id)).map((id) => message('chat', { kind: 'subscribers' }, data, `chat:${id}`));
    }
    default:
      return [];
  }
}

async function deliverAll(messages: LiveMessage[]): Promise<number> {
  let sent = 0;
  for (const m of messages) sent += await deliver(m);
  return sent;
}

/**
 * Keeps the message for catching up (when anyone listens or did lately), then posts it to the channel's subscribers who may read it,
 * a page at a time; a channel past the threshold (with a fan-out queue) goes to the queue instead.
 */
export async function deliver(m: LiveMessage, now = new Date()): Promise<number> {
  const threshold = config.LIVE_FANOUT_THRESHOLD;
  const first = await subscribersPage(m.channelKey, Math.max(PAGE, threshold + 1));
  // Kept only for a channel someone listens to or did lately (store latelyItem): only they can come back for it.
  if (!first.listened) return 0;
  await putLog(m.channelKey, { event_id: m.body.id, body: m.body as unknown as Record<string, unknown>, audience: m.audience as unknown as Record<string, unknown> }, Math.floor(now.getTime() / 1000) + LOG_SECONDS);
  if (first.subscribers.length === 0 && !first.lastKey) return 0;
  if (config.LIVE_FANOUT_QUEUE_URL && (first.subscribers.length > threshold || first.lastKey)) return queueFanout(m, first, threshold);
  let sent = await postToSubscribers(m, first.subscribers);
  for (let startKey = first.lastKey; startKey; ) {
    const page = await subscribersPage(m.channelKey, PAGE, startKey);
    sent += await postToSubscribers(m, page.subscribers);
    startKey = page.lastKey;
  }
  return sent;
}

/** Every subscriber, in batches of `size`, to the fan-out queue; answers 0 (the consumer posts). */
async function queueFanout(m: LiveMessage, first: { subscribers: LiveSubscriber[]; lastKey?: Record<string, unknown> | undefined }, size: number): Promise<number> {
  const all = [...first.subscribers];
  for (let startKey = first.lastKey; startKey; ) {
    const page = await subscribersPage(m.channelKey, PAGE * 10, startKey);
    all.push(...page.subscribers);
    startKey = page.lastKey;
  }
  const batches: FanoutBatch[] = [];
  for (let i = 0; i < all.length; i += size) batches.push({ message: m, subscribers: all.slice(i, i + size) });
  await enqueueFanout(batches);
  log.info('live fan-out queued', { channel: m.body.channel, subscribers: all.length, batches: batches.length });
  return 0;
}

/** A batch of the fan-out queue: one message and the subscribers it goes to. */
export interface FanoutBatch {
  message: LiveMessage;
  subscribers: LiveSubscriber[];
}

/** The fan-out consumer's work: the batch's subscribers who may read the message now. */
export const deliverBatch = (batch: FanoutBatch): Promise<number> => postToSubscribers(batch.message, batch.subscribers);

async function postToSubscribers(m: LiveMessage, subscribers: LiveSubscriber[]): Promise<number> {
  const readers = await mayHear(m.audience, subscribers);
  const body = JSON.stringify(m.body);
  let sent = 0;
  await eachLimited(readers, POSTS_IN_FLIGHT, async (s) => {
    if ((await postToConnection(s.connection_id, body)) === 'sent') sent++;
    else await removeConnection(s.connection_id, LOG_SECONDS);
  });
  return sent;
}
