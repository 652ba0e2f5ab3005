/**
 * License tokens (docs/license.md): offline verification, the site comparison, the state computed
 * at read time, the answer's masking, and the PRO guard's policy (with the store mocked).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { licenseStatus, licenseView, normaliseSite, sameSite, toStoredLicense, verifyLicense, type StoredLicense } from '#features/settings/license.ts';
import { DEV_LICENSE_PRIVATE_JWK, DEV_LICENSE_PUBLIC_KEY } from '../../scripts/license/dev-key.ts';
import { keyIdOf, licenseClaimsOf, newLicenseKeyPair, signLicense, signLicenseClaims, type LicenseInput } from '../../scripts/license/license-token.ts';

const INPUT: LicenseInput = {
  licensee: 'Acme Inc.',
  site: 'https://community.acme.example',
  plan: 'pro',
  features: ['topics', 'webhooks'],
  sites_allowed: 3,
  expiresAt: new Date('2030-01-01T00:00:00Z'),
  issuedAt: new Date('2026-01-01T00:00:00Z'),
  id: 'lic-1',
};

const sign = (input: Partial<LicenseInput> = {}) => signLicense({ ...INPUT, ...input }, DEV_LICENSE_PRIVATE_JWK);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const reasonOf = async (token: string, key: string | undefined = DEV_LICENSE_PUBLIC_KEY) =>
  verifyLicense(token, key).then(
    () => 'verified',
    (e: { code: string; data: { reason?: string } }) => `${e.code}${e.data.reason ? `:${e.data.reason}` : ''}`,
  );

describe('verifyLicense', () => {
  it('reads the claims and the key id of a token signed with the configured key', async () => {
    const { claims, keyId } = await verifyLicense(await sign(), DEV_LICENSE_PUBLIC_KEY);
    expect(claims).toEqual({
      jti: 'lic-1', licensee: 'Acme Inc.', site: 'https://community.acme.example', plan: 'pro', features: ['topics', 'webhooks'],
      sites_allowed: 3, iat: Date.parse('2026-01-01T00:00:00Z') / 1000, exp: Date.parse('2030-01-01T00:00:00Z') / 1000,
    });
    expect(keyId).toBe(await keyIdOf(DEV_LICENSE_PRIVATE_JWK));
  });

  it('does not judge expiry (the state does): an expired token still verifies', async () => {
    expect(await reasonOf(await sign({ expiresAt: new Date('2020-01-01T00:00:00Z') }))).toBe('verified');
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const [header, , signature] = (await sign()).split('.');
    const forged = b64({ jti: 'lic-1', licensee: 'Acme Inc.', site: 'https://community.acme.example', plan: 'enterprise', features: [], sites_allowed: 99, iat: 1 });
    expect(await reasonOf(`${header}.${forged}.${signature}`)).toBe('invalid_license:signature');
  });

  it('refuses a token whose signature was altered', async () => {
    const token = await sign();
    const last = token.at(-2) === 'A' ? 'B' : 'A';
    expect(await reasonOf(`${token.slice(0, -2)}${last}${token.at(-1)}`)).toBe('invalid_license:signature');
  });

  it('refuses a token signed with another key', async () => {
    const other = await newLicenseKeyPair();
    expect(await reasonOf(await signLicense(INPUT, other.privateJwk))).toBe('invalid_license:signature');
    // ...and verifies it with that key's public half.
    expect(await reasonOf(await signLicense(INPUT, other.privateJwk), other.publicKey)).toBe('verified');
  });

  it.each(['', 'not-a-license', 'a.b.c', 'x'.repeat(5000), '...', 'eyJ.eyJ.sig'])('refuses garbage %#', async (token) => {
    expect(await reasonOf(token)).toMatch(/^invalid_license:(malformed|type)$/);
  });

  it('refuses a signed token of another type, and one with bad claims', async () => {
    const { SignJWT, importJWK } = await import('jose');
    const key = await importJWK(DEV_LICENSE_PRIVATE_JWK, 'EdDSA');
    const plainJwt = await new SignJWT({ ...INPUT }).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' }).sign(key);
    expect(await reasonOf(plainJwt)).toBe('invalid_license:type');
    expect(await reasonOf(await sign({ site: 'ftp://acme.example' }))).toBe('invalid_license:claims');
    expect(await reasonOf(await sign({ sites_allowed: 0 }))).toBe('invalid_license:claims');
  });

  // Signed with the right key, but with times no date can hold, or nonsense ones: a 400, never a RangeError.
  it.each([
    ['exp 1e20', { exp: 1e20 }],
    ['exp 1e15 (a safe integer past the last Date)', { exp: 1e15 }],
    ['exp past 9999-12-31', { exp: 253_402_300_800 }],
    ['exp negative', { exp: -1 }],
    ['exp not an integer', { exp: 1_900_000_000.5 }],
    ['exp as text past 9999', { exp: '1000000000000000' }],
    ['exp null', { exp: null }],
    ['iat 1e13', { iat: 1e13 }],
    ['iat in the far future', { iat: 32_503_680_000 }],
    ['iat next year', { iat: Math.floor(Date.now() / 1000) + 365 * 86_400 }],
    ['iat negative', { iat: -1 }],
    ['iat missing', { iat: undefined }],
  ])('refuses a signed token whose %s with invalid_license:claims', async (_, times) => {
    const token = await signLicenseClaims({ ...licenseClaimsOf(INPUT), ...times }, DEV_LICENSE_PRIVATE_JWK);
    expect(await reasonOf(token)).toBe('invalid_license:claims');
  });

  it('accepts the edges: iat a minute ahead (clock skew), exp on 9999-12-31, no exp (lifetime)', async () => {
    const base = licenseClaimsOf(INPUT);
    const now = Math.floor(Date.now() / 1000);
    for (const times of [{ iat: now + 60 }, { exp: 253_402_300_799 }, { exp: undefined }]) {
      const token = await signLicenseClaims({ ...base, ...times }, DEV_LICENSE_PRIVATE_JWK);
      const verified = await verifyLicense(token, DEV_LICENSE_PUBLIC_KEY);
      const stored = toStoredLicense(token, verified, 1, new Date());
      expect(licenseView(stored, INPUT.site, new Date()).license.status).toBe('valid');
    }
  });

  it('answers license_not_configured without a public key', async () => {
    await expect(verifyLicense(await sign(), undefined)).rejects.toMatchObject({ statusCode: 400, code: 'license_not_configured' });
  });
});

describe('sites', () => {
  it('compares host, port and path, ignoring scheme, www., case and trailing slashes', () => {
    expect(normaliseSite('https://WWW.Acme.example/community/')).toBe('acme.example/community');
    expect(sameSite('http://acme.example', 'https://www.acme.example/')).toBe(true);
    expect(sameSite('https://acme.example:443', 'https://acme.example')).toBe(true);
    expect(sameSite('https://acme.example', 'https://acme.example:8443')).toBe(false);
    expect(sameSite('https://acme.example/a', 'https://acme.example/b')).toBe(false);
    expect(sameSite('https://shop.acme.example', 'https://acme.example')).toBe(false);
  });
});

describe('state and view', () => {
  const stored = async (input: Partial<LicenseInput> = {}): Promise<StoredLicense> => {
    const token = await sign(input);
    return toStoredLicense(token, await verifyLicense(token, DEV_LICENSE_PUBLIC_KEY), 1, new Date('2026-02-01T00:00:00Z'));
  };

  it('is valid, then expired when its time passes; wrong_site on another site; none without one', async () => {
    const license = await stored();
    expect(licenseStatus(license, 'https://community.acme.example/', new Date('2029-12-31T23:59:59Z'))).toBe('valid');
    expect(licenseStatus(license, 'https://community.acme.example/', new Date('2030-01-01T00:00:00Z'))).toBe('expired');
    expect(licenseStatus(license, 'https://other.example', new Date('2029-01-01T00:00:00Z'))).toBe('wrong_site');
    expect(licenseStatus(null, 'https://other.example', new Date())).toBe('none');
    expect(licenseStatus(await stored({ expiresAt: null }), INPUT.site, new Date('2100-01-01T00:00:00Z'))).toBe('valid');
  });

  it('shows the key masked to its last 4 characters, never the token', async () => {
    const license = await stored();
    const view = licenseView(license, INPUT.site, new Date('2027-01-01T00:00:00Z'));
    expect(view.license.key).toBe(`****${license.token.slice(-4)}`);
    expect(JSON.stringify(view)).not.toContain(license.token);
    expect(view).toMatchObject({
      license: { status: 'valid', expires_at: '2030-01-01 00:00:00', plan: 'pro', sites_allowed: 3, sites_used: 1, features: ['topics', 'webhooks'], licensee: 'Acme Inc.' },
      site: { url: INPUT.site, activated_at: '2026-02-01 00:00:00' },
    });
    expect(licenseView(null, INPUT.site, new Date())).toMatchObject({ license: { key: null, status: 'none', sites_used: 0, features: [] }, site: { activated_at: null } });
  });
});

describe('the PRO guard (licenseGuard)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.doUnmock('#features/settings/license-store.ts');
    vi.resetModules();
  });

  /** The guard as a container with this environment loads it, over a store holding `license`. */
  async function guardWith(env: Record<string, string>, license: StoredLicense | null) {
    vi.resetModules();
    for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
    const readLicense = vi.fn(async () => license);
    vi.doMock('#features/settings/license-store.ts', () => ({ readLicense, writeLicense: vi.fn(), deleteLicense: vi.fn() }));
    const { licenseGuard } = await import('#features/settings/license-service.ts');
    const outcome = await licenseGuard().then(
      () => 'passes',
      (e: { statusCode: number; code: string }) => `${e.statusCode} ${e.code}`,
    );
    return { outcome, reads: readLicense.mock.calls.length };
  }

  it('lets every PRO route through without reading anything while a license is not required', async () => {
    expect(await guardWith({ LICENSE_REQUIRED: '0' }, null)).toEqual({ outcome: 'passes', reads: 0 });
  });

  it('when required: refuses without a license or with an expired or other site\'s one, passes with a valid one', async () => {
    const site = { LICENSE_REQUIRED: '1', SITE_URL: INPUT.site };
    const token = await sign();
    const license = toStoredLicense(token, await verifyLicense(token, DEV_LICENSE_PUBLIC_KEY), 1, new Date());
    expect(await guardWith(site, null)).toEqual({ outcome: '403 license_required', reads: 1 });
    expect(await guardWith(site, license)).toEqual({ outcome: 'passes', reads: 1 });
    expect(await guardWith(site, { ...license, expires_at: '2020-01-01T00:00:00.000Z' })).toEqual({ outcome: '403 license_required', reads: 1 });
    expect(await guardWith({ ...site, SITE_URL: 'https://elsewhere.example' }, license)).toEqual({ outcome: '403 license_required', reads: 1 });
  });

  it('a function with a PRO route must be given the guard (checked when the handler loads)', async () => {
    const { createHttpHandler } = await import('#platform/http/handler.ts');
    const { route } = await import('#platform/http/route.ts');
    const routes = { 'GET /x': route({ access: 'admin', inherits: 'none', pro: true, handle: async () => ({}) }) };
    expect(() => createHttpHandler(routes, { onCaller: [] })).toThrow(/onPro/);
    expect(() => createHttpHandler(routes, { onCaller: [], onPro: async () => {} })).not.toThrow();
  });
});
