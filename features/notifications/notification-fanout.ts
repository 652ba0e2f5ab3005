/**
 * Turns the table's stream into notifications (docs/notifications.md), in the background and never
 * in the request path. Sources: outbox events (comments, post likes, new posts, follows), comment
 * like items, and membership items whose role changed. Nobody is notified of their own action.
 * Each write is idempotent per source record, so a redelivered batch changes nothing. Only a
 * recipient who may read the object is told (notification-access.ts).
 */
import { eachLimited } from '#platform/core/each-limited.ts';
import { getComment, listReplies } from '#features/feeds/comment-store.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { keys } from '#platform/data/keys.ts';
import { toProfile } from '#features/members/member-store.ts';
import { getNotification, nextNotificationIds, notificationCreate, notificationRewrite } from '#features/notifications/notification-store.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import { activeMemberIds, listSpaceMembers, toMembership } from '#features/spaces/space-member-store.ts';
import { listMembers } from '#features/members/member-store.ts';
import { getSpace } from '#features/spaces/space-store.ts';
import { cancelledByCondition, ignoreCondition, transact } from '#platform/data/transactions.ts';
import type { FeedRecord } from '#features/feeds/feeds.ts';
import type { MemberProfile } from '#features/members/members.ts';
import { mayReadObject, type NotificationObject } from '#features/notifications/notification-access.ts';
import { queueNotificationMail } from '#features/notifications/notification-mail-service.ts';
import {
  feedRoute, feedTitle, notificationContent, REMEMBERED_EVENTS, sentence,
  type NotificationAction, type NotificationRecord, type NotificationRoute, type SourceObjectType,
} from '#features/notifications/notifications.ts';
import type { SpaceRecord } from '#features/spaces/spaces.ts';
import { isListed, isOpen } from '#features/feeds/feed-status.ts';

type Item = Record<string, unknown>;

/** What one notification of one recipient is about; `text` follows the actors' names. */
interface Draft {
  userId: number;
  subject: string;
  feedId: number | null;
  objectId: number;
  srcObjectType: SourceObjectType;
  action: NotificationAction;
  title: string;
  route: NotificationRoute;
  text: string;
  /** What the recipient must be able to read to be told. */
  object: NotificationObject;
}

/** The source record: its idempotency id, its actor (null when none is named) and when it happened. */
interface Source {
  eventId: string;
  actor: MemberProfile | null;
  at: string;
}

/** Notifications for one stream record (its new image and, for a change, its old one). */
export async function notificationsFromRecord(next: Item, prev: Item | undefined): Promise<void> {
  if (next['entity'] === 'event' && !prev) await fromEvent(next);
  else if (next['entity'] === 'like' && !prev && next['object_type'] === 'comment') await fromCommentLike(next);
  else if (next['entity'] === 'space_member' && prev?.['entity'] === 'space_member') await fromMembershipChange(prev, next);
}

async function fromEvent(event: Item): Promise<void> {
  const data = (event['data'] ?? {}) as Item;
  const actorId = event['actor_id'] == null ? null : Number(event['actor_id']);
  if (actorId === null) return;
  const eventId = String(event['event_id']);
  const at = String(event['occurred_at']);
  switch (event['event']) {
    case 'comment.created':
      return commentCreated(data, actorId, eventId, at);
    case 'reaction.added':
      if (data['type'] === 'like' && data['object_type'] === 'feed') return postLiked(data, actorId, eventId, at);
      return;
    case 'feed.created':
      return feedCreated(data, actorId, eventId, at);
    case 'user.followed':
      return followed(data, actorId, eventId, at);
    case 'course.enrolled':
      return courseEnrolled(data, eventId, at);
    case 'quiz.graded':
      return quizGraded(data, actorId, eventId, at);
    case 'report.created':
      return reportCreated(data, actorId, eventId, at);
    case 'chat.message.created':
      return chatMessageReceived(data, actorId, eventId, at);
  }
}

/** Whether a member has an open live connection: the stream router's entry point hands over the live feature's answer. */
type PresenceCheck = (userId: number) => Promise<boolean>;
let isOnline: PresenceCheck = async () => false;
export function setPresenceCheck(check: PresenceCheck): void {
  isOnline = check;
}

/**
 * A chat message (docs/chat.md): each other member of the thread with no open connection (the
 * live channel reaches the others at once) is told, one notification per sender, grouped.
 */
