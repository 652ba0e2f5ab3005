/**
 * Which route a request is for, decided inside the function: API Gateway only sends each mount's
 * requests to its domain's function (lib/api-stack.ts), and the local adapter picks the function
 * the same way (gatewayRoute). WordPress's REST conventions live here, once for every route:
 * either base path, a trailing slash, the method override on POST, HEAD as GET, decoded path
 * parameters, and the query string read as PHP reads it (docs/api-conventions.md).
 */
import { apiBasePaths, config } from '#platform/config.ts';
import { compatParts } from '#platform/core/base-paths.ts';
import { InvalidParamError } from '#platform/core/errors.ts';
import { parseForm, type FormObject } from '#platform/http/body.ts';
import { answeredAs, DEFAULT_DOMAIN, detourDomains, mountDomains, ROUTES, routeKey, type Domain, type RouteEntry } from '#platform/http/route-table.ts';

interface CompiledRoute {
  entry: RouteEntry;
  key: string;
  pattern: RegExp;
  params: string[];
  /** specificity(path), computed once. */
  rank: string;
}

export interface RouteMatch {
  entry: RouteEntry;
  /** `GET /feeds/{feed}/by-id`: the key of the route's definition. */
  key: string;
  /** Decoded path parameters. */
  pathParameters: Record<string, string>;
}

/** Literal segments win over parameters, as in API Gateway. Compiled once per container. */
const COMPILED: readonly CompiledRoute[] = ROUTES.map((entry) => {
  const params: string[] = [];
  const source = entry.path
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m?.[1]) return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(m[1]);
      return '([^/]+)';
    })
    .join('/');
  return { entry, key: routeKey(entry), pattern: new RegExp(`^${source}$`), params, rank: specificity(entry.path) };
})
  // Ranks are strings of 0 and 1, so code-unit order is their order (localeCompare's collation cost a cold start milliseconds).
  .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));

/** Segment by segment, a literal ranks before a parameter (API Gateway's precedence). */
function specificity(path: string): string {
  return path
    .split('/')
    .map((seg) => (seg.startsWith('{') ? '1' : '0'))
    .join('');
}

/**
 * The route for a method (already resolved: override applied, HEAD as GET) and a path below the
 * base path; a path segment that is not percent-encoded UTF-8 is 400 naming its parameter.
 */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  for (const route of COMPILED) {
    if (route.entry.method !== method) continue;
    const m = route.pattern.exec(path);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    route.params.forEach((name, i) => {
      try {
        pathParameters[name] = decodeURIComponent(m[i + 1] ?? '');
      } catch {
        throw new InvalidParamError([{ path: name, message: 'must be percent-encoded UTF-8' }]);
      }
    });
    return { entry: route.entry, key: route.key, pathParameters };
  }
  return undefined;
}

/**
 * The path below whichever base path it is under, without a trailing slash (`/feeds/` is
 * `/feeds`, as WordPress matches it), or null when it is under none.
 */
export function relativePath(rawPath: string, bases: readonly string[] = apiBasePaths()): string | null {
  for (const base of bases) {
    if (rawPath !== base && !rawPath.startsWith(`${base}/`)) continue;
    const rest = rawPath.slice(base.length);
    return rest.length > 1 && rest.endsWith('/') ? rest.slice(0, -1) : rest || '/';
  }
  return null;
}

export const METHOD_OVERRIDE_HEADER = 'x-http-method-override';
export const METHOD_OVERRIDE_PARAM = '_method';

/** The query string as the schemas see it, and as it was sent (for links). */
export interface RequestQuery {
  /**
   * As WordPress (PHP) reads it: `ids[]=1&ids[]=2` -> {ids: ['1', '2']}, `filter[a]=1` nests,
   * and a repeated plain key joins with commas ('1,2') as API Gateway does.
   */
  values: FormObject;
  /** The decoded pairs in order, without `_method`. */
  pairs: [string, string][];
  /** The `_method` parameter, when sent. */
  override?: string;
}

export function readQuery(rawQueryString: string | undefined): RequestQuery {
  const all = [...new URLSearchParams(rawQueryString ?? '')];
  const pairs = all.filter(([k]) => k !== METHOD_OVERRIDE_PARAM);
  const overrides = all.filter(([k]) => k === METHOD_OVERRIDE_PARAM).map(([, v]) => v);
  const values = parseForm(pairs, { repeated: 'join' });
  return overrides.length > 0 ? { values, pairs, override: overrides.join(',') } : { values, pairs };
}

