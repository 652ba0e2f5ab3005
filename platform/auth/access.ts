/**
 * The spec's access levels as one reusable check. Routes declare their level; domain code calls
 * `assertAuthorOrAdmin` where the rule depends on the record (post author or administrator).
 */
import type { Caller } from '#platform/auth/authenticate.ts';
import { ForbiddenError, NotAuthenticatedError } from '#platform/core/errors.ts';

export const ACCESS_LEVELS = ['anyone', 'authenticated', 'moderator', 'admin'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/**
 * Who reads: the caller, or someone read on their behalf (a notification's recipient); read rules
 * need only the account's id and community role.
 */
export type Reader = Pick<Caller, 'userId' | 'role'>;

export const isAdmin = (caller: Pick<Caller, 'role'> | null): boolean => caller?.role === 'admin';
export const isModerator = (caller: Pick<Caller, 'role'> | null): boolean => caller?.role === 'admin' || caller?.role === 'moderator';

/** Throws 401 when the level needs a caller and there is none, 403 when the caller falls short. */
export function assertAccess(level: AccessLevel, caller: Caller | null, forbidden: () => Error = () => new ForbiddenError()): void {
  if (level === 'anyone') return;
  if (!caller) throw new NotAuthenticatedError();
  // An account awaiting approval is known but may not act yet.
  if (caller.status !== 'active') throw new ForbiddenError('Your account is awaiting approval.');
  if (level === 'admin' && !isAdmin(caller)) throw forbidden();
  if (level === 'moderator' && !isModerator(caller)) throw forbidden();
}

/** For records owned by a user: the owner or an administrator may act. */
export function assertAuthorOrAdmin(caller: Caller | null, authorId: number): asserts caller is Caller {
  assertAccess('authenticated', caller);
  if (caller?.userId !== authorId && !isAdmin(caller)) throw new ForbiddenError();
}

/**
 * For routes that create credentials (tokens, application passwords, accounts with one): the
 * request must present a secret. A Bearer token (ours or OIDC) lives an hour; letting it mint a
 * lasting credential would turn a stolen token into a permanent one.
 */
export function assertSecretPresented(caller: Caller | null): void {
  if (caller && caller.scheme !== 'basic') {
    throw new ForbiddenError('Creating credentials needs the account\'s password or an application password (HTTP Basic), not a token.');
  }
}

/** The caller of a route whose access level already required one (keeps the type honest). */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw new NotAuthenticatedError();
  return caller;
}
