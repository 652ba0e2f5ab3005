/**
 * The license (docs/license.md): a signed token (a JWS, Ed25519) carrying the licensee, the site,
 * the plan, the expiry and the PRO features, verified offline with the operator's public key
 * (config LICENSE_PUBLIC_KEY); nothing calls home. Its state (valid, expired, wrong site) is
 * computed whenever it is read, from the stored claims, the site's URL and the clock.
 */
import * as z from 'zod';
import { compactVerify, decodeProtectedHeader, importJWK, type CryptoKey } from 'jose';
import { ApiError } from '#platform/core/errors.ts';
import { httpUrl, integer, list } from '#platform/core/fields.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';

/** The spec's PRO features a license may carry (the GIF-search one named after the gif_search_api_key setting). */
export const LICENSE_FEATURES = ['analytics', 'moderation', 'topics', 'webhooks', 'scheduled_posts', 'followers', 'quiz', 'leaderboard', 'gif_search'] as const;

/** The JWS header's `typ`: a license is never mistaken for another token signed with the same key. */
export const LICENSE_TOKEN_TYPE = 'license+jwt';
/** The signature algorithms accepted: Ed25519 only (`EdDSA`, or its fully specified name). */
const ALGORITHMS = ['EdDSA', 'Ed25519'];
/** Longest token accepted: a license is a few hundred characters. */
export const MAX_LICENSE_KEY_LENGTH = 4096;

/**
 * The last second a license time may name, 9999-12-31T23:59:59Z: the last the spec's
 * `YYYY-MM-DD HH:MM:SS` form can show, and far inside what a Date holds (a signed exp of 1e15
 * seconds is a safe integer, but no date).
 */
export const MAX_LICENSE_SECONDS = 253_402_300_799;
/** How far ahead of this server's clock a license may say it was issued (the issuer's clock may run ahead). */
export const ISSUED_AT_SKEW_SECONDS = 24 * 3600;

/** A JWT NumericDate as licenses use it: whole seconds since the epoch, within the dates above. */
const epochSeconds = () => integer({ min: 0, max: MAX_LICENSE_SECONDS });

/**
 * The claims of a license token. Feature names are any short names, so a server keeps accepting
 * licenses that name features added after it was built (the issuing script checks them against
 * LICENSE_FEATURES).
 */
export const licenseClaims = z.object({
  /** The license's id: the several tokens of a multi-site license share it. */
  jti: z.string().trim().min(1).max(100),
  licensee: z.string().trim().min(1).max(200),
  /** The site it is issued for, compared with config SITE_URL (sameSite). */
  site: httpUrl(),
  plan: z.string().trim().min(1).max(100),
  features: list(z.string().regex(/^[a-z0-9_]{1,40}$/, 'must be a feature name'), { max: 50 }),
  sites_allowed: integer({ min: 1, max: 1_000_000 }),
  iat: epochSeconds(),
  /** Seconds since the epoch; absent: a lifetime license. */
  exp: epochSeconds().optional(),
});
export type LicenseClaims = z.output<typeof licenseClaims>;

/** A license as stored (features/settings/license-store.ts): its claims, the token, who activated it and when. */
export interface StoredLicense {
  token: string;
  license_id: string;
  /** The signing key's id (the JWS `kid`, the JWK thumbprint the issuing script sets), when given. */
  key_id: string | null;
  licensee: string;
  site: string;
  plan: string;
  features: string[];
  sites_allowed: number;
  /** ISO 8601. */
  issued_at: string;
  /** ISO 8601; null: never expires. */
  expires_at: string | null;
  activated_at: string;
  activated_by: number;
}

export const LICENSE_STATUSES = ['valid', 'expired', 'wrong_site', 'none'] as const;
export type LicenseStatus = (typeof LICENSE_STATUSES)[number];

/** 400: not a license this installation can verify (garbled, tampered, another key, bad claims). */
export class InvalidLicenseError extends ApiError {
  constructor(reason: 'malformed' | 'type' | 'signature' | 'claims', detail: string) {
    super(400, 'invalid_license', `The license key is not valid: ${detail}.`, { data: { reason } });
  }
}

export class LicenseSiteMismatchError extends ApiError {
  constructor(licenseSite: string, siteUrl: string) {
    super(400, 'license_site_mismatch', `The license key is for ${licenseSite}, not for this site (${siteUrl}).`, { data: { license_site: licenseSite, site_url: siteUrl } });
  }
}

export class LicenseExpiredError extends ApiError {
  constructor(expiresAt: string) {
    super(400, 'license_expired', `The license key expired on ${toSqlDateTime(expiresAt)}.`, { data: { expires_at: toSqlDateTime(expiresAt) } });
  }
}

/** 400 rather than 5xx: the administrator learns at once what the operator must configure. */
export class LicenseNotConfiguredError extends ApiError {
  constructor() {
    super(400, 'license_not_configured', 'This installation has no license public key (LICENSE_PUBLIC_KEY), so no license can be verified.');
  }
}

/** 403: a PRO route while configuration requires a license (LICENSE_REQUIRED) and none is valid. */
export class LicenseRequiredError extends ApiError {
  constructor(status: LicenseStatus) {
    super(403, 'license_required', 'This feature needs a valid license; an administrator can add one under /admin/license.', { data: { license_status: status } });
  }
}

