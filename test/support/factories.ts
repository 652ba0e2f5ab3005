/**
 * Entity factories for the API tests. Accounts are made through the same domain functions the
 * API uses, so a factory member authenticates exactly like a real one.
 */
import { randomBytes } from 'node:crypto';
import type { Role } from '#platform/core/roles.ts';
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
  const { createMember: create } = await import('#features/members/member-service.ts');
  const username = overrides.username ?? `member_${randomBytes(5).toString('hex')}`;
  const email = `${username}@example.test`;
  const created = await create({ username, email, display_name: username, role: overrides.role ?? 'member', status: 'active' }, null, { issueAppPassword: true });
  const pw = created.appPassword;
  if (!pw) throw new Error('no application password issued');
  return { userId: created.profile.user_id, username, email, appPassword: pw.secret, appPasswordId: pw.uuid, auth: { basic: [username, pw.secret] } };
}
