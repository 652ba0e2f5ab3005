import { setTimeout as sleep } from 'node:timers/promises';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WINDOW_SECONDS } from '#platform/auth/login-throttle.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, serverTiming } from '../../support/http.ts';
import { createApiMember, parseDatetime, token } from '../../support/identity.ts';
import { ADMIN, CREDENTIAL_CACHE_SECONDS } from '../../support/local-stack-setup.ts';

const PASSWORD = 'a user chosen password';

describe('application passwords', () => {
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember();
  });

  describe('POST /auth/app-passwords', () => {
    it('creates one and shows its secret once; the secret works with Basic at once', async () => {
      const res = await api<any>('POST', '/auth/app-passwords', { auth: member.auth, body: { name: 'CLI' } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: expect.any(String),
        uuid: expect.any(String),
        name: 'CLI',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        application_password: expect.stringMatching(/^(\w{4} ){5}\w{4}$/),
      });
      const auth = { basic: [member.username, res.body.application_password] } as const;
      const me = await api<any>('GET', '/profile', { auth });
      expect(me.status).toBe(200);
      expect(me.body.profile.user_id).toBe(member.userId);
    });

    it.each([
      ['an empty name', { name: '' }],
      ['a name over 100 characters', { name: 'n'.repeat(101) }],
      ['no name', {}],
      ['a name that is not a string', { name: 42 }],
    ])('fails with rest_invalid_param for %s', async (_what, body) => {
      const res = await api<any>('POST', '/auth/app-passwords', { auth: member.auth, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toHaveProperty('name');
    });

    it('accepts a name of exactly 100 characters', async () => {
      const m = await createApiMember({ password: PASSWORD });
      const res = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'n'.repeat(100) } });
      expect(res.status).toBe(200);
      expect(res.body.name).toBe('n'.repeat(100));
    });

    it('fails with 401 rest_forbidden without credentials', async () => {
      const res = await api<any>('POST', '/auth/app-passwords', { body: { name: 'x' } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('rest_forbidden');
    });

    it('allows 25 application passwords and fails with 400 too_many_app_passwords for the 26th', async () => {
      const m = await createApiMember({ password: PASSWORD });
      for (let i = 1; i <= 25; i++) {
        const res = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: `pw ${i}` } });
        expect(res.status, `password ${i}: ${JSON.stringify(res.body)}`).toBe(200);
      }
      const res = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'one too many' } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'too_many_app_passwords', data: { status: 400 } });
      const list = await api<any>('GET', '/auth/app-passwords', { auth: m.auth });
      expect(list.body.data).toHaveLength(25);
      expect(list.body.data.map((p: any) => p.name)).not.toContain('one too many');
    });

    it('makes room again after a revocation', async () => {
      const m = await createApiMember({ password: PASSWORD });
      let last = '';
      for (let i = 1; i <= 25; i++) {
        const res = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: `pw ${i}` } });
        expect(res.status).toBe(200);
        last = res.body.uuid;
      }
      expect((await api('DELETE', `/auth/app-passwords/${last}`, { auth: m.auth })).status).toBe(200);
      expect((await api('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'replacement' } })).status).toBe(200);
    });
  });

  describe('GET /auth/app-passwords', () => {
    it('lists the caller\'s passwords newest first with uuid, name, created_at, last_used_at and never a secret', async () => {
      const m = await createApiMember({ password: PASSWORD });
      const first = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'first' } });
      const second = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'second' } });
      expect([first.status, second.status]).toEqual([200, 200]);
      const res = await api<any>('GET', '/auth/app-passwords', { auth: m.auth });
      expect(res.status).toBe(200);
      expect(res.body.data.map((p: any) => p.uuid)).toEqual([second.body.uuid, first.body.uuid]);
      for (const p of res.body.data) expect(Object.keys(p).sort()).toEqual(['created_at', 'last_used_at', 'name', 'uuid']);
      const text = JSON.stringify(res.body);
      expect(text).not.toContain(first.body.application_password);
      expect(text).not.toContain(first.body.application_password.replaceAll(' ', ''));
      expect(text).not.toContain('digest');
    });

    it('records when an application password was last used, to the minute', async () => {
      const m = await createMember();
      const unused = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'unused' } });
      const list = await api<any>('GET', '/auth/app-passwords', { auth: m.auth });
      const byName = Object.fromEntries(list.body.data.map((p: any) => [p.name, p]));
      expect(byName['Created with account'].last_used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(byName['unused'].last_used_at).toBeNull();
      expect(unused.status).toBe(200);
    });

    it('records the use of each application password, even two of one account within the same minute, writing at most once a minute', async () => {
      const m = await createMember();
      const second = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'second' } });
      const secondAuth = { basic: [m.username, second.body.application_password] } as const;
      const first = await api('GET', '/profile', { auth: secondAuth });
      expect(first.status).toBe(200);
      expect(serverTiming(first.headers).wcu).toBeGreaterThan(0);
      const again = await api('GET', '/profile', { auth: secondAuth });
      expect(serverTiming(again.headers).wcu).toBe(0);
      const list = await api<any>('GET', '/auth/app-passwords', { auth: m.auth });
      const byName = Object.fromEntries(list.body.data.map((p: any) => [p.name, p]));
      expect(byName['second'].last_used_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Math.abs(parseDatetime(byName['second'].last_used_at) - Date.now())).toBeLessThan(120_000);
    });

    it('shows only the caller\'s own passwords', async () => {
      const a = await createApiMember({ password: PASSWORD });
      const b = await createApiMember({ password: PASSWORD });
      const created = await api<any>('POST', '/auth/app-passwords', { auth: a.auth, body: { name: 'only a' } });
      const list = await api<any>('GET', '/auth/app-passwords', { auth: b.auth });
      expect(list.status).toBe(200);
      expect(list.body.data.map((p: any) => p.uuid)).not.toContain(created.body.uuid);
    });

    it('fails with 401 rest_forbidden without credentials', async () => {
      expect((await api<any>('GET', '/auth/app-passwords')).status).toBe(401);
    });
  });

  describe('DELETE /auth/app-passwords/{uuid}', () => {
    it('revokes: Basic with it and a token issued from it fail with 401 invalid_credentials; other passwords keep working', async () => {
      const m = await createApiMember({ password: PASSWORD });
      const created = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'to revoke' } });
      const kept = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'kept' } });
      const revokedAuth = { basic: [m.username, created.body.application_password] } as const;
      const tokenRes = await api<any>('POST', '/auth/token', { auth: revokedAuth });
      expect(tokenRes.status).toBe(200);
      const bearer = { bearer: tokenRes.body.access_token as string };

      const res = await api<any>('DELETE', `/auth/app-passwords/${created.body.uuid}`, { auth: m.auth });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));

      for (const auth of [revokedAuth, bearer]) {
        const denied = await api<any>('GET', '/profile', { auth });
        expect(denied.status).toBe(401);
        expect(denied.body.code).toBe('invalid_credentials');
      }
      expect((await api('GET', '/profile', { auth: { basic: [m.username, kept.body.application_password] } })).status).toBe(200);
      const list = await api<any>('GET', '/auth/app-passwords', { auth: m.auth });
      expect(list.body.data.map((p: any) => p.uuid)).toEqual([kept.body.uuid]);
    });

    it('fails with 404 not_found for an unknown uuid and for another member\'s uuid, which keeps working', async () => {
      const owner = await createApiMember({ password: PASSWORD });
      const other = await createApiMember({ password: PASSWORD });
      const created = await api<any>('POST', '/auth/app-passwords', { auth: owner.auth, body: { name: 'mine' } });
      for (const uuid of ['00000000-0000-4000-8000-000000000000', created.body.uuid]) {
        const res = await api<any>('DELETE', `/auth/app-passwords/${uuid}`, { auth: other.auth });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'not_found', data: { status: 404 } });
      }
      expect((await api('GET', '/profile', { auth: { basic: [owner.username, created.body.application_password] } })).status).toBe(200);
    });

    it('fails with 404 not_found when revoking the same password twice', async () => {
      const m = await createApiMember({ password: PASSWORD });
      const created = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'twice' } });
      expect((await api('DELETE', `/auth/app-passwords/${created.body.uuid}`, { auth: m.auth })).status).toBe(200);
      expect((await api<any>('DELETE', `/auth/app-passwords/${created.body.uuid}`, { auth: m.auth })).body.code).toBe('not_found');
    });

    it('fails with 401 without credentials', async () => {
      expect((await api('DELETE', `/auth/app-passwords/${member.appPasswordId}`)).status).toBe(401);
      expect((await api('GET', '/profile', { auth: member.auth })).status).toBe(200);
    });
  });
});

