/**
 * The OpenAPI 3.1 description of the API, built from the route table and the zod schemas every
 * route declares (docs/openapi.md): its parameters, body and success responses as the handlers
 * validate and answer them, and the error envelope with the codes the route can answer. Nothing
 * is written by hand, so the description cannot drift from the code; `npm run openapi` writes it
 * to docs/openapi.json, which the reference function serves.
 */
import { routesOf } from '#functions/routes-of.ts';
import { readFileSync } from 'node:fs';
import * as z from 'zod';
import type { AccessLevel } from '#platform/auth/access.ts';
import { DOMAINS, ROUTES, routeKey, type Domain, type RouteEntry } from '#platform/http/route-table.ts';
import { compatErrorStatus } from '#platform/http/compat-answers.ts';
import { IDEMPOTENCY_ERRORS } from '#platform/http/idempotency.ts';
import type { AnyRoute, RouteResponses } from '#platform/http/route.ts';
import { ErrorEnvelope, ShortError } from '#platform/shapes/errors.ts';

type Json = Record<string, unknown>;
export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };

/** Every route's definition by its key (`GET /spaces`), from each domain's routes module. */
export async function loadRouteDefinitions(): Promise<Map<string, AnyRoute>> {
  const out = new Map<string, AnyRoute>();
  for (const domain of DOMAINS) {
    for (const [key, route] of Object.entries(await routesOf(domain))) out.set(key, route);
  }
  return out;
}

const TAG_DESCRIPTIONS: Record<Domain, string> = {
  settings: 'Site settings, the administration settings groups, sidebar links, the license and the settings audit.',
  auth: 'Tokens, registration and application passwords.',
  members: 'The member directory and member administration.',
  profiles: 'Profiles, followers and a member\'s media.',
  spaces: 'Spaces, space groups, memberships and lockscreens.',
  feeds: 'Posts, comments, reactions, bookmarks and scheduled posts.',
  moderation: 'Content reports and the review of held posts and comments (the moderation config is under settings).',
  topics: 'Topics and their configuration.',
  notifications: 'A member\'s notifications.',
  webhooks: 'Webhooks and their deliveries.',
  activities: 'The activity history.',
  media: 'Uploads, the media library and link previews.',
  courses: 'Courses, sections, lessons, enrolment, progress and quizzes.',
  migrations: 'Migration from the legacy platform.',
  chat: 'Direct messages and group chat (threads, messages, read marks, blocking) and the audited moderation read.',
  reference: 'This description (GET /openapi.json) and its reference page (GET /reference).',
};

/**
 * The error codes a route can answer, by status: the request pipeline's own, by what the route
 * takes and who may call it, and those the route declares (`errors`). `method`: the one it is
 * called with (a write may meet the email verification rule).
 */
export function routeErrors(route: AnyRoute, method?: string): Map<number, Set<string>> {
  const errors = new Map<number, Set<string>>();
  const add = (status: number, ...codes: string[]) => errors.set(status, new Set([...(errors.get(status) ?? []), ...codes]));
  // Credentials are checked whenever they are sent; the site's access level (docs/settings.md) may refuse any route not open.
  add(401, 'invalid_credentials');
  // Any route may fail unexpectedly (a dependency timing out); the body says no more than that.
  add(500, 'internal_server_error');
  // HTTP Basic with a password is refused while its guessing-protection scopes are full (platform/auth/login-throttle.ts).
  add(429, 'too_many_requests');
  // Any route: a WordPress login cookie or X-WP-Nonce without a credential we accept (docs/wordpress-compat.md "Credentials").
  add(401, 'rest_forbidden');
  if (route.siteAccess !== 'open' || (['moderator', 'admin'] as AccessLevel[]).includes(route.access) || route.access === 'authenticated') add(403, 'rest_forbidden');
  if (route.pro) add(403, 'license_required');
  if (route.feature) add(403, 'feature_disabled');
  // An account whose email awaits verification writes through its account routes only (features/members/caller-hooks.ts).
  if (method !== undefined && !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase()) && !route.accountRoute) add(403, 'email_not_verified');
  // A route's own `invalid` may answer its own code instead (space groups' invalid_data, declared in `errors`).
  if (route.params || route.query || route.body) add(400, 'rest_invalid_param');
  // A path segment that cannot be the route's parameter matches no route (platform/http/middleware.ts validator).
  if (route.params) add(404, 'rest_no_route');
  if (route.body) {
    add(400, 'rest_invalid_json');
    add(413, 'rest_payload_too_large');
    add(415, 'rest_unsupported_media_type');
  }
  // An Idempotency-Key: malformed, used for another request, or its first request still running (docs/idempotency.md).
  if (route.idempotent) for (const [status, codes] of Object.entries(IDEMPOTENCY_ERRORS)) add(Number(status), ...codes);
  for (const [status, codes] of Object.entries(route.errors ?? {})) add(Number(status), ...(codes as readonly string[]));
  return errors;
}

