import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api } from '../../support/http.ts';
import { ADMIN } from '../../support/local-stack-setup.ts';

const setStatus = (userId: number, status: string) =>
  api('PUT', `/members/${userId}`, { auth: adminAuth, body: { status } }).then((r) => expect(r.status).toBe(200));

describe('authentication', () => {
  let member: TestMember;

  beforeAll(async () => {
    member = await createMember();
  });

  describe('HTTP Basic', () => {
    it('accepts the first administrator with ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
      expect((await api('GET', '/settings', { auth: adminAuth })).status).toBe(200);
    });

    it('accepts an application password with or without its display spaces', async () => {
      expect(member.appPassword).toMatch(/^(\w{4} ){5}\w{4}$/);
      expect((await api('POST', '/auth/token', { auth: member.auth })).status).toBe(200);
      const compact = { basic: [member.username, member.appPassword.replaceAll(' ', '')] } as const;
      expect((await api('POST', '/auth/token', { auth: compact })).status).toBe(200);
    });

    it('treats usernames case-insensitively', async () => {
      const upper = { basic: [member.username.toUpperCase(), member.appPassword] } as const;
      expect((await api('POST', '/auth/token', { auth: upper })).status).toBe(200);
    });

    it.each([
      ['a wrong password', () => ({ basic: [ADMIN.username, 'wrong-password'] as const })],
      ['an unknown user', () => ({ basic: ['nobody_here', 'whatever'] as const })],
      ['another account\'s application password', () => ({ basic: [ADMIN.username, member.appPassword] as const })],
    ])('fails with 401 invalid_credentials for %s', async (_name, auth) => {
      const res = await api('GET', '/settings/public', { auth: auth() });
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'invalid_credentials', data: { status: 401 } });
    });

    it('fails with 401 invalid_credentials for a malformed or unsupported Authorization header', async () => {
      for (const header of ['Basic !!!', 'Basic ' + Buffer.from('no-colon').toString('base64'), 'Digest abc']) {
        const res = await api('GET', '/settings/public', { headers: { authorization: header } });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('invalid_credentials');
      }
    });

    // At once on the function that revoked it (the auth function); elsewhere within
    // CREDENTIAL_CACHE_SECONDS (app-passwords.test.ts "warm functions").
    it('stops accepting a revoked application password at once', async () => {
      const other = await createMember();
      expect((await api('POST', '/auth/token', { auth: other.auth })).status).toBe(200);
      expect((await api('DELETE', `/auth/app-passwords/${other.appPasswordId}`, { auth: other.auth })).status).toBe(200);
      expect((await api('POST', '/auth/token', { auth: other.auth })).body.code).toBe('invalid_credentials');
    });
  });

  describe('Bearer tokens', () => {
    it('POST /auth/token exchanges Basic credentials for a Bearer token that works at once', async () => {
      const res = await api('POST', '/auth/token', { auth: adminAuth });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600 });
      expect((await api('GET', '/settings', { auth: { bearer: res.body.access_token } })).status).toBe(200);
    });

    it('carries the account\'s role: a member\'s token gets 403 on admin endpoints', async () => {
      const token = (await api('POST', '/auth/token', { auth: member.auth })).body.access_token;
      const res = await api('GET', '/settings', { auth: { bearer: token } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('rest_forbidden');
    });

    it('fails without credentials with 401 rest_forbidden', async () => {
      const res = await api('POST', '/auth/token');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('rest_forbidden');
    });

    it('fails with 401 invalid_credentials for a tampered, foreign or garbage token', async () => {
      const token: string = (await api('POST', '/auth/token', { auth: member.auth })).body.access_token;
      const [h, p, s] = token.split('.');
      const payload = JSON.parse(Buffer.from(p ?? '', 'base64url').toString());
      const elevated = Buffer.from(JSON.stringify({ ...payload, sub: '1', usr: ADMIN.username })).toString('base64url');
      const foreign = await new SignJWT({ usr: ADMIN.username, crd: 'password' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuer('community-api')
        .setAudience('community-api')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('a-key-the-service-never-had-0123456789'));
      for (const bad of [`${h}.${elevated}.${s}`, foreign, 'not-a-jwt']) {
        const res = await api('GET', '/settings', { auth: { bearer: bad } });
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('invalid_credentials');
      }
    });

    it('ends when the application password it came from is revoked', async () => {
      const other = await createMember();
      const token = (await api('POST', '/auth/token', { auth: other.auth })).body.access_token;
      // On the auth function, which revokes it: at once.
      expect((await api('GET', '/auth/app-passwords', { auth: { bearer: token } })).status).toBe(200);
      expect((await api('DELETE', `/auth/app-passwords/${other.appPasswordId}`, { auth: { bearer: token } })).status).toBe(200);
      const res = await api('GET', '/auth/app-passwords', { auth: { bearer: token } });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('invalid_credentials');
    });

    it('ends, with Basic credentials too, when the account is suspended', async () => {
      const other = await createMember();
      const token = (await api('POST', '/auth/token', { auth: other.auth })).body.access_token;
      // On the members function, which suspends it: at once.
      expect((await api('GET', '/members', { auth: { bearer: token } })).status).toBe(200);
      await setStatus(other.userId, 'suspended');
      expect((await api('GET', '/members', { auth: { bearer: token } })).body.code).toBe('invalid_credentials');
      expect((await api('GET', '/members', { auth: other.auth })).body.code).toBe('invalid_credentials');
    });

    it('refuses a pending account with 403 until it is approved', async () => {
      const other = await createMember();
      await setStatus(other.userId, 'pending');
      expect((await api('POST', '/auth/token', { auth: other.auth })).status).toBe(403);
      expect((await api('GET', '/settings/public', { auth: other.auth })).status).toBe(200);
      await setStatus(other.userId, 'active');
      expect((await api('POST', '/auth/token', { auth: other.auth })).status).toBe(200);
    });
  });

  describe('creating credentials needs a secret, not a token', () => {
    const CREDENTIAL_ROUTES = [
      ['POST /auth/token', () => api('POST', '/auth/token', { auth: { bearer: adminToken } })],
      ['POST /auth/app-passwords', () => api('POST', '/auth/app-passwords', { auth: { bearer: adminToken }, body: { name: 'from a token' } })],
      ['POST /members', () => api('POST', '/members', { auth: { bearer: adminToken }, body: { username: `tok_${Date.now()}`, email: `tok_${Date.now()}@example.test` } })],
      // Promoting an account grants privileges as lastingly as a credential.
      ['PUT /members/{user_id}', async () => api('PUT', `/members/${(await createMember()).userId}`, { auth: { bearer: adminToken }, body: { role: 'admin' } })],
    ] as const;
    let adminToken = '';

    beforeAll(async () => {
      adminToken = (await api('POST', '/auth/token', { auth: adminAuth })).body.access_token;
    });

    it.each(CREDENTIAL_ROUTES)('fails with 403 rest_forbidden for %s with a Bearer token', async (_route, call) => {
      const res = await call();
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'rest_forbidden', data: { status: 403 } });
      expect(res.body.message).toMatch(/password/i);
    });

    it('still lets a token list and revoke application passwords, and Basic credentials create them', async () => {
      const other = await createMember();
      const bearer = { bearer: (await api('POST', '/auth/token', { auth: other.auth })).body.access_token as string };
      const created = await api('POST', '/auth/app-passwords', { auth: other.auth, body: { name: 'made with Basic' } });
      expect(created.status).toBe(200);
      expect((await api('GET', '/auth/app-passwords', { auth: bearer })).status).toBe(200);
      expect((await api('DELETE', `/auth/app-passwords/${created.body.uuid}`, { auth: bearer })).status).toBe(200);
    });
  });
});
