/** Account use cases shared by the API, the local stack and deployment hooks. */
import { hashPassword, verifyPassword } from '#shared/auth/secrets.ts';
import { createAccount, getLoginAccount, setPasswordHash } from '#shared/data/account-store.ts';

/**
 * Makes sure the first administrator exists with the given password (contract item 2).
 * Idempotent: an existing account keeps its id; its password is replaced only if it differs.
 */
export async function ensureAdministrator(input: { username: string; password: string; email: string }): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await getLoginAccount(input.username);
  if (!existing) {
    await createAccount(
      { username: input.username, email: input.email, display_name: 'Administrator', role: 'admin', status: 'active', password_hash: await hashPassword(input.password) },
      null,
    );
    return 'created';
  }
  if (existing.password_hash && (await verifyPassword(input.password, existing.password_hash))) return 'unchanged';
  await setPasswordHash(input.username, await hashPassword(input.password));
  return 'updated';
}
