/**
 * Helpers of the held-content tests (docs/moderation.md, "Holding content for review"): comments,
 * the review routes, and putting the site's switches back.
 */
import { expect } from 'vitest';
import { outboxEvents, type OutboxEvent } from './events.ts';
import { adminAuth } from './factories.ts';
import { api, type ApiResponse, type Auth } from './http.ts';
import { token } from './identity.ts';

export const uniqueComment = (words = 'A comment'): string => `${words} ${token('cm')}`;

export const postComment = (postId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<ApiResponse<any>> =>
  api<any>('POST', `/feeds/${postId}/comments`, { auth, body: { comment: uniqueComment(), ...body } });

/** Comments as `auth`, expecting 200; returns the comment (published or held). */
export async function comment(postId: number, auth: Auth, body: Record<string, unknown> = {}): Promise<any> {
  const res = await postComment(postId, auth, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comment;
}

/** The ids of the post's comments as `auth` sees them (one page of 100). */
export async function visibleComments(postId: number, auth?: Auth): Promise<number[]> {
  const res = await api<any>('GET', `/feeds/${postId}/comments`, { auth, query: { per_page: 100 } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.comments.map((c: any) => c.id);
}

export const review = (commentId: number, decision: 'approve' | 'reject', auth: Auth) => api<any>('POST', `/moderation/comments/${commentId}/${decision}`, { auth });

export const queue = (auth: Auth, query: Record<string, string | number> = {}) => api<any>('GET', '/moderation/queue', { auth, query: { per_page: 100, ...query } });

/** The ids among `mine` in the queue as `auth` (expecting 200). */
export async function queuedIds(auth: Auth, mine: readonly number[], query: Record<string, string | number> = {}): Promise<number[]> {
  const res = await queue(auth, query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.map((i: any) => i.id).filter((id: number) => mine.includes(id));
}

/** comment.created events of one comment. */
export const commentCreatedEvents = (commentId: number): Promise<OutboxEvent[]> =>
  outboxEvents('comment.created', (e) => e.data['id'] === commentId);

/** The post's comments_count as the administrator reads it. */
export async function commentsCount(postId: number): Promise<number> {
  const res = await api<any>('GET', `/feeds/${postId}/by-id`, { auth: adminAuth });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.feed.comments_count;
}

/** PUT /settings as the administrator, expecting 200; returns the previous values of those keys, to put back. */
export async function setSettings(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const before: Record<string, unknown> = {};
  for (const key of Object.keys(values)) before[key] = (await api<any>('GET', `/settings/${key}`, { auth: adminAuth })).body.data.value;
  const res = await api<any>('PUT', '/settings', { auth: adminAuth, body: values });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return before;
}

/** POST /moderation/config as the administrator, expecting 200; returns the previous config, to put back. */
export async function setModerationConfig(values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const before = (await api<any>('GET', '/moderation/config', { auth: adminAuth })).body.config;
  const res = await api<any>('POST', '/moderation/config', { auth: adminAuth, body: { config: values } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return before;
}
