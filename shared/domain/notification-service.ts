/**
 * The caller's notifications (docs/notifications.md): lists with the unread count, and marking
 * read. Each list is one Query plus one BatchGet (the actors' profiles and the caller's counters).
 */
import type { Caller } from '#shared/auth/authenticate.ts';
import { keys } from '#shared/data/keys.ts';
import { GSI } from '#shared/data/table.ts';
import { toProfile } from '#shared/data/member-store.ts';
import {
  findNotification, getCounts, listNotifications, listUnread, markRead, toCounts, unreadOfFeed,
} from '#shared/data/notification-store.ts';
import { batchGet, keyOf } from '#shared/data/queries.ts';
import { toXprofile } from '#shared/domain/members.ts';
import { NotificationNotFoundError, toNotificationView, UNREAD_LIST_LIMIT, type NotificationRecord } from '#shared/domain/notifications.ts';
import { decodeCursor, encodeCursor, type DynamoKey } from '#shared/http/pagination.ts';

/** The notifications as shown, with the caller's counters read in the same BatchGet. */
async function withActors(userId: number, notifications: NotificationRecord[]) {
  const actorIds = [...new Set(notifications.flatMap((n) => (n.src_user_id === null ? [] : [n.src_user_id])))];
  const found = await batchGet([keys.notificationCounts(userId), ...actorIds.map((id) => keys.user(id))], { consistent: true });
  const views = notifications.map((n) => {
    const actor = n.src_user_id === null ? undefined : found.get(keyOf(keys.user(n.src_user_id)));
    return toNotificationView(n, actor ? toXprofile(toProfile(actor)) : null);
  });
  return { views, counts: toCounts(found.get(keyOf(keys.notificationCounts(userId)))) };
}

/** GET /notifications: latest activity first, by page (or cursor), with real totals. */
export async function listFor(caller: Caller, q: { page: number; per_page: number; cursor?: string | undefined }) {
  const startKey = q.cursor ? decodeCursor(q.cursor, { index: GSI.gsi1, partition: keys.notificationsPartition(caller.userId) }) : undefined;
  // Pages by number read past the earlier pages (as the followers lists do); a cursor starts where the last page ended.
  const offset = startKey ? 0 : (q.page - 1) * q.per_page;
  const { items, lastKey } = await listNotifications(caller.userId, offset + q.per_page, startKey);
  const page = items.slice(offset);
  const { views, counts } = await withActors(caller.userId, page);
  return { data: views, total: counts.total, unread: counts.unread, nextCursor: encodeCursor(lastKey as DynamoKey | undefined) };
}

/** GET /notifications/unread: the latest unread ones. */
export async function unreadFor(caller: Caller) {
  const { views, counts } = await withActors(caller.userId, await listUnread(caller.userId, UNREAD_LIST_LIMIT));
  return { notifications: views, unread_count: counts.unread };
}

/** POST /notifications/mark-read/{id}: that one, and the caller's others about the same post. */
export async function markOneRead(caller: Caller, id: number) {
  const n = await findNotification(caller.userId, id);
  if (!n) throw new NotificationNotFoundError();
  const sks = n.feed_id !== null ? await unreadOfFeed(caller.userId, n.feed_id) : [keys.notification(caller.userId, n.subject).sk];
  await markRead(caller.userId, sks);
  return { unread_count: (await getCounts(caller.userId)).unread };
}

/** POST /notifications/mark-read/{feed_id}/by-feed-id: the caller's notifications about one post. */
export async function markFeedRead(caller: Caller, feedId: number) {
  await markRead(caller.userId, await unreadOfFeed(caller.userId, feedId));
  const [counts, unread] = await Promise.all([getCounts(caller.userId), listUnread(caller.userId, UNREAD_LIST_LIMIT)]);
  // The unread index catches up shortly after a write: the post just marked is left out either way.
  const feedIds = [...new Set(unread.flatMap((n) => (n.feed_id === null || n.feed_id === feedId ? [] : [n.feed_id])))];
  return { unread_notification_count: counts.unread, unread_feed_ids: feedIds };
}

/** POST /notifications/mark-all-read. */
export async function markAllRead(caller: Caller) {
  const unread = await listUnread(caller.userId);
  await markRead(caller.userId, unread.map((n) => keys.notification(caller.userId, n.subject).sk));
  return { message: 'All notifications have been marked as read' };
}