/**
 * The route as it answers under the compat base path (platform/http/compat-answers.ts): its
 * compat query and body schemas and its success answer at the original's status. Its errors are
 * compatErrors'.
 */
export function compatView(route: AnyRoute): AnyRoute {
  const compat = route.compat;
  if (!compat) return route;
  let responses: RouteResponses | undefined = compat.responses ?? route.responses;
  if (compat.status && !compat.responses) {
    const [schema] = Object.values(route.responses ?? {});
    responses = schema ? { [compat.status]: schema } : responses;
  }
  return { ...route, query: compat.query ?? route.query, body: compat.body ?? route.body, ...(responses ? { responses } : {}) };
}

/** routeErrors under the compat base path: each code at the status the original answers it with. */
export function compatErrors(route: AnyRoute, method?: string): Map<number, Set<string>> {
  const errors = new Map<number, Set<string>>();
  for (const [status, codes] of routeErrors(compatView(route), method)) {
    for (const code of codes) {
      const to = compatErrorStatus(code, status, route.compat);
      errors.set(to, new Set([...(errors.get(to) ?? []), code]));
    }
  }
  return errors;
}

/** `GET /spaces/{space}/by-slug` -> `getSpacesSpaceBySlug`. */
export function operationId(entry: Pick<RouteEntry, 'method' | 'path'>): string {
  const words = entry.path.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  return entry.method.toLowerCase() + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
}

/**
 * The media type of a success body: JSON unless its schema says otherwise with JSON Schema's
 * `contentMediaType` (`z.string().meta({ contentMediaType: 'text/html' })`, the reference page).
 */
function mediaTypeOf(schema: z.ZodType): string {
  const meta = z.globalRegistry.get(schema) as { contentMediaType?: unknown } | undefined;
  return typeof meta?.contentMediaType === 'string' ? meta.contentMediaType : 'application/json';
}

/**
 * Converts a zod schema to JSON Schema with the shared shapes (`.meta({id})`) as references to
 * components.schemas, which it fills.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, Json>): Json {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', metadata: z.globalRegistry, reused: 'inline' }) as Json;
  const defs = (json['$defs'] ?? {}) as Record<string, Json>;
  delete json['$defs'];
  delete json['$schema'];
  for (const [id, def] of Object.entries(defs)) {
    const component = rewriteRefs(def) as Json;
    // Two shapes under one id would leave one of them undescribed.
    if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(component)) throw new Error(`Two different schemas are named ${id}`);
    components[id] = component;
  }
  return rewriteRefs(json) as Json;
}

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? v.replace('#/$defs/', '#/components/schemas/') : rewriteRefs(v)]),
  );
}

/** The parameters of one location from an object schema's JSON Schema (its properties). */
function parameters(schema: z.ZodType | undefined, location: 'path' | 'query', components: Record<string, Json>): Json[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input', components);
  const required = new Set((json['required'] as string[] | undefined) ?? []);
  return Object.entries((json['properties'] ?? {}) as Record<string, Json>).map(([name, s]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: s,
    ...(typeof s['description'] === 'string' ? { description: s['description'] } : {}),
  }));
}

/** The header of an idempotent route (RouteDefinition.idempotent). */
const IDEMPOTENCY_PARAMETER: Json = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'Makes the request safe to retry: the first successful answer (status and body) is replayed, with `Idempotent-Replayed: true`, to the same caller sending the same key for 24 hours, and nothing is created again. The same key with another request is 422 idempotency_key_mismatch; while the first is still running, 409 idempotency_in_flight. docs/idempotency.md.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]{1,255}$' },
};

const STATUS_TEXT: Record<number, string> = {
  200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No Content', 207: 'Multi-Status',
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 410: 'Gone',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 422: 'Unprocessable Content', 423: 'Locked',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable',
};

