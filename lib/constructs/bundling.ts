/**
 * The production bundle of every function, in one place: CDK's NodejsFunction (domain-function.ts)
 * and the benchmark's bundle-size and cold-start probe (bench/bundles.ts) both derive from it, so
 * the figures the benchmark reports are those of what is deployed.
 */

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