describe('guessing protection', () => {
  const wrong = (username: string) => ({ basic: [username, 'not the password'] }) as const;
  // Each test guesses from addresses of its own (127.0.0.0/8 is loopback), as separate clients would.
  let lastOctet = 10;
  const newAddress = (): string => `127.0.42.${lastOctet++}`;
  const guess = (username: string, from: string, times: number) =>
    Promise.all(Array.from({ length: times }, () => api<any>('GET', '/profile', { auth: wrong(username), from })));

  // Failures count in fixed 15-minute windows: guesses that straddle a window's end would count in
  // two windows, so a test that is about to cross one starts in the next.
  beforeEach(async () => {
    const left = WINDOW_SECONDS - (Math.floor(Date.now() / 1000) % WINDOW_SECONDS);
    if (left < 40) await sleep((left + 1) * 1000);
  });

  it('refuses a username from an address with 429 too_many_requests, Retry-After and data.retry_after after 5 failures, even the right password', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const from = newAddress();
    for (let i = 1; i <= 5; i++) {
      const res = await api<any>('GET', '/profile', { auth: wrong(m.username), from });
      expect(res.status, `failure ${i}`).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
    }
    for (const auth of [wrong(m.username), m.auth]) {
      const res = await api<any>('GET', '/profile', { auth, from });
      expect(res.status).toBe(429);
      expect(res.body).toMatchObject({ code: 'too_many_requests', data: { status: 429 } });
      expect(res.body.data.retry_after).toBeGreaterThan(0);
      expect(res.body.data.retry_after).toBeLessThanOrEqual(15 * 60);
      expect(res.headers.get('retry-after')).toBe(String(res.body.data.retry_after));
    }
  });

  it('keeps the right password working from another address, and the account\'s application passwords and tokens everywhere', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const appPw = await api<any>('POST', '/auth/app-passwords', { auth: m.auth, body: { name: 'integration' } });
    const tokenRes = await api<any>('POST', '/auth/token', { auth: m.auth });
    expect([appPw.status, tokenRes.status]).toEqual([200, 200]);
    const attacker = newAddress();
    await guess(m.username, attacker, 8);
    expect((await api('GET', '/profile', { auth: m.auth, from: attacker })).status).toBe(429);

    expect((await api('GET', '/profile', { auth: m.auth, from: newAddress() })).status).toBe(200);
    for (const from of [attacker, newAddress()]) {
      expect((await api('GET', '/profile', { auth: { basic: [m.username, appPw.body.application_password] }, from })).status).toBe(200);
      expect((await api('GET', '/profile', { auth: { bearer: tokenRes.body.access_token }, from })).status).toBe(200);
    }
  });

  it('never locks out the first administrator from elsewhere', async () => {
    const attacker = newAddress();
    await guess(ADMIN.username, attacker, 6);
    // The username in other case: the same account, a credential no function remembers (the
    // administrator's own, used by every file, is remembered and verified, so it skips the throttle).
    expect((await api('GET', '/settings', { auth: { basic: [ADMIN.username.toUpperCase(), ADMIN.password] }, from: attacker })).status).toBe(429);
    expect((await api('GET', '/settings', { auth: adminAuth, from: newAddress() })).status).toBe(200);
    expect((await api('GET', '/settings', { auth: adminAuth })).status).toBe(200);
  });

  it('refuses an address that guesses across many usernames', async () => {
    const { ADDRESS_FAILURE_LIMIT, recordFailedPassword } = await import('#platform/auth/login-throttle.ts');
    const sprayer = newAddress();
    // The limit is well above what a test should send over HTTP: earlier failures are recorded directly.
    for (let i = 0; i < ADDRESS_FAILURE_LIMIT; i++) await recordFailedPassword(token('sprayed_'), sprayer);
    const m = await createApiMember({ password: PASSWORD });
    const res = await api<any>('GET', '/profile', { auth: m.auth, from: sprayer });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await api('GET', '/profile', { auth: m.auth, from: newAddress() })).status).toBe(200);
  });

  it('does not count successful checks, and four failures still let the right password in', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const from = newAddress();
    for (let i = 0; i < 10; i++) expect((await api('GET', '/settings/public', { auth: m.auth, from })).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await api('GET', '/profile', { auth: wrong(m.username), from })).status).toBe(401);
    expect((await api('GET', '/profile', { auth: m.auth, from })).status).toBe(200);
  });

  it('counts failures for unknown usernames too', async () => {
    const nobody = token('nobody_');
    const from = newAddress();
    await guess(nobody, from, 5);
    const res = await api<any>('GET', '/profile', { auth: wrong(nobody), from });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('too_many_requests');
  });

  it('costs nothing on a warm function with an application password: no login read and no write; a failure reads and writes', async () => {
    const m = await createMember();
    const from = newAddress();
    // The first request reads the login and refreshes the account's last activity (at most once a minute).
    const first = await api('GET', '/settings/public', { auth: m.auth, from });
    expect(first.status).toBe(200);
    const anonymous = serverTiming((await api('GET', '/settings/public', { from })).headers);
    const ok = await api('GET', '/settings/public', { auth: m.auth, from });
    expect(ok.status).toBe(200);
    const timing = serverTiming(ok.headers);
    // Remembered by the settings function (docs/authentication.md "Warm containers"): no DynamoDB call of its own.
    expect(timing.calls).toBe(anonymous.calls);
    expect(serverTiming(first.headers).calls).toBeGreaterThan(timing.calls);
    expect(timing.wcu).toBe(0);
    const failed = await api('GET', '/settings/public', { auth: wrong(m.username), from });
    expect(failed.status).toBe(401);
    expect(serverTiming(failed.headers).wcu).toBeGreaterThan(0);
  });

  it('skips the login and throttle reads for a remembered right password, and still counts every wrong one', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const from = newAddress();
    expect((await api('GET', '/settings/public', { auth: m.auth, from })).status).toBe(200);
    const anonymous = serverTiming((await api('GET', '/settings/public', { from })).headers);
    const warm = await api('GET', '/settings/public', { auth: m.auth, from });
    expect(warm.status).toBe(200);
    expect(serverTiming(warm.headers).calls).toBe(anonymous.calls);
    // Guesses are never answered from what was remembered: each reads, and counts.
    for (let i = 1; i <= 5; i++) {
      const res = await api<any>('GET', '/settings/public', { auth: wrong(m.username), from });
      expect(res.status, `failure ${i}`).toBe(401);
      expect(serverTiming(res.headers).wcu).toBeGreaterThan(0);
    }
    expect((await api('GET', '/settings/public', { auth: wrong(m.username), from })).status).toBe(429);
  });

  it('applies on routes open to anyone', async () => {
    const m = await createApiMember({ password: PASSWORD });
    const from = newAddress();
    await guess(m.username, from, 5);
    expect((await api('GET', '/settings/public', { auth: m.auth, from })).status).toBe(429);
  });

  it('takes as long to refuse an unknown username as a wrong password of a real one', async () => {
    const m = await createApiMember({ password: PASSWORD });
    // Server-side time (Server-Timing app) of one refused attempt, each from a fresh address so no throttle answers first.
    const refusalMs = async (username: string) => {
      const res = await api('GET', '/profile', { auth: wrong(username), from: newAddress() });
      expect(res.status).toBe(401);
      return serverTiming(res.headers).app;
    };
    // The fastest of each: CPU load from other test files only ever adds time, so the minimum is the
    // cost of the path itself (a skipped hash would show as a several-fold gap in the minimums too).
    const fastest = (xs: number[]) => Math.min(...xs);
    const known: number[] = [];
    const unknown: number[] = [];
    await refusalMs(m.username);
    for (let i = 0; i < 9; i++) {
      known.push(await refusalMs(m.username));
      unknown.push(await refusalMs(token('nobody_')));
    }
    const [k, u] = [fastest(known), fastest(unknown)];
    console.log(`refusal minimums: wrong password ${k} ms, unknown username ${u} ms (known ${known.join(', ')}; unknown ${unknown.join(', ')})`);
    expect(u).toBeGreaterThan(k / 3);
    expect(u).toBeLessThan(k * 3);
  });
});

