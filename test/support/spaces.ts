/**
 * Helpers of the spaces API tests (docs/spaces.md): spaces made through POST /spaces, the shapes
 * the contract names, the outbox events of a space, and the data layer's content seeding for the
 * background deletion.
 */
import { outboxEvents, type OutboxEvent } from './events.ts';
import { expect } from 'vitest';
import { adminAuth, createMember, type TestMember } from './factories.ts';
import { api, type Auth } from './http.ts';
import { token } from './identity.ts';
import { pollUntil } from '../../scripts/local/poll.ts';

export const LIST_ITEM_KEYS = [
  'id', 'created_by', 'parent_id', 'group_id', 'title', 'slug', 'logo', 'cover_photo', 'description', 'type',
  'privacy', 'status', 'serial', 'settings', 'created_at', 'updated_at', 'members_count', 'posts_count', 'is_member', 'role',
];

/** Detail keys for a caller who does not manage the space (managers also get pending_count). */
export const DETAIL_KEYS = [...LIST_ITEM_KEYS, 'creator', 'lockscreen'];

/** The card of a private (or locked) space seen by a non-member, without the lockscreen. */
export const CARD_KEYS = ['id', 'title', 'slug', 'logo', 'cover_photo', 'description', 'type', 'privacy', 'status', 'members_count', 'is_member', 'role'];

export const MEMBERSHIP_ROW_KEYS = ['id', 'space_id', 'user_id', 'role', 'status', 'joined_at', 'updated_at', 'xprofile'];

export const DEFAULT_SETTINGS = {
  restricted_post_only: false,
  emoji: '',
  shape_svg: '',
  custom_lock_screen: false,
  can_request_join: true,
  layout_style: 'timeline',
  show_sidebar: true,
  og_image: '',
  links: [],
  topic_required: false,
  hide_members_count: false,
  members_page_status: 'public',
  allow_posts: true,
  require_approval: false,
  post_permissions: ['member', 'moderator', 'admin'],
  allow_comments: true,
  allow_reactions: true,
  group_chat: false,
};

/** The default settings as a list item shows them: booleans as "yes"/"no", the rest as given. */
export const DEFAULT_LIST_SETTINGS = Object.fromEntries(
  Object.entries(DEFAULT_SETTINGS).map(([k, v]) => [k, typeof v === 'boolean' ? (v ? 'yes' : 'no') : v]),
);

export const sortedKeys = (o: object): string[] => Object.keys(o).sort();

let adminIdCache: number | undefined;
/** The user id of the first administrator (the creator of the spaces the tests make). */
export async function adminUserId(): Promise<number> {
  if (adminIdCache === undefined) {
    const me = await api<any>('GET', '/profile', { auth: adminAuth });
    expect(me.status).toBe(200);
    adminIdCache = Number(me.body.profile.user_id);
  }
  return adminIdCache;
}

