/**
 * Account recovery and changes by mail (docs/identity.md "Account mail"): password reset and
 * change, email change and verification, an administrator's reset link. The request path writes
 * mail jobs (account-mail-jobs.ts); the mails and their links are made by the mail function
 * (account-mails.ts), and a link is used here, once, in the transaction of what it does.
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { hashPassword, verifyPassword } from '#platform/auth/secrets.ts';
import { forgetCredentials } from '#platform/auth/credential-cache.ts';
import { ApiError, InvalidParamError } from '#platform/core/errors.ts';
import { claimUnique, releaseUnique, transact, type TransactItem } from '#platform/data/transactions.ts';
import type { LoginAccount } from '#platform/data/login-store.ts';
import { mailJobPut, putMailJob } from '#features/mail/mail-job-store.ts';
import { siteRules } from '#features/settings/groups/site-rules.ts';
import { emailVerifiedUpdate, getLoginAccount, newPasswordUpdate } from '#features/members/account-store.ts';
import { requireProfile } from '#features/members/account-change.ts';
import { changedMemberItems, getProfile } from '#features/members/member-store.ts';
import { EmailTakenError, assertOutranksInCommunity } from '#features/members/accounts.ts';
import { MemberNotFoundError, type MemberProfile } from '#features/members/members.ts';
import {
  EmailAlreadyVerifiedError,
  EmailChangeDisabledError,
  IncorrectPasswordError,
  InvalidAccountTokenError,
  NotOwnAccountError,
  PasswordChangeDisabledError,
  parseLinkToken,
  tokenMatches,
  type AccountToken,
  type AccountTokenPurpose,
} from '#features/members/account-links.ts';
import { getAccountToken, useTokenUpdate, userIdByEmail } from '#features/members/account-token-store.ts';
import { assertPasswordCheckAllowed, countForgotRequest, countPasswordCheckFailure, countVerificationResend } from '#features/members/account-mail-limits.ts';
import { emailChangeJobs, emailVerificationJob, passwordChangedJob, passwordResetJob } from '#features/members/account-mail-jobs.ts';

// ---- password reset ------------------------------------------------------------------------

/**
 * POST /auth/password/forgot: counts the request (429 past the limits of its identifier or client)
 * and writes one job; the account is looked up by the mail function. Nothing here depends on
 * whether the account exists, so the answer and its time do not tell.
 */
export async function requestPasswordReset(identifier: string, sourceIp: string | undefined): Promise<void> {
  await countForgotRequest(identifier, sourceIp);
  await putMailJob(passwordResetJob({ identifier: identifier.trim() }));
}

/** POST /members/{user_id}/send-reset-link: an administrator mails a member a reset link (rank rule as for other member changes). */
export async function sendResetLink(userId: number, actor: Caller): Promise<MemberProfile> {
  const profile = await requireProfile(userId);
  assertOutranksInCommunity(actor, profile);
  await putMailJob(passwordResetJob({ userId }));
  return profile;
}

/** A link's live record of `purpose` and its member, or 400 invalid_token. */
async function liveToken(token: string, purpose: AccountTokenPurpose, now: Date): Promise<{ record: AccountToken; profile: MemberProfile }> {
  const parsed = parseLinkToken(token);
  const record = parsed ? await getAccountToken(parsed.tokenId) : null;
  if (!parsed || !tokenMatches(record, purpose, parsed.secret, now)) throw new InvalidAccountTokenError();
  const profile = await getProfile(record.user_id, { consistent: true });
  if (!profile || profile.status === 'suspended') throw new InvalidAccountTokenError();
  return { record, profile };
}

/** The link's use failed its condition (used or expired meanwhile): 400 invalid_token. */
const tokenUseFailed = (failed: number[]): void => {
  if (failed.includes(0)) throw new InvalidAccountTokenError();
};

/**
 * POST /auth/password/reset: the link's one use sets the new password, ends every Bearer token
 * issued before (credentials_version), verifies the email the link was mailed to, and mails a notice.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<void> {
  const { record, profile } = await liveToken(token, 'password_reset', now);
  const hash = await hashPassword(password);
  const at = now.toISOString();
  await transact(
    [useTokenUpdate(record, now), newPasswordUpdate(profile.username, hash, at, { verifiesEmail: true }), mailJobPut(passwordChangedJob(profile.user_id, 'reset', at), now)],
    tokenUseFailed,
  );
  forgetCredentials(profile.username);
}

// ---- changes by the signed-in member ------------------------------------------------------

/** The caller's own login by the path's username (404 unknown, 403 another's). */
async function ownLogin(username: string, caller: Caller): Promise<LoginAccount> {
  const login = await getLoginAccount(username);
  if (!login) throw new MemberNotFoundError();
  if (login.user_id !== caller.userId) throw new NotOwnAccountError();
  return login;
}