/**
 * The method a request is answered as. On a POST, `X-HTTP-Method-Override` or `_method` replaces
 * it (WordPress's convention for clients that can only POST). Never on a GET or any other method:
 * a link, an <img> or a prefetch sends GETs nobody chose, and `GET ...?_method=DELETE` must not
 * delete; such a request is refused (400) rather than answered as a GET, so a client relying on
 * the override learns it was not applied.
 */
export function requestMethod(method: string, headers: Record<string, string | undefined>, query: RequestQuery): string {
  const header = headers[METHOD_OVERRIDE_HEADER]?.trim() || undefined;
  const override = (header ?? query.override?.trim())?.toUpperCase();
  if (!override || override === method) return method;
  const name = header === undefined ? METHOD_OVERRIDE_PARAM : METHOD_OVERRIDE_HEADER;
  if (method !== 'POST') throw new InvalidParamError([{ path: name, message: 'a method override is honoured on POST only' }]);
  return override;
}

export interface RoutingInput {
  method: string;
  rawPath: string;
  rawQueryString?: string | undefined;
  /** Lowercase names. */
  headers: Record<string, string | undefined>;
}

export interface Routing {
  /** The method the request is answered as (override applied; HEAD stays HEAD). */
  method: string;
  query: RequestQuery;
  /** The path below the base path, or null when under none. */
  path: string | null;
  match?: RouteMatch;
}

/** Everything the pipeline needs to know about which route a request is for. */
export function routeRequest(input: RoutingInput): Routing {
  const query = readQuery(input.rawQueryString);
  const method = requestMethod(input.method.toUpperCase(), input.headers, query);
  const path = relativePath(input.rawPath);
  const match = path === null ? undefined : matchRoute(answeredAs(method), path);
  return match ? { method, query, path, match } : { method, query, path };
}

export interface GatewayRoute {
  /** As API Gateway names it: `ANY /api/community/v2/feeds/{proxy+}`, a detour's own route, or `$default`. */
  routeKey: string;
  pathParameters?: Record<string, string>;
  domain: Domain;
}

/**
 * The API Gateway route a raw path reaches (lib/api-stack.ts declares the same): a mount under
 * either base path goes to its domain, anything else to `$default`.
 */
export function gatewayRoute(rawPath: string, bases: readonly string[] = apiBasePaths()): GatewayRoute {
  for (const base of bases) {
    if (!rawPath.startsWith(`${base}/`)) continue;
    const rest = rawPath.slice(base.length + 1);
    for (const [detour, domain, pattern] of DETOURS) {
      // A detour without path parameters matches with no `groups` at all.
      const matched = pattern.exec(rest);
      const params = matched ? (matched.groups ?? {}) : undefined;
      if (params) return { routeKey: `ANY ${base}${detour}`, ...(Object.keys(params).length > 0 ? { pathParameters: { ...params } } : {}), domain };
    }
    for (const [mount, domain] of MOUNTS) {
      if (rest === mount) return { routeKey: `ANY ${base}/${mount}`, domain };
      if (rest.startsWith(`${mount}/`)) {
        return { routeKey: `ANY ${base}/${mount}/{proxy+}`, pathParameters: { proxy: rest.slice(mount.length + 1) }, domain };
      }
    }
  }
  return { routeKey: '$default', domain: DEFAULT_DOMAIN };
}

/** Each detour path with its domain and a pattern of the path below a base (a trailing slash taken too). */
const DETOURS: ReadonlyArray<[string, Domain, RegExp]> = [...detourDomains()].map(([path, domains]) => [
  path,
  [...domains][0] ?? DEFAULT_DOMAIN,
  new RegExp(`^${path.slice(1).replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}/?$`),
]);

/** Two-segment mounts first, so `admin/topics` is never taken for a shorter one. */
const MOUNTS: ReadonlyArray<[string, Domain]> = [...mountDomains()]
  .map(([mount, domains]): [string, Domain] => [mount, [...domains][0] as Domain])
  .sort(([a], [b]) => b.split('/').length - a.split('/').length);

/** The WordPress REST index path (`/wp-json` for /wp-json/fluent-community/v2), when the compat base path is on. */
export function restIndexRoot(compat: string | undefined): string | undefined {
  return compat === undefined ? undefined : compatParts(compat).root;
}

/** `GET /wp-json` or `GET /wp-json/`. */
export function isRestIndex(method: string, rawPath: string): boolean {
  const root = restIndexRoot(config.COMPAT_BASE_PATH);
  return root !== undefined && answeredAs(method) === 'GET' && (rawPath === root || rawPath === `${root}/`);
}
