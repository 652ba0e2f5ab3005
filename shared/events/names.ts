/** The event names of the spec's table; webhook subscriptions are validated against this list. */
export const EVENT_NAMES = [
  'feed.created', 'feed.updated', 'feed.deleted', 'feed.pinned', 'feed.unpinned',
  'comment.created', 'comment.updated', 'comment.deleted',
  'reaction.added', 'reaction.removed',
  'space.created', 'space.updated', 'space.deleted', 'space.member_joined', 'space.member_left',
  'user.registered', 'user.profile_updated', 'user.followed', 'user.unfollowed',
  'course.enrolled', 'course.unenrolled', 'lesson.completed',
  'report.created', 'report.resolved',
] as const;

export type EventName = (typeof EVENT_NAMES)[number];
