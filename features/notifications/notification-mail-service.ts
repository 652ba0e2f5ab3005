/**
 * Notification mail (docs/notifications.md, "Notification mail"): a comment on the member's post,
 * a reply in their thread, a mention. The fan-out (notification-fanout.ts) hands each such
 * notification here once it is written; it joins the member's coalescing window of that list and
 * post, and the window's first notification queues the window's one mail job, delayed until it
 * closes (MAIL_COALESCE_SECONDS). When the job comes, the renderer decides everything afresh: the
 * site's `enable_email_notifications`, the email group's switch of the list, the member's own
 * preference, the member still active, the post still readable to them (the visibility rule of
 * notifications), and what of the window they have not read yet; then one mail tells all of it.
 */
import { config } from '#platform/config.ts';
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import type { MailContext, MailList, Renderer, RenderedMail, SkippedMail } from '#features/mail/mail-content.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { effectivePreference, type MailPreferences } from '#features/mail/mail-preferences.ts';
import { getMailPreferences } from '#features/mail/mail-preferences-store.ts';
import { enqueueMail } from '#features/mail/mail-queue.ts';
import { commentKey, toComment } from '#features/feeds/comment-store.ts';
import { isOpen } from '#features/feeds/feed-status.ts';
import { toFeed } from '#features/feeds/feed-store.ts';
import { permalinkUnder } from '#features/feeds/feeds.ts';
import { toProfile } from '#features/members/member-store.ts';
import { toMembership } from '#features/spaces/space-member-store.ts';
import { toSpace } from '#features/spaces/space-store.ts';
import { mayReadObject } from '#features/notifications/notification-access.ts';
import { getMailWindowItems, joinMailWindow, markMailWindowQueued } from '#features/notifications/notification-mail-store.ts';
import {
  CHAT_MAIL_LIST, chatMailJob, excerpt, isNotificationMailList, jobDelaySeconds, LIST_ACTIONS, mailListOf, NOTIFICATION_MAIL_KIND, notificationMailContent, notificationMailJob,
  type MailedItem, type NotificationMailList,
} from '#features/notifications/notification-mails.ts';
import { unreadOfFeed } from '#features/notifications/notification-store.ts';
import { feedTitle, type NotificationAction } from '#features/notifications/notifications.ts';

/** A notification just written for a member: what the mail needs of it. */
export interface MailableNotification {
  userId: number;
  feedId: number | null;
  action: NotificationAction;
  /** The comment it is about (the post itself for a mention in a post). */
  objectId: number;
}

/**
 * Adds a written notification to its member's coalescing window (a mailed action about a post
 * only), and queues the window's mail job unless it is queued already. A redelivered notification
 * adds nothing new (a set of comment ids), and a job queued twice is sent once (its id).
 */
export async function queueNotificationMail(n: MailableNotification, now = Date.now()): Promise<void> {
  // No mail queue (a deployment without mail): nothing could be sent, and notifications must not fail for it.
  if (!config.MAIL_QUEUE_URL) return;
  if (n.action === 'chat/message_received') return queueChatMail(n.userId, n.objectId, now);
  const list = mailListOf(n.action);
  if (!list || n.feedId === null) return;
  const about = n.action === 'feed/mentioned' ? ({ post: true } as const) : { commentId: n.objectId };
  const w = await joinMailWindow(n.userId, list, n.feedId, about, now, config.MAIL_COALESCE_SECONDS);
  if (w.queued) return;
  await enqueueMail([notificationMailJob(n.userId, n.feedId, list, w.window)], jobDelaySeconds(w.closesAt, now));
  await markMailWindowQueued(n.userId, list, n.feedId, w.window);
}

/**
 * A chat message for an offline member (docs/chat.md, "Unread-message mail"): its thread joins the
 * member's one chat window (id 0: all their threads), queued as the windows above.
 */
async function queueChatMail(userId: number, threadId: number, now: number): Promise<void> {
  const w = await joinMailWindow(userId, CHAT_MAIL_LIST, 0, { commentId: threadId }, now, config.MAIL_COALESCE_SECONDS);
  if (w.queued) return;
  await enqueueMail([chatMailJob(userId, w.window)], jobDelaySeconds(w.closesAt, now));
  await markMailWindowQueued(userId, CHAT_MAIL_LIST, 0, w.window);
}

const skip = (reason: string): SkippedMail => ({ skip: reason });

/** The job's member, post, list and window, or null when malformed. */
function jobTarget(job: MailJob): { userId: number; feedId: number; list: NotificationMailList; window: number } | null {
  const userId = job.to_user_id;
  const feedId = Number(job.data['post_id']);
  const window = Number(job.data['window']);
  const list = job.data['list'];
  if (!userId || !Number.isInteger(feedId) || feedId <= 0 || !Number.isInteger(window) || !isNotificationMailList(list)) return null;
  return { userId, feedId, list, window };
}

