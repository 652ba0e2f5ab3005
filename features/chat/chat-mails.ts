/**
 * The unread-message mail's words (docs/chat.md, "Unread-message mail"): who wrote, the start of
 * their last messages in each thread and a link to it. Pure: chat-mail-service.ts reads and decides.
 */
import { button, formatMailDate, html, type SafeHtml } from '#features/mail/mail-html.ts';

/** One unread message the mail shows. */
export interface MailedMessage {
  author: string;
  at: string;
  /** Plain text: the start of the message. */
  text: string;
}

/** One thread with unread messages: its title, link, unread count and its newest unread messages, oldest first. */
export interface MailedThread {
  title: string;
  url: string;
  unread: number;
  messages: MailedMessage[];
}

export interface ChatMailInput {
  recipient: string;
  threads: MailedThread[];
  /** Authors of the shown messages, the most recent first. */
  authors: string[];
  timeZone: string;
}

/** The site's address of a thread, as the notification's `chat_thread` route names it. */
export const threadUrl = (portalUrl: string, threadId: number): string => `${portalUrl}/chat/${threadId}`;

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "Ann", "Ann and Bob", "Ann, Bob and Cy", "Ann, Bob and 3 others". */
export function namesOf(names: string[]): string {
  const [first, second, third] = names;
  if (names.length <= 1) return first ?? 'Someone';
  if (names.length === 2) return `${first} and ${second}`;
  if (names.length === 3) return `${first}, ${second} and ${third}`;
  return `${first}, ${second} and ${names.length - 2} others`;
}

/** The mail's subject and both parts: "You have 3 unread messages from Ann and Bob", each thread with its messages and link. */
export function chatMailContent(input: ChatMailInput): { subject: string; html: SafeHtml; text: string } {
  const total = input.threads.reduce((n, t) => n + t.unread, 0);
  const from = namesOf(input.authors.map(oneLine));
  const subject = total === 1 ? `${from} sent you a message` : `You have ${total} unread messages from ${from}`;
  const threads = input.threads.map((t) => ({
    ...t,
    title: oneLine(t.title) || 'a conversation',
    messages: t.messages.map((m) => ({ ...m, author: oneLine(m.author), when: formatMailDate(m.at, input.timeZone) })),
  }));
  const body = html`<p>Hi ${input.recipient},</p>
<p>${subject}.</p>
${threads.map(
  (t) => html`<h3 style="margin:20px 0 4px;font-size:15px">${t.title} · ${t.unread} unread</h3>
${t.messages.map(
  (m) => html`<div style="border-left:3px solid #e5e7eb;padding:4px 12px;margin:8px 0">
<p style="margin:0;color:#6b7280;font-size:13px"><strong>${m.author}</strong> · ${m.when}</p>
<p style="margin:4px 0 0">${m.text}</p>
</div>`,
)}
${button(t.url, 'Open the conversation')}`,
)}`;
  const text = [
    `Hi ${oneLine(input.recipient)},`,
    '',
    `${subject}.`,
    '',
    ...threads.flatMap((t) => [`${t.title} (${t.unread} unread):`, ...t.messages.flatMap((m) => [`${m.author} (${m.when}):`, `  ${m.text}`]), `Open the conversation: ${t.url}`, '']),
  ].join('\n');
  return { subject, html: body, text };
}
