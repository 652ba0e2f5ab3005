/**
 * The unread-message mail (docs/chat.md, "Unread-message mail"). An offline member's
 * `chat/message_received` notification puts its thread in the member's one chat window
 * (notification-mail-service.ts queueNotificationMail); when the window closes its job comes here,
 * and everything is decided afresh: the site's `enable_email_notifications`, the messaging group's
 * `is_enabled` and `email_unread_messages`, the member still active with their
 * `message_email_frequency` not `disabled`, and for each thread of the window that the member is
 * still in, not blocked and still has unread messages in. Read in the app meanwhile: no mail.
 */
import { keys } from '#platform/data/keys.ts';
import { batchGet, itemKeyOf } from '#platform/data/queries.ts';
import type { MailContext, Renderer, RenderedMail, SkippedMail } from '#features/mail/mail-content.ts';
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { getMailPreferences } from '#features/mail/mail-preferences-store.ts';
import { freshMessagingRules } from '#features/settings/groups/messaging-rules.ts';
import { toProfile } from '#features/members/member-store.ts';
import { getMailWindowItems } from '#features/notifications/notification-mail-store.ts';
import { mailRecipient } from '#features/notifications/notification-mail-service.ts';
import { CHAT_MAIL_KIND, CHAT_MAIL_LIST, excerpt } from '#features/notifications/notification-mails.ts';
import type { MemberRecord, MessageRecord, ThreadRecord } from './chats.ts';
import { queryMessages, readThread } from './chat-store.ts';
import { chatMailContent, threadUrl, type MailedThread } from './chat-mails.ts';

/** Threads one mail tells of (each costs a Query of its members and one of its messages): the window's most recent. */
const MAX_THREADS = 5;
/** The newest unread messages shown per thread. */
const MESSAGES_PER_THREAD = 3;

const skip = (reason: string): SkippedMail => ({ skip: reason });

/** A thread of the window the member may still be told of: still a member, not blocked, something unread. */
interface Unread {
  thread: ThreadRecord;
  me: MemberRecord;
}

async function stillUnread(userId: number, threadId: number): Promise<Unread | null> {
  const { thread, members } = await readThread(threadId);
  const me = members.find((m) => m.user_id === userId);
  if (!thread || !me || me.unread_count <= 0) return null;
  // A blocked direct thread carries no messages to tell of (docs/chat.md, "Who may do what").
  if (thread.type === 'direct' && members.some((m) => m.blocked)) return null;
  return { thread, me };
}

/** The window's mail, or why nothing is sent. */
export async function renderChatMail(job: MailJob, ctx: MailContext): Promise<RenderedMail | SkippedMail> {
  const userId = job.to_user_id;
  const window = Number(job.data['window']);
  if (!userId || !Number.isInteger(window)) return skip('malformed chat mail job');
  if (!ctx.enableEmailNotifications) return skip('enable_email_notifications is off');
  const [rules, found, prefs, gathered] = await Promise.all([
    freshMessagingRules(),
    batchGet([keys.user(userId)], { consistent: true }),
    getMailPreferences(userId),
    getMailWindowItems(userId, CHAT_MAIL_LIST, 0, window),
  ]);
  if (!rules.enabled) return skip('messaging is off');
  if (!rules.emailUnread) return skip("the messaging settings' email_unread_messages is off");
  const recipient = mailRecipient(found.get(itemKeyOf(keys.user(userId))), prefs, CHAT_MAIL_LIST, ctx);
  if ('problem' in recipient) return skip(recipient.problem);
  const { member } = recipient;
  const threadIds = gathered.commentIds.slice(-MAX_THREADS);
  const unread = (await Promise.all(threadIds.map((id) => stillUnread(userId, id)))).filter((u): u is Unread => u !== null);
  if (unread.length === 0) return skip('the member has read these messages, or left or blocked their threads');
  unread.sort((x, y) => y.thread.last_message_id - x.thread.last_message_id);
  // The newest unread messages of each thread (never those the member deleted for themself).
  const pages = await Promise.all(unread.map((u) => queryMessages(u.thread.id, { floor: Math.max(u.me.last_read_id, u.me.cleared_before), limit: MESSAGES_PER_THREAD })));
  const shown = pages.map((p) => [...p.items].reverse());
  const people = [...new Set([...shown.flat().flatMap((m) => (m.user_id === null ? [] : [m.user_id])), ...unread.flatMap((u) => (u.me.peer_id === null ? [] : [u.me.peer_id]))])];
  const profiles = people.length > 0 ? await batchGet(people.map((id) => keys.user(id))) : new Map<string, Record<string, unknown>>();
  const nameOf = (id: number | null) => {
    const item = id === null ? undefined : profiles.get(itemKeyOf(keys.user(id)));
    return item ? toProfile(item).display_name : 'Someone';
  };
  const threads: MailedThread[] = unread.flatMap((u, i) => {
    const messages = shown[i] ?? [];
    // Its unread messages deleted meanwhile: nothing of it to tell.
    if (messages.length === 0) return [];
    return [{
      title: u.thread.type === 'direct' ? nameOf(u.me.peer_id) : u.thread.title,
      url: threadUrl(ctx.site.portalUrl, u.thread.id),
      unread: u.me.unread_count,
      messages: messages.map((m: MessageRecord) => ({ author: nameOf(m.user_id), at: m.created_at, text: excerpt(m.message) })),
    }];
  });
  if (threads.length === 0) return skip('nothing unread is left to tell');
  const newestFirst = shown.flat().sort((x, y) => y.id - x.id);
  const authors = [...new Set(newestFirst.map((m) => nameOf(m.user_id)))];
  const content = chatMailContent({ recipient: member.display_name, threads, authors, timeZone: ctx.site.timeZone });
  return { to: member.email, user_id: userId, subject: content.subject, html: content.html, text: content.text, list: CHAT_MAIL_LIST };
}

/** The mail function's renderer of this feature (functions/mail/renderers.ts). */
export const CHAT_MAILS: Record<string, Renderer> = { [CHAT_MAIL_KIND]: renderChatMail };
