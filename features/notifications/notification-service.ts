/**
 * The caller's notifications (docs/notifications.md): lists with the unread count, and marking
 * read. Each list is one Query plus one BatchGet (the actors' profiles, the caller's counters, and
 * the posts, spaces and memberships that decide what each notification may still show).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import type { Reader } from '#platform/auth/access.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { GSI } from '#platform/data/table.ts';
import { toProfile } from '#features/members/member-store.ts';
import {
  findNotification, getCounts, listNotifications, listUnread, markRead, toCounts, unreadOfFeed,
} from '#features/notifications/notification-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { toXprofile } from '#features/members/members.ts';
import { mayReadObject, type NotificationObject } from '#features/notifications/notification-access.ts';
import { NotificationNotFoundError, toNotificationView, toWithheldView, UNREAD_LIST_LIMIT, type NotificationRecord } from '#features/notifications/notifications.ts';
import { decodeCursor, encodeCursor, type DynamoKey } from '#platform/core/paging.ts';

type Key = { pk: string; sk: string };

/** The space of a notification's object when known without its post (null: none; undefined: kept before space_id was). */
const spaceIdOf = (n: NotificationRecord): number | null | undefined => (n.src_object_type === 'space' ? n.object_id : n.space_id);

/** What decides whether the caller may still read a notification's object: the post, its space and the caller's membership there. */
function objectKeys(userId: number, n: NotificationRecord): Key[] {
  const spaceId = spaceIdOf(n);
  return [...(n.feed_id !== null ? [keys.feed(n.feed_id)] : []), ...(typeof spaceId === 'number' ? [keys.space(spaceId), keys.spaceMember(spaceId, userId)] : [])];
}

/** The object as read now, or 'gone' (a deleted post or space reads as nothing to show). */
function objectOf(n: NotificationRecord, found: Map<string, Record<string, unknown>>): NotificationObject | 'gone' {
  const spaceItem = (spaceId: number) => found.get(itemKeyOf(keys.space(spaceId)));
  if (n.feed_id !== null) {
    const feedItem = found.get(itemKeyOf(keys.feed(n.feed_id)));
    if (!feedItem) return 'gone';
    const feed = toFeed(feedItem);
    const space = feed.space_id !== null ? spaceItem(feed.space_id) : undefined;
    if (feed.space_id !== null && !space) return 'gone';
    return { feed, space: space ? toSpace(space) : null };
  }
  if (n.src_object_type === 'space') {
    const space = spaceItem(n.object_id);
    return space ? { space: toSpace(space) } : 'gone';
  }
  return null;
}

/** Whether the caller may read the notification's object now (the one visibility rule). */
function readableNow(caller: Reader, n: NotificationRecord, found: Map<string, Record<string, unknown>>): boolean {
  const object = objectOf(n, found);
  if (object === 'gone') return false;
  const spaceId = object?.space?.id;
  const membership = spaceId !== undefined ? found.get(itemKeyOf(keys.spaceMember(spaceId, caller.userId))) : undefined;
  return mayReadObject(object, caller, membership ? toMembership(membership) : null);
}

/**
 * The notifications as shown, with the caller's counters read in the same BatchGet: the actors,
 * and what decides whether each object is still readable (a notification the caller may no longer
 * read is withheld). Notifications kept before their space_id was name their space through their
 * post only: those spaces take one more BatchGet.
 */
async function withActors(caller: Reader, notifications: NotificationRecord[]) {
  const userId = caller.userId;
  const actorIds = [...new Set(notifications.flatMap((n) => (n.src_user_id === null ? [] : [n.src_user_id])))];
  const found = await batchGet([keys.notificationCounts(userId), ...actorIds.map((id) => keys.user(id)), ...notifications.flatMap((n) => objectKeys(userId, n))], { consistent: true });
  const unknownSpaces = notifications.flatMap((n) => {
    const post = n.feed_id !== null && spaceIdOf(n) === undefined ? found.get(itemKeyOf(keys.feed(n.feed_id))) : undefined;
    const spaceId = post ? toFeed(post).space_id : null;
    return spaceId !== null ? [keys.space(spaceId), keys.spaceMember(spaceId, userId)] : [];
  });
  if (unknownSpaces.length > 0) for (const [k, v] of await batchGet(unknownSpaces, { consistent: true })) found.set(k, v);
  const views = notifications.map((n) => {
    if (!readableNow(caller, n, found)) return toWithheldView(n);
    const actor = n.src_user_id === null ? undefined : found.get(itemKeyOf(keys.user(n.src_user_id)));
    return toNotificationView(n, actor ? toXprofile(toProfile(actor)) : null);
  });
  return { views, counts: toCounts(found.get(itemKeyOf(keys.notificationCounts(userId)))) };
}

/** One notification as its member's list shows it (withheld when its object is no longer readable) and their unread count: live updates (docs/live-updates.md). */
export async function notificationShown(reader: Reader, n: NotificationRecord) {
  const { views, counts } = await withActors(reader, [n]);
  return { notification: views[0], unread_count: counts.unread };
}

/** GET /notifications: latest activity first, by page (or cursor), with real totals. */
export async function listFor(caller: Caller, q: { page: number; per_page: number; cursor?: string | undefined }) {
  const startKey = q.cursor ? decodeCursor(q.cursor, { index: GSI.gsi1, partition: keys.notificationsPartition(caller.userId) }) : undefined;
  // Pages by number read past the earlier pages (as the followers lists do); a cursor starts where the last page ended.
  const offset = startKey ? 0 : (q.page - 1) * q.per_page;
  const { items, lastKey } = await listNotifications(caller.userId, offset + q.per_page, startKey);
  const page = items.slice(offset);
  const { views, counts } = await withActors(caller, page);
  return { data: views, total: counts.total, unread: counts.unread, nextCursor: encodeCursor(lastKey as DynamoKey | undefined) };
}

/** GET /notifications/unread: the latest unread ones. */
export async function unreadFor(caller: Caller) {
  const { views, counts } = await withActors(caller, await listUnread(caller.userId, UNREAD_LIST_LIMIT));
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
