/**
 * The load scenario's request mix: what a community's members do, mostly reading. Weights are
 * requests per 100, sent in one interleaved sequence of the weighted kinds shared by all
 * connections. Writes go to the load's own space and
 * posts; likes and bookmarks alternate add and remove per post, so the reads stay the same size
 * however long the run.
 */
import type autocannon from 'autocannon';
import type { HttpMethod, Json } from '../types.ts';
import type { LoadRequestCount } from './types.ts';

export interface LoadTargets {
  /** Slug of the load's space. */
  spaceSlug: string;
  /** Posts in that space that reads and writes spread over. */
  postIds: readonly number[];
}

interface MixEntry {
  label: string;
  weight: number;
  method: HttpMethod;
  /** The path and body of the `n`-th request of this kind (0-based, over all connections); `phase` keeps texts unique across phases (the API refuses a duplicate post or comment). */
  build(n: number, targets: LoadTargets, phase: string): { path: string; body?: Json };
}

const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;

/** Alternates add and remove on each post: the first pass over the posts adds, the next removes. */
const toggled = (n: number, posts: readonly number[]) => Math.floor(n / posts.length) % 2 === 1;

export const MIX: readonly MixEntry[] = [
  { label: 'GET /feeds (home)', weight: 20, method: 'GET', build: () => ({ path: '/feeds' }) },
  { label: 'GET /feeds?space={slug}', weight: 15, method: 'GET', build: (_, t) => ({ path: `/feeds?space=${t.spaceSlug}` }) },
  { label: 'GET /feeds/{id}/by-id', weight: 15, method: 'GET', build: (n, t) => ({ path: `/feeds/${pick(t.postIds, n)}/by-id` }) },
  { label: 'GET /feeds/{id}/comments', weight: 10, method: 'GET', build: (n, t) => ({ path: `/feeds/${pick(t.postIds, n)}/comments` }) },
  { label: 'GET /members', weight: 10, method: 'GET', build: () => ({ path: '/members' }) },
  { label: 'GET /notifications', weight: 5, method: 'GET', build: () => ({ path: '/notifications' }) },
  {
    label: 'POST /feeds',
    weight: 5,
    method: 'POST',
    build: (n, t, phase) => ({ path: '/feeds', body: { space: t.spaceSlug, title: `Load post ${phase}${n}`, message: `Post ${phase}${n} written under load.` } }),
  },
  {
    label: 'POST /feeds/{id}/comments',
    weight: 10,
    method: 'POST',
    build: (n, t, phase) => ({ path: `/feeds/${pick(t.postIds, n)}/comments`, body: { comment: `Comment ${phase}${n} written under load.` } }),
  },
  {
    label: 'POST /feeds/{id}/react (like)',
    weight: 5,
    method: 'POST',
    build: (n, t) => ({ path: `/feeds/${pick(t.postIds, n)}/react`, body: { react_type: 'like', remove: toggled(n, t.postIds) } }),
  },
  {
    label: 'POST /feeds/{id}/react (bookmark)',
    weight: 5,
    method: 'POST',
    build: (n, t) => ({ path: `/feeds/${pick(t.postIds, n)}/react`, body: { react_type: 'bookmark', remove: toggled(n, t.postIds) } }),
  },
];

/**
 * One cycle of the mix with the weights' proportions (divided by their greatest common divisor),
 * kinds spread out rather than in runs (smooth weighted round-robin).
 */
export function interleave<T extends { weight: number }>(entries: readonly T[]): T[] {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const unit = entries.reduce((g, e) => gcd(g, e.weight), 0);
  const weights = entries.map((e) => e.weight / unit);
  const total = weights.reduce((s, w) => s + w, 0);
  const current = weights.map(() => 0);
  const order: T[] = [];
  for (let i = 0; i < total; i++) {
    let best = 0;
    for (let k = 0; k < weights.length; k++) {
      current[k] = (current[k] ?? 0) + (weights[k] ?? 0);
      if ((current[k] ?? 0) > (current[best] ?? 0)) best = k;
    }
    current[best] = (current[best] ?? 0) - total;
    order.push(entries[best] as T);
  }
  return order;
}

/** How a non-2xx answer is counted: its status and the error envelope's `code` when the body has one (`429 rate_limited`). */
export function answerKind(status: number, body: string | undefined): string {
  let code: unknown;
  try {
    code = (JSON.parse(body ?? '') as { code?: unknown } | null)?.code;
  } catch {
    code = undefined;
  }
  return typeof code === 'string' && code !== '' ? `${status} ${code}` : String(status);
}

/** How a connection error is counted: `timeout` (autocannon's timeout), else its system code (`ECONNRESET`), else its message. */
export function connectionErrorKind(error: { code?: unknown; message?: unknown }): string {
  if (error.message === 'request timed out') return 'timeout';
  if (typeof error.code === 'string' && error.code !== '') return error.code;
  return typeof error.message === 'string' && error.message !== '' ? error.message : 'unknown error';
}

/** Adds one to `kind`'s count. */
export const countKind = (kinds: Record<string, number>, kind: string): void => {
  kinds[kind] = (kinds[kind] ?? 0) + 1;
};

/**
 * The autocannon request list: one request whose setup takes the next kind from a single sequence
 * shared by all connections (the interleaved cycle), so the whole run follows the weights even
 * when each connection gets through only part of a cycle. A connection's context remembers the
 * kind it sent, for counting its response (one request in flight per connection: no pipelining).
 * Paths are under `basePath` (the API's, e.g. /api/community/v2); `headers` go on every request.
 * Answers that are not 2xx are also counted by kind in `errorKinds`. `phase` prefixes the texts
 * written, so that a later phase against the same posts writes no duplicate.
 */
export function loadRequests(
  targets: LoadTargets,
  basePath: string,
  headers: Record<string, string>,
  phase = '',
): { requests: autocannon.Request[]; counts: LoadRequestCount[]; errorKinds: Record<string, number> } {
  const errorKinds: Record<string, number> = {};
  const counts = new Map(MIX.map((e) => [e, { label: e.label, weight: e.weight, sent: 0, statuses: {} as Record<string, number> }]));
  const cycle = interleave(MIX);
  let next = 0;
  const request: autocannon.Request = {
    setupRequest: (req, context) => {
      const entry = cycle[next++ % cycle.length] as MixEntry;
      const count = counts.get(entry) as LoadRequestCount;
      (context as { count?: LoadRequestCount }).count = count;
      const { path, body } = entry.build(count.sent++, targets, phase);
      return {
        ...req,
        method: entry.method,
        path: `${basePath}${path}`,
        headers: { ...headers, accept: 'application/json', ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : '',
      };
    },
    onResponse: (status, body, context) => {
      const count = (context as { count?: LoadRequestCount }).count;
      if (count) count.statuses[status] = (count.statuses[status] ?? 0) + 1;
      if (status < 200 || status >= 300) countKind(errorKinds, answerKind(status, body));
    },
  };
  return { requests: [request], counts: [...counts.values()], errorKinds };
}
