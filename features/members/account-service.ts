/** Account and credential use cases shared by the API, the local stack and deployment hooks. */
import { hashPassword, verifyPassword } from '#platform/auth/secrets.ts';
import { forgetCredentials, noteAppPasswordUse } from '#platform/auth/credential-cache.ts';
import type { Caller } from '#platform/auth/authenticate.ts';
import { deleteAppPassword, getLoginAccount, markAppPasswordUsed, putAppPassword, setPasswordHash } from '#features/members/account-store.ts';
import { readLogin } from '#platform/data/login-store.ts';
import { TooManyAppPasswordsError } from '#features/members/accounts.ts';
import { createMember, newAppPassword } from '#features/members/member-service.ts';
import { toSqlDateTime } from '#platform/core/datetime.ts';
import { NotFoundError } from '#platform/core/errors.ts';
import { log, errorField } from '#platform/core/log.ts';

/**
 * Makes sure the first administrator exists with the given password (contract item 2).
 * Idempotent: an existing account keeps its id; its password is replaced only if it differs
 * (and never by a generated one).
 */
export async function ensureAdministrator(input: {
  username: string;
  password: string;
  email: string;
  /** A generated password must not replace the one an existing (persisted) account has. */
  keepExistingPassword?: boolean;
}): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await getLoginAccount(input.username);
  if (!existing) {
    await createMember(
      { username: input.username, email: input.email, display_name: 'Administrator', role: 'admin', status: 'active', password: input.password },
      null,
      { issueAppPassword: false },
    );
    return 'created';
  }
  if (input.keepExistingPassword) return 'unchanged';
  if (existing.password_hash && (await verifyPassword(input.password, existing.password_hash))) return 'unchanged';
  await setPasswordHash(input.username, await hashPassword(input.password));
  forgetCredentials(input.username);
  return 'updated';
}

export const MAX_APP_PASSWORDS = 25;

/** Creates an application password; the secret is returned once and only its digest is kept. */
export async function createAppPassword(username: string, name: string, now = new Date()) {
  const { appPasswords } = await readLogin(username, { consistent: true });
  if (appPasswords.length >= MAX_APP_PASSWORDS) throw new TooManyAppPasswordsError(MAX_APP_PASSWORDS);
  const { record, secret } = newAppPassword(name, now.toISOString());
  await putAppPassword(username, record);
  return { uuid: record.uuid, name, created_at: toSqlDateTime(record.created_at), application_password: secret };
}

/** The caller's application passwords, newest first, without secrets or digests. */
export async function listAppPasswords(username: string) {
  const { appPasswords } = await readLogin(username, { consistent: true });
  return appPasswords
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
    .map(({ uuid, name, created_at, last_used_at }) => ({
      uuid,
      name,
      created_at: toSqlDateTime(created_at),
      last_used_at: last_used_at ? toSqlDateTime(last_used_at) : null,
    }));
}

/** Revokes an application password: at once in this container, elsewhere within config.CREDENTIAL_CACHE_SECONDS. */
export async function revokeAppPassword(username: string, uuid: string): Promise<void> {
  if (!(await deleteAppPassword(username, uuid))) throw new NotFoundError('not_found', 'No application password with this uuid.');
  forgetCredentials(username);
}

/** last_used_at is kept to the minute: at most one write per application password per minute. */
const APP_PASSWORD_USE_INTERVAL_MS = 60_000;

/**
 * Records that the caller's application password authenticated this request (HTTP Basic only: a
 * token issued from it is not a use of the password). Skipped, with no read or write, when the
 * recorded use is less than a minute old.
 */
export async function recordAppPasswordUse(caller: Caller, now = new Date()): Promise<void> {
  const used = caller.appPassword;
  if (!used) return;
  if (used.lastUsedAt && now.getTime() - Date.parse(used.lastUsedAt) < APP_PASSWORD_USE_INTERVAL_MS) return;
  const cutoff = new Date(now.getTime() - APP_PASSWORD_USE_INTERVAL_MS).toISOString();
  try {
    await markAppPasswordUsed(caller.username, used.uuid, now.toISOString(), cutoff);
    // Recorded now or by another container within the minute: either way, the next write waits.
    noteAppPasswordUse(caller.username, used.uuid, now.toISOString());
  } catch (error) {
    // Advisory, like last activity: a failure here must not fail the request it rides on.
    log.warn('app password use not recorded', { user_id: caller.userId, error: errorField(error) });
  }
}
