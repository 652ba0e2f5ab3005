/**
 * The import rule of the layout (README "Layout", docs/architecture.md): features over a platform,
 * checked over the import graph of every .ts file in functions/, features/ and platform/. Specifiers are read with a regex
 * (static imports and re-exports, `import type`, dynamic `import()`); the installed TypeScript 7
 * has no JavaScript compiler API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NATIVE_MODULES } from '../../lib/constructs/bundling.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The platform under the features (docs/architecture.md): its layers; a file of platform/ outside them fails the test. */
const PLATFORM_LAYERS = [
  'platform/core',
  'platform/config.ts',
  'platform/net',
  'platform/storage',
  'platform/data',
  'platform/events',
  'platform/auth',
  'platform/http',
  'platform/shapes',
] as const;
type PlatformLayer = (typeof PLATFORM_LAYERS)[number];

/**
 * What each platform layer may import besides itself, platform/core and platform/config.ts (the
 * core imports nothing else of the project, config neither). No layer imports a feature.
 */
export const PLATFORM_RULES: Record<PlatformLayer, readonly PlatformLayer[]> = {
  'platform/core': [],
  'platform/config.ts': [],
  'platform/net': [],
  // S3 clients, file types from bytes, an external bucket reached under the outbound address rule.
  'platform/storage': ['platform/net'],
  // The table: client, key registry, queries, transactions, counters.
  'platform/data': [],
  // Outbox items are written in the features' transactions; the queues' clients.
  'platform/events': ['platform/data'],
  // Authentication reads accounts, tokens and throttle counters, and networks (IPv6 /64).
  'platform/auth': ['platform/data', 'platform/net'],
  // The request pipeline: requests, responses, the envelope; a feature's work comes in as hooks.
  'platform/http': ['platform/auth'],
  // Response shapes shared by features (docs/openapi.md).
  'platform/shapes': [],
};

/**
 * The features, lowest first: a feature may use those before it, never one after it (so no import
 * cycle between features). The reference page stands alone.
 */
export const FEATURES = ['settings', 'mail', 'media', 'points', 'members', 'spaces', 'topics', 'feeds', 'notifications', 'digests', 'activities', 'analytics', 'moderation', 'courses', 'scheduled-posts', 'webhooks', 'chat', 'live', 'migration', 'reference'] as const;
type Feature = (typeof FEATURES)[number];
/** Features that use none of the others whatever their place. */
const STANDALONE: readonly Feature[] = ['reference'];

/**
 * A feature's files by role, from their names: routes (the HTTP edge: routes, schemas, responses and
 * the response shapes other features' answers embed),
 * adapters (a feature's access patterns and the AWS services it calls: the only files that import
 * the AWS SDK), and the rules and services between them. Inward only: routes -> services -> rules
 * and adapters; an adapter takes the rules' record types as types only.
 */
type Role = 'route' | 'adapter' | 'rule';
const ROUTE_FILE = /\/(?:[a-z]+-)?(?:routes|schemas|responses|shapes)\.ts$|\/responses\/|\/media\/multipart\.ts$/;
const ADAPTER_FILE = /-(?:store|bucket|queue|schedules|executions|sender)\.ts$/;
const roleOf = (path: string): Role => (ROUTE_FILE.test(path) ? 'route' : ADAPTER_FILE.test(path) ? 'adapter' : 'rule');

/** Packages only the CDK app (bin/, lib/) may import. */
const INFRA_PACKAGES = ['aws-cdk-lib', 'constructs', 'cdk-nag'];

export interface Edge {
  /** Importing file, relative to the repository (posix). */
  from: string;
  /** Imported file relative to the repository, or the package specifier when `external`. */
  to: string;
  external: boolean;
  typeOnly: boolean;
}

