import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { eventsFor } from '../../support/events.ts';
import { api } from '../../support/http.ts';
import { createApiMember, DATETIME, token, XPROFILE_KEYS } from '../../support/identity.ts';

const MEMBER_ROW_KEYS = [...XPROFILE_KEYS, 'id', 'role', 'last_seen'];

/** The one-time application password of a POST /members answer, wherever the answer puts it. */
const appPasswordOf = (body: any): string | undefined => body?.data?.application_password ?? body?.application_password;
const appPasswordUuidOf = (body: any): string | undefined => body?.data?.application_password_uuid ?? body?.application_password_uuid;

describe('accounts', () => {
  let member: TestMember;
  let adminId: number;

  beforeAll(async () => {
    member = await createMember();
    const me = await api<any>('GET', '/profile', { auth: adminAuth });
    expect(me.status).toBe(200);
    adminId = me.body.profile.user_id;
  });

  describe('POST /members', () => {
    it('creates an active member by default, display name = username, and answers with the member row and email', async () => {
      const username = token('new_');
      const email = `${token('mail')}@example.test`;
      const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username, email } });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      const row = res.body.data;
      for (const key of [...MEMBER_ROW_KEYS, 'email']) expect(row).toHaveProperty(key);
      expect(row).toMatchObject({ username, email, display_name: username, role: 'member', status: 'active', is_verified: 0, total_points: 0, badge: null });
      expect(row.id).toBe(row.user_id);
      expect(row.user_id).toEqual(expect.any(Number));
      expect(row.created_at).toMatch(DATETIME);
    });

    it('returns an application password named "Created with account" once, which works with Basic at once', async () => {
      const username = token('app_');
      const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username, email: `${username}@example.test` } });
      expect(res.status).toBe(200);
      const secret = appPasswordOf(res.body);
      const uuid = appPasswordUuidOf(res.body);
      expect(secret).toEqual(expect.any(String));
      expect(uuid).toEqual(expect.any(String));
      const auth = { basic: [username, secret ?? ''] } as const;
      const me = await api<any>('GET', '/profile', { auth });
      expect(me.status).toBe(200);
      expect(me.body.profile.username).toBe(username);
      const list = await api<any>('GET', '/auth/app-passwords', { auth });
      expect(list.status).toBe(200);
      expect(list.body.data).toEqual([expect.objectContaining({ uuid, name: 'Created with account' })]);
      expect(JSON.stringify(list.body)).not.toContain(secret);
    });

    it('with a password given, Basic works with that password and no application password is returned', async () => {
      const username = token('pw_');
      const password = 'correct horse battery';
      const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username, email: `${username}@example.test`, password } });
      expect(res.status).toBe(200);
      expect(appPasswordOf(res.body)).toBeUndefined();
      expect(appPasswordUuidOf(res.body)).toBeUndefined();
      expect(JSON.stringify(res.body)).not.toContain(password);
      const me = await api<any>('GET', '/profile', { auth: { basic: [username, password] } });
      expect(me.status).toBe(200);
      expect(me.body.profile.user_id).toBe(res.body.data.user_id);
      expect((await api('GET', '/profile', { auth: { basic: [username, 'wrong password!'] } })).status).toBe(401);
    });

    it('accepts passwords of 8 and of 200 characters', async () => {
      for (const password of ['8 chars!', 'p'.repeat(200)]) {
        const username = token('len_');
        const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username, email: `${username}@example.test`, password } });
        expect(res.status).toBe(200);
        expect((await api('GET', '/profile', { auth: { basic: [username, password] } })).status).toBe(200);
      }
    });

    it('emits user.registered once for the new account', async () => {
      const m = await createApiMember();
      expect(await eventsFor('user.registered', m.userId)).toHaveLength(1);
      const failed = await api('POST', '/members', { auth: adminAuth, body: { username: m.username, email: `${token('d')}@example.test` } });
      expect(failed.status).toBe(400);
      expect(await eventsFor('user.registered', m.userId)).toHaveLength(1);
    });

    it('honours the given display name, role and status', async () => {
      const username = token('mod_');
      const res = await api<any>('POST', '/members', {
        auth: adminAuth,
        body: { username, email: `${username}@example.test`, display_name: 'Mod Erator', role: 'moderator', status: 'pending' },
      });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ username, display_name: 'Mod Erator', role: 'moderator', status: 'pending' });
      const profile = await api<any>('GET', `/profile/${username}`, { auth: adminAuth });
      expect(profile.body.profile).toMatchObject({ role: 'moderator', status: 'pending', display_name: 'Mod Erator' });
    });

    it('accepts usernames with every allowed character class', async () => {
      const username = `A.b-${token('c_')}`;
      const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username, email: `${token('e')}@example.test` } });
      expect(res.status).toBe(200);
      expect(res.body.data.username).toBe(username);
    });

    it('fails with 400 username_exists (data.field) for a username taken in another case', async () => {
      const username = token('Case_');
      expect((await api('POST', '/members', { auth: adminAuth, body: { username, email: `${token('a')}@example.test` } })).status).toBe(200);
      const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username: username.toUpperCase(), email: `${token('b')}@example.test` } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'username_exists', data: { status: 400, field: 'username' } });
    });

    it('fails with 400 email_exists (data.field) for an email taken in another case', async () => {
      const email = `${token('Mail')}@Example.test`;
      expect((await api('POST', '/members', { auth: adminAuth, body: { username: token('u'), email } })).status).toBe(200);
      const res = await api<any>('POST', '/members', { auth: adminAuth, body: { username: token('u'), email: email.toLowerCase() } });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'email_exists', data: { status: 400, field: 'email' } });
      const upper = await api<any>('POST', '/members', { auth: adminAuth, body: { username: token('u'), email: email.toUpperCase() } });
      expect(upper.body.code).toBe('email_exists');
    });

    it.each([
      ['username', { username: 'ab' }],
      ['username', { username: 'x'.repeat(61) }],
      ['username', { username: 'has space' }],
      ['username', { username: 'bad!name' }],
      ['username', { username: undefined }],
      ['email', { email: 'not-an-email' }],
      ['email', { email: undefined }],
      ['role', { role: 'owner' }],
      ['status', { status: 'banned' }],
      ['password', { password: 'seven77' }],
      ['password', { password: 'p'.repeat(201) }],
    ])('fails with rest_invalid_param naming %s for %j', async (field, override) => {
      const body = { username: token('v'), email: `${token('v')}@example.test`, ...override };
      const res = await api<any>('POST', '/members', { auth: adminAuth, body });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
      expect(res.body.data.params).toHaveProperty(field);
    });

    it('creates nothing when the body is invalid', async () => {
      const username = token('inv');
      await api('POST', '/members', { auth: adminAuth, body: { username, email: 'not-an-email' } });
      expect((await api<any>('GET', `/profile/${username}`, { auth: adminAuth })).status).toBe(404);
    });

    it('fails with 401 rest_forbidden without credentials and 403 rest_forbidden for a member', async () => {
      const username = token('deny');
      const anonymous = await api<any>('POST', '/members', { body: { username, email: `${username}@example.test` } });
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toMatchObject({ code: 'rest_forbidden', data: { status: 401 } });
      const asMember = await api<any>('POST', '/members', { auth: member.auth, body: { username, email: `${username}@example.test` } });
      expect(asMember.status).toBe(403);
      expect(asMember.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
      expect((await api<any>('GET', `/profile/${username}`, { auth: adminAuth })).status).toBe(404);
    });

    it('lets exactly one of several concurrent creations of the same username succeed', async () => {
      const username = token('race');
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => api<any>('POST', '/members', { auth: adminAuth, body: { username: i % 2 ? username : username.toUpperCase(), email: `${token('r')}@example.test` } })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status).toBe(400);
        expect(r.body.code).toBe('username_exists');
      }
    });

    it('lets exactly one of several concurrent creations with the same email succeed', async () => {
      const email = `${token('same')}@example.test`;
      const results = await Promise.all(
        Array.from({ length: 4 }, () => api<any>('POST', '/members', { auth: adminAuth, body: { username: token('e'), email } })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) expect(r.body.code).toBe('email_exists');
    });
  });

  describe('PUT /members/{user_id}', () => {
    it('changes the role and answers with the member row', async () => {
      const m = await createApiMember();
      const res = await api<any>('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { role: 'moderator' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toEqual(expect.any(String));
      expect(res.body.data).toMatchObject({ id: m.userId, user_id: m.userId, username: m.username, role: 'moderator', status: 'active' });
      expect((await api<any>('GET', '/profile', { auth: m.auth })).body.profile.role).toBe('moderator');
    });

    it('gives a promoted member the new role\'s rights at once', async () => {
      const m = await createApiMember();
      expect((await api('POST', '/members', { auth: m.auth, body: { username: token('p'), email: `${token('p')}@example.test` } })).status).toBe(403);
      expect((await api('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { role: 'admin' } })).status).toBe(200);
      expect((await api('POST', '/members', { auth: m.auth, body: { username: token('p'), email: `${token('p')}@example.test` } })).status).toBe(200);
    });

    it('suspends an account: its Basic credentials and its Bearer token fail with 401 invalid_credentials at once', async () => {
      const m = await createApiMember();
      const tokenRes = await api<any>('POST', '/auth/token', { auth: m.auth });
      expect(tokenRes.status).toBe(200);
      const bearer = { bearer: tokenRes.body.access_token as string };
      expect((await api('GET', '/members', { auth: bearer })).status).toBe(200);

      const res = await api<any>('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { status: 'suspended' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ user_id: m.userId, status: 'suspended' });

      // At once on the members function, which suspended it (elsewhere within CREDENTIAL_CACHE_SECONDS:
      // app-passwords.test.ts "warm functions").
      for (const auth of [m.auth, bearer]) {
        const denied = await api<any>('GET', '/members', { auth });
        expect(denied.status).toBe(401);
        expect(denied.body).toMatchObject({ code: 'invalid_credentials', data: { status: 401 } });
      }
      expect((await api<any>('GET', '/settings/public', { auth: m.auth })).body.code).toBe('invalid_credentials');
      expect((await api<any>('GET', `/profile/${m.username}`, { auth: adminAuth })).body.profile.status).toBe('suspended');
    });

    it('reactivates a suspended account: its credentials work again', async () => {
      const m = await createApiMember();
      expect((await api('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { status: 'suspended' } })).status).toBe(200);
      expect((await api('GET', '/profile', { auth: m.auth })).status).toBe(401);
      const res = await api<any>('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { status: 'active' } });
      expect(res.status).toBe(200);
      expect(res.body.data.status).toBe('active');
      expect((await api('GET', '/profile', { auth: m.auth })).status).toBe(200);
      expect((await api('POST', '/auth/token', { auth: m.auth })).status).toBe(200);
    });

    it('approves a pending account: 403 rest_forbidden on authenticated endpoints before, 200 after', async () => {
      const m = await createApiMember({ status: 'pending' });
      const before = await api<any>('GET', '/profile', { auth: m.auth });
      expect(before.status).toBe(403);
      expect(before.body.code).toBe('rest_forbidden');
      expect((await api('GET', '/members', { auth: m.auth })).status).toBe(403);
      // What anyone may do, a pending account may do too.
      expect((await api('GET', `/profile/${member.username}`, { auth: m.auth })).status).toBe(200);
      expect((await api('GET', '/settings/public', { auth: m.auth })).status).toBe(200);
      expect((await api('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { status: 'active' } })).status).toBe(200);
      expect((await api('GET', '/profile', { auth: m.auth })).status).toBe(200);
    });

    it('changes role and status together', async () => {
      const m = await createApiMember();
      const res = await api<any>('PUT', `/members/${m.userId}`, { auth: adminAuth, body: { role: 'moderator', status: 'pending' } });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ role: 'moderator', status: 'pending' });
    });

    it('fails with 404 member_not_found for an unknown id', async () => {
      const res = await api<any>('PUT', '/members/987654321', { auth: adminAuth, body: { role: 'moderator' } });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'member_not_found', data: { status: 404 } });
    });

    it('fails with 400 cannot_modify_self when an administrator changes their own role or status', async () => {
      for (const body of [{ role: 'member' }, { status: 'suspended' }]) {
        const res = await api<any>('PUT', `/members/${adminId}`, { auth: adminAuth, body });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'cannot_modify_self', data: { status: 400 } });
      }
      expect((await api('GET', '/settings', { auth: adminAuth })).status).toBe(200);
    });

    it('fails with rest_invalid_param for an unknown role or status', async () => {
      const m = await createApiMember();
      for (const [field, body] of [['role', { role: 'owner' }], ['status', { status: 'banned' }]] as const) {
        const res = await api<any>('PUT', `/members/${m.userId}`, { auth: adminAuth, body });
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('rest_invalid_param');
        expect(res.body.data.params).toHaveProperty(field);
      }
    });

    it('fails with 403 rest_forbidden for a member (even on themself) and 401 without credentials, changing nothing', async () => {
      const m = await createApiMember();
      const onOther = await api<any>('PUT', `/members/${m.userId}`, { auth: member.auth, body: { role: 'admin' } });
      expect(onOther.status).toBe(403);
      expect(onOther.body.code).toBe('rest_forbidden');
      const onSelf = await api<any>('PUT', `/members/${m.userId}`, { auth: m.auth, body: { role: 'admin' } });
      expect(onSelf.status).toBe(403);
      expect((await api('PUT', `/members/${m.userId}`, { body: { role: 'admin' } })).status).toBe(401);
      expect((await api<any>('GET', '/profile', { auth: m.auth })).body.profile.role).toBe('member');
    });
  });
});
