/**
 * The production bundle of every function, in one place: CDK's local bundling (domain-function.ts),
 * the benchmark's bundle-size and cold-start probe (bench/bundles.ts) and the size test
 * (test/infra/bundles.test.ts) all run `bundleFunction`, so the figures are those of what is deployed.
 *
 * The bundle is split (esbuild's code splitting, ESM): `index.mjs` and the chunks it imports
 * statically are what a cold start loads; a module the code imports with `import()` (the markdown
 * renderer, the idempotency utility, the AWS SDK's credential providers other than the
 * environment's, ...) is a chunk of its own, loaded the first time it is needed, if ever.
 */
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';
import * as path from 'node:path';

export const LAMBDA_BUNDLE = {
  target: 'node22',
  minify: true,
  sourceMap: true,
  // Stack traces only need the mappings; the sources would double the artifact.
  sourcesContent: false,
  mainFields: ['module', 'main'],
  // Some CommonJS dependencies call require() at runtime; an ESM bundle has none.
  banner:
    "import { createRequire as __houseCreateRequire } from 'node:module';const require = __houseCreateRequire(import.meta.url);",
  // Bundle the AWS SDK instead of using the runtime's copy: the version we test is the one that
  // runs (package-lock pins it, the runtime's copy changes without notice), and esbuild keeps only
  // the commands we use. Measured on the settings bundle: 845 KB instead of 500 KB on disk, but it
  // loads faster (0.14 s vs 0.19 s) and in less memory (57 vs 68 MB) than the external build
  // resolving @aws-sdk/* from node_modules file by file.
  externalModules: [] as string[],
  nodeOptions: '--enable-source-maps',
} as const;

/**
 * Native packages a function needs, by functions/<name>: left out of its bundle (external) and
 * installed beside it for Lambda's linux-arm64 (DomainFunctionProps.nativeModules). Only the media
 * finalize function and the migration worker (legacy avatars and covers are re-encoded without
 * their metadata) use sharp; every other bundle stays pure JavaScript.
 */
export const NATIVE_MODULES: Readonly<Record<string, readonly string[]>> = {
  'media-finalize': ['sharp'],
  'migration-worker': ['sharp'],
};

/** What esbuild leaves out of functions/<name>'s bundle: the house externals and its native packages. */
export function externalModulesOf(name: string): string[] {
  return [...LAMBDA_BUNDLE.externalModules, ...(NATIVE_MODULES[name] ?? [])];
}

/** esbuild's options for a function whose bundle leaves `external` out (entry and output directory aside). */
export function bundleOptions(external: readonly string[]): BuildOptions {
  return {
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: LAMBDA_BUNDLE.target,
    minify: LAMBDA_BUNDLE.minify,
    sourcemap: LAMBDA_BUNDLE.sourceMap ? 'linked' : false,
    sourcesContent: LAMBDA_BUNDLE.sourcesContent,
    mainFields: [...LAMBDA_BUNDLE.mainFields],
    // Every chunk may hold CommonJS code, so each gets the require() shim.
    banner: { js: LAMBDA_BUNDLE.banner },
    outExtension: { '.js': '.mjs' },
    entryNames: 'index',
    chunkNames: 'chunks/[name]-[hash]',
    external: [...external],
  };
}

/** esbuild's options for functions/<name>. */
export const bundleOptionsOf = (name: string): BuildOptions => bundleOptions(externalModulesOf(name));

/** A built bundle: its files' sizes, split into what a cold start loads and what loads on demand. */
export interface FunctionBundle {
  /** The entry file (`<outdir>/index.mjs`). */
  entryFile: string;
  /** index.mjs and every chunk it imports statically: what loading the handler reads. */
  startBytes: number;
  /** Every .mjs file, the lazily loaded chunks included. */
  totalBytes: number;
  /** The source maps. */
  mapBytes: number;
  /** Files written (or, with write: false, that would be), relative to outdir. */
  files: string[];
  metafile: Metafile;
}

/**
 * The handler's output file in a metafile: `index.mjs` at the output's root (entryNames). A chunk
 * loaded by import() is an entry point to esbuild too, so `entryPoint` alone does not tell.
 */
export function entryOutput(metafile: Metafile): string | undefined {
  return Object.keys(metafile.outputs).find((file) => path.basename(file) === 'index.mjs' && !file.includes('/chunks/'));
}

/** The output files `entry` loads before its handler runs: itself and its static imports, transitively. */
export function startFiles(metafile: Metafile, entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) visit(i.path);
  };
  visit(entry);
  return seen;
}

export interface BundleFunctionOptions {
  /** The handler module (absolute). */
  entry: string;
  /** Where package.json (its `imports`) and node_modules are. */
  projectRoot: string;
  outdir: string;
  /** Packages left out (installed beside the bundle). @default none */
  external?: readonly string[];
  /** false: measure without writing. @default true */
  write?: boolean;
}

/** Bundles `entry` into `outdir` (index.mjs, chunks/, maps). Synchronous: CDK's local bundling calls it. */
export function bundleFunction(options: BundleFunctionOptions): FunctionBundle {
  const name = path.relative(options.projectRoot, options.entry);
  const result = buildSync({
    ...bundleOptions(options.external ?? []),
    absWorkingDir: options.projectRoot,
    entryPoints: [options.entry],
    outdir: options.outdir,
    metafile: true,
    write: options.write ?? true,
    logLevel: 'warning',
  });
  const metafile = result.metafile;
  if (!metafile) throw new Error(`esbuild gave no metafile for ${name}`);
  const outputs = Object.entries(metafile.outputs);
  const outdirRel = path.relative(options.projectRoot, options.outdir);
  const entry = entryOutput(metafile);
  if (!entry) throw new Error(`esbuild wrote no index.mjs for ${name}`);
  const start = startFiles(metafile, entry);
  const sum = (keep: (file: string) => boolean) => outputs.reduce((n, [file, o]) => n + (keep(file) ? o.bytes : 0), 0);
  return {
    entryFile: path.join(options.projectRoot, entry),
    startBytes: sum((f) => start.has(f)),
    totalBytes: sum((f) => f.endsWith('.mjs')),
    mapBytes: sum((f) => f.endsWith('.map')),
    files: outputs.map(([file]) => path.relative(outdirRel, file)),
    metafile,
  };
}
