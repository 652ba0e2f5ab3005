/**
 * Optional external identity provider (for example a Cognito user pool): its access tokens are
 * verified against the issuer's JWKS (fetched once, cached and refreshed by jose) and mapped to an
 * account through a username claim. Enabled by OIDC_ISSUER.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '#platform/config.ts';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export const oidcEnabled = (): boolean => config.OIDC_ISSUER !== undefined;

/** The username the token names, or null when the token is not valid for this issuer. */
export async function verifyOidcToken(token: string): Promise<string | null> {
  const issuer = config.OIDC_ISSUER;
  if (!issuer) return null;
  jwks ??= createRemoteJWKSet(new URL(`${issuer.replace(/\/$/, '')}/.well-known/jwks.json`));
  try {
    const { payload } = await jwtVerify(token, jwks, {
      issuer,
      ...(config.OIDC_AUDIENCE ? { audience: config.OIDC_AUDIENCE } : {}),
    });
    const username = payload[config.OIDC_USERNAME_CLAIM];
    return typeof username === 'string' && username.length > 0 ? username : null;
  } catch {
    return null;
  }
}
