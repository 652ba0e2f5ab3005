/**
 * Property tests over EVERY route of the route table (a new route joins by being in ROUTES): random
 * and boundary values derived from each route's zod schemas, mixed with hostile ones, sent as
 * anonymous, a member and the administrator. Whatever arrives:
 * - never a 5xx;
 * - every error is the envelope {code, message, data: {status}} (code and message for routes
 *   with the short form), and no 401 carries a WWW-Authenticate challenge;
 * - a refused request (4xx) changes nothing in the table, but for a rate counter where every
 *   request counts, refused or not (a link preview's: docs/media.md "Link previews"; a report's: docs/moderation.md).
 *
 * Requests go in-process through each domain's Lambda handler, with the event the HTTP adapter
 * builds, against a table in a DynamoDB Local of this file's own (see beforeAll), whose stream
 * shows every write a request made (test/support/table-changes.ts). Configuration is read at module
 * load, so the table name and endpoint are set before any module of the service is imported
 * (dynamic imports below).
 */
import { routesOf } from '#functions/routes-of.ts';
import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTES, routeKey, type RouteEntry } from '#platform/http/route-table.ts';
import type { AnyRoute } from '#platform/http/route.ts';
import type { HttpHandler } from '#platform/http/handler.ts';
import { watchTableChanges, type TableChanges } from '../../support/table-changes.ts';

process.env['TABLE_NAME'] = `route-properties-${randomBytes(4).toString('hex')}`;
const ADMIN = { username: 'propadmin', password: 'property-admin-password' };

/** Runs per route and caller kind: 148 routes x 3 callers x 4 = about 1,800 requests. */
const RUNS_PER_CALLER = 4;
/**
 * A fixed seed by default, so `npm test` (and CI) is repeatable; `FC_SEED=<n>` replays a printed
 * failure and `FC_SEED=random` explores new inputs (docs/api-conventions.md).
 */
const SEED = process.env['FC_SEED'] === 'random' ? {} : { seed: Number(process.env['FC_SEED'] ?? 20261123) };

/** The writes a refused request may make: a count of a member's link or markdown previews or reports (keys.linkPreviewRate, keys.markdownPreviewRate, keys.reportRate). */
const RATE_COUNTER = /^(INSERT|MODIFY) USER#\d+\|(PREVIEW|MDPREVIEW|REPORT)RATE#W#\d+$/;

type Caller = 'anonymous' | 'member' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'member', 'admin'];

