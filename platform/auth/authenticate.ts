/**
 * Resolves the caller from the Authorization header: HTTP Basic (username + application password,
 * or the account's own password), our Bearer tokens, or an external OIDC issuer's tokens.
 * Every scheme ends in the same single Query of the login record; only a password attempt costs
 * more: its guessing-protection counters (platform/auth/login-throttle.ts). A credential verified
 * so is remembered by the function's container for config.CREDENTIAL_CACHE_SECONDS
 * (credential-cache.ts), so a warm container authenticates it again with no DynamoDB call; a
 * suspended account or a revoked credential stops working at once in the container that made the
 * change, elsewhere within that time.
 */
import { decodeJwt } from 'jose';
import { digestSecret, digestsEqual, keyedDigest, normalizeAppPassword, verifyPassword } from '#platform/auth/secrets.ts';
import { currentCredentialCache, type CredentialCache } from '#platform/auth/credential-cache.ts';
import { oidcEnabled, verifyOidcToken } from '#platform/auth/oidc.ts';
import { TOKEN_ISSUER, verifyToken } from '#platform/auth/tokens.ts';
import { assertPasswordAttemptAllowed, recordFailedPassword } from '#platform/auth/login-throttle.ts';
import { readLogin, type LoginRecords } from '#platform/data/login-store.ts';
import type { AccountStatus, Role } from '#platform/core/roles.ts';
import { InvalidCredentialsError } from '#platform/core/errors.ts';
import { hasInvalidText } from '#platform/core/fields.ts';

export interface Caller {
  userId: number;
  username: string;
  role: Role;
  status: AccountStatus;
  /** The application password's uuid, `password`, or `oidc`: what a token issued now derives from. */
  credentialId: string;
  /** `basic` when this request presented a secret (password or application password), `bearer` for a token. */
  scheme: 'basic' | 'bearer';
  /** Last refresh of the account's last activity (see member-service refreshLastSeen). */
  lastSeenAt: string | null;
  /** The application password this request presented (HTTP Basic), with its last recorded use. */
  appPassword: { uuid: string; lastUsedAt: string | null } | null;
  /** The login's credentials_version: what a token issued now carries (tokens.ts). Absent: 0. */
  credentialsVersion?: number;
  /** The account's email awaits verification (features/members/caller-hooks.ts decides what it may do). */
  emailUnverified?: boolean;
}

/**
 * Login names become a DynamoDB key (LOGIN#<name>): longer ones (no account has one; an email
 * from an OIDC issuer fits) or invalid text are wrong credentials before any read.
 */
const MAX_LOGIN_NAME_LENGTH = 254;
/** Our tokens are a few hundred characters; an OIDC issuer's stay well under this. */
const MAX_BEARER_TOKEN_LENGTH = 8192;

/** `sourceIp`: the client address API Gateway saw (requestContext.http.sourceIp), for guessing protection. */
/**
 * A WordPress session: its login cookie or a REST nonce (`X-WP-Nonce`), which the original's
 * clients send. This API accepts neither (docs/wordpress-compat.md "Credentials"): such a request
 * without a credential we accept is refused 401, so the client signs in again, never served as anonymous.
 */
export function presentsWordPressSession(headers: Readonly<Record<string, string | undefined>>, cookies: readonly string[] = []): boolean {
  return headers['x-wp-nonce'] !== undefined || cookies.some((c) => /^wordpress_(?:logged_in|sec)_/.test(c));
}

/**
 * The caller the Authorization header names, or null without one. `cache`: the function's
 * (credential-cache.ts); a remembered credential is answered from it (unless `fresh`: read anew,
 * and remembered again), anything else is verified against the table and remembered once it
 * succeeds. A refusal is never remembered.
 */
export async function authenticate(
  authorization: string | undefined,
  sourceIp: string,
  { cache = currentCredentialCache(), fresh = false }: { cache?: CredentialCache | undefined; fresh?: boolean } = {},
): Promise<Caller | null> {
  if (!authorization) return null;
  const key = cache && cache.ttlMs > 0 ? keyedDigest(authorization) : undefined;
  const kept = key && !fresh ? cache?.get(key) : undefined;
  if (kept) return kept;
  const [scheme, ...rest] = authorization.trim().split(/\s+/);
  const value = rest.join(' ');
  switch (scheme?.toLowerCase()) {
    case 'basic': {
      const caller = await authenticateBasic(value, sourceIp);
      if (key) cache?.remember(key, caller);
      return caller;
    }
    case 'bearer': {
      const caller = await authenticateBearer(value);
      // Never past the token's own expiry (verified above, so `exp` is the token's).
      if (key) cache?.remember(key, caller, (decodeJwt(value).exp ?? Number.POSITIVE_INFINITY) * 1000);
      return caller;
    }
    default:
      throw new InvalidCredentialsError('Unsupported authorization scheme; use Basic or Bearer.');
  }
}

