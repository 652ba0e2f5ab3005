/** The event names of the spec's table; webhook subscriptions are validated against this list. */
export const EVENT_NAMES = [
  'feed.created', 'feed.updated', 'feed.deleted', 'feed.pinned', 'feed.unpinned',
  'comment.created', 'comment.updated', 'comment.deleted',
  'reaction.added', 'reaction.removed',
  'space.created', 'space.updated', 'space.deleted', 'space.member_joined', 'space.member_left',
  'user.registered', 'user.profile_updated', 'user.followed', 'user.unfollowed',
  'course.enrolled', 'course.unenrolled', 'lesson.completed', 'course.completed', 'quiz.submitted', 'quiz.graded',
  'report.created', 'report.resolved',
  // chat (docs/chat.md): webhooks only; the activity history never records private messages
  'chat.thread.created', 'chat.message.created', 'chat.message.deleted',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];

/**
 * Events the service writes to its outbox for its own consumers only (the activity history): no
 * webhook can subscribe to them, since subscriptions are validated against EVENT_NAMES.
 * `bookmark.added`: the spec has no bookmark event, but the history records bookmark_added.
 */
export const INTERNAL_EVENT_NAMES = ['bookmark.added'] as const;

export type InternalEventName = (typeof INTERNAL_EVENT_NAMES)[number];

/** Any event an outbox item may carry. */
export type OutboxEventName = EventName | InternalEventName;