interface Request {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

// ---- the service, loaded after TABLE_NAME is set ------------------------------------------------

let basePath = '';
let handlers = new Map<string, HttpHandler>();
let definitions = new Map<string, AnyRoute>();
let buildEvent: typeof import('../../../scripts/local/http-adapter.ts')['apiGatewayEvent'];
let contextFor: typeof import('../../../scripts/local/http-adapter.ts')['lambdaContext'];
/** The table's writes since the previous look (its stream). */
let changes: TableChanges;
let dropTable: () => Promise<void>;
const tokens: Partial<Record<Caller, string>> = {};
/** Real ids and names to put in paths, so requests also reach past the lookups. */
const fixtures: Record<string, string[]> = {};

beforeAll(async () => {
  // A DynamoDB Local of this file's own: DynamoDB Local finds a stream's first record by walking
  // every stream record of the process from the oldest, so a table created mid-run, as this one is,
  // pays for everything the run wrote before it (260 s against 46 s with 30,000 records written).
  const { startDynamoDbLocal } = await import('../../../scripts/local/dynamodb-local.ts');
  const local = await startDynamoDbLocal();
  dropTable = () => local.stop();
  // Before any module of the service is imported (they read the endpoint at load, as TABLE_NAME).
  process.env['DYNAMODB_ENDPOINT'] = local.endpoint;
  const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
  const { ensureTable } = await import('../../../scripts/local/create-table.ts');
  const tableName = process.env['TABLE_NAME'] as string;
  const client = new DynamoDBClient({ endpoint: local.endpoint, region: process.env['AWS_REGION'] });
  await ensureTable(client, tableName);
  client.destroy();
  changes = await watchTableChanges(local.endpoint, process.env['AWS_REGION'] as string, tableName);
  dropTable = async () => {
    changes.stop();
    await local.stop();
  };

  const adapter = await import('../../../scripts/local/http-adapter.ts');
  buildEvent = adapter.apiGatewayEvent;
  contextFor = adapter.lambdaContext;
  basePath = (await import('#platform/config.ts')).apiBasePath();
  for (const domain of new Set(ROUTES.map((r) => r.domain))) {
    const routes = await routesOf(domain);
    const { handler } = (await import(`../../../functions/${domain}/index.ts`)) as { handler: HttpHandler };
    for (const [key, route] of Object.entries(routes)) definitions.set(key, route);
    handlers.set(domain, handler);
  }

  // Callers: the administrator and a member, each with a bearer token (a password check per
  // request would spend the time budget on scrypt).
  const { ensureAdministrator } = await import('#features/members/account-service.ts');
  await ensureAdministrator({ username: ADMIN.username, password: ADMIN.password, email: 'admin@localhost.localdomain' });
  const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  tokens.admin = (await call(entry('POST', '/auth/token'), {}, basic(ADMIN.username, ADMIN.password))).body.access_token;
  // Creating an account with credentials takes the administrator's password (HTTP Basic), not a token.
  const member = await call(entry('POST', '/members'), { body: { username: 'propmember', email: 'propmember@example.test' } }, basic(ADMIN.username, ADMIN.password));
  tokens.member = (await call(entry('POST', '/auth/token'), {}, basic('propmember', member.body.application_password))).body.access_token;
  // A caller without a token would be just another anonymous one (every request refused with 401).
  for (const caller of ['admin', 'member'] as const) if (!tokens[caller]) throw new Error(`no token for the ${caller}`);

  // Fixtures the paths may name: a space, a post, a comment, a topic, the member's name.
  const admin = `Bearer ${tokens.admin}`;
  const space = (await call(entry('POST', '/spaces'), { body: { title: 'Property space', slug: 'property-space' } }, admin)).body.data;
  const feed = (await call(entry('POST', '/feeds'), { body: { message: 'A property post', space_id: space.id } }, admin)).body;
  const feedId = feed.data?.id ?? feed.feed?.id ?? feed.id;
  const comment = (await call(entry('POST', '/feeds/{feed}/comments'), { params: { feed: String(feedId) }, body: { comment: 'A comment' } }, admin)).body;
  const topic = (await call(entry('POST', '/admin/topics'), { body: { title: 'Property topic' } }, admin)).body;
  Object.assign(fixtures, {
    space: [space.slug, String(space.id)],
    feed: [String(feedId)],
    comment: [String(comment.data?.id ?? comment.comment?.id ?? comment.id)],
    topic_id: [String(topic.topic?.id ?? topic.data?.id ?? topic.id)],
    username: ['propmember'],
  });
}, 120_000);

afterAll(async () => {
  await dropTable?.();
});

/**
 * Authentication refreshes a caller's last activity at most once a minute, whatever the answer
 * (by design: docs/identity.md). Refreshed before each route's runs (a few seconds), it never
 * falls due during them, so the stream shows only what the requests themselves write.
 */
async function refreshLastActivity(): Promise<void> {
  const { touchLastSeen } = await import('#features/members/member-store.ts');
  const { readLogin } = await import('#platform/data/login-store.ts');
  for (const username of [ADMIN.username, 'propmember']) {
    const account = (await readLogin(username, { consistent: true })).account;
    if (account) await touchLastSeen(account.user_id, new Date(), username);
  }
  await changes.since();
}

async function tableWriter() {
  const { ddb, tableName } = await import('#platform/data/client.ts');
  const { PutCommand, DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  const Key = { pk: 'PROBE', sk: 'PROBE' };
  return {
    putItem: () => ddb.send(new PutCommand({ TableName: tableName, Item: { ...Key, entity: 'probe' } })),
    deleteItem: () => ddb.send(new DeleteCommand({ TableName: tableName, Key })),
  };
}

function entry(method: string, path: string): RouteEntry {
  const found = ROUTES.find((r) => r.method === method && r.path === path);
  if (!found) throw new Error(`no route ${method} ${path}`);
  return found;
}

const authorization = (caller: Caller): string | undefined => (caller === 'anonymous' ? undefined : `Bearer ${tokens[caller]}`);

/** One request through the route's domain handler, as API Gateway would deliver it. */
async function call(route: RouteEntry, request: Partial<Request>, auth?: string): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const params = request.params ?? {};
  const path = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => pathSegment(params[name] ?? ''));
  const url = new URL(`http://127.0.0.1${basePath}${path}`);
  for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { host: '127.0.0.1', ...(auth ? { authorization: auth } : {}) };
  let body = Buffer.alloc(0);
  if (request.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = Buffer.from(JSON.stringify(request.body));
  }
  // The function routes on the raw path and query string, as behind API Gateway's greedy routes.
  const event = buildEvent({ method: route.method, url, headers, body });
  const handler = handlers.get(route.domain);
  if (!handler) throw new Error(`no handler for domain ${route.domain}`);
  const result = await handler(event, contextFor(route.domain));
  const text = result.body ?? '';
  // JSON answers parsed; the reference page and its script are HTML and JavaScript.
  const json = String(result.headers?.['content-type'] ?? 'application/json').startsWith('application/json');
  return { status: result.statusCode ?? 200, body: text ? (json ? JSON.parse(text) : text) : undefined, headers: result.headers ?? {} };
}

