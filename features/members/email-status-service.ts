/**
 * What administrators see of a member's mail (docs/email.md): the email status of their address
 * and the delivery log of their last mail jobs, and clearing a bounce or complaint mark.
 */
import { getProfile } from '#features/members/member-store.ts';
import { MemberNotFoundError } from '#features/members/members.ts';
import { assertClearable, toEmailStatus, type EmailStatusView } from '#features/members/email-status.ts';
import { clearUndeliverable, getUndeliverable } from '#features/mail/mail-suppression-store.ts';
import { listMailLog } from '#features/mail/mail-log-store.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';

/** The email status of `email` (one GetItem). */
export async function emailStatusOf(email: string): Promise<EmailStatusView> {
  return toEmailStatus(await getUndeliverable(email));
}

async function requireMemberEmail(userId: number): Promise<string> {
  const profile = await getProfile(userId);
  if (!profile) throw new MemberNotFoundError();
  return profile.email;
}

/** The member's email status and their last `limit` delivery log entries, newest first. */
export async function memberMailLog(userId: number, limit: number) {
  const email = await requireMemberEmail(userId);
  const [status, entries] = await Promise.all([emailStatusOf(email), listMailLog(userId, limit)]);
  return {
    email_status: status,
    mail_log: entries.map((e) => ({
      job_id: e.job_id,
      kind: e.kind,
      to: e.to,
      status: e.status,
      reason: e.reason,
      message_id: e.message_id,
      attempt: e.attempt,
      at: toSqlDateTime(e.at),
    })),
  };
}

/** Clears the bounce or complaint mark of the member's current address (nothing to clear: the same answer). */
export async function clearMemberEmailStatus(userId: number): Promise<EmailStatusView> {
  const email = await requireMemberEmail(userId);
  const status = await emailStatusOf(email);
  assertClearable(status);
  if (status.status !== 'deliverable') await clearUndeliverable(email);
  return toEmailStatus(null);
}