async function chatMessageReceived(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const memberIds = (Array.isArray(data['member_ids']) ? data['member_ids'] : []).filter((id): id is number => Number.isInteger(id) && id !== actorId);
  const threadId = Number(data['thread_id']);
  if (memberIds.length === 0 || !Number.isInteger(threadId)) return;
  const offline = (await Promise.all(memberIds.map(async (id) => ((await isOnline(id)) ? null : id)))).filter((id): id is number => id !== null);
  if (offline.length === 0) return;
  const found = await batchGet([keys.user(actorId)]);
  const actorItem = found.get(itemKeyOf(keys.user(actorId)));
  if (!actorItem) return;
  const actor = toProfile(actorItem);
  const action = 'chat/message_received';
  const drafts = offline.map(
    (userId): Draft => ({
      userId,
      subject: keys.notificationSubject('USER', actorId, action),
      feedId: null,
      objectId: threadId,
      srcObjectType: 'user',
      action,
      title: actor.display_name,
      route: { name: 'chat_thread', params: { thread_id: String(threadId) } },
      text: sentence(action, { target: actor.display_name }),
      object: null,
    }),
  );
  await notifyReaders(drafts, { eventId, actor, at });
}

/** How many of each kind of reviewer a report notifies (docs/moderation.md, Reports): bounded fan-out. */
export const REPORT_REVIEWERS_PER_KIND = 20;

/**
 * A member reported a post or comment (docs/moderation.md, Reports): its reviewers are told,
 * grouped per reported item ("X and N other people reported ..."): the first
 * REPORT_REVIEWERS_PER_KIND active community administrators, as many community moderators and,
 * for a space's content, as many of the space's admins and as many of its moderators (by join
 * date), never the reporter or the content's author; each only while they may read the post.
 */
async function reportCreated(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const content = (data['content'] ?? {}) as Item;
  const postId = Number(content['post_id']);
  const isComment = content['type'] === 'comment';
  const found = await batchGet([keys.feed(postId), keys.user(actorId)], { consistent: true });
  const feedItem = found.get(itemKeyOf(keys.feed(postId)));
  const actorItem = found.get(itemKeyOf(keys.user(actorId)));
  if (!feedItem || !actorItem) return;
  const feed = toFeed(feedItem);
  const space = feed.space_id !== null ? await getSpace(feed.space_id, { consistent: true }) : null;
  if (feed.space_id !== null && !space) return;
  const limit = REPORT_REVIEWERS_PER_KIND;
  const community = (role: 'admin' | 'moderator') => listMembers({ status: 'active', role, orderby: 'created_at', ascending: true, offset: 0, limit });
  const ofSpace = (role: 'admin' | 'moderator') =>
    space ? listSpaceMembers(space.id, 'active', { role, ascending: true, offset: 0, limit }).then((p) => p.memberships.map((m) => m.user_id)) : Promise.resolve([]);
  const [admins, moderators, spaceAdmins, spaceModerators] = await Promise.all([community('admin'), community('moderator'), ofSpace('admin'), ofSpace('moderator')]);
  const skip = new Set([actorId, Number(content['user_id'])]);
  // The space's own reviewers first: they are the closest to the content.
  const reviewers = [...new Set([...spaceModerators, ...spaceAdmins, ...admins.profiles.map((p) => p.user_id), ...moderators.profiles.map((p) => p.user_id)])].filter((id) => !skip.has(id));
  const action = 'moderation/report_added';
  const title = feedTitle(feed);
  const drafts = reviewers.map((userId): Draft => ({
    userId,
    subject: keys.notificationSubject('FEED', feed.id, action, isComment ? Number(content['id']) : undefined),
    feedId: feed.id,
    objectId: Number(content['id']),
    srcObjectType: isComment ? 'comment' : 'feed',
    action,
    title,
    route: feedRoute(feed, space),
    text: sentence(action, { target: title, role: isComment ? 'comment' : 'feed' }),
    object: { feed, space },
  }));
  await notifyReaders(drafts, { eventId, actor: toProfile(actorItem), at });
}

/** An instructor graded a student's quiz attempt (docs/courses.md, Manual grading): tell the student. */
async function quizGraded(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const studentId = Number(data['user_id']);
  const course = await getSpace(Number(data['course_id']), { consistent: true });
  if (!course || studentId === actorId) return;
  const action = 'course/quiz_graded';
  const found = await batchGet([keys.user(actorId)]);
  const actor = found.get(itemKeyOf(keys.user(actorId)));
  const title = String(data['lesson_title'] ?? '');
  const draft: Draft = {
    userId: studentId,
    subject: keys.notificationSubject('SPACE', course.id, action, Number(data['id'])),
    feedId: null,
    objectId: course.id,
    srcObjectType: 'space',
    action,
    title,
    route: { name: 'course_lesson', params: { course_slug: course.slug, lesson_id: String(data['lesson_id']) } },
    text: sentence(action, { target: title, space: course.title, score: Number(data['score'] ?? 0) }),
    object: { space: course },
  };
  await notifyReaders([draft], { eventId, actor: actor ? toProfile(actor) : null, at });
}

