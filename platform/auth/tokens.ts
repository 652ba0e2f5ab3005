/**
 * Short-lived Bearer tokens issued by POST /auth/token in exchange for Basic credentials.
 * HS256 JWTs (jose) naming the account and the credential they came from, so revoking that
 * application password, or suspending the account, ends the token: a request reads the login record
 * (the same single Query Basic authentication costs) unless its container verified the token within
 * CREDENTIAL_CACHE_SECONDS (platform/auth/credential-cache.ts).
 * The signing key comes from TOKEN_SIGNING_SECRET, or is created once and kept in the table.
 */
import { SignJWT, jwtVerify } from 'jose';
import { config } from '#platform/config.ts';
import { storedSecret } from '#platform/data/stored-secret-store.ts';

export const TOKEN_ISSUER = 'community-api';
const AUDIENCE = 'community-api';
/** A WebSocket connect token's own audience: it opens a live connection (docs/live-updates.md) and is no REST Bearer token. */
const LIVE_AUDIENCE = 'community-live';
/** A connect token is used at once, by a browser that cannot send an Authorization header on a WebSocket. */
export const LIVE_TOKEN_TTL_SECONDS = 60;

export interface TokenClaims {
  userId: number;
  username: string;
  /** uuid of the application password, or `password` for the account's own password. */
  credentialId: string;
  /**
   * The login's credentials_version when the token was issued: a password reset or change bumps
   * it, so every token issued before stops working (tokens without the claim count as 0).
   */
  credentialsVersion: number;
}

const getSigningKey = storedSecret('token-signing-key', config.TOKEN_SIGNING_SECRET);

export async function issueToken(claims: TokenClaims): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  return { access_token: await signToken(claims, AUDIENCE, config.TOKEN_TTL_SECONDS), token_type: 'Bearer', expires_in: config.TOKEN_TTL_SECONDS };
}

/** A WebSocket connect token (`?token=`): the same claims for LIVE_TOKEN_TTL_SECONDS, for the live audience only. */
export async function issueLiveToken(claims: TokenClaims): Promise<{ token: string; expires_in: number }> {
  return { token: await signToken(claims, LIVE_AUDIENCE, LIVE_TOKEN_TTL_SECONDS), expires_in: LIVE_TOKEN_TTL_SECONDS };
}

async function signToken(claims: TokenClaims, audience: string, ttlSeconds: number): Promise<string> {
  return new SignJWT({ usr: claims.username, crd: claims.credentialId, cv: claims.credentialsVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await getSigningKey());
}

/** The token's claims, or null when its signature, issuer, audience (a REST token's, or a live connect token's) or expiry is wrong. */
export async function verifyToken(token: string, audience: 'rest' | 'live' = 'rest'): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await getSigningKey(), { issuer: TOKEN_ISSUER, audience: audience === 'live' ? LIVE_AUDIENCE : AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const version = payload['cv'] ?? 0;
    if (!Number.isInteger(userId) || typeof payload['usr'] !== 'string' || typeof payload['crd'] !== 'string' || !Number.isInteger(version)) return null;
    return { userId, username: payload['usr'], credentialId: payload['crd'], credentialsVersion: version as number };
  } catch {
    return null;
  }
}