function operation(entry: RouteEntry, definition: AnyRoute, components: Record<string, Json>, examples: Record<string, unknown> = {}, compat = false): Json {
  const route = compat ? compatView(definition) : definition;
  const responses: Record<string, Json> = {};
  for (const [status, schema] of Object.entries(route.responses ?? {})) {
    responses[status] = {
      description: STATUS_TEXT[Number(status)] ?? status,
      ...(Number(status) === 204
        ? {}
        : {
            content: {
              [mediaTypeOf(schema as z.ZodType)]: {
                schema: toSchema(schema as z.ZodType, 'output', components),
                ...(examples[status] === undefined ? {} : { examples: { fromTests: { summary: 'An answer seen in the API tests', value: examples[status] } } }),
              },
            },
          }),
    };
  }
  const envelope = route.shortErrors ? 'ShortError' : 'Error';
  for (const [status, codes] of [...(compat ? compatErrors(definition, entry.method) : routeErrors(route, entry.method))].sort(([a], [b]) => a - b)) {
    responses[String(status)] = {
      description: `${STATUS_TEXT[status] ?? status}: ${[...codes].sort().join(', ')}`,
      content: {
        'application/json': {
          schema: { allOf: [{ $ref: `#/components/schemas/${envelope}` }, { properties: { code: { enum: [...codes].sort() } } }] },
        },
      },
    };
  }
  const body = route.body ? toSchema(route.body, 'input', components) : undefined;
  const security = route.requiresSecret ? [{ basicAuth: [] }] : route.access === 'anyone' ? [{}, { basicAuth: [] }, { bearerAuth: [] }] : [{ basicAuth: [] }, { bearerAuth: [] }];
  return {
    operationId: operationId(entry),
    summary: `${entry.method} ${entry.path}`,
    tags: [entry.domain],
    ...(route.pro ? { 'x-pro': true } : {}),
    parameters: [...parameters(route.params, 'path', components), ...parameters(route.query, 'query', components), ...(route.idempotent ? [IDEMPOTENCY_PARAMETER] : [])],
    ...(body
      ? {
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: body },
              'application/x-www-form-urlencoded': { schema: body },
              ...(route.multipart ? { 'multipart/form-data': { schema: { type: 'object' } } } : {}),
            },
          },
        }
      : {}),
    responses,
    security,
  };
}

/**
 * The document for these routes (all of ROUTES unless given), with every route's definition and
 * the answers seen in the API tests as examples (by route key and status; scripts/openapi/examples.ts).
 */
export function buildDocument(definitions: Map<string, AnyRoute>, entries: readonly RouteEntry[] = ROUTES, examples: Record<string, Record<string, unknown>> = {}, compat = false): OpenApiDocument {
  const components: Record<string, Json> = {};
  toSchema(ErrorEnvelope, 'output', components);
  toSchema(ShortError, 'output', components);
  const paths: Record<string, Record<string, Json>> = {};
  for (const entry of entries) {
    const route = definitions.get(routeKey(entry));
    if (!route) throw new Error(`${routeKey(entry)}: no definition in the ${entry.domain} routes (functions/routes-of.ts)`);
    (paths[entry.path] ??= {})[entry.method.toLowerCase()] = operation(entry, route, components, compat ? {} : examples[routeKey(entry)], compat);
  }
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return {
    openapi: '3.1.1',
    info: {
      title: compat ? 'Community API under the compat base path' : 'Community API',
      version,
      description: compat
        ? 'The same routes as docs/openapi.json as clients of the original platform get them under the compat base path (COMPAT_BASE_PATH, docs/wordpress-compat.md): the original\'s statuses, shapes, page sizes and input leniency where they differ.'
        : 'The community platform REST API: spaces, feeds, members, courses with quizzes, media, webhooks, settings and migration. Generated from the route table and the zod schemas the handlers validate with (docs/openapi.md). docs/openapi-compat.json describes the answers under the compat base path. Live updates (new posts, comments, reaction counts, notifications as they happen) come over a WebSocket API whose address is the public settings\' live_url: its channels and messages are described in docs/live-updates.md.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    ...(compat ? {} : { externalDocs: { description: 'Live updates over WebSockets: connecting, channels and messages', url: 'docs/live-updates.md' } }),
    servers: compat
      ? [{ url: '/wp-json/fluent-community/v2', description: 'The compat base path (COMPAT_BASE_PATH), where it is on.' }]
      : [{ url: '/api/community/v2', description: 'The API base path (REST_PREFIX api); clients of the original may use /wp-json/fluent-community/v2 where COMPAT_BASE_PATH is on (docs/openapi-compat.json).' }],
    tags: DOMAINS.map((d) => ({ name: d, description: TAG_DESCRIPTIONS[d] })),
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        basicAuth: { type: 'http', scheme: 'basic', description: 'A username with the account password or an application password (POST /auth/app-passwords).' },
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A token from POST /auth/token, or an access token of the configured OIDC issuer.' },
      },
    },
  } as OpenApiDocument;
}