const layerOf = (path: string): PlatformLayer | undefined => PLATFORM_LAYERS.find((l) => path === l || path.startsWith(`${l}/`));
const featureOf = (path: string): Feature | undefined => {
  const name = /^features\/([^/]+)\//.exec(path)?.[1];
  return FEATURES.find((f) => f === name);
};
const functionOf = (path: string): string | undefined => /^functions\/([^/]+)\//.exec(path)?.[1];
const packageOf = (spec: string): string => (spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec));

/** Why an edge breaks the rule, or undefined when it keeps it. */
export function problem(edge: Edge): string | undefined {
  const { from, to } = edge;
  const runtime = from.startsWith('platform/') || from.startsWith('features/') || from.startsWith('functions/');
  if (!runtime) return undefined;
  if (edge.external) {
    const pkg = packageOf(to);
    if (INFRA_PACKAGES.includes(pkg)) return 'runtime code must not import the CDK';
    if (pkg.startsWith('@aws-sdk/') && featureOf(from) && !edge.typeOnly && roleOf(from) !== 'adapter') {
      return "a feature's rules and routes reach AWS through its adapters (*-store.ts, *-bucket.ts, *-queue.ts, ...)";
    }
    return undefined;
  }
  if (!(to.startsWith('platform/') || to.startsWith('features/') || to.startsWith('functions/'))) {
    return 'runtime code imports only platform/, features/ and functions/ (never lib/, bin/, scripts/, test/, bench/)';
  }
  if (from.startsWith('functions/')) {
    // functions/routes-of.ts, the route wiring of the tools, lists every function's routes.
    if (to.startsWith('functions/')) return functionOf(from) === undefined || functionOf(to) === functionOf(from) ? undefined : 'an entry point imports no other entry point';
    return undefined;
  }
  if (to.startsWith('functions/')) return 'platform/ and features/ never import an entry point';
  if (from.startsWith('platform/')) {
    const fromLayer = layerOf(from);
    if (!fromLayer) return 'a file of platform/ outside its layers';
    if (!to.startsWith('platform/')) return 'the platform imports no feature';
    const toLayer = layerOf(to);
    if (!toLayer) return 'imports a file of platform/ outside its layers';
    if (toLayer === fromLayer) return undefined;
    if (fromLayer === 'platform/core') return 'the core imports nothing else of the project';
    if (toLayer === 'platform/core' || toLayer === 'platform/config.ts') return undefined;
    return PLATFORM_RULES[fromLayer].includes(toLayer) ? undefined : `${fromLayer} must not import ${toLayer}`;
  }
  const fromFeature = featureOf(from);
  if (!fromFeature) return 'a folder of features/ that is not a declared feature';
  if (to.startsWith('platform/')) return layerOf(to) ? undefined : 'imports a file of platform/ outside its layers';
  const toFeature = featureOf(to);
  if (!toFeature) return 'imports a folder of features/ that is not a declared feature';
  if (toFeature !== fromFeature) {
    if (STANDALONE.includes(fromFeature) || STANDALONE.includes(toFeature)) return `${fromFeature} and ${toFeature} do not use each other`;
    if (FEATURES.indexOf(toFeature) > FEATURES.indexOf(fromFeature)) return `${fromFeature} must not use ${toFeature} (features use only those below them)`;
    return roleOf(to) === 'route' && roleOf(from) !== 'route' ? "only routes use another feature's routes" : undefined;
  }
  const fromRole = roleOf(from);
  const toRole = roleOf(to);
  if (toRole === 'route' && fromRole !== 'route') return 'rules, services and adapters never import the routes';
  if (fromRole === 'adapter' && toRole === 'rule' && !edge.typeOnly) return 'an adapter takes only types from the rules (import type)';
  return undefined;
}
function tsFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const path = posix.join(dir, e.name);
    if (e.isDirectory()) return tsFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

