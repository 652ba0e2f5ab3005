/** Account use cases shared by the API, the local stack and deployment hooks. */
import { randomUUID } from 'node:crypto';
import { digestSecret, generateAppPassword, hashPassword, normalizeAppPassword, verifyPassword } from '#shared/auth/secrets.ts';
import { addAppPassword, createAccount, getLoginAccount, setPasswordHash } from '#shared/data/account-store.ts';

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
    await createAccount(
      { username: input.username, email: input.email, display_name: 'Administrator', role: 'admin', status: 'active', password_hash: await hashPassword(input.password) },
      null,
    );
    return 'created';
  }
  if (input.keepExistingPassword) return 'unchanged';
  if (existing.password_hash && (await verifyPassword(input.password, existing.password_hash))) return 'unchanged';
  await setPasswordHash(input.username, await hashPassword(input.password));
  return 'updated';
}

/** Creates an application password; the secret is returned once and only its digest is kept. */
export async function createAppPassword(username: string, name: string, now = new Date()) {
  const secret = generateAppPassword();
  const record = { uuid: randomUUID(), name, digest: digestSecret(normalizeAppPassword(secret)), created_at: now.toISOString(), last_used_at: null };
  await addAppPassword(username, record);
  return { uuid: record.uuid, name, created_at: record.created_at, application_password: secret };
}