/** The function routes on the raw path, so parameters are percent-encoded; a lone surrogate cannot be (sent as U+FFFD). */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%EF%BF%BD';
  }
}

// ---- values -------------------------------------------------------------------------------------

/** Values that broke or could break a handler: integer tricks, huge and negative numbers, bad text. */
const HOSTILE_INTEGER_TEXT = ['0x2', '2e0', ' 2', '+2', '2.0', '02', '-1', '0', '2147483648', '4294967296', '9007199254740993', '1e308', 'NaN', 'Infinity'];
const HOSTILE_TEXT = [
  ...HOSTILE_INTEGER_TEXT, '', ' ', 'null', 'true', '[]', '{}', 'a\u0000b', '\ud800', 'x\udc00', '\u0000', 'ﬀ', '😀', '%00', '../..',
  'javascript:alert(1)', 'x'.repeat(3000),
];
const HOSTILE_JSON: unknown[] = [
  2 ** 31, -(2 ** 31), 2 ** 32, 2 ** 53 + 1, -1, 0, 1.5, 1e308, -0, null, true, false, [], {}, [1, 2], { a: { b: { c: [{}] } } },
  'x'.repeat(20_000), ...HOSTILE_TEXT,
];
/** Every URL a generated request may carry is local or refused: no request may leave this machine. */
const LOCAL_URLS = ['https://127.0.0.1:9/hook', 'http://127.0.0.1:9/x', 'https://[::1]:9/', 'javascript:alert(1)', 'data:text/html,x', 'ftp://127.0.0.1/', ''];

const hostileJson = fc.oneof(fc.constantFrom(...HOSTILE_JSON), deepNesting());

function deepNesting(): fc.Arbitrary<unknown> {
  return fc.integer({ min: 10, max: 40 }).map((depth) => {
    let v: unknown = 'deep';
    for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { k: v };
    return v;
  });
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

/**
 * A route part's schema as JSON Schema, or undefined when the route has none. Path and query
 * values are read from the output side (where the integer helper's bounds show), bodies from the
 * input side (what clients send before defaults and transforms).
 */
function jsonSchemaOf(schema: unknown, io: 'input' | 'output'): JsonSchema | undefined {
  if (!schema) return undefined;
  return z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: 'any' }) as JsonSchema;
}

