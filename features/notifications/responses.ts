/** What the notifications routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { NOTIFICATION_ACTIONS } from '#features/notifications/notifications.ts';
import { MessageOnly, paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';

/**
 * A notification as its member sees it (notifications.ts toNotificationView); one whose object the
 * member may no longer read is withheld (toWithheldView): no actor, title or route.
 */
const Notification = z
  .strictObject({
    id: z.number().int(),
    feed_id: z.number().int().nullable(),
    object_id: z.number().int(),
    src_user_id: z.number().int().nullable(),
    src_object_type: z.enum(['feed', 'comment', 'space', 'user']),
    action: z.enum(NOTIFICATION_ACTIONS),
    title: z.string(),
    content: z.string().meta({ description: 'HTML: the actors and what they did.' }),
    route: z
      .strictObject({ name: z.string(), params: z.record(z.string(), z.string()) })
      .nullable()
      .meta({ description: 'The portal route of the object; null while withheld.' }),
    created_at: sqlDateTime,
    updated_at: sqlDateTime,
    xprofile: Xprofile.nullable(),
    subscriber: z.strictObject({ user_id: z.number().int(), object_id: z.number().int(), is_read: z.literal([0, 1]) }),
  })
  .meta({ id: 'Notification', description: 'A notification of the caller.' });

/** GET /notifications: a page, with the cursor of the next one (null at the end), and the unread count. */
export const notificationsResponse = z.strictObject({
  notifications: paginatorOf(Notification).extend({ next_cursor: z.string().nullable() }),
  unread_count: z.number().int(),
});

/** GET /notifications/unread: the latest unread ones. */
export const unreadResponse = z.strictObject({ notifications: z.array(Notification), unread_count: z.number().int() });

/** POST /notifications/mark-read/{id}. */
export const markedReadResponse = z.strictObject({ unread_count: z.number().int() });

/** POST /notifications/mark-read/{feed_id}/by-feed-id. */
export const feedMarkedReadResponse = z.strictObject({ unread_notification_count: z.number().int(), unread_feed_ids: z.array(z.number().int()) });

/** POST /notifications/mark-all-read. */
export const allMarkedReadResponse = MessageOnly;
