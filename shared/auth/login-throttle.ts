/**
 * Guessing protection for the account's own password (docs/identity.md "Guessing protection").
 * Failures are counted per (username, client address) and per client address, in fixed windows:
 * a guesser is slowed where they guess from, while the account's owner, elsewhere, still signs
 * in. Application passwords and tokens are never throttled: they are not guessable, and blocking
 * them would hand anyone a way to cut an account off.
 * Usernames and addresses are hashed into the keys, so a key's size is bounded whatever is sent.
 */
import { createHash } from 'node:crypto';
import { readFailureCounts, addFailure, type ThrottleCounter } from '#shared/data/login-throttle-store.ts';
import { TooManyRequestsError } from '#shared/core/errors.ts';
import { clientNetwork } from '#shared/net/ipv6.ts';

export const WINDOW_SECONDS = 15 * 60;
/** Failed passwords for one username from one client address in a window. */
export const USER_ADDRESS_FAILURE_LIMIT = 5;
/** Failed passwords from one client address, all usernames together (spraying across accounts). */
export const ADDRESS_FAILURE_LIMIT = 100;

interface Scope {
  counter: ThrottleCounter;
  limit: number;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 32);

function scopes(username: string, sourceIp: string, now: Date): Scope[] {
  const window = Math.floor(now.getTime() / 1000 / WINDOW_SECONDS);
  const client = clientNetwork(sourceIp);
  return [
    { counter: { scopeHash: hash(`user-address\n${username.toLowerCase()}\n${client}`), window }, limit: USER_ADDRESS_FAILURE_LIMIT },
    { counter: { scopeHash: hash(`address\n${client}`), window }, limit: ADDRESS_FAILURE_LIMIT },
  ];
}

const secondsLeftInWindow = (now: Date): number => WINDOW_SECONDS - (Math.floor(now.getTime() / 1000) % WINDOW_SECONDS);

/** Throws 429 (with Retry-After) when a password attempt for `username` from `sourceIp` must wait. */
export async function assertPasswordAttemptAllowed(username: string, sourceIp: string, now = new Date()): Promise<void> {
  const all = scopes(username, sourceIp, now);
  const counts = await readFailureCounts(all.map((s) => s.counter));
  if (all.some((s, i) => (counts[i] ?? 0) >= s.limit)) throw new TooManyRequestsError(secondsLeftInWindow(now));
}

/** Counts a failed password in every scope (unknown usernames too, so they look like known ones). */
export async function recordFailedPassword(username: string, sourceIp: string, now = new Date()): Promise<void> {
  const expiresAt = Math.floor(now.getTime() / 1000) + secondsLeftInWindow(now);
  await Promise.all(scopes(username, sourceIp, now).map((s) => addFailure(s.counter, expiresAt)));
}
