/** What the notifications routes answer (docs/openapi.md): each success body's schema, strict. */
import * as z from 'zod';
import { NOTIFICATION_ACTIONS } from '#features/notifications/notifications.ts';
import { FREQUENCY_CHOICES, OTHER_SPACES_GROUP, SPACE_PREFS } from '#features/notifications/notification-preferences.ts';
import { MessageOnly, paginatorOf, sqlDateTime } from '#platform/shapes/common.ts';
import { Xprofile } from '#features/members/shapes.ts';
import { FeedForCaller } from '#features/feeds/shapes.ts';

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

const yesNoValue = z.enum(['yes', 'no']);
const spacePref = z.enum(SPACE_PREFS);

/** The four mail switches (the member's, else the site's default) and the messages' frequency ('default': the member chose none). */
const UserGlobals = z.strictObject({
  digest_mail: yesNoValue,
  mention_mail: yesNoValue,
  reply_my_com_mail: yesNoValue,
  com_my_post_mail: yesNoValue,
  message_email_frequency: z.enum(FREQUENCY_CHOICES),
});

/** GET /profile/{username}/notification-preferences. */
export const preferencesResponse = z.strictObject({
  user_globals: UserGlobals,
  spaceGroups: z
    .array(
      z.strictObject({
        id: z.union([z.number().int(), z.literal(OTHER_SPACES_GROUP)]),
        title: z.string(),
        spaces: z.array(z.strictObject({ id: z.number().int(), title: z.string(), slug: z.string(), pref: z.union([spacePref, z.literal('')]) })),
      }),
    )
    .meta({ description: "The member's spaces (not courses) by the sidebar's groups; those in no group under `other_space_group`." }),
  space_prefs: z.record(z.string(), spacePref).meta({ description: 'Kept for clients: no space post is mailed yet (docs/notifications.md).' }),
  digestEmailDay: z.string().meta({ description: "The weekly digest's day (the email settings' digest_mail_day), e.g. Tuesday." }),
  default_messaging_email_frequency: z.literal('no').meta({ description: "The site has no frequency of its own: a member who never chose gets the unread-message mail per window while the messaging group's email_unread_messages is yes (docs/chat.md)." }),
  crm_email_status: z.null().meta({ description: 'No CRM here.' }),
});

/** POST /profile/{username}/notification-preferences: what is stored now. */
export const preferencesSavedResponse = z.strictObject({
  prefs: z.strictObject({
    digest_mail: yesNoValue.optional(),
    mention_mail: yesNoValue.optional(),
    reply_my_com_mail: yesNoValue.optional(),
    com_my_post_mail: yesNoValue.optional(),
    message_email_frequency: z.enum(['hourly', 'daily', 'weekly', 'disabled']).optional(),
    space_prefs: z.record(z.string(), spacePref).optional(),
  }),
  message: z.string(),
});

/** GET /feeds/ticker and /feeds/ticker-updates (ticker-service.ts). */
const notSignedIn = z.string().optional().meta({ description: 'Why nothing is answered: the caller is not signed in (or, for ticker-updates, `since` is unreadable).' });
const action = z.enum(['created', 'updated']).meta({ description: 'created: the post is new since `since`; updated: it entered the feed since (published later than written).' });

export const tickerResponse = z.strictObject({
  timestamp: sqlDateTime,
  has_changes: z.boolean(),
  feeds: z.array(
    z.strictObject({
      id: z.number().int(),
      updated_at: sqlDateTime,
      action,
      context: z.string().meta({ description: '`global`, or `space-{slug}` for a space\'s post.' }),
      user_id: z.number().int(),
      feed_data: FeedForCaller,
    }),
  ),
  notifications: z.strictObject({ unread_count: z.number().int(), new_count: z.number().int() }).optional(),
  spaces: z.array(z.never()).optional(),
  execution_time: z.number().optional(),
  error: notSignedIn,
});

export const tickerUpdatesResponse = z.strictObject({
  updates: z.array(z.strictObject({ id: z.number().int(), updated_at: z.string().meta({ description: 'ISO 8601, UTC.' }), action })),
  timestamp: sqlDateTime,
  has_changes: z.boolean(),
  error: notSignedIn,
});
