/**
 * Rate limits of the account mails and password checks (docs/identity.md "Account mail"), on the
 * fixed-window counters (platform/data/window-counter-store.ts). A request counts first (one atomic
 * ADD per scope, no read) and is refused once a count passes its limit, so a burst cannot slip
 * between a read and a write. Identifiers and addresses are hashed into the keys.
 */
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '#platform/core/errors.ts';
import { keys } from '#platform/data/keys.ts';
import { countWithin, fixedWindow, readCounts, type WindowCounter, type WindowLimit } from '#platform/data/window-counter-store.ts';
import { clientNetwork } from '#platform/net/ipv6.ts';

type Limit = WindowLimit;

/** Reset requests naming one email or username, and from one client network (POST /auth/password/forgot). */
export const FORGOT_PER_IDENTIFIER: Limit = { max: 5, windowSeconds: 3600 };
export const FORGOT_PER_CLIENT: Limit = { max: 30, windowSeconds: 3600 };
/** Reset mails to one account, whoever asks (checked when the mail is rendered: its answer tells nobody). */
export const RESET_MAILS_PER_ACCOUNT: Limit = { max: 5, windowSeconds: 3600 };
/** Verification mails one member asks for again (POST /profile/{username}/reconfirm-email). */
export const VERIFY_RESENDS_PER_ACCOUNT: Limit = { max: 3, windowSeconds: 3600 };
/** Wrong current passwords at a password or email change, per account (a stolen token must not guess the password). */
export const PASSWORD_CHECK_FAILURES: Limit = { max: 5, windowSeconds: 15 * 60 };

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 32);

const counter = (scope: string, window: number): WindowCounter => ({ key: keys.accountMailRate(hash(scope), window), entity: 'account_rate', attribute: 'requests' });

/** Counts one request in `scope`; answers how many seconds are left when it went past the limit, else null. */
async function countIn(scope: string, limit: Limit, now: Date): Promise<number | null> {
  return countWithin((window) => counter(scope, window), limit, now);
}

/** Counts a reset request; 429 when its identifier or client network asked too often (known or not: the answer tells nothing). */
export async function countForgotRequest(identifier: string, sourceIp: string | undefined, now = new Date()): Promise<void> {
  const refused = await Promise.all([
    countIn(`forgot-identifier\n${identifier.trim().toLowerCase()}`, FORGOT_PER_IDENTIFIER, now),
    sourceIp ? countIn(`forgot-client\n${clientNetwork(sourceIp)}`, FORGOT_PER_CLIENT, now) : null,
  ]);
  const wait = refused.find((s): s is number => s !== null);
  if (wait !== undefined) throw new TooManyRequestsError(wait);
}

/** Counts a reset mail to an account; false past the limit (the mail is skipped). */
export async function countResetMail(userId: number, now = new Date()): Promise<boolean> {
  return (await countIn(`reset-account\n${userId}`, RESET_MAILS_PER_ACCOUNT, now)) === null;
}

/** Counts a verification resend; 429 past the limit. */
export async function countVerificationResend(userId: number, now = new Date()): Promise<void> {
  const wait = await countIn(`verify-resend\n${userId}`, VERIFY_RESENDS_PER_ACCOUNT, now);
  if (wait !== null) throw new TooManyRequestsError(wait);
}

/** 429 while an account has had too many wrong current passwords in the window: no check is made then, right or wrong. */
export async function assertPasswordCheckAllowed(userId: number, now = new Date()): Promise<void> {
  const { window, secondsLeft } = fixedWindow(now, PASSWORD_CHECK_FAILURES.windowSeconds);
  const [failures = 0] = await readCounts([counter(`password-check\n${userId}`, window)]);
  if (failures >= PASSWORD_CHECK_FAILURES.max) throw new TooManyRequestsError(secondsLeft);
}

/** Counts a wrong current password. */
export async function countPasswordCheckFailure(userId: number, now = new Date()): Promise<void> {
  await countIn(`password-check\n${userId}`, PASSWORD_CHECK_FAILURES, now);
}