/** Values the schema describes, boundaries included (mostly valid, so requests get past validation). */
function described(schema: JsonSchema, depth: number, name: string): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => described(v, depth, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (name === 'url' || schema.format === 'uri') return fc.constantFrom(...LOCAL_URLS);
  switch (type) {
    case 'string': {
      const max = schema.maxLength ?? 200;
      const min = schema.minLength ?? 0;
      return fc.oneof(
        fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
        fc.constantFrom('a'.repeat(Math.max(min, 1)), 'a'.repeat(Math.min(max, 5000)), 'a'.repeat(Math.min(max + 1, 5001)), 'abc', 'a-b_c.d', 'abc@example.test', '2026-01-31'),
      );
    }
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? Number.MIN_SAFE_INTEGER, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      // fc.integer is biased towards small values and both ends; the constants add the edges beyond.
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min, max }) }, { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(nested(schema.items ?? {}, depth + 1, ''), { maxLength: Math.min(schema.maxItems ?? 3, 3) });
    case 'object':
      return depth > 4 ? fc.constant({}) : objectOf(schema, depth);
    default:
      return hostileJson;
  }
}

/** Inside a body, a hostile value now and then at any depth. */
const nested = (schema: JsonSchema, depth: number, name: string) =>
  fc.oneof({ weight: 7, arbitrary: described(schema, depth, name) }, { weight: 1, arbitrary: hostileJson });

/** Known keys: required ones usually present, optional ones half of the time. */
function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).map(([key, s]) => {
    const present = schema.required?.includes(key) ? fc.constantFrom(true, true, true, false) : fc.boolean();
    return fc.tuple(fc.constant(key), present, nested(s, depth + 1, key));
  });
  return fc.tuple(...entries).map((fields) => {
    const out: Record<string, unknown> = {};
    for (const [key, present, value] of fields) if (present) setOwn(out, key, value);
    return out;
  });
}

/** defineProperty: a generated `__proto__` key stays a key, as JSON.parse makes it. */
const setOwn = (object: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });

/** Query and path values are text: the schema's values written out. */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function textFields(schema: JsonSchema | undefined, required: string[], fixtureNames: boolean): fc.Arbitrary<Record<string, string>> {
  const properties = schema?.properties ?? {};
  const fields = [...new Set([...required, ...Object.keys(properties)])].map((name) => {
    const real = fixtureNames ? fixtures[name] : undefined;
    const value = described(properties[name] ?? {}, 1, name).map(textOf);
    const chosen = real && real.length > 0 ? fc.oneof(value, fc.constantFrom(...real), fc.constantFrom(...real)) : value;
    return fc.tuple(fc.constant(name), required.includes(name) ? chosen : fc.option(chosen, { nil: undefined }));
  });
  return fc.tuple(...fields).map((pairs) => Object.fromEntries(pairs.filter((p): p is [string, string] => p[1] !== undefined)));
}

/** Path values cannot be empty (the route would not match) and cannot hold a slash. */
const asPathValues = (params: Record<string, string>) =>
  Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v === '' ? '0' : v.replaceAll('/', '_')]));

type Part = 'params' | 'query' | 'body';
interface Mutation {
  part: Part;
  key: string;
  text: string;
  json: unknown;
}

/**
 * A plausible request (values the schemas describe, real fixture names in paths), then, two times
 * out of three, one field of one part replaced by a hostile value (integer fields by integer
 * tricks), or an unknown key added: one bad field at a time is what reaches deepest.
 */
