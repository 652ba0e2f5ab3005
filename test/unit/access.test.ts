import { describe, expect, it } from 'vitest';
import { assertAccess, assertAuthorOrAdmin, type AccessLevel } from '#platform/auth/access.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import type { Role } from '#platform/core/roles.ts';

const caller = (role: Role, status: Caller['status'] = 'active'): Caller => ({ userId: 7, username: 'u', role, status, credentialId: 'x', scheme: 'basic', lastSeenAt: null, appPassword: null });

const outcome = (level: AccessLevel, c: Caller | null): number => {
  try {
    assertAccess(level, c);
    return 200;
  } catch (e) {
    return (e as { statusCode: number }).statusCode;
  }
};

describe('access levels', () => {
  it.each([
    ['anyone', null, 200],
    ['authenticated', null, 401],
    ['admin', null, 401],
    ['authenticated', caller('member'), 200],
    ['moderator', caller('member'), 403],
    ['moderator', caller('moderator'), 200],
    ['admin', caller('moderator'), 403],
    ['admin', caller('admin'), 200],
    ['authenticated', caller('admin', 'pending'), 403],
    ['anyone', caller('member', 'pending'), 200],
  ] as const)('%s with %j answers %i', (level, c, status) => {
    expect(outcome(level, c)).toBe(status);
  });

  it('lets the author or an administrator act on a record, and nobody else', () => {
    expect(() => assertAuthorOrAdmin(caller('member'), 7)).not.toThrow();
    expect(() => assertAuthorOrAdmin(caller('admin'), 99)).not.toThrow();
    expect(() => assertAuthorOrAdmin(caller('moderator'), 99)).toThrow(/not allowed/);
    expect(() => assertAuthorOrAdmin(null, 7)).toThrow();
  });
});
