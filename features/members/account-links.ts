/**
 * Account links (docs/identity.md "Account mail"): the password reset, email change and email
 * verification links mailed to members. Pure rules; the records are in account-token-store.ts.
 *
 * A link carries `<id>.<secret>`: the id names the token record, the secret (32 random bytes) is
 * known only to the mail. The secret is made when the mail is rendered (in the mail function) and
 * only its SHA-256 digest is kept, so it never travels through the table's stream or SQS, and a
 * copy of the table cannot use a link.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { digestSecret, digestsEqual } from '#platform/auth/secrets.ts';
import { config } from '#platform/config.ts';
import { ApiError, ForbiddenError } from '#platform/core/errors.ts';

export const ACCOUNT_TOKEN_PURPOSES = ['password_reset', 'email_change', 'email_verify'] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** How long a link works once mailed: a reset an hour (the rule); the others longer, they prove an address only. */
export const TOKEN_LIFETIME_SECONDS: Record<AccountTokenPurpose, number> = {
  password_reset: 3600,
  email_change: 24 * 3600,
  email_verify: 7 * 24 * 3600,
};

/** The front end's page each link opens (config FRONTEND_URL, else SITE_URL; never the request's Host). */
const LINK_PAGE: Record<AccountTokenPurpose, string> = {
  password_reset: 'reset-password',
  email_change: 'confirm-email',
  email_verify: 'verify-email',
};

/** The stored token record (ACCTOKEN#<id>/TOKEN). */
export interface AccountToken {
  token_id: string;
  purpose: AccountTokenPurpose;
  user_id: number;
  /** The address being confirmed (email_change). */
  new_email?: string;
  /** SHA-256 (hex) of the secret the mail carries. */
  token_digest: string;
  created_at: string;
  /** Epoch seconds; the link is refused from then on. */
  expires_at: number;
  /** Set by the one use that succeeded. */
  used_at?: string;
}

/** A token id: also a mail job's id part and a key, so letters and digits only. */
export const newTokenId = (): string => randomBytes(12).toString('hex');
const TOKEN_ID = /^[0-9a-f]{24}$/;
const SECRET = /^[A-Za-z0-9_-]{43}$/;

/** A fresh secret and its digest. */
export function newSecret(): { secret: string; digest: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, digest: digestSecret(secret) };
}

/** The link's token, `<id>.<secret>`. */
export const linkToken = (tokenId: string, secret: string): string => `${tokenId}.${secret}`;

/** The parts of a token as sent, or null when it cannot be one of ours. */
export function parseLinkToken(token: string): { tokenId: string; secret: string } | null {
  const [tokenId, secret, ...rest] = token.trim().split('.');
  if (rest.length > 0 || !tokenId || !secret || !TOKEN_ID.test(tokenId) || !SECRET.test(secret)) return null;
  return { tokenId, secret };
}

/** Whether `record` is a live token of `purpose` whose digest the secret matches. */
export function tokenMatches(record: AccountToken | null, purpose: AccountTokenPurpose, secret: string, now: Date): record is AccountToken {
  if (!record || record.purpose !== purpose || record.used_at !== undefined) return false;
  if (record.expires_at <= Math.floor(now.getTime() / 1000)) return false;
  return digestsEqual(record.token_digest, digestSecret(secret));
}

/** The link a mail carries: the front end's page for `purpose`, with the token in its query. */
export function accountLink(purpose: AccountTokenPurpose, token: string): string {
  const base = (config.FRONTEND_URL ?? config.SITE_URL).replace(/\/+$/, '');
  return `${base}/${LINK_PAGE[purpose]}?token=${encodeURIComponent(token)}`;
}

/** The password policy of registration (auth-schemas.ts registerBody), for every new password. */
export const passwordField = () => z.string().min(8).max(200);

export class InvalidAccountTokenError extends ApiError {
  constructor() {
    super(400, 'invalid_token', 'This link is invalid, has expired or has already been used.');
  }
}

export class IncorrectPasswordError extends ApiError {
  constructor() {
    super(422, 'incorrect_password', 'The current password is incorrect.', { data: { field: 'current_password' } });
  }
}

export class PasswordChangeDisabledError extends ApiError {
  constructor() {
    super(403, 'password_change_disabled', 'Members may not change their password here; ask an administrator for a reset link.');
  }
}

export class EmailChangeDisabledError extends ApiError {
  constructor() {
    super(403, 'email_change_disabled', 'Members may not change their email address on this community.');
  }
}

export class EmailAlreadyVerifiedError extends ApiError {
  constructor() {
    super(422, 'email_already_verified', 'This email address is already verified.');
  }
}

export class EmailNotVerifiedError extends ApiError {
  constructor() {
    super(403, 'email_not_verified', 'Verify your email address first: follow the link we mailed you, or ask for a new one (POST /profile/{username}/reconfirm-email).');
  }
}

export class NotOwnAccountError extends ForbiddenError {
  constructor() {
    super('You may only change your own account.');
  }
}
