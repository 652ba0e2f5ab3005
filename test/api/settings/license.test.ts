/**
 * The license through HTTP (docs/license.md): activation of a valid key, refusals (tampered,
 * garbled, another key, another site, expired), the state computed at read time, removal, the
 * audit without the token, administrators only; and the PRO policy with LICENSE_REQUIRED, through
 * the settings function loaded in-process with that configuration (the shared stack keeps the
 * default: PRO features usable without a license). Site-wide (api-serial): a license governs
 * every PRO route; none is left stored.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpHandler } from '#platform/http/handler.ts';
import { DEV_LICENSE_PRIVATE_JWK } from '../../../scripts/license/dev-key.ts';
import { licenseClaimsOf, newLicenseKeyPair, signLicense, signLicenseClaims, type LicenseInput } from '../../../scripts/license/license-token.ts';
import { ADMIN } from '../../support/local-stack-setup.ts';
import { adminAuth, createMember, type TestMember } from '../../support/factories.ts';
import { api, baseUrl } from '../../support/http.ts';

let member: TestMember;
/** The stack's SITE_URL, as GET /admin/license answers it. */
let siteUrl: string;

const input = (overrides: Partial<LicenseInput> = {}): LicenseInput => ({
  licensee: 'Acme Inc.',
  site: siteUrl,
  plan: 'pro',
  features: ['topics', 'webhooks', 'scheduled_posts'],
  sites_allowed: 2,
  expiresAt: new Date(Date.now() + 365 * 86_400_000),
  ...overrides,
});
const issue = (overrides: Partial<LicenseInput> = {}) => signLicense(input(overrides), DEV_LICENSE_PRIVATE_JWK);
const activate = (licenseKey: string, auth = adminAuth) => api('POST', '/admin/license', { auth, body: { license_key: licenseKey } });
const state = async () => (await api('GET', '/admin/license', { auth: adminAuth })).body;

beforeAll(async () => {
  member = await createMember();
  const res = await api('GET', '/admin/license', { auth: adminAuth });
  siteUrl = res.body.site.url;
  await api('DELETE', '/admin/license', { auth: adminAuth });
});

afterAll(async () => {
  // No license for the files that follow.
  await api('DELETE', '/admin/license', { auth: adminAuth });
});

