/**
 * The account mails' jobs (docs/identity.md "Account mail"): what a request writes so the mail
 * function sends the mail (features/mail/mail-jobs.ts). A job names ids and non-secret values only;
 * a link's secret is made when the mail is rendered (account-mails.ts). All are transactional mail:
 * no list, no unsubscribe, not suppressed.
 */
import type { MailJob } from '#features/mail/mail-jobs.ts';
import { newTokenId } from '#features/members/account-links.ts';

export const ACCOUNT_MAIL_KINDS = {
  passwordReset: 'password_reset',
  passwordChanged: 'password_changed',
  emailChangeConfirm: 'email_change_confirm',
  emailChangeNotice: 'email_change_notice',
  emailVerification: 'email_verification',
  registrationPending: 'registration_pending',
} as const;

/**
 * A reset link for whoever `identifier` (an email or a username, as sent) names: the account is
 * looked up when the mail is rendered, so the request answers the same, in the same time, whether
 * or not it exists. The job's id is the link's token id.
 */
export function passwordResetJob(target: { identifier: string } | { userId: number }): MailJob {
  const requestId = newTokenId();
  return {
    job_id: `pwreset:${requestId}`,
    kind: ACCOUNT_MAIL_KINDS.passwordReset,
    ...('userId' in target ? { to_user_id: target.userId } : {}),
    data: { request_id: requestId, ...('userId' in target ? { by_administrator: true } : { identifier: target.identifier }) },
  };
}

export const passwordChangedJob = (userId: number, via: 'reset' | 'change', at: string): MailJob => ({
  job_id: `pwchanged:${newTokenId()}`,
  kind: ACCOUNT_MAIL_KINDS.passwordChanged,
  to_user_id: userId,
  data: { via, at },
});

/** The confirmation link to the new address, and the notice to the old one. */
export function emailChangeJobs(userId: number, oldEmail: string, newEmail: string): MailJob[] {
  const requestId = newTokenId();
  return [
    { job_id: `emailchange:${requestId}`, kind: ACCOUNT_MAIL_KINDS.emailChangeConfirm, to_address: newEmail, data: { request_id: requestId, user_id: userId, new_email: newEmail } },
    { job_id: `emailchange-notice:${requestId}`, kind: ACCOUNT_MAIL_KINDS.emailChangeNotice, to_address: oldEmail, data: { user_id: userId, new_email: newEmail } },
  ];
}

export function emailVerificationJob(userId: number): MailJob {
  const requestId = newTokenId();
  return { job_id: `verify:${requestId}`, kind: ACCOUNT_MAIL_KINDS.emailVerification, to_user_id: userId, data: { request_id: requestId } };
}

/** To the registry's admin_email: a self-registration awaits approval. */
export const registrationPendingJob = (adminEmail: string, userId: number): MailJob => ({
  job_id: `pending:${userId}`,
  kind: ACCOUNT_MAIL_KINDS.registrationPending,
  to_address: adminEmail,
  data: { user_id: userId },
});
