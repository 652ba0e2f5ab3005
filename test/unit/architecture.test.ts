/**
 * The import rule between the layers (README "Layout", docs/architecture.md), checked over the
 * import graph of every .ts file in functions/ and shared/. Specifiers are read with a regex
 * (static imports and re-exports, `import type`, dynamic `import()`); the installed TypeScript 7
 * has no JavaScript compiler API.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NATIVE_MODULES } from '../../lib/constructs/bundling.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** shared/ is split into these layers; a file of shared/ outside them fails the test. */
const SHARED_LAYERS = [
  'shared/core',
  'shared/config.ts',
  'shared/http',
  'shared/auth',
  'shared/domain',
  'shared/data',
  'shared/events',
  'shared/webhooks',
  'shared/net',
  'shared/storage',
  'shared/migration',
  'shared/shapes',
] as const;
type SharedLayer = (typeof SHARED_LAYERS)[number];

interface LayerRule {
  /** Layers it may import besides itself, shared/core and shared/config.ts. */
  may: readonly SharedLayer[];
  /** Layers it may import with `import type` only: record types, never logic. */
  typesFrom?: readonly SharedLayer[];
}

/**
 * The rule. Every layer may import itself, shared/core and shared/config.ts, except the core,
 * which imports nothing else of the project (config neither).
 */
export const RULES: Record<SharedLayer, LayerRule> = {
  'shared/core': { may: [] },
  'shared/config.ts': { may: [] },
  'shared/net': { may: [] },
  // The media bucket (S3), file types from bytes, image work: objects only, no records; an
  // external bucket is reached under the outbound address rule.
  'shared/storage': { may: ['shared/net'] },
  // The legacy export (docs/migration.md): its formats, columns and mapping rules; pure, no records, no AWS.
  'shared/migration': { may: [] },
  // Delivery of webhooks: signing, the target address rule (IPv6 helpers), the HTTPS sender.
  'shared/webhooks': { may: ['shared/net'] },
  // Outbox items are written in the stores' transactions (client, keys, table, TransactItem).
  'shared/events': { may: ['shared/data'] },
  // Stores: key and period logic is their own; the domain's record types come in as types.
  'shared/data': { may: [], typesFrom: ['shared/domain'] },
  // Authentication reads accounts, tokens and throttle counters, and networks (IPv6 /64).
  'shared/auth': { may: ['shared/data', 'shared/net'], typesFrom: ['shared/domain'] },
  // The request pipeline: requests, responses, the envelope; the domain's work comes in as hooks.
  'shared/http': { may: ['shared/auth'] },
  // The API's answers as zod schemas (docs/openapi.md): the domain's constants (statuses, types) describe them.
  'shared/shapes': { may: ['shared/domain'] },
  'shared/domain': { may: ['shared/data', 'shared/events', 'shared/webhooks', 'shared/auth', 'shared/net', 'shared/storage', 'shared/migration'] },
};

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

const layerOf = (path: string): SharedLayer | undefined =>
  SHARED_LAYERS.find((l) => path === l || path.startsWith(`${l}/`));

const functionOf = (path: string): string | undefined => /^functions\/([^/]+)\//.exec(path)?.[1];

