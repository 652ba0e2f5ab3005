/**
 * Notification mail's rules (docs/notifications.md, "Notification mail"): which notifications are
 * mailed and under which list (the member's preference, the email group's switch and the
 * unsubscribe link of the same name), the job of a coalescing window, and what the mail says.
 * Pure: notification-mail-service.ts reads and decides when.
 */
import { button, formatMailDate, html, type SafeHtml } from '#features/mail/mail-html.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import type { NotificationAction } from '#features/notifications/notifications.ts';

/** The lists of notification mail: each is a preference of the member and a switch of the email group. */
export const NOTIFICATION_MAIL_LISTS = ['com_my_post_mail', 'reply_my_com_mail', 'mention_mail'] as const;
export type NotificationMailList = (typeof NOTIFICATION_MAIL_LISTS)[number];

/** The notifications that are mailed, by list: a comment on my post, a reply in my thread, a mention in a comment or a post. */
export const LIST_ACTIONS: Record<NotificationMailList, readonly NotificationAction[]> = {
  com_my_post_mail: ['comment_added'],
  reply_my_com_mail: ['child_comment_added'],
  mention_mail: ['mention_added', 'feed/mentioned'],
};

/** The list a notification's mail belongs to, or null when the action is not mailed. */
export function mailListOf(action: NotificationAction): NotificationMailList | null {
  for (const list of NOTIFICATION_MAIL_LISTS) if (LIST_ACTIONS[list].includes(action)) return list;
  return null;
}

export const isNotificationMailList = (v: unknown): v is NotificationMailList => NOTIFICATION_MAIL_LISTS.includes(v as NotificationMailList);

/** The mail function's renderer of these jobs (functions/mail/renderers.ts). */
export const NOTIFICATION_MAIL_KIND = 'notification_mail';

/** The one job of a window: its id names the member, post, list and window, so it is sent once. */
export function notificationMailJob(userId: number, feedId: number, list: NotificationMailList, window: number): MailJob {
  return { job_id: `notify:${userId}:${feedId}:${list}:${window}`, kind: NOTIFICATION_MAIL_KIND, to_user_id: userId, data: { post_id: feedId, list, window } };
}

/**
 * Chat's unread-message mail (docs/chat.md, "Unread-message mail"): a `chat/message_received`
 * notification joins its member's one window over all their threads (the window's ids are the
 * threads); the window's one job is rendered by the chat feature (chat-mail-service.ts).
 */
export const CHAT_MAIL_KIND = 'chat_mail';
/** The window's list in its key, and the mail's list (the member's preference and unsubscribe link). */
export const CHAT_MAIL_LIST = 'message_email_frequency';

export function chatMailJob(userId: number, window: number): MailJob {
  return { job_id: `chatmail:${userId}:${window}`, kind: CHAT_MAIL_KIND, to_user_id: userId, data: { window } };
}

/** Seconds the window's job waits on the queue: until the window closes, and one more for the last notifications' writes. */
export const jobDelaySeconds = (closesAt: number, now: number): number => Math.max(0, Math.ceil((closesAt - now) / 1000)) + 1;

/** The start of a comment or post, on one line: at most `max` characters. */
export function excerpt(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** One thing a mail tells: who did it, when, and the start of what they wrote. */
export interface MailedItem {
  actor: string;
  at: string;
  text: string;
  /** The post itself (a mention in a post), not a comment. */
  post?: boolean;
}

export interface NotificationMailInput {
  list: NotificationMailList;
  recipient: string;
  postTitle: string;
  permalink: string;
  items: MailedItem[];
  timeZone: string;
}

/** One line, however a title or name was written. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

function subjectOf(list: NotificationMailList, items: MailedItem[], title: string): string {
  const first = items[0]?.actor ?? '';
  const n = items.length;
  const t = `"${title}"`;
  switch (list) {
    case 'com_my_post_mail':
      return n === 1 ? `${first} commented on your post ${t}` : `${n} new comments on your post ${t}`;
    case 'reply_my_com_mail':
      return n === 1 ? `${first} replied in a thread on ${t}` : `${n} new replies in threads on ${t}`;
    case 'mention_mail':
      return n === 1 ? `${first} mentioned you in ${t}` : `You were mentioned ${n} times in ${t}`;
  }
}

/** What each item's line says before its text. */
function verbOf(list: NotificationMailList, item: MailedItem): string {
  if (item.post) return 'mentioned you in the post';
  switch (list) {
    case 'com_my_post_mail':
      return 'commented';
    case 'reply_my_com_mail':
      return 'replied';
    case 'mention_mail':
      return 'mentioned you in a comment';
  }
}

/** The mail's subject and both parts: each item with its author, date (the site's zone) and excerpt; a link to the post. */
export function notificationMailContent(input: NotificationMailInput): { subject: string; html: SafeHtml; text: string } {
  const title = oneLine(input.postTitle) || 'a post';
  const subject = oneLine(subjectOf(input.list, input.items.map((i) => ({ ...i, actor: oneLine(i.actor) })), title));
  const rows = input.items.map((item) => ({ ...item, actor: oneLine(item.actor), when: formatMailDate(item.at, input.timeZone), verb: verbOf(input.list, item) }));
  const body = html`<p>Hi ${input.recipient},</p>
<p>${subject}.</p>
${rows.map(
  (r) => html`<div style="border-left:3px solid #e5e7eb;padding:4px 12px;margin:12px 0">
<p style="margin:0;color:#6b7280;font-size:13px"><strong>${r.actor}</strong> ${r.verb} · ${r.when}</p>
<p style="margin:4px 0 0">${r.text}</p>
</div>`,
)}
${button(input.permalink, 'View the post')}`;
  const text = [
    `Hi ${oneLine(input.recipient)},`,
    '',
    `${subject}.`,
    '',
    ...rows.flatMap((r) => [`${r.actor} ${r.verb} (${r.when}):`, `  ${r.text}`, '']),
    `View the post: ${input.permalink}`,
  ].join('\n');
  return { subject, html: body, text };
}