describe('license', () => {
  it('answers status none and this site without a license', async () => {
    const res = await api('GET', '/admin/license', { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      license: { key: null, status: 'none', expires_at: null, plan: null, sites_allowed: 0, sites_used: 0, features: [], licensee: null, license_id: null, licensed_site: null, issued_at: null },
      site: { url: siteUrl, activated_at: null },
    });
  });

  it('activates a valid license: answered and shown masked, audited without the token', async () => {
    const token = await issue({ id: 'lic-acme-1' });
    const res = await activate(` ${token}\n`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your license key has been successfully updated');
    expect(res.body.license).toMatchObject({
      key: `****${token.slice(-4)}`, status: 'valid', plan: 'pro', sites_allowed: 2, sites_used: 1,
      features: ['topics', 'webhooks', 'scheduled_posts'], licensee: 'Acme Inc.', license_id: 'lic-acme-1',
    });
    expect(res.body.license.expires_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(res.body.license_data).toEqual(res.body.license);
    expect(JSON.stringify(res.body)).not.toContain(token);

    const read = await state();
    expect(read.license).toEqual(res.body.license);
    expect(read.site.url).toBe(siteUrl);
    expect(read.site.activated_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(JSON.stringify(read)).not.toContain(token);

    const audit = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 1 } });
    expect(audit.body.audit[0]).toMatchObject({ target: 'license', keys: ['license_key'] });
    expect(JSON.stringify(audit.body)).not.toContain(token.slice(-20));
  });

  it('refuses a tampered, garbled or other-key license with invalid_license, keeping the stored one', async () => {
    const token = await issue({ plan: 'starter' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, plan: 'enterprise', sites_allowed: 100 })).toString('base64url');
    const otherKey = (await newLicenseKeyPair()).privateJwk;
    const cases: Array<[string, string]> = [
      [`${header}.${forged}.${signature}`, 'signature'],
      [await signLicense(input(), otherKey), 'signature'],
      ['garbled-license-key', 'malformed'],
      [`${header}.${payload}`, 'malformed'],
    ];
    for (const [licenseKey, reason] of cases) {
      const res = await activate(licenseKey);
      expect(res.status, licenseKey).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_license', data: { status: 400, reason } });
    }
    expect((await state()).license).toMatchObject({ status: 'valid', license_id: 'lic-acme-1', plan: 'pro' });
  });

  it('refuses a validly signed license whose exp or iat is out of range with invalid_license (never a 500), keeping the stored one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: Array<Record<string, unknown>> = [
      { exp: 1e20 },
      { exp: 1e15 },
      { exp: -1 },
      { exp: now + 0.5 },
      { exp: 253_402_300_800 },
      { iat: 1e13 },
      { iat: now + 100 * 365 * 86_400 },
      { iat: now + 2 * 86_400 },
    ];
    for (const times of cases) {
      const res = await activate(await signLicenseClaims({ ...licenseClaimsOf(input()), ...times }, DEV_LICENSE_PRIVATE_JWK));
      expect(res.status, JSON.stringify(times)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_license', data: { status: 400, reason: 'claims' } });
    }
    expect((await state()).license).toMatchObject({ status: 'valid', license_id: 'lic-acme-1' });
  });

  it('refuses another site\'s license with license_site_mismatch', async () => {
    const res = await activate(await issue({ site: 'https://another-community.example' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'license_site_mismatch', data: { license_site: 'https://another-community.example', site_url: siteUrl } });
    // The same site spelled differently is this site.
    const url = new URL(siteUrl);
    const respelled = `${url.protocol === 'http:' ? 'https:' : 'http:'}//${url.host.toUpperCase()}${url.pathname.replace(/\/?$/, '/')}`;
    expect((await activate(await issue({ site: respelled, id: 'lic-respelled' }))).status).toBe(200);
  });

  it('refuses an expired license; a stored one turns expired when its time passes', async () => {
    const expired = await activate(await issue({ expiresAt: new Date(Date.now() - 60_000) }));
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'license_expired' });
    expect((await state()).license.license_id).toBe('lic-respelled');

    const expiresAt = new Date(Date.now() + 3000);
    const res = await activate(await issue({ expiresAt, id: 'lic-short' }));
    expect(res.status).toBe(200);
    expect(res.body.license.status).toBe('valid');
    await sleep(Math.floor(expiresAt.getTime() / 1000) * 1000 - Date.now() + 50);
    expect((await state()).license).toMatchObject({ status: 'expired', license_id: 'lic-short' });
  });

  it('refuses an over-long or missing key as an invalid parameter', async () => {
    for (const body of [{ license_key: 'x'.repeat(5000) }, {}, { license_key: '' }, { license_key: 42 }]) {
      const res = await api('POST', '/admin/license', { auth: adminAuth, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { params: { license_key: expect.any(String) } } });
    }
  });

  it('is for administrators only: members 403, anonymous callers 401', async () => {
    const token = await issue();
    for (const [method, body] of [['GET', undefined], ['POST', { license_key: token }], ['DELETE', undefined]] as const) {
      expect((await api(method, '/admin/license', { auth: member.auth, ...(body ? { body } : {}) })).status).toBe(403);
      expect((await api(method, '/admin/license', body ? { body } : {})).status).toBe(401);
    }
    expect((await state()).license.license_id).toBe('lic-short');
  });

  it('removes the license: DELETE answers message and license_data null, audited; a second DELETE finds none', async () => {
    const res = await api('DELETE', '/admin/license', { auth: adminAuth });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your license key has been successfully deactivated', license_data: null });
    expect((await state()).license.status).toBe('none');
    const audit = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 1 } });
    expect(audit.body.audit[0]).toMatchObject({ target: 'license', keys: ['license_key'] });
    const again = await api('DELETE', '/admin/license', { auth: adminAuth });
    expect(again.status).toBe(200);
    expect(again.body.license_data).toBeNull();
    const after = await api('GET', '/admin/settings/audit', { auth: adminAuth, query: { per_page: 1 } });
    expect(after.body.audit[0].at).toBe(audit.body.audit[0].at);
  });
});

describe('PRO features and the license policy', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('by default, PRO routes work without a license', async () => {
    expect((await state()).license.status).toBe('none');
    expect((await api('GET', '/settings/followers/config', { auth: adminAuth })).status).toBe(200);
    expect((await api('GET', '/admin/topics/config', { auth: adminAuth })).status).toBe(200);
  });

  it('with LICENSE_REQUIRED=1, a PRO route answers 403 license_required until a valid license is stored', async () => {
    // The settings function as a container configured so would load it, over the stack's table.
    vi.resetModules();
    vi.stubEnv('LICENSE_REQUIRED', '1');
    const { handler } = (await import('#functions/settings/index.ts')) as { handler: HttpHandler };
    const { apiGatewayEvent, lambdaContext } = await import('../../../scripts/local/http-adapter.ts');
    const { apiBasePath } = await import('#platform/config.ts');
    const call = async (method: string, path: string, auth: string | null = `Basic ${Buffer.from(`${ADMIN.username}:${ADMIN.password}`).toString('base64')}`) => {
      const url = new URL(`${new URL(baseUrl()).origin}${apiBasePath()}${path}`);
      const event = apiGatewayEvent({ method, url, headers: { host: url.host, ...(auth ? { authorization: auth } : {}) }, body: Buffer.alloc(0) });
      const result = await handler(event, lambdaContext('settings'));
      return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
    };

    const refused = await call('GET', '/settings/followers/config');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'license_required', data: { status: 403, license_status: 'none' } });
    // Access comes first: an anonymous caller is still 401.
    expect((await call('GET', '/settings/followers/config', null)).status).toBe(401);
    // Neither the license routes nor the free settings are guarded.
    expect((await call('GET', '/admin/license')).status).toBe(200);
    expect((await call('GET', '/admin/general')).status).toBe(200);

    expect((await activate(await issue({ id: 'lic-required' }))).status).toBe(200);
    expect((await call('GET', '/settings/followers/config')).status).toBe(200);

    await api('DELETE', '/admin/license', { auth: adminAuth });
    expect((await call('GET', '/settings/followers/config')).body.code).toBe('license_required');
  });
});
