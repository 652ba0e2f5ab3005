/**
 * Helpers of the notification mail tests (docs/notifications.md, "Notification mail"): comments
 * that notify, the delivery log of a member's mail jobs (read from the table, as the mail function
 * writes it), and the unsubscribe link's token.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { expect } from 'vitest';
import { listMailLog, type MailLogEntry } from '#features/mail/mail-log-store.ts';
import { api, type Auth } from './http.ts';
import { token } from './identity.ts';
import { mailHeaders, type StoredMail } from './mail.ts';

/** Posts a comment (a reply with `parentId`) and answers it. */
export async function comment(postId: number, auth: Auth, text: string, parentId?: number): Promise<any> {
  const res = await api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: `${text} ${token('cm')}`, ...(parentId ? { parent_id: parentId } : {}) } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comment;
}

/** The window job of (member, post, list) as its id starts: `notify:<user>:<post>:<list>:`. */
export const jobPrefix = (userId: number, postId: number, list: string): string => `notify:${userId}:${postId}:${list}:`;

/** Waits for the member's delivery log to hold an entry `match` accepts, and answers it. */
export async function waitForLog(userId: number, match: (e: MailLogEntry) => boolean, timeoutMs = 20_000): Promise<MailLogEntry> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = (await listMailLog(userId)).find(match);
    if (found) return found;
    if (Date.now() > until) throw new Error(`no matching mail log entry of user ${userId}: ${JSON.stringify(await listMailLog(userId))}`);
    await sleep(200);
  }
}

/** Waits until the window job of (member, post, list) is settled, and answers its entry. */
export const waitForJob = (userId: number, postId: number, list: string, status?: MailLogEntry['status']): Promise<MailLogEntry> =>
  waitForLog(userId, (e) => e.job_id.startsWith(jobPrefix(userId, postId, list)) && e.status !== 'retrying' && (status === undefined || e.status === status));

/** The token of the mail's List-Unsubscribe link. */
export function unsubscribeTokenOf(mail: StoredMail): string {
  const header = mailHeaders(mail)['list-unsubscribe'] ?? '';
  const url = header.match(/<([^>]+)>/)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe link in "${mail.subject}": ${header}`);
  const value = new URL(url).searchParams.get('token');
  if (!value) throw new Error(`no token in ${url}`);
  return value;
}
