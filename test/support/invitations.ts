/** Invitations in the API tests (docs/invitations.md): links with their token, emailed ones, accepting. */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { adminAuth } from './factories.ts';
import { api, type Auth } from './http.ts';

export const uniqueEmail = (prefix = 'invitee'): string => `${prefix}_${randomBytes(5).toString('hex')}@example.test`;

/** A link invitation (POST /invitations/link), expecting 200: its record with the token shown once. */
export async function createLink(spaceId: number, body: Record<string, unknown> = {}, auth: Auth = adminAuth): Promise<{ id: number; token: string; link: string; invitation: any }> {
  const res = await api<any>('POST', '/invitations/link', { auth, body: { title: `Link ${randomBytes(3).toString('hex')}`, space_id: spaceId, ...body } });
  expect(res.status, `POST /invitations/link -> ${JSON.stringify(res.body)}`).toBe(200);
  return { id: res.body.invitation.id, token: res.body.invitation.token, link: res.body.invitation.link, invitation: res.body.invitation };
}

/** An emailed invitation (POST /invitations), expecting 200. */
export async function inviteByEmail(spaceId: number, email: string, auth: Auth = adminAuth, body: Record<string, unknown> = {}): Promise<any> {
  const res = await api<any>('POST', '/invitations', { auth, body: { email, space_id: spaceId, ...body } });
  expect(res.status, `POST /invitations -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.invitation;
}

/** A visitor's account for an accept: unique username, a valid password (and an address for a link). */
export function newAccount(withEmail = true): { username: string; password: string; email?: string } {
  const username = `invited_${randomBytes(5).toString('hex')}`;
  return { username, password: 'a-long-password-1', ...(withEmail ? { email: `${username}@example.test` } : {}) };
}

export const accept = (token: string, options: { auth?: Auth; body?: unknown } = {}) =>
  api<any>('POST', `/invitations/${token}/accept`, { ...(options.auth ? { auth: options.auth } : {}), body: options.body ?? {} });

/** The token in an invitation mail's link (its last path segment). */
export function tokenOfLink(link: string): string {
  const token = new URL(link).pathname.split('/').pop() ?? '';
  return decodeURIComponent(token);
}
