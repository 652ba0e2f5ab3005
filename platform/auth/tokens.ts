/**
 * Short-lived Bearer tokens issued by POST /auth/token in exchange for Basic credentials.
 * HS256 JWTs (jose) naming the account and the credential they came from, so revoking that
 * application password, or suspending the account, ends the token at once: every request still
 * re-reads the login record (the same single Query Basic authentication costs).
 * The signing key comes from TOKEN_SIGNING_SECRET, or is created once and kept in the table.
 */
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { SignJWT, jwtVerify } from 'jose';
import { config } from '#platform/config.ts';
import { ddb, tableName } from '#platform/data/client.ts';
import { keys } from '#platform/data/keys.ts';

export const TOKEN_ISSUER = 'community-api';
const AUDIENCE = 'community-api';

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

let signingKey: Promise<Uint8Array> | undefined;

function getSigningKey(): Promise<Uint8Array> {
  signingKey ??= config.TOKEN_SIGNING_SECRET
    ? Promise.resolve(new TextEncoder().encode(config.TOKEN_SIGNING_SECRET))
    : loadOrCreateStoredKey().catch((e: unknown) => {
        signingKey = undefined;
        throw e;
      });
  return signingKey;
}

async function loadOrCreateStoredKey(): Promise<Uint8Array> {
  const key = keys.serviceConfig('token-signing-key');
  const existing = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (typeof existing.Item?.['secret'] === 'string') return Buffer.from(existing.Item['secret'], 'base64');
  const secret = randomBytes(32).toString('base64');
  try {
    await ddb.send(
      new PutCommand({
        TableName: tableName,
        Item: { ...key, entity: 'config', secret, created_at: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return Buffer.from(secret, 'base64');
  } catch (e) {
    // Another container created it first: use theirs.
    if ((e as Error).name !== 'ConditionalCheckFailedException') throw e;
    const winner = await ddb.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    return Buffer.from(String(winner.Item?.['secret']), 'base64');
  }
}

export async function issueToken(claims: TokenClaims): Promise<{ access_token: string; token_type: 'Bearer'; expires_in: number }> {
  const token = await new SignJWT({ usr: claims.username, crd: claims.credentialId, cv: claims.credentialsVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${config.TOKEN_TTL_SECONDS}s`)
    .sign(await getSigningKey());
  return { access_token: token, token_type: 'Bearer', expires_in: config.TOKEN_TTL_SECONDS };
}

/** The token's claims, or null when its signature, issuer, audience or expiry is wrong. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await getSigningKey(), { issuer: TOKEN_ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const version = payload['cv'] ?? 0;
    if (!Number.isInteger(userId) || typeof payload['usr'] !== 'string' || typeof payload['crd'] !== 'string' || !Number.isInteger(version)) return null;
    return { userId, username: payload['usr'], credentialId: payload['crd'], credentialsVersion: version as number };
  } catch {
    return null;
  }
}