function requestsFor(route: RouteEntry, definition: AnyRoute): fc.Arbitrary<Request> {
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  // Destructive routes get no real names, so they never delete a fixture.
  const withFixtures = route.method !== 'DELETE';
  const paramsSchema = jsonSchemaOf(definition.params, 'output');
  const querySchema = jsonSchemaOf(definition.query, 'output');
  const bodySchema = route.method === 'GET' ? undefined : jsonSchemaOf(definition.body, 'input');
  const base = fc.record({
    params: textFields(paramsSchema, pathNames, withFixtures).map(asPathValues),
    query: textFields(querySchema, [], false),
    body: bodySchema ? described(bodySchema, 0, '') : fc.constant(undefined),
  });
  const keysOf: Record<Part, string[]> = {
    params: pathNames,
    query: [...Object.keys(querySchema?.properties ?? {}), 'unknown_key'],
    // '' stands for the whole body (an array, a number, a string where an object belongs).
    body: [...Object.keys(bodySchema?.properties ?? {}), 'unknown_key', '__proto__', 'constructor', 'user_id', 'role', ''],
  };
  const parts = (['params', 'query', 'body'] as const).filter((p) => keysOf[p].length > 0 && (p !== 'body' || route.method !== 'GET'));
  const integerField = (part: Part, key: string) => {
    const properties = (part === 'params' ? paramsSchema : part === 'query' ? querySchema : bodySchema)?.properties ?? {};
    return Object.hasOwn(properties, key) && JSON.stringify(properties[key]).includes('"integer"');
  };
  const mutation: fc.Arbitrary<Mutation> = fc
    .constantFrom(...parts)
    .chain((part) => fc.tuple(fc.constant(part), fc.constantFrom(...keysOf[part])))
    .chain(([part, key]) =>
      fc.record({
        part: fc.constant(part),
        key: fc.constant(key),
        text: integerField(part, key) ? fc.constantFrom(...HOSTILE_INTEGER_TEXT) : fc.constantFrom(...HOSTILE_TEXT),
        json: hostileJson,
      }),
    );
  return fc.tuple(base, fc.option(mutation, { freq: 3 })).map(([request, m]) => {
    if (!m) return request;
    if (m.part === 'body') {
      if (m.key === '') return { ...request, body: m.json };
      const body = request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body) ? { ...request.body } : {};
      setOwn(body, m.key, m.json);
      return { ...request, body };
    }
    const values = { ...request[m.part], [m.key]: m.text };
    return { ...request, [m.part]: m.part === 'params' ? asPathValues(values) : values };
  });
}

// ---- the properties -----------------------------------------------------------------------------

describe('every route, random and hostile input, three callers', () => {
  it('covers every route of the table with a handler and schemas for its path parameters', () => {
    for (const route of ROUTES) {
      const definition = definitions.get(routeKey(route));
      expect(definition, `no handler for ${routeKey(route)}`).toBeDefined();
      if (route.path.includes('{')) expect(definition?.params, `no params schema for ${routeKey(route)}`).toBeDefined();
    }
  });

  it('sees a write to the table (so an empty change list means nothing was written)', async () => {
    const { putItem, deleteItem } = await tableWriter();
    await changes.since();
    await putItem();
    expect(await changes.since()).toEqual(['INSERT PROBE|PROBE']);
    await deleteItem();
    expect(await changes.since()).toEqual(['REMOVE PROBE|PROBE']);
  });

  it.each(ROUTES.map((r) => ({ ...r, key: routeKey(r) })))('$key: never a 5xx, errors in the envelope, refusals change nothing', async ({ key, ...route }) => {
    const definition = definitions.get(key);
    expect(definition, `no handler for ${key}`).toBeDefined();
    if (!definition) return;
    await refreshLastActivity();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...CALLERS), requestsFor(route, definition), async (caller, request) => {
        const res = await call(route, request, authorization(caller));
        const written = (await changes.since()).filter((change) => !RATE_COUNTER.test(change));
        const shown = `${key} as ${caller}: ${JSON.stringify(request).slice(0, 500)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
        expect(res.status, shown).toBeLessThan(500);
        expect(res.headers['www-authenticate'], shown).toBeUndefined();
        if (res.status < 400) return;
        expect(res.body, shown).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        if (!definition.shortErrors) expect(res.body?.data?.status, shown).toBe(res.status);
        expect(written, `a refused request changed the table: ${shown}`).toEqual([]);
      }),
      { numRuns: RUNS_PER_CALLER * CALLERS.length, endOnFailure: true, ...SEED },
    );
  });
});