/**
 * Each function remembers a verified credential for CREDENTIAL_CACHE_SECONDS (2 s in the test
 * stack; docs/authentication.md "Warm containers"). The local stack runs every function in one
 * process but gives each its own cache, as AWS gives each its own containers.
 */
describe('warm functions: revocations', () => {
  const boundMs = Number(CREDENTIAL_CACHE_SECONDS) * 1000;

  it('each revocation is refused at once by the function that made it, and by every other within the bound', async () => {
    const revoked = await createMember(); // its application password revoked (the auth function)
    const changed = await createApiMember({ password: PASSWORD }); // its password changed (the profiles function)
    const suspended = await createMember(); // suspended (the members function)
    const lowered = await createMember({ role: 'moderator' }); // moderator to member (the members function)
    const oldPassword = changed.auth;

    // Elsewhere: GET /feeds (the feeds function); for the role, a moderator's POST /courses (the
    // courses function: 400 for the empty body once the role lets the caller in, 403 for a member).
    const elsewhere = {
      revoked: () => api('GET', '/feeds', { auth: revoked.auth }),
      changed: () => api('GET', '/feeds', { auth: oldPassword }),
      suspended: () => api('GET', '/feeds', { auth: suspended.auth }),
      lowered: () => api('POST', '/courses', { auth: lowered.auth, body: {} }),
    };
    // Where the change is made (each on a route of that function).
    const here = {
      revoked: () => api('GET', '/auth/app-passwords', { auth: revoked.auth }),
      changed: () => api('GET', '/profile', { auth: oldPassword }),
      suspended: () => api('GET', '/members', { auth: suspended.auth }),
      lowered: () => api('PATCH', `/members/${lowered.userId}`, { auth: lowered.auth, body: { status: 'active' } }),
    };
    const statuses = async (probes: Record<string, () => Promise<{ status: number }>>) =>
      Object.fromEntries(await Promise.all(Object.entries(probes).map(async ([k, probe]) => [k, (await probe()).status] as const)));
    const accepted = { revoked: 200, changed: 200, suspended: 200, lowered: 400 };

    // Warm: every credential verified on both functions, and remembered there.
    expect(await statuses(here)).toEqual(accepted);
    expect(await statuses(elsewhere)).toEqual(accepted);
    const warmedAt = Date.now();

    const changes = await Promise.all([
      api('DELETE', `/auth/app-passwords/${revoked.appPasswordId}`, { auth: revoked.auth }),
      api('POST', `/profile/${changed.username}/change-password`, { auth: oldPassword, body: { current_password: PASSWORD, new_password: 'another password 2', confirm_password: 'another password 2' } }),
      api('PUT', `/members/${suspended.userId}`, { auth: adminAuth, body: { status: 'suspended' } }),
      api('PUT', `/members/${lowered.userId}`, { auth: adminAuth, body: { role: 'member' } }),
    ]);
    expect(changes.map((c) => c.status), JSON.stringify(changes.map((c) => c.body))).toEqual([200, 200, 200, 200]);
    const changedAt = Date.now();

    // At once where the change was made.
    expect(await statuses(here)).toEqual({ revoked: 401, changed: 401, suspended: 401, lowered: 403 });
    // Elsewhere, what the function remembered still answers until its entry ends (only the cache can
    // accept these now); checked only while surely within the bound, so a slow machine skips it.
    const early = await statuses(elsewhere);
    if (Date.now() - warmedAt < boundMs / 2) expect(early).toEqual(accepted);
    // And within the bound, refused there too.
    await sleep(Math.max(0, changedAt + boundMs + 100 - Date.now()));
    expect(await statuses(elsewhere)).toEqual({ revoked: 401, changed: 401, suspended: 401, lowered: 403 });
  });

  it('a change that grants applies at once everywhere: a refusal is checked against the login read now', async () => {
    const raised = await createMember();
    const probe = () => api('POST', '/courses', { auth: raised.auth, body: {} });
    expect((await probe()).status).toBe(403); // a member: remembered by the courses function
    expect((await api('PUT', `/members/${raised.userId}`, { auth: adminAuth, body: { role: 'moderator' } })).status).toBe(200);
    expect((await probe()).status).toBe(400); // a moderator, within the bound, on another function
  });
});