/** The current password, checked under the account's failure limit (422 incorrect_password, 429 past the limit). */
async function assertCurrentPassword(login: LoginAccount, password: string): Promise<void> {
  await assertPasswordCheckAllowed(login.user_id);
  if (await verifyPassword(password, login.password_hash)) return;
  await countPasswordCheckFailure(login.user_id);
  throw new IncorrectPasswordError();
}

/**
 * POST /profile/{username}/change-password, governed by privacy can_change_password: the current
 * password, then the new one; Bearer tokens issued before stop working, and a notice is mailed.
 */
export async function changePassword(username: string, input: { current_password: string; new_password: string }, caller: Caller, now = new Date()): Promise<void> {
  const login = await ownLogin(username, caller);
  if (!(await siteRules()).privacy.canChangePassword) throw new PasswordChangeDisabledError();
  await assertCurrentPassword(login, input.current_password);
  if (input.new_password === input.current_password) {
    throw new InvalidParamError([{ path: 'new_password', message: 'must differ from the current password' }]);
  }
  const at = now.toISOString();
  const hash = await hashPassword(input.new_password);
  await transact([newPasswordUpdate(login.username, hash, at, { verifiesEmail: false }), mailJobPut(passwordChangedJob(login.user_id, 'change', at), now)]);
  forgetCredentials(login.username);
}

/**
 * POST /profile/{username}/change-email, governed by privacy can_change_email: with the password,
 * a confirmation link goes to the new address and a notice to the old one; the address changes
 * when the link is followed (confirmEmailChange).
 */
export async function requestEmailChange(username: string, input: { email: string; password: string }, caller: Caller, now = new Date()): Promise<void> {
  const login = await ownLogin(username, caller);
  if (!(await siteRules()).privacy.canChangeEmail) throw new EmailChangeDisabledError();
  await assertCurrentPassword(login, input.password);
  const profile = await requireProfile(login.user_id);
  if (profile.email.toLowerCase() === input.email.toLowerCase()) {
    throw new InvalidParamError([{ path: 'email', message: 'is already the address of this account' }]);
  }
  if ((await userIdByEmail(input.email)) !== null) throw new EmailTakenError();
  await transact(emailChangeJobs(profile.user_id, profile.email, input.email).map((job) => mailJobPut(job, now)));
}

/**
 * POST /auth/email/confirm: the link's one use moves the address: the unique email marker moves in
 * the same transaction (400 email_exists when the address was taken meanwhile), the profile (and
 * its search words) is rewritten guarded by its revision, and the email counts as verified.
 */
export async function confirmEmailChange(token: string, now = new Date()): Promise<MemberProfile> {
  const { record, profile } = await liveToken(token, 'email_change', now);
  const newEmail = record.new_email;
  if (!newEmail) throw new InvalidAccountTokenError();
  const sameMarker = profile.email.toLowerCase() === newEmail.toLowerCase();
  const after: MemberProfile = { ...profile, email: newEmail, updated_at: now.toISOString(), rev: profile.rev + 1 };
  const items: TransactItem[] = [
    useTokenUpdate(record, now),
    emailVerifiedUpdate(profile.username),
    ...(sameMarker ? [] : [claimUnique('email', newEmail, { user_id: profile.user_id }), releaseUnique('email', profile.email)]),
    ...changedMemberItems(profile, after),
  ];
  const profileIndex = sameMarker ? 2 : 4;
  await transact(items, (failed) => {
    tokenUseFailed(failed);
    if (!sameMarker && failed.includes(2)) throw new EmailTakenError();
    if (failed.includes(profileIndex)) throw new ApiError(409, 'conflict', 'The profile was changed at the same time; try again.');
  });
  forgetCredentials(profile.username);
  return after;
}

// ---- email verification -------------------------------------------------------------------

/** POST /auth/email/verify: the link's one use marks the account's email verified. */
export async function verifyEmail(token: string, now = new Date()): Promise<void> {
  const { record, profile } = await liveToken(token, 'email_verify', now);
  await transact([useTokenUpdate(record, now), emailVerifiedUpdate(profile.username)], tokenUseFailed);
  forgetCredentials(profile.username);
}

/** POST /profile/{username}/reconfirm-email: the caller's own verification link again (422 when verified, 429 past the limit). */
export async function resendVerification(username: string, caller: Caller): Promise<void> {
  const login = await ownLogin(username, caller);
  if (login.email_unverified !== true) throw new EmailAlreadyVerifiedError();
  await countVerificationResend(login.user_id);
  await putMailJob(emailVerificationJob(login.user_id));
}
