/**
 * Guessing protection for the account's own password (docs/identity.md "Guessing protection").
 * Failures are counted per (username, client address) and per client address, in fixed windows:
 * a guesser is slowed where they guess from, while the account's owner, elsewhere, still signs
 * in. Application passwords and tokens are never throttled: they are not guessable, and blocking
 * them would hand anyone a way to cut an account off.
 * Usernames and addresses are hashed into the keys, so a key's size is bounded whatever is sent.
 */
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '#platform/core/errors.ts';
import { keys } from '#platform/data/keys.ts';
import { countOne, fixedWindow, readCounts, type WindowCounter } from '#platform/data/window-counter-store.ts';
import { clientNetwork } from '#platform/net/ipv6.ts';

export const WINDOW_SECONDS = 15 * 60;
/** Failed passwords for one username from one client address in a window. */
export const USER_ADDRESS_FAILURE_LIMIT = 5;
/** Failed passwords from one client address, all usernames together (spraying across accounts). */
export const ADDRESS_FAILURE_LIMIT = 100;

interface Scope {
  counter: WindowCounter;
  limit: number;
}

const hash = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 32);

function scopes(username: string, sourceIp: string, window: number): Scope[] {
  const client = clientNetwork(sourceIp);
  const counter = (scopeHash: string): WindowCounter => ({ key: keys.loginThrottle(scopeHash, window), entity: 'login_throttle', attribute: 'failures' });
  return [
    { counter: counter(hash(`user-address\n${username.toLowerCase()}\n${client}`)), limit: USER_ADDRESS_FAILURE_LIMIT },
    { counter: counter(hash(`address\n${client}`)), limit: ADDRESS_FAILURE_LIMIT },
  ];
}

/** Throws 429 (with Retry-After) when a password attempt for `username` from `sourceIp` must wait. */
export async function assertPasswordAttemptAllowed(username: string, sourceIp: string, now = new Date()): Promise<void> {
  const { window, secondsLeft } = fixedWindow(now, WINDOW_SECONDS);
  const all = scopes(username, sourceIp, window);
  const counts = await readCounts(all.map((s) => s.counter));
  if (all.some((s, i) => (counts[i] ?? 0) >= s.limit)) throw new TooManyRequestsError(secondsLeft);
}

/** Counts a failed password in every scope (unknown usernames too, so they look like known ones). */
export async function recordFailedPassword(username: string, sourceIp: string, now = new Date()): Promise<void> {
  const { window, endsAt } = fixedWindow(now, WINDOW_SECONDS);
  await Promise.all(scopes(username, sourceIp, window).map((s) => countOne(s.counter, endsAt)));
}
