/**
 * Bundle size limit: every function bundled with the production esbuild options (the ones CDK uses,
 * lib/constructs/bundling.ts) stays under its limit (bench/bundles.ts bundleLimit: LIMITS.bundleBytes
 * unless overridden, the media function's 1 MB), and in any case under 1 MiB. Sizes only (the import time is `npm run bench -- --bundles-only`: too noisy on a shared
 * machine for a test). Bundles in memory (write: false), about 1 s per function.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '#platform/http/route-table.ts';
import { bundleFunction, bundleOptionsOf, externalModulesOf } from '../../lib/constructs/bundling.ts';
import { BUNDLE_LIMIT_OVERRIDES, bundleLimit, LIMITS, TOTAL_LIMIT_BYTES, WORKER_FUNCTIONS } from '../../bench/bundles.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ONE_MIB = 1024 * 1024;

const bundleOf = (name: string) =>
  bundleFunction({
    entry: path.join(PROJECT_ROOT, 'functions', name, 'index.ts'),
    projectRoot: PROJECT_ROOT,
    outdir: path.join(PROJECT_ROOT, 'cdk.out', 'bundle-size-test', name),
    external: externalModulesOf(name),
    write: false,
  });

describe('production bundles', () => {
  it('every limit itself is under 1 MiB', () => {
    for (const limit of [LIMITS.bundleBytes, ...Object.values(BUNDLE_LIMIT_OVERRIDES)]) expect(limit).toBeLessThanOrEqual(ONE_MIB);
  });

  it.each([...DOMAINS, ...WORKER_FUNCTIONS])('functions/%s: what a cold start loads is under its limit, every chunk together under 1 MiB', (name) => {
    const { startBytes, totalBytes } = bundleOf(name);
    expect(startBytes, `functions/${name}: ${startBytes} bytes at start`).toBeLessThan(bundleLimit(name));
    expect(totalBytes, `functions/${name}: ${totalBytes} bytes in all`).toBeLessThan(TOTAL_LIMIT_BYTES);
  });

  it('functions/media-finalize and migration-worker leave sharp out of their bundle (installed beside it for linux-arm64)', async () => {
    expect(bundleOptionsOf('media-finalize').external).toEqual(['sharp']);
    expect(bundleOptionsOf('migration-worker').external).toEqual(['sharp']);
    expect(bundleOptionsOf('media').external).toEqual([]);
  });
});
