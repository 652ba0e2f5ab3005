/**
 * Invitations to a space (docs/invitations.md): the stored record, its tokens, its limits, the
 * state it shows and the errors it answers. Pure rules.
 *
 * Two kinds: an emailed invitation (one address, used once) and an invitation link (a title, up to
 * `limit` uses, 0 meaning unlimited). Both end at `expires_at`. A token is `<id>.<secret>`: the id
 * finds the record in one GetItem, the secret is checked against the digest kept on it (the
 * secret itself is never stored, and never travels through the stream or a queue: an emailed
 * invitation's secret is made when its mail is rendered, a link's in the request that creates it
 * and answered once).
 */
import { randomBytes } from 'node:crypto';
import { config } from '#platform/config.ts';
import { digestSecret, digestsEqual } from '#platform/auth/secrets.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { ApiError, NotFoundError } from '#platform/core/errors.ts';

export const INVITATION_TYPES = ['email', 'link'] as const;
export type InvitationType = (typeof INVITATION_TYPES)[number];

/** Stored: pending until an emailed invitation is accepted (a revoked invitation is deleted). */
export type StoredInvitationStatus = 'pending' | 'accepted';
/** Shown: the stored status, or what time and uses made of a pending one. */
export const INVITATION_STATES = ['pending', 'accepted', 'expired', 'used_up'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];
/** GET /invitations?status: the usable ones (default) or every one still kept. */
export const INVITATION_LIST_STATUSES = ['pending', 'all'] as const;

/** The mail kind of an emailed invitation (features/spaces/invitation-mail.ts renders it). */
export const INVITATION_MAIL_KIND = 'invitation';

/** An emailed invitation works this long after its last (re)send. */
export const EMAIL_INVITATION_DAYS = 30;
/** A link's expire_date is capped this far ahead; a link given none expires then. */
export const LINK_INVITATION_MAX_DAYS = 365;
/** The largest use limit of a link (0: unlimited). */
export const LINK_LIMIT_MAX = 100_000;
/** Resends of one emailed invitation per window (each sends a mail to an address nobody confirmed wants it). */
export const RESEND_LIMIT = 3;
export const RESEND_WINDOW_SECONDS = 3600;
/** Emailed invitations one inviter may send in an hour (docs/invitations.md "Limits"): a manager cannot turn the service into a mailer. */
export const INVITE_MAIL_LIMIT = 50;

const DAY_MS = 86_400_000;

export interface InvitationRecord {
  id: number;
  type: InvitationType;
  space_id: number;
  status: StoredInvitationStatus;
  /** The invited address (emailed), lower-cased as given. */
  email: string | null;
  invitee_name: string | null;
  /** A link's title (what its creator calls it). */
  title: string | null;
  /** Uses allowed: 1 for an emailed invitation, 0 (unlimited) or more for a link. */
  limit: number;
  uses: number;
  expires_at: string;
  created_by: number;
  created_at: string;
  updated_at: string;
  /** The member who accepted an emailed invitation. */
  accepted_by: number | null;
  accepted_at: string | null;
  /** SHA-256 of the current token's secret; null until an emailed invitation's mail is rendered. */
  token_digest: string | null;
  /** Which send of an emailed invitation is current: only its mail may set the token (a resend's replaces an earlier one). */
  send_seq: number;
  /** When the current token was made (the mail rendered, or the link created). */
  token_at: string | null;
}

/** The state a pending invitation is in at `now`. */
export function invitationState(inv: InvitationRecord, now: Date): InvitationState {
  if (inv.status === 'accepted') return 'accepted';
  if (Date.parse(inv.expires_at) <= now.getTime()) return 'expired';
  if (inv.limit > 0 && inv.uses >= inv.limit) return 'used_up';
  return 'pending';
}

export const emailExpiry = (now: Date): string => new Date(now.getTime() + EMAIL_INVITATION_DAYS * DAY_MS).toISOString();

/**
 * A link's expiry from its `expire_date` (UTC; a date alone is the end of that day): a past one is
 * refused by the caller (null here), a later one than the cap is capped, none is the cap.
 */