const keys = new Map<string, Promise<CryptoKey>>();
/** The configured public key (base64url of the raw 32 bytes), imported once per container. */
function publicKey(x: string): Promise<CryptoKey> {
  let key = keys.get(x);
  if (!key) {
    key = importJWK({ kty: 'OKP', crv: 'Ed25519', x }, 'EdDSA') as Promise<CryptoKey>;
    keys.set(x, key);
  }
  return key;
}

/**
 * Verifies a license token's signature with `publicKeyX` and reads its claims. Does not judge
 * expiry or site (licenseStatus does, for the stored license too); a license issued later than
 * `now` (beyond the clock skew allowed) is refused as a claims error: no issuer dates ahead.
 */
export async function verifyLicense(token: string, publicKeyX: string | undefined, now: Date = new Date()): Promise<{ claims: LicenseClaims; keyId: string | null }> {
  if (!publicKeyX) throw new LicenseNotConfiguredError();
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new InvalidLicenseError('malformed', 'it is not a signed license token');
  }
  if (header.typ !== LICENSE_TOKEN_TYPE) throw new InvalidLicenseError('type', `it is not a license token (typ ${LICENSE_TOKEN_TYPE} expected)`);
  let payload: Uint8Array;
  try {
    payload = (await compactVerify(token, await publicKey(publicKeyX), { algorithms: ALGORITHMS })).payload;
  } catch {
    throw new InvalidLicenseError('signature', 'its signature does not match this installation\'s license public key (altered, or issued with another key)');
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new InvalidLicenseError('claims', 'its claims are not JSON');
  }
  const parsed = licenseClaims.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InvalidLicenseError('claims', `claim ${issue?.path.join('.') || '?'} ${issue?.message ?? 'is invalid'}`);
  }
  if (parsed.data.iat > now.getTime() / 1000 + ISSUED_AT_SKEW_SECONDS) throw new InvalidLicenseError('claims', 'claim iat is in the future');
  return { claims: parsed.data, keyId: typeof header.kid === 'string' ? header.kid : null };
}

/**
 * A site's URL as licenses compare it: host without `www.` (lower case), port when not the
 * scheme's default, path without trailing slashes; the scheme is ignored (a site moving to HTTPS
 * keeps its license).
 */
export function normaliseSite(url: string): string {
  const u = new URL(url);
  return `${u.hostname.toLowerCase().replace(/^www\./, '')}${u.port ? `:${u.port}` : ''}${u.pathname.replace(/\/+$/, '')}`;
}

export const sameSite = (a: string, b: string): boolean => normaliseSite(a) === normaliseSite(b);

/** Whether a license has expired at `now` (a lifetime license never does). */
export const isExpired = (expiresAt: string | null, now: Date): boolean => expiresAt !== null && Date.parse(expiresAt) <= now.getTime();

/** The license's state now, for this site: another site's license counts as wrong_site before its expiry. */
export function licenseStatus(license: StoredLicense | null, siteUrl: string, now: Date): LicenseStatus {
  if (!license) return 'none';
  if (!sameSite(license.site, siteUrl)) return 'wrong_site';
  return isExpired(license.expires_at, now) ? 'expired' : 'valid';
}

/** The token as GET shows it: its last 4 characters. */
export const maskLicenseKey = (token: string): string => `****${token.slice(-4)}`;

/** The stored form of a verified license. */
export function toStoredLicense(token: string, verified: { claims: LicenseClaims; keyId: string | null }, activatedBy: number, now: Date): StoredLicense {
  const { claims } = verified;
  return {
    token,
    license_id: claims.jti,
    key_id: verified.keyId,
    licensee: claims.licensee,
    site: claims.site,
    plan: claims.plan,
    features: [...new Set(claims.features)],
    sites_allowed: claims.sites_allowed,
    issued_at: new Date(claims.iat * 1000).toISOString(),
    expires_at: claims.exp === undefined ? null : new Date(claims.exp * 1000).toISOString(),
    activated_at: now.toISOString(),
    activated_by: activatedBy,
  };
}

/**
 * The answer of GET /admin/license: `license` (the spec's fields, and the licensee, id and site)
 * and `site` (this site's URL and when the license was activated here).
 */
export function licenseView(license: StoredLicense | null, siteUrl: string, now: Date) {
  return {
    license: {
      key: license ? maskLicenseKey(license.token) : null,
      status: licenseStatus(license, siteUrl, now),
      expires_at: license?.expires_at ? toSqlDateTime(license.expires_at) : null,
      plan: license?.plan ?? null,
      sites_allowed: license?.sites_allowed ?? 0,
      // Offline, only this site's activation is known.
      sites_used: license ? 1 : 0,
      features: license?.features ?? [],
      licensee: license?.licensee ?? null,
      license_id: license?.license_id ?? null,
      licensed_site: license?.site ?? null,
      issued_at: license ? toSqlDateTime(license.issued_at) : null,
    },
    site: { url: siteUrl, activated_at: license ? toSqlDateTime(license.activated_at) : null },
  };
}
