/**
 * API Gateway throttles of the HTTP API: one for the whole stage and stricter ones for the routes
 * whose requests cost most or are what an attacker repeats (signing in and registering, uploads,
 * link previews). They bound the aggregate rate of all callers together, before any function
 * runs; the per-member and per-client limits inside the functions (429 too_many_requests with
 * Retry-After) stay the fine-grained ones. API Gateway's own 429 carries no Retry-After
 * (docs/operations.md "Throttling").
 *
 * Routes here are API Gateway's: one per mount (`ANY {base}/{mount}` and `ANY {base}/{mount}/{proxy+}`)
 * or detour path, so a group throttles every route of its mounts, on every base path.
 */
export interface Throttle {
  /** Steady requests per second. */
  readonly rateLimit: number;
  /** Requests above the rate the bucket lets through at once. */
  readonly burstLimit: number;
}

/** The groups of routes throttled more strictly than the stage. */
export const THROTTLED_ROUTE_GROUPS = ['auth', 'uploads', 'linkPreviews'] as const;
export type ThrottledRouteGroup = (typeof THROTTLED_ROUTE_GROUPS)[number];

export interface ApiThrottles {
  readonly stage: Throttle;
  readonly routes: Readonly<Record<ThrottledRouteGroup, Throttle>>;
}

/**
 * The API Gateway paths (below a base path) of each group: a mount covers the mount and its
 * `{proxy+}`, a detour path is one route of its own.
 * - auth: sign-in (POST /auth/token), registration, password reset, email login and verification;
 * - uploads: media uploads (/media, the feed composer's /feeds/media-upload, /fluent-player video uploads);
 * - linkPreviews: GET /feeds/oembed, which fetches the URL it is given.
 */
export const THROTTLED_PATHS: Readonly<Record<ThrottledRouteGroup, { readonly mounts: readonly string[]; readonly detours: readonly string[] }>> = {
  auth: { mounts: ['auth'], detours: [] },
  uploads: { mounts: ['media', 'fluent-player'], detours: ['/feeds/media-upload'] },
  linkPreviews: { mounts: [], detours: ['/feeds/oembed'] },
};

/**
 * Defaults (CDK context overrides each; bin/community-api.ts). The stage's is well under the
 * account's regional default (10,000 rps, burst 5,000) so one runaway client cannot take the
 * account's share from other APIs; the groups' fit a community of some ten thousand active members
 * (a burst of sign-ins after a newsletter, a class uploading together).
 */
export const DEFAULT_API_THROTTLES: ApiThrottles = {
  stage: { rateLimit: 500, burstLimit: 1000 },
  routes: {
    auth: { rateLimit: 20, burstLimit: 40 },
    uploads: { rateLimit: 20, burstLimit: 40 },
    linkPreviews: { rateLimit: 10, burstLimit: 20 },
  },
};

/** The highest rate or burst accepted (API Gateway's account default rate). */
export const MAX_THROTTLE = 10_000;

/** Route keys of API Gateway (`ANY <path>`) each throttled group covers under `basePaths`. */
export function throttledRouteKeys(basePaths: readonly string[]): Map<string, ThrottledRouteGroup> {
  const keys = new Map<string, ThrottledRouteGroup>();
  for (const group of THROTTLED_ROUTE_GROUPS) {
    const { mounts, detours } = THROTTLED_PATHS[group];
    for (const base of basePaths) {
      for (const mount of mounts) for (const path of [`${base}/${mount}`, `${base}/${mount}/{proxy+}`]) keys.set(`ANY ${path}`, group);
      for (const detour of detours) keys.set(`ANY ${base}${detour}`, group);
    }
  }
  return keys;
}

/** What is wrong with `throttles` (a limit out of range, a burst below its rate), or undefined. */
export function throttlesProblem(throttles: ApiThrottles): string | undefined {
  const all: [string, Throttle][] = [['stage', throttles.stage], ...THROTTLED_ROUTE_GROUPS.map((g): [string, Throttle] => [g, throttles.routes[g]])];
  for (const [name, t] of all) {
    for (const value of [t.rateLimit, t.burstLimit]) {
      if (!Number.isInteger(value) || value < 1 || value > MAX_THROTTLE) return `${name}: limits must be integers from 1 to ${MAX_THROTTLE}, got ${JSON.stringify(t)}`;
    }
  }
  return undefined;
}

/** Checks that every throttled mount and detour exists in the route table (a renamed mount must not silently lose its throttle). */
export function unknownThrottledPaths(mounts: ReadonlySet<string>, detours: readonly string[]): string[] {
  const unknown: string[] = [];
  for (const group of THROTTLED_ROUTE_GROUPS) {
    for (const mount of THROTTLED_PATHS[group].mounts) if (!mounts.has(mount)) unknown.push(mount);
    for (const detour of THROTTLED_PATHS[group].detours) if (!detours.includes(detour)) unknown.push(detour);
  }
  return unknown;
}
