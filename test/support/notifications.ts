/**
 * Helpers of the notifications API tests (docs/notifications.md). Notifications are written by the
 * stream router in the background, so each check waits for the expected state (a short poll).
 */
import { expect } from 'vitest';
import type { TestMember } from './factories.ts';
import { api, type Auth } from './http.ts';

/** GET /notifications (first 100) as the member, expecting 200. */
export async function notificationsOf(auth: Auth, query: Record<string, string | number> = {}): Promise<any> {
  const res = await api<any>('GET', '/notifications', { auth, query: { per_page: 100, ...query } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Polls the member's notifications until `check` passes (at most ~10 s), and returns them. */
export async function eventually(auth: Auth, check: (rows: any[], body: any) => boolean, timeoutMs = 10_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const body = await notificationsOf(auth);
    if (check(body.notifications.data, body)) return body;
    if (Date.now() > deadline) throw new Error(`notifications never matched: ${JSON.stringify(body.notifications.data.map((n: any) => [n.action, n.content]))}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Waits for the member's notification of `action` about `feedId` (and `extra`), and returns it. */
export async function waitFor(m: TestMember, action: string, feedId: number | null, extra: (n: any) => boolean = () => true): Promise<any> {
  const match = (n: any) => n.action === action && n.feed_id === feedId && extra(n);
  const body = await eventually(m.auth, (rows) => rows.some(match));
  return body.notifications.data.find(match);
}

/** `action:feed_id` of each of the member's notifications, latest first. */
export const actionsOf = async (m: TestMember): Promise<string[]> => (await notificationsOf(m.auth)).notifications.data.map((n: any) => `${n.action}:${n.feed_id}`);