/**
 * An application password is tried first and never throttled (144 random bits cannot be guessed).
 * Otherwise this is a password attempt: refused while its throttle scopes are full, checked with
 * the KDF (against a dummy digest when the username is unknown, so both cost the same), and
 * counted when wrong. (A password remembered by the container's cache skips all of this: it was
 * verified within the cache's time, and a wrong one is never remembered, so guesses still pay.)
 */
async function authenticateBasic(encoded: string, sourceIp: string): Promise<Caller> {
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const sep = decoded.indexOf(':');
  if (sep <= 0) throw new InvalidCredentialsError('Malformed Basic credentials.');
  const username = decoded.slice(0, sep);
  const password = decoded.slice(sep + 1);
  const login = await readBoundedLogin(username);
  const digest = digestSecret(normalizeAppPassword(password));
  const appPassword = login.appPasswords.find((p) => digestsEqual(p.digest, digest));
  if (appPassword) {
    const caller = activeCaller(login, appPassword.uuid, 'basic');
    return { ...caller, appPassword: { uuid: appPassword.uuid, lastUsedAt: appPassword.last_used_at ?? null } };
  }

  await assertPasswordAttemptAllowed(username, sourceIp);
  if (await verifyPassword(password, login.account?.password_hash)) return activeCaller(login, 'password', 'basic');
  await recordFailedPassword(username, sourceIp);
  throw new InvalidCredentialsError();
}

/** Reads the login records of a name that can be a key; any other name is wrong credentials. */
function readBoundedLogin(username: string): Promise<LoginRecords> {
  if (username.length > MAX_LOGIN_NAME_LENGTH || hasInvalidText(username)) throw new InvalidCredentialsError();
  return readLogin(username);
}

async function authenticateBearer(token: string): Promise<Caller> {
  if (token.length > MAX_BEARER_TOKEN_LENGTH) throw new InvalidCredentialsError('Malformed token.');
  let issuer: string | undefined;
  try {
    issuer = decodeJwt(token).iss;
  } catch {
    throw new InvalidCredentialsError('Malformed token.');
  }
  if (issuer === TOKEN_ISSUER) return callerOfToken(token, 'rest');
  if (oidcEnabled()) {
    const username = await verifyOidcToken(token);
    if (username) {
      const login = await readBoundedLogin(username);
      if (login.account) return activeCaller(login, 'oidc', 'bearer');
    }
  }
  throw new InvalidCredentialsError('The token is invalid or expired.');
}

/**
 * The caller of a WebSocket connect token (`?token=`, tokens.ts issueLiveToken; docs/live-updates.md):
 * checked as a Bearer token is, against the live audience only.
 */
export async function authenticateLiveToken(token: string): Promise<Caller> {
  if (token.length > MAX_BEARER_TOKEN_LENGTH) throw new InvalidCredentialsError('Malformed token.');
  return callerOfToken(token, 'live');
}

/** One of our tokens' caller, while the credential it came from still stands. */
async function callerOfToken(token: string, audience: 'rest' | 'live'): Promise<Caller> {
  const claims = await verifyToken(token, audience);
  if (!claims) throw new InvalidCredentialsError('The token is invalid or expired.');
  const login = await readBoundedLogin(claims.username);
  // A password reset or change since the token was issued ends it (credentials_version).
  const stillValid =
    login.account?.user_id === claims.userId &&
    (login.account.credentials_version ?? 0) === claims.credentialsVersion &&
    (claims.credentialId === 'password'
      ? login.account.password_hash !== undefined
      : // A mail's sign-in link (features/members/email-sign-in.ts): the account itself is the credential.
        claims.credentialId === 'email-link' ||
        login.appPasswords.some((p) => p.uuid === claims.credentialId) ||
        // An OIDC caller's connect token: the account is the credential, as for their issuer's tokens.
        (audience === 'live' && claims.credentialId === 'oidc'));
  if (!stillValid) throw new InvalidCredentialsError('The token has been revoked.');
  return activeCaller(login, claims.credentialId, 'bearer');
}

function activeCaller(login: LoginRecords, credentialId: string, scheme: Caller['scheme']): Caller {
  const account = login.account;
  if (!account) throw new InvalidCredentialsError();
  if (account.status === 'suspended') throw new InvalidCredentialsError('This account is suspended.');
  return {
    userId: account.user_id,
    username: account.username,
    role: account.role,
    status: account.status,
    credentialId,
    scheme,
    lastSeenAt: account.last_seen_at ?? null,
    appPassword: null,
    credentialsVersion: account.credentials_version ?? 0,
    ...(account.email_unverified === true ? { emailUnverified: true } : {}),
  };
}
