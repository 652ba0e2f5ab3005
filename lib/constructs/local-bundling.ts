/**
 * A function's asset, built on this machine (CDK's local bundling; no Docker): the split esbuild
 * bundle of bundling.ts, the native packages installed beside it for Lambda's platform, and the
 * files it reads at run time. CDK's NodejsFunction runs the esbuild CLI into one output file and
 * cannot split; this runs the same esbuild through its API.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import type { ILocalBundling } from 'aws-cdk-lib';
import { bundleFunction } from './bundling.ts';

/** A file a function carries beside its bundle: `from` relative to the project root, `name` in the asset. */
export interface BundledFile {
  readonly from: string;
  readonly name: string;
}

/**
 * npm's platform settings while the native packages are installed in the asset: npm then picks the
 * optional packages built for Lambda's arm64 Linux (e.g. @img/sharp-linux-arm64) instead of those
 * of the machine running `cdk synth`.
 */
export const NATIVE_INSTALL_ENVIRONMENT = {
  npm_config_os: 'linux',
  npm_config_cpu: 'arm64',
  npm_config_libc: 'glibc',
} as const;

/** The version package-lock.json pins for `name` (the one the tests ran with). */
function lockedVersion(projectRoot: string, name: string): string {
  const lock = JSON.parse(readFileSync(path.join(projectRoot, 'package-lock.json'), 'utf8')) as { packages?: Record<string, { version?: string }> };
  const version = lock.packages?.[`node_modules/${name}`]?.version;
  if (!version) throw new Error(`package-lock.json pins no version of ${name}`);
  return version;
}

/**
 * The local bundling of one function. Its fields are part of CDK's asset cache key (AssetStaging
 * serializes the bundling options), so two functions never share a bundle.
 */
export class LocalFunctionBundling implements ILocalBundling {
  constructor(
    readonly entry: string,
    readonly projectRoot: string,
    readonly nativeModules: readonly string[],
    readonly files: readonly BundledFile[],
  ) {}

  tryBundle(outputDir: string): boolean {
    bundleFunction({ entry: this.entry, projectRoot: this.projectRoot, outdir: outputDir, external: this.nativeModules });
    if (this.nativeModules.length > 0) {
      const dependencies = Object.fromEntries(this.nativeModules.map((m) => [m, lockedVersion(this.projectRoot, m)]));
      writeFileSync(path.join(outputDir, 'package.json'), JSON.stringify({ private: true, type: 'module', dependencies }));
      execFileSync('npm', ['install', '--omit=dev', '--no-audit', '--no-fund', '--no-package-lock'], {
        cwd: outputDir,
        env: { ...process.env, ...NATIVE_INSTALL_ENVIRONMENT },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    for (const f of this.files) copyFileSync(path.join(this.projectRoot, f.from), path.join(outputDir, f.name));
    return true;
  }
}