/** Why an edge breaks the rule, or undefined when it keeps it. */
export function problem(edge: Edge): string | undefined {
  const { from, to } = edge;
  const runtime = from.startsWith('shared/') || from.startsWith('functions/');
  if (edge.external) {
    const pkg = to.startsWith('@') ? to.split('/').slice(0, 2).join('/') : (to.split('/')[0] ?? to);
    return runtime && INFRA_PACKAGES.includes(pkg) ? 'runtime code must not import the CDK' : undefined;
  }
  if (from.startsWith('functions/')) {
    if (to.startsWith('shared/')) return layerOf(to) ? undefined : 'imports a file of shared/ outside the layers';
    if (functionOf(to) === functionOf(from)) return undefined;
    return 'a function imports only its own folder and shared/';
  }
  const fromLayer = layerOf(from);
  if (!fromLayer) return from.startsWith('shared/') ? 'a file of shared/ outside the layers' : undefined;
  const toLayer = layerOf(to);
  if (!toLayer) return 'shared/ imports only shared/ (never functions/, lib/, bin/, scripts/, test/, bench/)';
  if (toLayer === fromLayer) return undefined;
  if (fromLayer === 'shared/core') return 'the core imports nothing else of the project';
  if (toLayer === 'shared/core' || toLayer === 'shared/config.ts') return undefined;
  const rule = RULES[fromLayer];
  if (rule.may.includes(toLayer)) return undefined;
  if (edge.typeOnly && rule.typesFrom?.includes(toLayer)) return undefined;
  if (rule.typesFrom?.includes(toLayer)) return `${fromLayer} may take only types from ${toLayer} (import type)`;
  return `${fromLayer} must not import ${toLayer}`;
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

const EDGES = ['functions', 'shared'].flatMap(tsFiles).flatMap(edgesOf);

describe('architecture: the import rule between layers', () => {
  it('reads the import graph (a broken parser must not pass for a clean graph)', () => {
    expect(EDGES.filter((e) => !e.external).length).toBeGreaterThan(300);
    expect(EDGES.some((e) => e.typeOnly && e.from.startsWith('shared/data/') && e.to.startsWith('shared/domain/'))).toBe(true);
  });

  it('every import of functions/ and shared/ keeps the rule', () => {
    const broken = EDGES.flatMap((e) => {
      const why = problem(e);
      return why ? [`${e.from} -> ${e.to}: ${why}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it.each<[string, Edge]>([
    ['a store imports the http layer', { from: 'shared/data/feed-store.ts', to: 'shared/http/pagination.ts', external: false, typeOnly: true }],
    ['a store imports domain logic', { from: 'shared/data/member-store.ts', to: 'shared/domain/members.ts', external: false, typeOnly: false }],
    ['the domain imports the http layer', { from: 'shared/domain/feeds.ts', to: 'shared/http/errors.ts', external: false, typeOnly: false }],
    ['the pipeline calls a use case', { from: 'shared/http/middleware.ts', to: 'shared/domain/member-service.ts', external: false, typeOnly: false }],
    ['the pipeline reaches into a store', { from: 'shared/http/handler.ts', to: 'shared/data/client.ts', external: false, typeOnly: false }],
    ['the core imports config', { from: 'shared/core/errors.ts', to: 'shared/config.ts', external: false, typeOnly: false }],
    ['shared/ imports a function', { from: 'shared/domain/feeds.ts', to: 'functions/feeds/schemas.ts', external: false, typeOnly: false }],
    ['shared/ imports lib/', { from: 'shared/data/table.ts', to: 'lib/data-stack.ts', external: false, typeOnly: true }],
    ['a function imports another function', { from: 'functions/feeds/routes.ts', to: 'functions/spaces/schemas.ts', external: false, typeOnly: false }],
    ['a function imports bin/', { from: 'functions/feeds/index.ts', to: 'bin/community-api.ts', external: false, typeOnly: false }],
    ['runtime code imports the CDK', { from: 'functions/feeds/index.ts', to: 'aws-cdk-lib/aws-dynamodb', external: true, typeOnly: false }],
    ['webhooks import the domain', { from: 'shared/webhooks/send.ts', to: 'shared/domain/webhooks.ts', external: false, typeOnly: false }],
  ])('fails when %s', (_name, edge) => {
    expect(problem(edge)).toBeDefined();
  });

  it('allows the stated exceptions: record types from the domain into stores and auth', () => {
    const edge = { from: 'shared/data/member-store.ts', to: 'shared/domain/members.ts', external: false, typeOnly: true };
    expect(problem(edge)).toBeUndefined();
    expect(problem({ ...edge, from: 'shared/auth/authenticate.ts', to: 'shared/domain/accounts.ts' })).toBeUndefined();
  });
});

/**
 * Input schemas coerce scalars one way (docs/api-conventions.md, "Scalar coercion"): booleans by
 * `boolean()`, integers by `integer()`/`id()`, lists of scalars by `list()` (shared/core/fields.ts).
 * A new route copies what it sees, so the raw zod forms must not appear where input is validated.
 */
const INPUT_SCHEMA_FILES = [...tsFiles('functions').filter((f) => /\/(?:[a-z-]+-)?schemas\.ts$/.test(f)), ...tsFiles('shared/domain')];
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

describe('architecture: input schemas coerce scalars through shared/core/fields.ts', () => {
  it('reads the input schemas', () => {
    expect(INPUT_SCHEMA_FILES).toContain('functions/feeds/schemas.ts');
    expect(INPUT_SCHEMA_FILES).toContain('shared/domain/settings.ts');
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

describe('every S3 client of the service comes from shared/storage/s3-client.ts (issue 26)', () => {
  // A plain `new S3Client` signs a CRC32 checksum of an empty body into presigned URLs (SDK >= 3.729),
  // which real S3 refuses for any upload and the local emulator does not check.
  it('no other file of functions/ or shared/ constructs an S3Client', () => {
    const constructing = ['functions', 'shared']
      .flatMap(tsFiles)
      .filter((f) => f !== 'shared/storage/s3-client.ts' && /\bnew\s+S3Client\s*\(/.test(readFileSync(join(ROOT, f), 'utf8')));
    expect(constructing).toEqual([]);
    expect(readFileSync(join(ROOT, 'shared/storage/s3-client.ts'), 'utf8')).toMatch(/requestChecksumCalculation: 'WHEN_REQUIRED'/);
  });
});