/** The post (when still there and published), its space and the actor, in one BatchGet (+ the space). */
async function postContext(feedId: number, actorId: number) {
  const found = await batchGet([keys.feed(feedId), keys.user(actorId)], { consistent: true });
  const feedItem = found.get(itemKeyOf(keys.feed(feedId)));
  const actorItem = found.get(itemKeyOf(keys.user(actorId)));
  if (!feedItem || !actorItem) return null;
  const feed = toFeed(feedItem);
  if (!isOpen(feed.status)) return null;
  const space = feed.space_id !== null ? await getSpace(feed.space_id, { consistent: true }) : null;
  if (feed.space_id !== null && !space) return null;
  return { feed, space, actor: toProfile(actorItem) };
}

/** A notification about a post, for `userId`. */
function postDraft(userId: number, ctx: { feed: FeedRecord; space: SpaceRecord | null }, action: NotificationAction, object: { id: number; type: SourceObjectType }, groupBy?: number): Draft {
  const title = feedTitle(ctx.feed);
  return {
    userId,
    subject: keys.notificationSubject('FEED', ctx.feed.id, action, groupBy),
    feedId: ctx.feed.id,
    objectId: object.id,
    srcObjectType: object.type,
    action,
    title,
    route: feedRoute(ctx.feed, ctx.space),
    text: sentence(action, { target: title, space: ctx.space?.title ?? '' }),
    object: { feed: ctx.feed, space: ctx.space },
  };
}

const mentionedIn = (data: Item): number[] => {
  const ids = ((data['meta'] ?? {}) as Item)['mentioned_user_ids'];
  return Array.isArray(ids) ? ids.map(Number) : [];
};

/** The post's author, the thread's earlier participants (a reply) and the mentioned, each once. */
async function commentCreated(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const commentId = Number(data['id']);
  const ctx = await postContext(Number(data['post_id']), actorId);
  if (!ctx) return;
  const source: Source = { eventId, actor: ctx.actor, at };
  const comment = { id: commentId, type: 'comment' as const };
  const notified = new Set([actorId]);
  const drafts: Draft[] = [];
  const add = (userIds: number[], action: NotificationAction) => {
    for (const userId of new Set(userIds)) {
      if (notified.has(userId)) continue;
      notified.add(userId);
      drafts.push(postDraft(userId, ctx, action, comment));
    }
  };
  add([ctx.feed.user_id], 'comment_added');
  const parentId = data['parent_id'] == null ? null : Number(data['parent_id']);
  if (parentId !== null) {
    const [parent, replies] = await Promise.all([getComment(ctx.feed.id, parentId), listReplies(ctx.feed.id, parentId)]);
    // The thread's participants: its published replies' authors (a held reply's author is not told of others).
    add([...(parent ? [parent.user_id] : []), ...replies.filter((r) => r.id < commentId && r.status === 'published').map((r) => r.user_id)], 'child_comment_added');
  }
  add(mentionedIn(data), 'mention_added');
  await notifyReaders(drafts, source);
}

async function postLiked(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const authorId = Number(data['post_user_id']);
  if (authorId === actorId) return;
  const ctx = await postContext(Number(data['post_id']), actorId);
  if (!ctx) return;
  await notifyReaders([postDraft(authorId, ctx, 'feed/react_added', { id: ctx.feed.id, type: 'feed' })], { eventId, actor: ctx.actor, at });
}

/** The mentioned get feed/mentioned; the space's other active members space_feed/created. */
async function feedCreated(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const ctx = await postContext(Number(data['id']), actorId);
  // Unlisted again before this ran: its space is not told of it.
  if (!ctx || !isListed(ctx.feed.status)) return;
  const source: Source = { eventId, actor: ctx.actor, at };
  const post = { id: ctx.feed.id, type: 'feed' as const };
  const mentioned = [...new Set(mentionedIn(data))].filter((id) => id !== actorId);
  await notifyReaders(mentioned.map((userId) => postDraft(userId, ctx, 'feed/mentioned', post)), source);
  if (ctx.space === null) return;
  const skip = new Set([actorId, ...mentioned]);
  // Those who were members when the post was written (a later joiner is not told of it).
  const members = (await activeMemberIds(ctx.space.id, ctx.feed.created_at)).filter((id) => !skip.has(id));
  await tellAll(members.map((userId) => postDraft(userId, ctx, 'space_feed/created', post)), source);
}

