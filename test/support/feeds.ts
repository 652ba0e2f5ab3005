/**
 * Helpers of the feeds API tests (docs/feeds.md): posts made through POST /feeds, the post
 * object's fields, reads by id and slug, the space and member feeds, and the outbox events of a post.
 */
import { expect, inject } from 'vitest';
import { outboxEvents, type OutboxEvent } from './events.ts';
import { adminAuth } from './factories.ts';
import { api, type ApiResponse, type Auth } from './http.ts';
import { token } from './identity.ts';

/** Every field of the post object (`feed`) docs/feeds.md lists. */
export const FEED_KEYS = [
  'id', 'slug', 'title', 'message', 'message_rendered', 'user_id', 'space_id', 'type', 'content_type', 'status', 'published_at',
  'is_sticky', 'priority', 'comments_disabled', 'topics', 'media', 'meta', 'comments_count', 'reactions_count', 'created_at',
  'updated_at', 'permalink', 'xprofile', 'space', 'has_user_react', 'bookmarked',
];

/** What a post's events carry: the post object without the caller's flags. */
export const FEED_EVENT_KEYS = FEED_KEYS.filter((k) => k !== 'has_user_react' && k !== 'bookmarked');

export const FEED_SPACE_KEYS = ['id', 'slug', 'title', 'type', 'privacy'];

/** Where the stack's permalinks point: its SITE_URL, by default the address it is served at. */
export const siteUrl = (): string => inject('stack').siteUrl;
export const permalinkOf = (post: { slug: string }, spaceSlug?: string): string =>
  spaceSlug ? `${siteUrl()}/portal/space/${spaceSlug}/post/${post.slug}` : `${siteUrl()}/portal/post/${post.slug}`;

export const FEEDS_PAGE_KEYS = ['current_page', 'data', 'from', 'has_more', 'next_cursor', 'per_page', 'to', 'total'];

/** A message no other test's post contains. */
export const uniqueMessage = (words = 'A post'): string => `${words} ${token('fd')}`;

/** POST /feeds as `auth`, as is. */
export function postFeed(auth: Auth, body: Record<string, unknown>): Promise<ApiResponse<any>> {
  return api<any>('POST', '/feeds', { auth, body });
}

/** POST /feeds as `auth` (a unique message unless given), expecting 200; returns the post. */
export async function createFeed(auth: Auth, body: Record<string, unknown>): Promise<any> {
  const payload = { message: uniqueMessage(), ...body };
  const res = await postFeed(auth, payload);
  expect(res.status, `POST /feeds ${JSON.stringify(payload)} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.feed;
}

/** GET /feeds/{id}/by-id as `auth`, as is. */
export function feedById(id: number, auth?: Auth): Promise<ApiResponse<any>> {
  return api<any>('GET', `/feeds/${id}/by-id`, { auth });
}

/** GET /feeds/{slug}/by-slug as `auth`, as is. */
export function feedBySlug(slug: string, auth?: Auth): Promise<ApiResponse<any>> {
  return api<any>('GET', `/feeds/${slug}/by-slug`, { auth });
}

/** The post read by id as `auth` (the administrator by default), expecting 200. */
export async function readFeed(id: number, auth: Auth = adminAuth): Promise<any> {
  const res = await feedById(id, auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.feed;
}

/** GET /feeds with the given query as `auth`, expecting 200; returns the whole answer. */
export async function listFeeds(auth: Auth, query: Record<string, string | number> = {}): Promise<any> {
  const res = await api<any>('GET', '/feeds', { auth, query });
  expect(res.status, `GET /feeds ${JSON.stringify(query)} -> ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

/** posts_count of a space, read by slug as the administrator. */
export async function postsCount(slug: string): Promise<number> {
  const res = await api<any>('GET', `/spaces/${slug}/by-slug`, { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.posts_count;
}

/** Outbox events of one name about the post `feedId` (`data.id`). */
export function feedEvents(
  name: 'feed.created' | 'feed.updated' | 'feed.deleted' | 'feed.pinned' | 'feed.unpinned',
  feedId: number,
): Promise<OutboxEvent[]> {
  return outboxEvents(name, (e) => e.data['id'] === feedId);
}

/** A refusal for lack of permission: 403 in the error envelope (the code is not fixed by the contract). */
export function expectForbidden(res: { status: number; body: any }): void {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: expect.any(String), message: expect.any(String), data: { status: 403 } });
}

/** The ids of the given posts that are among `mine`, in the posts' order. */
export function feedIdsOf(rows: any[], mine: readonly number[]): number[] {
  return rows.map((r) => Number(r.id)).filter((id) => mine.includes(id));
}