/** Creates a space through POST /spaces (a unique title unless given) and returns its detail. */
export async function createSpace(body: Record<string, unknown> = {}, auth: Auth = adminAuth): Promise<any> {
  const payload = { title: `Space ${token('sp')}`, ...body };
  const res = await api<any>('POST', '/spaces', { auth, body: payload });
  expect(res.status, `POST /spaces ${JSON.stringify(payload)} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

/** GET /spaces/{id}/by-id as `auth` (the administrator by default), expecting 200. */
export async function spaceById(id: number, auth: Auth = adminAuth): Promise<any> {
  const res = await api<any>('GET', `/spaces/${id}/by-id`, { auth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

/** members_count and pending_count of a space, read by the administrator (a manager). */
export async function counts(id: number): Promise<{ members: number; pending: number }> {
  const d = await spaceById(id);
  return { members: d.members_count, pending: d.pending_count };
}

/** Joins and expects a success. */
export async function join(slug: string, auth: Auth): Promise<any> {
  const res = await api<any>('POST', `/spaces/${slug}/join`, { auth });
  expect(res.status, `join ${slug} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

/** Adds `userId` to the space as the administrator (role member unless given), expecting 200. */
export async function addMember(slug: string, userId: number, body: Record<string, unknown> = {}): Promise<void> {
  const res = await api<any>('POST', `/spaces/${slug}/members`, { auth: adminAuth, body: { user_id: userId, ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A fresh member who is an active member of the given public spaces. */
export async function memberOf(...spaces: Array<{ slug: string }>): Promise<TestMember> {
  const m = await createMember();
  for (const s of spaces) await join(s.slug, m.auth);
  return m;
}

/** Every member row of GET /spaces/{slug}/members for the given filters, page by page. */
export async function collectSpaceMembers(slug: string, auth: Auth, query: Record<string, string | number> = {}, maxPages = 20): Promise<any[]> {
  const rows: any[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const res = await api<any>('GET', `/spaces/${slug}/members`, { auth, query: { per_page: 100, ...query, page } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data);
    if (res.body.data.length < 100) break;
  }
  return rows;
}

/** Every list item of GET /spaces for the given filters (use a unique search word), page by page. */
export async function collectSpaces(auth: Auth, query: Record<string, string | number> = {}, path = '/spaces', maxPages = 20): Promise<any[]> {
  const rows: any[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const res = await api<any>('GET', path, { auth, query: { per_page: 100, ...query, page } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.spaces.data);
    if (res.body.spaces.data.length < 100) break;
  }
  return rows;
}

/** The ids of the rows (list items or group spaces) that are among `mine`, in the rows' order. */
export function mineOf(rows: any[], mine: readonly number[]): number[] {
  return rows.map((r) => Number(r.id)).filter((id) => mine.includes(id));
}

/** Expects the error envelope of docs/api-conventions.md. */
export function expectError(res: { status: number; body: any }, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code, message: expect.any(String), data: { status } });
}

/** Expects the short form `{code, message}` of space-group errors: no data key. */
export function expectShortError(res: { status: number; body: any }, status: number, code: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body).toEqual({ code, message: expect.any(String) });
}

export function spaceEvents(name: 'space.created' | 'space.updated' | 'space.deleted', spaceId: number): Promise<OutboxEvent[]> {
  return outboxEvents(name, (e) => e.space_id === spaceId || e.data['space_id'] === spaceId || e.data['id'] === spaceId);
}

/** space.member_joined / member_left events of a user in a space. */
export function memberEvents(name: 'space.member_joined' | 'space.member_left', spaceId: number, userId: number): Promise<OutboxEvent[]> {
  return outboxEvents(name, (e) => (e.space_id === spaceId || e.data['space_id'] === spaceId) && e.data['user_id'] === userId);
}

/** The items stored under the space's partition (`SPACE#<id>`: its record and memberships). */
export async function spacePartitionCount(spaceId: number): Promise<number> {
  const { tableName } = await import('#platform/data/client.ts');
  const { keys } = await import('#platform/data/keys.ts');
  const { countAll } = await import('#platform/data/queries.ts');
  return countAll({ TableName: tableName, ConsistentRead: true, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': keys.space(spaceId).pk } });
}

interface SpaceContentModule {
  seedOwnedItems(spaceId: number, count: number): Promise<void>;
  countSpaceItems(spaceId: number, options?: { children?: boolean }): Promise<number>;
}

/** The lead's data-layer module (imported by a computed name so the type check does not need it yet). */
async function spaceContent(): Promise<SpaceContentModule> {
  const name = '#features/spaces/space-content-store.ts';
  return (await import(/* @vite-ignore */ name)) as SpaceContentModule;
}

/** Writes `count` items owned by the space (standing in for posts, comments and media). */
export async function seedOwnedItems(spaceId: number, count: number): Promise<void> {
  await (await spaceContent()).seedOwnedItems(spaceId, count);
}

/** Every item still owned by or stored under the space. */
export async function countSpaceItems(spaceId: number, options: { children?: boolean } = {}): Promise<number> {
  return (await spaceContent()).countSpaceItems(spaceId, options);
}

/** Polls `read` until it returns 0, at most `timeoutMs`; returns the last value read. */
export const waitForZero = (read: () => Promise<number>, timeoutMs = 60_000): Promise<number> => pollUntil(read, (v) => v === 0, { timeoutMs, intervalMs: 500 });
