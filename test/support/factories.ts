/**
 * Entity factories for the API tests. Accounts are made through the same domain functions the
 * API uses, so a factory member authenticates exactly like a real one.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '#shared/domain/accounts.ts';
import type { Auth } from './http.ts';
import { ADMIN } from './local-stack-setup.ts';

export const adminAuth: Auth = { basic: [ADMIN.username, ADMIN.password] };

export interface TestMember {
  userId: number;
  username: string;
  email: string;
  appPassword: string;
  appPasswordId: string;
  auth: Auth;
}

export async function createMember(overrides: { role?: Role; username?: string } = {}): Promise<TestMember> {
  const { createAccount } = await import('#shared/data/account-store.ts');
  const { createAppPassword } = await import('#shared/domain/account-service.ts');
  const username = overrides.username ?? `member_${randomBytes(5).toString('hex')}`;
  const email = `${username}@example.test`;
  const userId = await createAccount({ username, email, display_name: username, role: overrides.role ?? 'member', status: 'active' }, null);
  const pw = await createAppPassword(username, 'tests');
  return { userId, username, email, appPassword: pw.application_password, appPasswordId: pw.uuid, auth: { basic: [username, pw.application_password] } };
}
