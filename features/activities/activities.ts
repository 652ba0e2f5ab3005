/**
 * The activity history's rules (docs/activities.md): which outbox events become which activity,
 * what an activity says and the shape the API shows. Pure: the recorder (activity-recorder.ts)
 * writes them from the stream, the service (activity-service.ts) lists them.
 */
import type { Xprofile } from '#features/members/members.ts';
import { escapeHtml } from '#features/notifications/notifications.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';

/** The spec's action types. */
export const ACTION_TYPES = [
  'post_created', 'comment_added', 'reaction_added', 'space_joined', 'space_created',
  'course_enrolled', 'lesson_completed', 'profile_updated', 'follow_user', 'bookmark_added',
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export type ActivityObjectType = 'feed' | 'comment' | 'space' | 'course' | 'lesson' | 'user';

/**
 * Which outbox event records which action (reaction.added only for likes, see activityFromEvent).
 * Chat's events (chat.*) are private messages: never recorded (docs/chat.md).
 */
export const ACTION_OF_EVENT: Readonly<Record<string, ActionType>> = {
  'feed.created': 'post_created',
  'comment.created': 'comment_added',
  'reaction.added': 'reaction_added',
  'bookmark.added': 'bookmark_added',
  'space.member_joined': 'space_joined',
  'space.created': 'space_created',
  'course.enrolled': 'course_enrolled',
  'lesson.completed': 'lesson_completed',
  'user.profile_updated': 'profile_updated',
  'user.followed': 'follow_user',
};

/**
 * What the history keeps of an action. Names (the actor's, the space's, a followed member's) and
 * slugs that can change are joined at read time; titles and slugs of posts, courses and lessons
 * are copied from the event into `meta`.
 */
export interface ActivityRecord {
  id: number;
  /** The outbox event it was recorded from: its idempotency key. */
  event_id: string;
  user_id: number;
  action_type: ActionType;
  object_id: number;
  object_type: ActivityObjectType;
  space_id: number | null;
  /** The post it is about (post, comment, like, bookmark), for the route and the post's deletion. */
  feed_id: number | null;
  meta: ActivityMeta;
  created_at: string;
}

export interface ActivityMeta {
  /** The post's, course's or lesson's title as the event carried it. */
  title?: string;
  feed_slug?: string;
  comment_id?: number;
  /** follow_user: the followed member. */
  target_user_id?: number;
  course_slug?: string;
  lesson_slug?: string;
}

/** An activity before it has an id: what the recorder derives from one event. */
export type ActivityDraft = Omit<ActivityRecord, 'id'>;

type Item = Record<string, unknown>;

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** A post's title as the history names it: its title, else the start of its message. */
export function postTitle(f: { title?: unknown; message?: unknown }): string {
  const text = String(str(f.title) ?? str(f.message) ?? '').replace(/\s+/g, ' ').trim();
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** The post a post-related event needs (its slug and title are read with it by the recorder). */
export function postOfEvent(event: Item): number | null {
  const data = (event['data'] ?? {}) as Item;
  switch (event['event']) {
    case 'feed.created':
      return num(data['id']);
    case 'comment.created':
    case 'reaction.added':
    case 'bookmark.added':
      return num(data['post_id']);
    default:
      return null;
  }
}

/**
 * The activity an outbox event records, or null when it records none (unmapped events, reactions
 * other than a like of a post, events naming nobody). `post` is the post's slug and title for the
 * events about a post (read by the recorder, since comment and like events do not carry them).
 */
export function activityFromEvent(event: Item, post: { slug: string; title: string } | null): ActivityDraft | null {
  const action = ACTION_OF_EVENT[String(event['event'])];
  if (!action) return null;
  const data = (event['data'] ?? {}) as Item;
  const actorId = num(event['actor_id']);
  const spaceId = num(event['space_id']);
  const base = { event_id: String(event['event_id']), space_id: spaceId, created_at: String(event['occurred_at']), feed_id: null, meta: {} };
  const about = (userId: number | null, objectType: ActivityObjectType, objectId: number | null, extra: Partial<ActivityDraft> = {}): ActivityDraft | null =>
    userId === null || objectId === null ? null : { ...base, user_id: userId, action_type: action, object_type: objectType, object_id: objectId, ...extra };
  const postId = postOfEvent(event);
  const onPost = (objectType: ActivityObjectType, objectId: number | null, meta: ActivityMeta = {}) =>
    post && postId !== null ? about(actorId, objectType, objectId, { feed_id: postId, meta: { title: post.title, feed_slug: post.slug, ...meta } }) : null;
  switch (action) {
    case 'post_created':
      return onPost('feed', postId);
    case 'comment_added': {
      const commentId = num(data['id']);
      return onPost('comment', commentId, commentId === null ? {} : { comment_id: commentId });
    }
    case 'reaction_added':
      // Only likes of a post are the history's reactions.
      return data['type'] === 'like' && (data['object_type'] ?? 'feed') === 'feed' ? onPost('feed', postId) : null;
    case 'bookmark_added':
      return onPost('feed', postId);
    case 'space_joined':
      // The member who joined, also when a manager added or approved them.
      return about(num(data['user_id']) ?? actorId, 'space', spaceId ?? num(data['space_id']), { space_id: spaceId ?? num(data['space_id']) });
    case 'space_created':
      return about(actorId, 'space', spaceId ?? num(data['id']), { space_id: spaceId ?? num(data['id']) });
    case 'course_enrolled':
      // The enrolled student (an administrator may have added them), about the course.
      return about(num(data['user_id']) ?? actorId, 'course', num(data['course_id']) ?? num(data['id']), { meta: courseMeta(data) });
    case 'lesson_completed':
      return about(num(data['user_id']) ?? actorId, 'lesson', num(data['lesson_id']) ?? num(data['id']), { meta: courseMeta(data) });
    case 'profile_updated':
      return about(actorId, 'user', actorId, { space_id: null });
    case 'follow_user': {
      const followed = num(data['user_id']);
      return about(num(data['follower_id']) ?? actorId, 'user', followed, { space_id: null, meta: followed === null ? {} : { target_user_id: followed } });
    }
  }
}

function courseMeta(data: Item): ActivityMeta {
  const course = (data['course'] ?? {}) as Item;
  const title = str(data['lesson_title']) ?? str(data['title']) ?? str(course['title']);
  const courseSlug = str(data['course_slug']) ?? str(course['slug']) ?? (data['lesson_id'] === undefined ? str(data['slug']) : undefined);
  const lessonSlug = str(data['lesson_slug']);
  return { ...(title ? { title } : {}), ...(courseSlug ? { course_slug: courseSlug } : {}), ...(lessonSlug ? { lesson_slug: lessonSlug } : {}) };
}

/** What the view joins at read time: current names and slugs. */
export interface ActivityContext {
  actor: { display_name: string; username: string } | null;
  xprofile: Xprofile | null;
  space: { title: string; slug: string } | null;
  /** follow_user: the followed member. */
  target: { display_name: string; username: string } | null;
}

export interface ActivityRoute {
  name: string;
  params: Record<string, string>;
  query?: Record<string, string>;
}

/** The SPA router's target of an activity. */
export function activityRoute(a: ActivityRecord, ctx: Pick<ActivityContext, 'actor' | 'space' | 'target'>): ActivityRoute | null {
  const m = a.meta;
  if (m.feed_slug !== undefined) {
    const query = m.comment_id !== undefined ? { query: { comment_id: String(m.comment_id) } } : {};
    return ctx.space
      ? { name: 'space_feed', params: { space: ctx.space.slug, feed_slug: m.feed_slug }, ...query }
      : { name: 'single_feed', params: { feed_slug: m.feed_slug }, ...query };
  }
  switch (a.action_type) {
    case 'space_joined':
    case 'space_created':
      return ctx.space ? { name: 'space_feeds', params: { space: ctx.space.slug } } : null;
    case 'course_enrolled':
      return m.course_slug ? { name: 'course_view', params: { course: m.course_slug } } : null;
    case 'lesson_completed':
      return m.course_slug && m.lesson_slug ? { name: 'course_lesson', params: { course: m.course_slug, lesson: m.lesson_slug } } : null;
    case 'profile_updated':
      return ctx.actor ? { name: 'user_profile', params: { username: ctx.actor.username } } : null;
    case 'follow_user':
      return ctx.target ? { name: 'user_profile', params: { username: ctx.target.username } } : null;
    default:
      return null;
  }
}

/** A member's name linked to their profile (the portal's `/u/<username>` path). */
const memberLink = (p: { display_name: string; username: string } | null): string =>
  p ? `<a href="/u/${encodeURIComponent(p.username)}">${escapeHtml(p.display_name)}</a>` : 'Someone';

const bold = (text: string | undefined): string => `<b>${escapeHtml(text ?? '')}</b>`;

/** The activity's HTML sentence; every name and title a member wrote is escaped. */
export function activityMessage(a: ActivityRecord, ctx: ActivityContext): string {
  const who = memberLink(ctx.actor);
  const inSpace = ctx.space ? ` in ${bold(ctx.space.title)}` : '';
  const title = bold(a.meta.title);
  switch (a.action_type) {
    case 'post_created':
      return `${who} published a new post ${title}${inSpace}`;
    case 'comment_added':
      return `${who} commented on ${title}${inSpace}`;
    case 'reaction_added':
      return `${who} liked ${title}${inSpace}`;
    case 'bookmark_added':
      return `${who} bookmarked ${title}${inSpace}`;
    case 'space_joined':
      return `${who} joined ${bold(ctx.space?.title)}`;
    case 'space_created':
      return `${who} created the space ${bold(ctx.space?.title)}`;
    case 'course_enrolled':
      return `${who} enrolled in ${title}`;
    case 'lesson_completed':
      return `${who} completed the lesson ${title}`;
    case 'profile_updated':
      return `${who} updated their profile`;
    case 'follow_user':
      return `${who} started following ${memberLink(ctx.target)}`;
  }
}

/** An activity as GET /activities shows it. */
export function toActivityView(a: ActivityRecord, ctx: ActivityContext) {
  const at = toSqlDateTime(a.created_at);
  return {
    id: a.id,
    user_id: a.user_id,
    action_type: a.action_type,
    object_id: a.object_id,
    object_type: a.object_type,
    space_id: a.space_id,
    message: activityMessage(a, ctx),
    meta: a.meta,
    route: activityRoute(a, ctx),
    xprofile: ctx.xprofile,
    created_at: at,
    // Activities are never edited: updated_at is their time.
    updated_at: at,
  };
}