export function linkExpiry(expireDate: string | undefined, now: Date): string | null {
  const cap = now.getTime() + LINK_INVITATION_MAX_DAYS * DAY_MS;
  if (expireDate === undefined) return new Date(cap).toISOString();
  const text = /^\d{4}-\d{2}-\d{2}$/.test(expireDate) ? `${expireDate}T23:59:59Z` : `${expireDate.replace(' ', 'T')}Z`;
  const at = Date.parse(text);
  if (!Number.isFinite(at) || at <= now.getTime()) return null;
  return new Date(Math.min(at, cap)).toISOString();
}

/** A new token for the invitation: the token to hand out and the digest to keep. */
export function newInvitationToken(invitationId: number): { token: string; digest: string } {
  const secret = randomBytes(32).toString('base64url');
  return { token: `${invitationId}.${secret}`, digest: digestSecret(secret) };
}

/** What a token names: `<id>.<secret>` (the path parameter's pattern checks the form). */
export const INVITATION_TOKEN_PATTERN = /^[1-9]\d{0,11}\.[A-Za-z0-9_-]{43}$/;

export function parseInvitationToken(token: string): { id: number; secret: string } {
  const [id = '', secret = ''] = token.split('.');
  return { id: Number(id), secret };
}

/** The front end's invitation page for a token (config FRONTEND_URL, else SITE_URL; never the request's Host): it reads and accepts it through the API. */
export const invitationLink = (token: string): string => `${(config.FRONTEND_URL ?? config.SITE_URL).replace(/\/+$/, '')}/invitations/${token}`;

/** Whether `secret` is the invitation's current one (constant time). */
export const tokenMatches = (inv: InvitationRecord, secret: string): boolean => inv.token_digest !== null && digestsEqual(inv.token_digest, digestSecret(secret));

/** What managers see of an invitation (never its token). */
export function invitationView(inv: InvitationRecord, now: Date) {
  return {
    id: inv.id,
    type: inv.type,
    space_id: inv.space_id,
    status: invitationState(inv, now),
    email: inv.email,
    invitee_name: inv.invitee_name,
    title: inv.title,
    limit: inv.limit,
    uses: inv.uses,
    expire_date: toSqlDateTime(inv.expires_at),
    created_by: inv.created_by,
    accepted_by: inv.accepted_by,
    accepted_at: inv.accepted_at ? toSqlDateTime(inv.accepted_at) : null,
    sent_at: inv.type === 'email' && inv.token_at ? toSqlDateTime(inv.token_at) : null,
    created_at: toSqlDateTime(inv.created_at),
    updated_at: toSqlDateTime(inv.updated_at),
  };
}
export type InvitationView = ReturnType<typeof invitationView>;

/** 404: no such invitation, a revoked one, or a token that is not its current one (all look alike). */
export class InvitationNotFoundError extends NotFoundError {
  constructor() {
    super('invitation_not_found', 'This invitation does not exist, was revoked or was replaced by a newer one.');
  }
}

/** 410: an emailed invitation already accepted, or a link used as often as it may be (also the loser of a race for the last use). */
export class InvitationUsedError extends ApiError {
  constructor() {
    super(410, 'invitation_used', 'This invitation has already been used.');
  }
}

export class InvitationExpiredError extends ApiError {
  constructor(expiresAt: string) {
    super(410, 'invitation_expired', 'This invitation has expired. Ask for a new one.', { data: { expire_date: toSqlDateTime(expiresAt) } });
  }
}

/** 400: a resend of an invitation that sends nothing (a link), or of one already accepted. */
export class InvitationNotResendableError extends ApiError {
  constructor(why: string) {
    super(400, 'invitation_not_resendable', why);
  }
}

/** 400: the space takes no invitations (a course enrols through its own routes). */
export class SpaceNotInvitableError extends ApiError {
  constructor(why: string) {
    super(400, 'space_not_invitable', why);
  }
}

/** The error for a token whose invitation is not usable now (null: it is). */
export function unusableError(inv: InvitationRecord, now: Date): ApiError | null {
  const state = invitationState(inv, now);
  if (state === 'accepted' || state === 'used_up') return new InvitationUsedError();
  if (state === 'expired') return new InvitationExpiredError(inv.expires_at);
  return null;
}
