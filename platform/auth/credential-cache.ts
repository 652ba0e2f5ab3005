/**
 * Verified credentials remembered by one function container for config.CREDENTIAL_CACHE_SECONDS
 * (docs/authentication.md "Warm containers"), so a repeated credential authenticates with no
 * DynamoDB call: an application password whose digest matched, an account password the KDF
 * verified (its throttle passed), a token whose login still backed it.
 *
 * - Nothing secret is kept: an entry is keyed by an HMAC of the Authorization value under a key
 *   drawn at random per container (secrets.ts keyedDigest), and holds only the Caller.
 * - Only successes are kept; a refused credential goes to the table (and the throttle) every time.
 * - Bounded: at most CREDENTIAL_CACHE_ENTRIES entries, the least recently used leaving first.
 * - A change to a login (an application password revoked, a password changed, a role or status
 *   changed, an email verified) drops that login's entries in the container that wrote it at once
 *   (forgetCredentials, called by the services that write them) and, for the same time, keeps the
 *   login from being remembered again from a read that may predate the write; other containers
 *   see it when their entry ends, within the configured time.
 *
 * One cache per HTTP handler (createHttpHandler), reached through the request's scope: in Lambda
 * a container runs one handler, and locally, where one process serves every function, each
 * function keeps its own as it would in AWS.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from '#platform/auth/authenticate.ts';

/** The most entries one container keeps (each a few hundred bytes). */
export const CREDENTIAL_CACHE_ENTRIES = 1000;

interface Entry {
  caller: Caller;
  /** The login's key name (lower case), what forgetCredentials matches. */
  login: string;
  /** Epoch ms after which the entry is not used. */
  until: number;
}

const loginOf = (username: string): string => username.toLowerCase();

const copyOf = (caller: Caller): Caller => ({ ...caller, appPassword: caller.appPassword ? { ...caller.appPassword } : null });

/** The callers answered from a cache (not read from the table), for wasRemembered. */
const answered = new WeakSet<Caller>();

/**
 * Whether `caller` was answered from what a container remembered rather than read now: a refusal
 * based on it re-reads (the pipeline's authentication), since the login may have gained since.
 */
export const wasRemembered = (caller: Caller): boolean => answered.has(caller);

export class CredentialCache {
  private readonly entries = new Map<string, Entry>();
  /** Logins changed here, and until when no read of theirs is remembered. */
  private readonly held = new Map<string, number>();

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number = CREDENTIAL_CACHE_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The caller a still-valid entry names (a copy), or undefined. */
  get(key: string): Caller | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() >= entry.until) return undefined;
    // Map order is insertion order: re-inserting makes it the most recently used.
    this.entries.set(key, entry);
    const caller = copyOf(entry.caller);
    answered.add(caller);
    return caller;
  }

  /** Remembers a verified credential's caller, until `notAfter` (epoch ms; a token's expiry) at the latest. */
  remember(key: string, caller: Caller, notAfter = Number.POSITIVE_INFINITY): void {
    if (this.ttlMs <= 0) return;
    const now = this.now();
    const login = loginOf(caller.username);
    const heldUntil = this.held.get(login);
    if (heldUntil !== undefined) {
      if (now < heldUntil) return;
      this.held.delete(login);
    }
    const until = Math.min(now + this.ttlMs, notAfter);
    if (until <= now) return;
    this.entries.delete(key);
    this.entries.set(key, { caller: copyOf(caller), login, until });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Drops every entry of `username`'s login and keeps it from being remembered for the cache's time. */
  forget(username: string): void {
    if (this.ttlMs <= 0) return;
    const login = loginOf(username);
    for (const [key, entry] of this.entries) if (entry.login === login) this.entries.delete(key);
    this.held.delete(login);
    this.held.set(login, this.now() + this.ttlMs);
    // Bounded like the entries: the oldest holds leave first (by then most have lapsed).
    while (this.held.size > this.maxEntries) {
      const oldest = this.held.keys().next().value;
      if (oldest === undefined) break;
      this.held.delete(oldest);
    }
  }

  /** Applies what the request's bookkeeping wrote (last seen, an application password's last use) to the login's entries. */
  update(username: string, change: (caller: Caller) => void): void {
    const login = loginOf(username);
    for (const entry of this.entries.values()) if (entry.login === login) change(entry.caller);
  }
}

const scope = new AsyncLocalStorage<CredentialCache>();

/** Runs `fn` (a request) with `cache` as its function's credential cache. */
export function withCredentialCache<T>(cache: CredentialCache, fn: () => T): T {
  return scope.run(cache, fn);
}

/** The credential cache of the function serving the current request, if any. */
export const currentCredentialCache = (): CredentialCache | undefined => scope.getStore();

/**
 * Call after writing a change to `username`'s login that must end a credential or change what a
 * caller may do (revocation, password, role, status, email verification): this container stops
 * using what it remembered at once; others within config.CREDENTIAL_CACHE_SECONDS.
 */
export function forgetCredentials(username: string): void {
  currentCredentialCache()?.forget(username);
}

/** The caller's last activity was recorded at `at`: remembered callers carry it, so the next write waits its interval. */
export function noteLastSeen(username: string, at: string): void {
  currentCredentialCache()?.update(username, (caller) => {
    caller.lastSeenAt = at;
  });
}

/** The application password `uuid` was recorded used at `at` (see noteLastSeen). */
export function noteAppPasswordUse(username: string, uuid: string, at: string): void {
  currentCredentialCache()?.update(username, (caller) => {
    if (caller.appPassword?.uuid === uuid) caller.appPassword.lastUsedAt = at;
  });
}
