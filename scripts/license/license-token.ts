/**
 * Issuing license tokens (docs/license.md): Ed25519 key pairs and signed licenses, for the
 * operator's script (issue-license.ts) and the tests. The server only verifies
 * (features/settings/license.ts); nothing here is deployed.
 */
import { randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, CompactSign, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { LICENSE_TOKEN_TYPE } from '#features/settings/license.ts';

/** An Ed25519 private key as a JWK (kty OKP, crv Ed25519, x and d). */
export type PrivateJwk = { kty: string; crv: string; x: string; d: string };

export interface LicenseInput {
  licensee: string;
  site: string;
  plan: string;
  features: readonly string[];
  sites_allowed: number;
  /** null or absent: a lifetime license. */
  expiresAt?: Date | null;
  issuedAt?: Date;
  /** The license's id (`jti`); a new UUID when absent. */
  id?: string;
}

/** A new key pair: the private JWK to keep secret, and LICENSE_PUBLIC_KEY (the raw public key, base64url). */
export async function newLicenseKeyPair(): Promise<{ privateJwk: PrivateJwk; publicKey: string; keyId: string }> {
  const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
  const jwk = (await exportJWK(privateKey)) as PrivateJwk;
  const privateJwk = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, d: jwk.d };
  return { privateJwk, publicKey: privateJwk.x, keyId: await keyIdOf(privateJwk) };
}

/** The key's id (the tokens' `kid`): the RFC 7638 thumbprint of its public half. */
export const keyIdOf = (jwk: Pick<PrivateJwk, 'kty' | 'crv' | 'x'>): Promise<string> =>
  calculateJwkThumbprint({ kty: jwk.kty, crv: jwk.crv, x: jwk.x } as JWK);

/** The claims of a license (features/settings/license.ts licenseClaims) as the token carries them. */
export type LicenseClaimsInput = Record<string, unknown>;

/** Signs license claims as given (the tests sign out-of-range ones this way): a compact JWS (typ license+jwt, alg EdDSA, kid). */
export async function signLicenseClaims(claims: LicenseClaimsInput, privateJwk: PrivateJwk): Promise<string> {
  const key = await importJWK(privateJwk as JWK, 'EdDSA');
  // The payload as given: SignJWT's own setters would refuse an out-of-range time.
  const header = { alg: 'EdDSA', typ: LICENSE_TOKEN_TYPE, kid: await keyIdOf(privateJwk) };
  return new CompactSign(new TextEncoder().encode(JSON.stringify(claims))).setProtectedHeader(header).sign(key);
}

/** Signs a license with the private key. */
export function signLicense(input: LicenseInput, privateJwk: PrivateJwk): Promise<string> {
  return signLicenseClaims(licenseClaimsOf(input), privateJwk);
}

/** A license's claims: times in whole seconds since the epoch, a new jti unless given. */
export function licenseClaimsOf(input: LicenseInput): LicenseClaimsInput {
  const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
  return {
    licensee: input.licensee,
    site: input.site,
    plan: input.plan,
    features: [...input.features],
    sites_allowed: input.sites_allowed,
    jti: input.id ?? randomUUID(),
    iat: seconds(input.issuedAt ?? new Date()),
    ...(input.expiresAt ? { exp: seconds(input.expiresAt) } : {}),
  };
}
