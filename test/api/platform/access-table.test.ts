/**
 * The access table, generated (docs/access.md): every route of ROUTES, called by every role
 * against a public, a private and a draft space when the route inherits a space's visibility (by
 * every community standing when it inherits none),
 * answers what the oracle computes from the route's own declaration: refused callers their 401,
 * 403 or 404, allowed callers anything else. No route's outcome is written here by hand.
 */
import { routesOf } from '#functions/routes-of.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessRule } from '#platform/auth/route-rules.ts';
import { DOMAINS, ROUTES, routeKey } from '#platform/http/route-table.ts';
import { buildCast, buildSpaces, type Fixtures, type SpaceFixture } from '../../support/access-fixtures.ts';
import { accessOutcome, expectedOutcome, rolesFor, SPACE_KINDS, variesBySpace, type Expected, type Role, type SpaceKind } from '../../support/access-oracle.ts';
import { api, serverTiming } from '../../support/http.ts';
import { fillPath, ROUTE_SAMPLES, SWITCHED_OFF, type RouteKey } from '../../support/route-samples.ts';

/** Requests (and the fixtures they build) in flight at once, across all routes. */
const CONCURRENCY = 16;

function limiter(max: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
const limit = limiter(CONCURRENCY);

async function declarations(): Promise<Record<string, AccessRule>> {
  const all: Record<string, AccessRule> = {};
  for (const domain of DOMAINS) Object.assign(all, (await routesOf(domain)) as Record<string, AccessRule>);
  return all;
}

/** Stands for the spaces in samples of routes that involve none: reading it is a bug of the sample. */
const NO_SPACE = new Proxy({} as SpaceFixture, {
  get: (_, field) => {
    throw new Error(`a sample of a route that involves no space read space.${String(field)}`);
  },
});
const NO_SPACES = { public: NO_SPACE, private: NO_SPACE, draft: NO_SPACE };

interface Result {
  role: Role;
  /** Called with a Bearer token where the route requires a secret. */
  token: boolean;
  kind: SpaceKind;
  expected: Expected;
  status: number;
  code: string | undefined;
}

function matches(key: RouteKey, x: Result): boolean {
  if (x.expected !== 'allowed') return x.status === x.expected;
  if (x.code !== undefined && x.code === SWITCHED_OFF[key]) return true;
  return ![401, 403, 404].includes(x.status) && x.status < 500;
}

/** Calls the route as every role (in every kind of space when it inherits one's visibility). */
function walk(fx: Fixtures, key: RouteKey, method: string, path: string, rule: AccessRule): Array<Promise<Result>> {
  const kinds: readonly SpaceKind[] = variesBySpace(rule) ? SPACE_KINDS : ['public'];
  // A caller the access level refuses is refused before any space is read: once is enough.
  const calls = kinds.flatMap((kind) => rolesFor(rule).filter((role) => kind === kinds[0] || accessOutcome(rule, role) === null).map((role) => ({ role, kind })));
  // A route that creates credentials is called with each account's secret, and once more with its token, which it refuses.
  const viaToken = rule.requiresSecret ? calls.filter(({ role, kind }) => kind === kinds[0] && 'bearer' in (fx.accounts[role]?.auth ?? {})) : [];
  return [...calls.map((c) => ({ ...c, token: false })), ...viaToken.map((c) => ({ ...c, token: true }))].map(({ role, kind, token }) =>
      limit(async () => {
        const expected = token ? 403 : expectedOutcome(rule, role, kind);
        const account = fx.accounts[role];
        const sample = await ROUTE_SAMPLES[key]({ fx, role, account, kind, space: fx.spaces[kind], changes: expected === 'allowed' });
        const res = await api<any>(method, fillPath(path, sample.params), {
          ...(account ? { auth: token || !rule.requiresSecret ? account.auth : account.secret } : {}),
          ...(sample.query ? { query: sample.query } : {}),
          ...(sample.body !== undefined ? { body: sample.body } : {}),
        });
        return { role, kind, token, expected, status: res.status, code: res.body?.code };
      }),
  );
}

describe('access table (generated from every route\'s declaration)', () => {
  let rules: Record<string, AccessRule>;
  /** Every route's results, gathered at once (one pool of requests for all routes keeps the run short). */
  const results = new Map<string, Result[]>();
  /** Each GET route's round trips on a warm function (docs/data-model.md "Reads in two trips"). */
  const readTrips = new Map<RouteKey, number>();

  beforeAll(async () => {
    const [cast, declared] = await Promise.all([buildCast(), declarations()]);
    rules = declared;
    // Routes that involve no space are walked while the spaces are built.
    const spaces = buildSpaces(cast);
    await Promise.all(
      ROUTES.map(async (r) => {
        const key = routeKey(r) as RouteKey;
        const rule = rules[key];
        if (!rule) return;
        const fx: Fixtures = { ...cast, spaces: variesBySpace(rule) ? await spaces : NO_SPACES };
        results.set(key, await Promise.all(walk(fx, key, r.method, r.path, rule)));
      }),
    );
    // Reads in two trips: every GET route, called twice by the administrator once the pool is done,
    // the second call on a warm function with a remembered credential.
    const fx: Fixtures = { ...cast, spaces: await spaces };
    const admin = fx.accounts.administrator;
    // Routes side by side (a request's trips are its own), each route's calls one after the other.
    await Promise.all(
      ROUTES.filter((x) => x.method === 'GET' && !SWITCHED_OFF[routeKey(x) as RouteKey]).map((r) =>
        limit(async () => {
          const key = routeKey(r) as RouteKey;
          const sample = await ROUTE_SAMPLES[key]({ fx, role: 'administrator', account: admin, kind: 'public', space: fx.spaces.public, changes: false });
          const call = async () => serverTiming((await api<any>('GET', fillPath(r.path, sample.params), { ...(admin ? { auth: admin.auth } : {}), ...(sample.query ? { query: sample.query } : {}) })).headers).trips;
          await call();
          // The fewest of three: a batch DynamoDB answers in part (UnprocessedKeys) costs one more trip now and then.
          readTrips.set(key, Math.min(await call(), await call(), await call()));
        }),
      ),
    );
  }, 300_000);

  it('has a declaration and a sample request for every route', () => {
    for (const r of ROUTES) {
      expect(rules[routeKey(r)], routeKey(r)).toMatchObject({ access: expect.any(String), inherits: expect.anything() });
      expect(ROUTE_SAMPLES[routeKey(r) as RouteKey], routeKey(r)).toBeTypeOf('function');
    }
  });

  it.each(ROUTES.map((r) => routeKey(r) as RouteKey))('%s', (key) => {
    const wrong = (results.get(key) ?? []).filter((x) => !matches(key, x)).map((x) => `${x.role}${x.token ? ' (token)' : ''} in ${x.kind}: expected ${x.expected}, got ${x.status} ${x.code ?? ''}`);
    expect(results.get(key)?.length, 'no calls made').toBeGreaterThan(0);
    expect(wrong, `${key} declared ${JSON.stringify(rules[key]?.inherits)} (${rules[key]?.access})`).toEqual([]);
  });

  it('every read makes at most two sequential DynamoDB round trips on a warm function (those still listed in READS_OVER_TWO_TRIPS at most theirs)', () => {
    expect(readTrips.size).toBeGreaterThan(100);
    const over = [...readTrips].filter(([key, trips]) => trips > (READS_OVER_TWO_TRIPS[key] ?? 2)).map(([key, trips]) => `${key}: ${trips}`);
    expect(over).toEqual([]);
  });
});

/**
 * The reads not yet in two trips, with their most trips (none today: docs/data-model.md "Reads in
 * two trips" says how each gets there). A read brought to two leaves this list; one that grows fails here.
 */
const READS_OVER_TWO_TRIPS: Partial<Record<RouteKey, number>> = {
};