/** Whether the site sends this list's mail at all: `enable_email_notifications` and the email group's switch. */
function siteSends(list: NotificationMailList, ctx: MailContext): string | null {
  if (!ctx.enableEmailNotifications) return 'enable_email_notifications is off';
  if (ctx.email[list] !== 'yes') return `the email settings' ${list} is off`;
  return null;
}

/** The member a mail of `list` goes to, read at send time, or why it goes to no one. */
export function mailRecipient(
  userItem: Record<string, unknown> | undefined,
  prefs: MailPreferences,
  list: MailList,
  ctx: MailContext,
): { member: ReturnType<typeof toProfile> } | { problem: string } {
  if (!userItem) return { problem: 'the member is gone' };
  const member = toProfile(userItem);
  if (member.status !== 'active') return { problem: 'the member is not active' };
  if (!member.email) return { problem: 'the member has no email address' };
  if (!effectivePreference(prefs, list, ctx)) return { problem: `the member turned ${list} off` };
  return { member };
}

/** The window's mail, or why nothing is sent: every rule is read again at send time. */
export async function renderNotificationMail(job: MailJob, ctx: MailContext): Promise<RenderedMail | SkippedMail> {
  const target = jobTarget(job);
  if (!target) return skip('malformed notification mail job');
  const { userId, feedId, list, window } = target;
  const off = siteSends(list, ctx);
  if (off) return skip(off);
  const [found, prefs, gathered, unread] = await Promise.all([
    batchGet([keys.user(userId), keys.feed(feedId)], { consistent: true }),
    getMailPreferences(userId),
    getMailWindowItems(userId, list, feedId, window),
    unreadOfFeed(userId, feedId),
  ]);
  const feedItem = found.get(itemKeyOf(keys.feed(feedId)));
  const recipient = mailRecipient(found.get(itemKeyOf(keys.user(userId))), prefs, list, ctx);
  if ('problem' in recipient) return skip(recipient.problem);
  const { member } = recipient;
  if (!feedItem) return skip('the post is gone');
  const feed = toFeed(feedItem);
  if (!isOpen(feed.status)) return skip('the post is not published');
  // The member's notifications of this list about the post, still unread: read ones are not mailed.
  const unreadSks = new Set(unread);
  const stillUnread = LIST_ACTIONS[list].some((action) => unreadSks.has(keys.notification(userId, keys.notificationSubject('FEED', feedId, action)).sk));
  if (!stillUnread) return skip('the member has read these notifications');
  const commentIds = gathered.commentIds;
  const more = await batchGet(
    [
      ...(feed.space_id !== null ? [keys.space(feed.space_id), keys.spaceMember(feed.space_id, userId)] : []),
      ...commentIds.map((id) => commentKey(feedId, id)),
    ],
    { consistent: true },
  );
  const spaceItem = feed.space_id !== null ? more.get(itemKeyOf(keys.space(feed.space_id))) : undefined;
  if (feed.space_id !== null && !spaceItem) return skip('the space is gone');
  const space = spaceItem ? toSpace(spaceItem) : null;
  const membership = feed.space_id !== null ? more.get(itemKeyOf(keys.spaceMember(feed.space_id, userId))) : undefined;
  if (!mayReadObject({ feed, space }, { userId, role: member.role }, membership ? toMembership(membership) : null)) return skip('the member may not read the post');
  const comments = commentIds.flatMap((id) => {
    const item = more.get(itemKeyOf(commentKey(feedId, id)));
    const c = item ? toComment(item) : null;
    return c && c.status === 'published' ? [c] : [];
  });
  const authorIds = [...new Set([...comments.map((c) => c.user_id), ...(gathered.post ? [feed.user_id] : [])])];
  const authors = authorIds.length > 0 ? await batchGet(authorIds.map((id) => keys.user(id))) : new Map<string, Record<string, unknown>>();
  const nameOf = (id: number) => {
    const a = authors.get(itemKeyOf(keys.user(id)));
    return a ? toProfile(a).display_name : 'Someone';
  };
  const items: MailedItem[] = [
    ...(gathered.post ? [{ actor: nameOf(feed.user_id), at: feed.created_at, text: excerpt(feed.title ? `${feed.title} — ${feed.message}` : feed.message), post: true }] : []),
    ...comments.map((c) => ({ actor: nameOf(c.user_id), at: c.created_at, text: excerpt(c.message) })),
  ];
  if (items.length === 0) return skip('nothing of the window is left to tell');
  const content = notificationMailContent({
    list,
    recipient: member.display_name,
    postTitle: feedTitle(feed),
    permalink: permalinkUnder(ctx.site.portalUrl, feed, space),
    items,
    timeZone: ctx.site.timeZone,
  });
  return { to: member.email, user_id: userId, subject: content.subject, html: content.html, text: content.text, list };
}

/** The mail function's renderers of this feature (functions/mail/renderers.ts). */
export const NOTIFICATION_MAILS: Record<string, Renderer> = { [NOTIFICATION_MAIL_KIND]: renderNotificationMail };
