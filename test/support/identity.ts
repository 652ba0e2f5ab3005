/**
 * Helpers of the identity API tests: unique names (the stack is shared by parallel test files),
 * accounts made through POST /members, paging through the directory lists, and seeding through
 * the data layer what the API cannot create yet (contributions, last activity, space membership).
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { adminAuth } from './factories.ts';
import { api, type Auth } from './http.ts';

/** A lowercase token no other test's data contains (letters first, so it is a word of its own). */
export function token(prefix = 'zz'): string {
  return `${prefix}${randomBytes(5).toString('hex')}`;
}

/** `YYYY-MM-DD HH:MM:SS` (UTC), the format of member rows and profiles. */
export const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Parses the contract's `YYYY-MM-DD HH:MM:SS` (UTC) into epoch milliseconds. */
export function parseDatetime(value: string): number {
  return Date.parse(value.replace(' ', 'T') + 'Z');
}

export const XPROFILE_KEYS = [
  'user_id', 'total_points', 'is_verified', 'status', 'display_name', 'username', 'avatar',
  'created_at', 'short_description', 'meta', 'last_activity', 'badge', 'level',
];

export const PAGINATOR_KEYS = [
  'current_page', 'data', 'first_page_url', 'from', 'last_page', 'last_page_url', 'links',
  'next_page_url', 'path', 'per_page', 'prev_page_url', 'to', 'total',
];

export interface ApiMember {
  userId: number;
  username: string;
  email: string;
  displayName: string;
  /** Basic credentials: the application password returned at creation, or the given password. */
  auth: Auth;
  secret: string;
  row: any;
}

/** Creates an account through POST /members as the administrator. */
export async function createApiMember(
  input: { username?: string; email?: string; display_name?: string; role?: string; status?: string; password?: string } = {},
): Promise<ApiMember> {
  const username = input.username ?? token('m');
  const email = input.email ?? `${username}@example.test`;
  const body: Record<string, unknown> = { ...input, username, email };
  const res = await api<any>('POST', '/members', { auth: adminAuth, body });
  expect(res.status, `POST /members ${JSON.stringify(body)} -> ${JSON.stringify(res.body)}`).toBe(200);
  const row = res.body.data;
  const secret: string = input.password ?? res.body.data.application_password ?? res.body.application_password;
  return { userId: row.user_id ?? row.id, username, email, displayName: row.display_name, auth: { basic: [username, secret] }, secret, row };
}

/** Collects every row of a `meta`-paged list (active, new, top contributors), page by page. */
export async function collectMeta(path: string, auth: Auth, query: Record<string, string | number> = {}, maxPages = 50): Promise<any[]> {
  const rows: any[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const res = await api<any>('GET', path, { auth, query: { per_page: 100, ...query, page } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data);
    if (res.body.data.length < 100) break;
  }
  return unique(rows);
}

/** Collects every row of GET /members for the given filters, following the paginator. */
export async function collectMembers(auth: Auth, query: Record<string, string | number> = {}, maxPages = 50): Promise<any[]> {
  const rows: any[] = [];
  // By cursor where the list gives one: a page number skips a row whenever another file's request
  // moves a row already read (its last_seen) further down the order while this list is paged.
  let cursor: string | null = null;
  for (let page = 1; page <= maxPages; page++) {
    const res: { status: number; body: any } = await api<any>('GET', '/members', { auth, query: { per_page: 100, ...query, ...(cursor ? { cursor } : { page }) } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.members.data);
    cursor = res.body.members.next_cursor ?? null;
    if (res.body.members.next_page_url === null || res.body.members.data.length === 0) break;
  }
  return unique(rows);
}

/**
 * Drops repeated rows (keeping the first): other test files add members while a list is paged,
 * which can push a row already read onto the next page.
 */
function unique(rows: any[]): any[] {
  const seen = new Set<number>();
  return rows.filter((r) => {
    const id = Number(r.user_id ?? r.id);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The ids of the given rows that belong to `mine`, in the rows' order. */
export function onlyMine(rows: any[], mine: readonly number[]): number[] {
  return rows.map((r) => Number(r.user_id ?? r.id)).filter((id) => mine.includes(id));
}

// Seeding through the data layer (the lead's modules; imported lazily like auth.test.ts does).

export async function recordContribution(userId: number, metric: 'posts' | 'comments' | 'reactions', delta: number, now?: Date): Promise<void> {
  const store = await import('#features/members/contribution-store.ts');
  await store.recordContribution(userId, metric, delta, now);
}

export async function touchLastSeen(userId: number, at: Date): Promise<void> {
  const store = await import('#features/members/member-store.ts');
  await store.touchLastSeen(userId, at);
}

/** A space id no other test file uses. */
export const randomSpaceId = (): number => 900_000_000 + Math.floor(Math.random() * 90_000_000);