async function followed(data: Item, actorId: number, eventId: string, at: string): Promise<void> {
  const userId = Number(data['user_id']);
  if (userId === actorId) return;
  const found = await batchGet([keys.user(actorId)]);
  const actorItem = found.get(itemKeyOf(keys.user(actorId)));
  if (!actorItem) return;
  const actor = toProfile(actorItem);
  const action = 'user/followed';
  const draft: Draft = {
    userId,
    subject: keys.notificationSubject('USER', actorId, action),
    feedId: null,
    objectId: actorId,
    srcObjectType: 'user',
    action,
    title: actor.display_name,
    route: { name: 'user_profile', params: { username: actor.username } },
    text: sentence(action, { target: actor.display_name }),
    object: null,
  };
  await notifyReaders([draft], { eventId, actor, at });
}

/**
 * A student enrolled (docs/courses.md, Notifications): the course's instructor is told, grouped
 * per course; not when they enrolled themselves.
 */
async function courseEnrolled(data: Item, eventId: string, at: string): Promise<void> {
  const instructorId = Number(data['instructor_id']);
  const studentId = Number(data['user_id']);
  const courseId = Number(data['course_id']);
  if (!Number.isInteger(instructorId) || instructorId <= 0 || instructorId === studentId) return;
  const found = await batchGet([keys.user(studentId)]);
  const studentItem = found.get(itemKeyOf(keys.user(studentId)));
  const space = await getSpace(courseId, { consistent: true });
  if (!studentItem || !space) return;
  const action = 'course/enrolled';
  const draft: Draft = {
    userId: instructorId,
    subject: keys.notificationSubject('SPACE', courseId, action),
    feedId: null,
    objectId: courseId,
    srcObjectType: 'space',
    action,
    title: space.title,
    route: { name: 'course_view', params: { course: space.slug } },
    text: sentence(action, { target: space.title }),
    object: { space },
  };
  await notifyReaders([draft], { eventId, actor: toProfile(studentItem), at });
}

/** A like item of a comment (FEED#<post>/CLIKE#<comment>#<user>): the comment's author, grouped per comment. */
async function fromCommentLike(like: Item): Promise<void> {
  const actorId = Number(like['user_id']);
  const postId = Number(String(like['pk']).slice('FEED#'.length));
  const commentId = Number(like['object_id']);
  const comment = await getComment(postId, commentId, { consistent: true });
  if (!comment || comment.user_id === actorId) return;
  const ctx = await postContext(postId, actorId);
  if (!ctx) return;
  const draft = postDraft(comment.user_id, ctx, 'comment/react_added', { id: commentId, type: 'comment' }, commentId);
  await notifyReaders([draft], { eventId: `like#${String(like['sk'])}#${String(like['created_at'])}`, actor: ctx.actor, at: String(like['created_at']) });
}

/** An active member's role changed: tell them (the change names no actor). */
async function fromMembershipChange(prevItem: Item, nextItem: Item): Promise<void> {
  const prev = toMembership(prevItem);
  const next = toMembership(nextItem);
  if (prev.role === next.role || prev.status !== 'active' || next.status !== 'active') return;
  const space = await getSpace(next.space_id, { consistent: true });
  if (!space) return;
  const action = 'space/member/role_updated';
  const draft: Draft = {
    userId: next.user_id,
    subject: keys.notificationSubject('SPACE', space.id, action),
    feedId: null,
    objectId: space.id,
    srcObjectType: 'space',
    action,
    title: space.title,
    route: { name: 'space_feeds', params: { space: space.slug } },
    text: sentence(action, { target: space.title, role: next.role }),
    object: { space },
  };
  await notifyReaders([draft], { eventId: `role#${next.space_id}#${next.user_id}#${next.updated_at}#${next.role}`, actor: null, at: next.updated_at });
}