// A statement starting a line: import/export, optional `type`, optional bindings, then the specifier.
const STATIC = /^[ \t]*(?:import|export)[ \t]+(type[ \t]+)?(?:[^'";]*?[ \t\n]from[ \t\n]+)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;
const RE_EXPORT = /^[ \t]*export[ \t]+(?:type[ \t]+)?(\*|\{[^}]*\})[ \t\n]*from[ \t\n]+['"]([^'"\n]+)['"]/gm;

function edgesOf(file: string): Edge[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = [
    ...[...text.matchAll(STATIC)].map((m) => ({ spec: m[2] ?? '', typeOnly: m[1] !== undefined })),
    ...[...text.matchAll(DYNAMIC)].map((m) => ({ spec: m[1] ?? '', typeOnly: false })),
  ];
  return found.map(({ spec, typeOnly }) => {
    if (spec.startsWith('#')) return { from: file, to: spec.slice(1), external: false, typeOnly };
    if (spec.startsWith('.')) {
      const to = relative(ROOT, resolve(ROOT, dirname(file), spec)).split('\\').join('/');
      return { from: file, to, external: false, typeOnly };
    }
    return { from: file, to: spec, external: true, typeOnly };
  });
}

const RUNTIME_FILES = ['functions', 'features', 'platform'].flatMap(tsFiles);
const EDGES = RUNTIME_FILES.flatMap(edgesOf);

describe('architecture: features over a platform (docs/architecture.md)', () => {
  it('reads the import graph (a broken parser must not pass for a clean graph)', () => {
    expect(EDGES.filter((e) => !e.external).length).toBeGreaterThan(300);
    expect(EDGES.some((e) => e.typeOnly && e.from === 'features/feeds/feed-store.ts' && e.to === 'features/feeds/feeds.ts')).toBe(true);
  });

  it('every folder of features/ is a declared feature, and every feature has a folder', () => {
    const folders = readdirSync(join(ROOT, 'features'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual([...FEATURES].sort());
  });

  it('every import of functions/, features/ and platform/ keeps the rule', () => {
    const broken = EDGES.flatMap((e) => {
      const why = problem(e);
      return why ? [`${e.from} -> ${e.to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it('no barrel: nothing re-exports all of a file, nor another feature or the platform (a bundle takes only what it imports)', () => {
    const reExports = RUNTIME_FILES.flatMap((f) =>
      [...readFileSync(join(ROOT, f), 'utf8').matchAll(RE_EXPORT)].flatMap((m) => {
        const spec = m[2] ?? '';
        const target = spec.startsWith('#') ? spec.slice(1) : relative(ROOT, resolve(ROOT, dirname(f), spec)).split('\\').join('/');
        const sameFeature = featureOf(f) !== undefined && featureOf(target) === featureOf(f);
        return m[1] === '*' || !sameFeature ? [`${f}: ${spec}`] : [];
      }),
    );
    expect(reExports).toEqual([]);
  });

  it("zod comes in as a namespace (`import * as z`): its `z` export is an object holding all of zod, locales included, which no bundler can shake (443 KB more in one bundle)", () => {
    const whole = RUNTIME_FILES.filter((f) => /^[ \t]*import[ \t]+\{[^}]*\bz\b[^}]*\}[ \t]+from[ \t]+['"]zod(?:\/v4)?['"]/m.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(whole).toEqual([]);
  });

  it.each<[string, Edge]>([
    ['the platform imports a feature', { from: 'platform/http/middleware.ts', to: 'features/members/member-service.ts', external: false, typeOnly: false }],
    ['the platform imports a feature for its types', { from: 'platform/shapes/common.ts', to: 'features/members/members.ts', external: false, typeOnly: true }],
    ['a lower feature uses a higher one', { from: 'features/spaces/space-service.ts', to: 'features/feeds/feed-service.ts', external: false, typeOnly: false }],
    ['a lower feature takes a higher one\'s types', { from: 'features/members/member-store.ts', to: 'features/courses/courses.ts', external: false, typeOnly: true }],
    ['a rule imports its routes', { from: 'features/feeds/feeds.ts', to: 'features/feeds/schemas.ts', external: false, typeOnly: false }],
    ['a service imports another feature\'s routes', { from: 'features/feeds/feed-service.ts', to: 'features/spaces/schemas.ts', external: false, typeOnly: false }],
    ['an adapter imports a rule at run time', { from: 'features/members/member-store.ts', to: 'features/members/members.ts', external: false, typeOnly: false }],
    ['a rule imports the AWS SDK', { from: 'features/feeds/feed-service.ts', to: '@aws-sdk/lib-dynamodb', external: true, typeOnly: false }],
    ['the core imports config', { from: 'platform/core/errors.ts', to: 'platform/config.ts', external: false, typeOnly: false }],
    ['the pipeline reaches into the table', { from: 'platform/http/handler.ts', to: 'platform/data/client.ts', external: false, typeOnly: false }],
    ['a feature imports an entry point', { from: 'features/feeds/feeds.ts', to: 'functions/feeds/index.ts', external: false, typeOnly: false }],
    ['runtime code imports lib/', { from: 'platform/data/table.ts', to: 'lib/data-stack.ts', external: false, typeOnly: true }],
    ['an entry point imports another', { from: 'functions/feeds/index.ts', to: 'functions/spaces/index.ts', external: false, typeOnly: false }],
    ['runtime code imports the CDK', { from: 'functions/feeds/index.ts', to: 'aws-cdk-lib/aws-dynamodb', external: true, typeOnly: false }],
    ['an undeclared feature folder', { from: 'features/polls/polls.ts', to: 'platform/core/errors.ts', external: false, typeOnly: false }],
    ['the reference page uses a feature', { from: 'features/reference/serve.ts', to: 'features/settings/settings.ts', external: false, typeOnly: false }],
  ])('fails when %s', (_name, edge) => {
    expect(problem(edge)).toBeDefined();
  });

  it.each<[string, Edge]>([
    ['a higher feature uses a lower one', { from: 'features/feeds/feed-service.ts', to: 'features/spaces/space-service.ts', external: false, typeOnly: false }],
    ['an adapter takes its rules\' record types', { from: 'features/members/member-store.ts', to: 'features/members/members.ts', external: false, typeOnly: true }],
    ['an adapter imports the AWS SDK', { from: 'features/members/member-store.ts', to: '@aws-sdk/lib-dynamodb', external: true, typeOnly: false }],
    ['routes use their services', { from: 'features/feeds/routes.ts', to: 'features/feeds/feed-service.ts', external: false, typeOnly: false }],
    ['an entry point wires a feature', { from: 'functions/feeds/index.ts', to: 'features/feeds/routes.ts', external: false, typeOnly: false }],
  ])('allows %s', (_name, edge) => {
    expect(problem(edge)).toBeUndefined();
  });
});

/**
 * Input schemas coerce scalars one way (docs/api-conventions.md, "Scalar coercion"): booleans by
 * `boolean()`, integers by `integer()`/`id()`, lists of scalars by `list()` (platform/core/fields.ts).
 * A new route copies what it sees, so the raw zod forms must not appear where input is validated.
 */
const INPUT_SCHEMA_FILES = tsFiles('features').filter((f) => !ADAPTER_FILE.test(f) && !/(?:^|[/-])(?:responses|shapes)\.ts$|\/responses\//.test(f));
const RAW_SCALARS: Array<[RegExp, string]> = [
  [/\bz\.boolean\(/, 'z.boolean() refuses "1", "yes" and 1: use boolean() or queryFlag()'],
  [/\bz\.coerce\./, 'z.coerce reads "0x2", " 2" and "abc" loosely: use integer(), id() or boolean()'],
  [/\bz\.number\(/, 'z.number() refuses "2" from a form or query: use integer() or id()'],
  [/\bz\.array\(\s*(?:z\.(?:string|enum|number|boolean|literal|union)|id|integer|boolean)\(/, 'an array of scalars refuses "1,2": use list()'],
];
/** `file: pattern source` → why the raw form is right there. None so far. */
const RAW_SCALAR_ALLOWED: Record<string, string> = {};

export function rawScalarUses(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) =>
    RAW_SCALARS.flatMap(([pattern, why]) =>
      pattern.test(line) && !Object.hasOwn(RAW_SCALAR_ALLOWED, `${file}: ${pattern.source}`) ? [`${file}:${i + 1}: ${why}`] : [],
    ),
  );
}

describe('architecture: input schemas coerce scalars through platform/core/fields.ts', () => {
  it('reads the input schemas', () => {
    expect(INPUT_SCHEMA_FILES).toContain('features/feeds/schemas.ts');
    expect(INPUT_SCHEMA_FILES).toContain('features/settings/settings.ts');
  });

  it('no input schema uses z.boolean(), z.coerce, z.number() or an array of scalars', () => {
    expect(INPUT_SCHEMA_FILES.flatMap((f) => rawScalarUses(f, readFileSync(join(ROOT, f), 'utf8')))).toEqual([]);
  });

  it.each([
    ['z.boolean()', 'flag: z.boolean().optional(),'],
    ['z.coerce', 'n: z.coerce.number(),'],
    ['z.number()', 'space_id: z.number().int().positive(),'],
    ['an array of ids', 'ids: z.array(id()).max(10),'],
    ['an array of enums', "roles: z.array(z.enum(['a'])),"],
  ])('fails on %s', (_name, line) => {
    expect(rawScalarUses('functions/x/schemas.ts', line)).toHaveLength(1);
  });

  it('lets arrays of objects through (they are not scalar lists)', () => {
    expect(rawScalarUses('functions/x/schemas.ts', 'media: z.array(z.object({ url: httpUrl() })),')).toEqual([]);
  });
});

/** Every file and package `entry` loads at run time (type-only imports aside). */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>([entry]);
  const queue = [entry];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const e of EDGES) {
      if (e.from !== file || e.typeOnly || seen.has(e.to)) continue;
      seen.add(e.to);
      if (!e.external) queue.push(e.to);
    }
  }
  return seen;
}

describe('sharp stays in the functions that install it (docs/media.md, lib/constructs/bundling.ts)', () => {
  const SHARP_FUNCTIONS = Object.entries(NATIVE_MODULES).filter(([, modules]) => modules.includes('sharp')).map(([name]) => name);

  it('media finalize and the migration worker load it, and install it beside their bundle', () => {
    expect(SHARP_FUNCTIONS.sort()).toEqual(['media-finalize', 'migration-worker']);
    for (const f of SHARP_FUNCTIONS) expect(reachable(`functions/${f}/index.ts`)).toContain('sharp');
  });

  it('no other function loads it, the media function least of all (its bundle stays small)', () => {
    const functions = [...new Set(EDGES.map((e) => functionOf(e.from)).filter((f): f is string => f !== undefined))];
    expect(functions).toContain('media');
    const loading = functions.filter((f) => !SHARP_FUNCTIONS.includes(f) && reachable(`functions/${f}/index.ts`).has('sharp'));
    expect(loading).toEqual([]);
  });
});

describe('every S3 client of the service comes from platform/storage/s3-client.ts (issue 26)', () => {
  // A plain `new S3Client` signs a CRC32 checksum of an empty body into presigned URLs (SDK >= 3.729),
  // which real S3 refuses for any upload and the local emulator does not check.
  it('no other runtime file constructs an S3Client', () => {
    const constructing = RUNTIME_FILES.filter((f) => f !== 'platform/storage/s3-client.ts' && /\bnew\s+S3Client\s*\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(constructing).toEqual([]);
    expect(readFileSync(join(ROOT, 'platform/storage/s3-client.ts'), 'utf8')).toMatch(/requestChecksumCalculation: 'WHEN_REQUIRED'/);
  });
});
