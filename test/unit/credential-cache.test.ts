import { describe, expect, it } from 'vitest';
import type { Caller } from '#platform/auth/authenticate.ts';
import { CredentialCache, forgetCredentials, noteAppPasswordUse, noteLastSeen, withCredentialCache } from '#platform/auth/credential-cache.ts';

const caller = (username: string, uuid: string | null = null): Caller => ({
  userId: 1,
  username,
  role: 'member',
  status: 'active',
  credentialId: uuid ?? 'password',
  scheme: 'basic',
  lastSeenAt: null,
  appPassword: uuid ? { uuid, lastUsedAt: null } : null,
});

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('credential cache', () => {
  it('answers a remembered caller until its time ends, and never past notAfter', () => {
    const c = clock();
    const cache = new CredentialCache(2000, 10, c.now);
    cache.remember('a', caller('ann'));
    cache.remember('t', caller('ann'), c.now() + 500);
    c.advance(1999);
    expect(cache.get('a')?.username).toBe('ann');
    expect(cache.get('t')).toBeUndefined();
    c.advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, the least recently used leaving first', () => {
    const cache = new CredentialCache(60_000, 2);
    cache.remember('a', caller('ann'));
    cache.remember('b', caller('bob'));
    expect(cache.get('a')).toBeDefined(); // now b is the least recently used
    cache.remember('c', caller('cy'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('answers copies: a request changing its caller does not change the entry', () => {
    const cache = new CredentialCache(60_000);
    cache.remember('a', caller('ann', 'u1'));
    const got = cache.get('a');
    if (!got?.appPassword) throw new Error('no caller');
    got.role = 'admin';
    got.appPassword.lastUsedAt = 'x';
    expect(cache.get('a')).toMatchObject({ role: 'member', appPassword: { lastUsedAt: null } });
  });

  it('forgets every entry of a login (any case) and does not remember it again within its time', () => {
    const c = clock();
    const cache = new CredentialCache(1000, 10, c.now);
    cache.remember('a1', caller('Ann', 'u1'));
    cache.remember('a2', caller('ann'));
    cache.remember('b', caller('bob'));
    withCredentialCache(cache, () => forgetCredentials('ANN'));
    expect(cache.get('a1')).toBeUndefined();
    expect(cache.get('a2')).toBeUndefined();
    expect(cache.get('b')).toBeDefined();
    // A read that may predate the change is not remembered...
    cache.remember('a2', caller('ann'));
    expect(cache.get('a2')).toBeUndefined();
    // ...until the cache's time has passed.
    c.advance(1000);
    cache.remember('a2', caller('ann'));
    expect(cache.get('a2')).toBeDefined();
  });

  it('remembers nothing when its time is 0', () => {
    const cache = new CredentialCache(0);
    cache.remember('a', caller('ann'));
    expect(cache.get('a')).toBeUndefined();
  });

  it('carries the bookkeeping the request wrote into the login\'s entries', () => {
    const cache = new CredentialCache(60_000);
    cache.remember('a1', caller('ann', 'u1'));
    cache.remember('a2', caller('ann', 'u2'));
    withCredentialCache(cache, () => {
      noteLastSeen('ann', '2026-01-01T00:00:00.000Z');
      noteAppPasswordUse('ann', 'u1', '2026-01-01T00:00:01.000Z');
    });
    expect(cache.get('a1')).toMatchObject({ lastSeenAt: '2026-01-01T00:00:00.000Z', appPassword: { uuid: 'u1', lastUsedAt: '2026-01-01T00:00:01.000Z' } });
    expect(cache.get('a2')).toMatchObject({ lastSeenAt: '2026-01-01T00:00:00.000Z', appPassword: { uuid: 'u2', lastUsedAt: null } });
  });

  it('does nothing outside a request scope', () => {
    expect(() => forgetCredentials('ann')).not.toThrow();
  });
});