/** The notification's fields after `source` is folded into `before` (if any). */
function folded(d: Draft, source: Source, before: NotificationRecord | null) {
  const earlier = before?.actor_ids ?? [];
  const actors = source.actor ? [source.actor.user_id, ...earlier.filter((id) => id !== source.actor?.user_id)] : earlier;
  const latest = before && before.updated_at > source.at ? before.updated_at : source.at;
  return {
    feed_id: d.feedId,
    space_id: d.object?.space?.id ?? null,
    object_id: d.objectId,
    src_user_id: source.actor?.user_id ?? null,
    src_object_type: d.srcObjectType,
    action: d.action,
    title: d.title,
    content: notificationContent(source.actor?.display_name ?? null, actors.length - 1, d.text),
    route: d.route,
    is_read: 0 as const,
    actor_ids: actors,
    event_ids: [source.eventId, ...(before?.event_ids ?? [])].slice(0, REMEMBERED_EVENTS),
    updated_at: latest,
  };
}

/**
 * The drafts whose recipients may read what they would be told about. An object anyone may read
 * needs no reads; otherwise the recipients' accounts (their community role) and memberships of the
 * object's space are read in one BatchGet (per 50 recipients).
 */
async function readableDrafts(drafts: Draft[]): Promise<Draft[]> {
  const restricted = drafts.filter((d) => !mayReadObject(d.object, null, null));
  if (restricted.length === 0) return drafts;
  const spaceIdOf = (d: Draft) => d.object?.space?.id ?? null;
  const found = await batchGet(
    restricted.flatMap((d) => {
      const spaceId = spaceIdOf(d);
      return [keys.user(d.userId), ...(spaceId !== null ? [keys.spaceMember(spaceId, d.userId)] : [])];
    }),
    { consistent: true },
  );
  const mayRead = (d: Draft) => {
    const account = found.get(itemKeyOf(keys.user(d.userId)));
    const spaceId = spaceIdOf(d);
    const membership = spaceId !== null ? found.get(itemKeyOf(keys.spaceMember(spaceId, d.userId))) : undefined;
    return account !== undefined && mayReadObject(d.object, { userId: d.userId, role: toProfile(account).role }, membership ? toMembership(membership) : null);
  };
  return drafts.filter((d) => !restricted.includes(d) || mayRead(d));
}

/** Recipients told at once by notifyReaders: each is its own read-modify-write, on its own items. */
const NOTIFY_CONCURRENCY = 8;

/**
 * Tells each recipient who may read the object (each may regroup an existing notification), a few
 * at a time: a report's forty reviewers one by one took seconds. A mailed notification (a comment,
 * reply or mention; a chat message to an offline member) then joins its member's mail window
 * (notification-mail-service.ts), also when a redelivery finds it written already, so a failure
 * between the two is made good on the retry.
 */
async function notifyReaders(drafts: Draft[], source: Source): Promise<void> {
  await eachLimited(await readableDrafts(drafts), NOTIFY_CONCURRENCY, async (d) => {
    await notify(d, source);
    await queueNotificationMail(d);
  });
}

/**
 * Creates the recipient's notification, or rewrites the grouped one ("X and N other people"),
 * unread again. Read-modify-write guarded by the item's revision; a source already folded in is
 * skipped, so a redelivered stream record changes nothing.
 */
async function notify(d: Draft, source: Source): Promise<void> {
  for (let attempt = 1; attempt <= 5; attempt++) {
    const before = await getNotification(d.userId, d.subject);
    if (before?.event_ids.includes(source.eventId)) return;
    try {
      if (before) await transact(notificationRewrite(before, { ...before, ...folded(d, source, before), rev: before.rev + 1 }));
      else {
        const [id] = await nextNotificationIds(1);
        await transact(notificationCreate({ id: id ?? 0, user_id: d.userId, subject: d.subject, created_at: source.at, rev: 0, ...folded(d, source, null) }));
      }
      return;
    } catch (error) {
      ignoreCondition(error); // changed meanwhile: read it again
    }
  }
  throw new Error(`Notification ${d.subject} of user ${d.userId} kept changing`);
}

/** New notifications for many recipients (a space's members) who may read the object: 50 per transaction, ids taken together. */
async function tellAll(drafts: Draft[], source: Source): Promise<void> {
  for (let i = 0; i < drafts.length; i += 50) {
    const chunk = await readableDrafts(drafts.slice(i, i + 50));
    if (chunk.length === 0) continue;
    const ids = await nextNotificationIds(chunk.length);
    const items = chunk.flatMap((d, j) =>
      notificationCreate({ id: ids[j] ?? 0, user_id: d.userId, subject: d.subject, created_at: source.at, rev: 0, ...folded(d, source, null) }),
    );
    try {
      await transact(items);
    } catch (error) {
      // A redelivery finds some already written: those are skipped one by one.
      if (!cancelledByCondition(error)) throw error;
      for (const d of chunk) await notify(d, source);
    }
  }
}
