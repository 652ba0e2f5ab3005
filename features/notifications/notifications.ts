/**
 * Notification rules (docs/notifications.md): the actions, what each one says, and the shape the
 * API shows. Pure: the fan-out (notification-fanout.ts) and the service decide who and when.
 */
import { NotFoundError } from '#platform/core/errors.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import type { Xprofile } from '#features/members/members.ts';

export const NOTIFICATION_ACTIONS = [
  'comment_added', 'child_comment_added', 'mention_added', 'feed/react_added', 'comment/react_added', 'feed/mentioned',
  'space_feed/created', 'space/member/role_updated', 'user/followed', 'course/enrolled', 'course/quiz_graded', 'moderation/report_added',
  // A chat message to a member with no open live connection (docs/chat.md), grouped by sender.
  'chat/message_received',
] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

export type SourceObjectType = 'feed' | 'comment' | 'space' | 'user';

export interface NotificationRoute {
  name: string;
  params: Record<string, string>;
}

/** A stored notification; `subject` is its deterministic key (keys.notification). */
export interface NotificationRecord {
  id: number;
  user_id: number;
  subject: string;
  feed_id: number | null;
  /** The space of the object (the post's, or the space itself); absent on notifications written before it was kept. */
  space_id?: number | null;
  object_id: number;
  src_user_id: number | null;
  src_object_type: SourceObjectType;
  action: NotificationAction;
  title: string;
  content: string;
  route: NotificationRoute;
  is_read: 0 | 1;
  /** Distinct actors, latest first: "X and N other people". */
  actor_ids: number[];
  /** The latest events folded in, so a redelivered stream record changes nothing. */
  event_ids: string[];
  created_at: string;
  updated_at: string;
  rev: number;
}

/** How many recent event ids a notification remembers (redeliveries come soon after). */
export const REMEMBERED_EVENTS = 20;

/** Unread notifications GET /notifications/unread shows. */
export const UNREAD_LIST_LIMIT = 50;

export class NotificationNotFoundError extends NotFoundError {
  constructor() {
    super('notification_not_found', 'Notification not found.');
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** "X", "X and 1 other person", "X and 3 other people". */
export function actorsPhrase(actorName: string, others: number): string {
  const name = `<b class="fcom_nudn">${escapeHtml(actorName)}</b>`;
  if (others <= 0) return name;
  return `${name} and ${others} other ${others === 1 ? 'person' : 'people'}`;
}

/** What a notification says after its actors (`target` is the post's or space's title). */
export function sentence(action: NotificationAction, about: { target: string; space?: string; role?: string; score?: number }): string {
  const t = `<span class="fcom_notification_title">${escapeHtml(about.target)}</span>`;
  switch (action) {
    case 'comment_added':
      return `commented on your post ${t}`;
    case 'child_comment_added':
      return `replied to a comment on ${t}`;
    case 'mention_added':
      return `mentioned you in a comment on ${t}`;
    case 'feed/react_added':
      return `liked your post ${t}`;
    case 'comment/react_added':
      return `liked your comment on ${t}`;
    case 'feed/mentioned':
      return `mentioned you in a post ${t}`;
    case 'space_feed/created':
      return `posted in ${escapeHtml(about.space ?? '')}: ${t}`;
    case 'space/member/role_updated':
      return `Your role in ${t} has been changed to <b>${escapeHtml(about.role ?? 'member')}</b>`;
    case 'user/followed':
      return 'started following you';
    case 'chat/message_received':
      return 'sent you a message';
    case 'course/enrolled':
      return `enrolled in your course ${t}`;
    case 'moderation/report_added':
      return `reported ${about.role === 'comment' ? 'a comment on' : 'the post'} ${t}`;
    case 'course/quiz_graded':
      return `graded your quiz ${t} in ${escapeHtml(about.space ?? '')}: <b>${about.score ?? 0}%</b>`;
  }
}

/** The whole sentence: the actors (none for a change nobody is named for), then what they did. */
export const notificationContent = (actorName: string | null, others: number, text: string): string =>
  actorName === null ? text : `${actorsPhrase(actorName, others)} ${text}`;

/** A post's title as a notification names it: its title, else the start of its message. */
export function feedTitle(f: { title: string; message: string }): string {
  const text = (f.title || f.message).replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The SPA router's target of a post. */
export const feedRoute = (f: { slug: string }, space: { slug: string } | null): NotificationRoute =>
  space ? { name: 'space_feed', params: { space: space.slug, feed_slug: f.slug } } : { name: 'single_feed', params: { feed_slug: f.slug } };

/** A notification as the API shows it to its member. */
export function toNotificationView(n: NotificationRecord, xprofile: Xprofile | null) {
  return {
    id: n.id,
    feed_id: n.feed_id,
    object_id: n.object_id,
    src_user_id: n.src_user_id,
    src_object_type: n.src_object_type,
    action: n.action,
    title: n.title,
    content: n.content,
    route: n.route,
    created_at: toSqlDateTime(n.created_at),
    updated_at: toSqlDateTime(n.updated_at),
    xprofile,
    subscriber: { user_id: n.user_id, object_id: n.id, is_read: n.is_read },
  };
}

/** What a withheld notification says: something happened, nothing of what or where. */
export const WITHHELD_CONTENT = 'This content is no longer available to you.';

/**
 * A notification whose object its member may no longer read (they left the space, it became
 * private or draft, the post was unpublished or deleted): kept in the list and the counts, with
 * its title, sentence, route and actor left out.
 */
export function toWithheldView(n: NotificationRecord) {
  return { ...toNotificationView(n, null), src_user_id: null, title: '', content: WITHHELD_CONTENT, route: null };
}
