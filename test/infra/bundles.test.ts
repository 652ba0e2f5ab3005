/**
 * Bundle size limit: every function bundled with the production esbuild options (the ones CDK uses,
 * lib/constructs/bundling.ts) stays under its limit (bench/bundles.ts bundleLimit: LIMITS.bundleBytes
 * unless overridden, the media function's 1 MB), and in any case under 1 MiB. Sizes only (the import time is `npm run bench -- --bundles-only`: too noisy on a shared
 * machine for a test). Bundles in memory (write: false), about 1 s per function.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '#platform/http/route-table.ts';
import { BUNDLE_LIMIT_OVERRIDES, bundleLimit, bundleOptionsOf, LIMITS, WORKER_FUNCTIONS } from '../../bench/bundles.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ONE_MIB = 1024 * 1024;

async function bundleBytes(name: string): Promise<number> {
  const result = await build({
    ...bundleOptionsOf(name),
    absWorkingDir: PROJECT_ROOT,
    entryPoints: [path.join(PROJECT_ROOT, 'functions', name, 'index.ts')],
    outfile: path.join(PROJECT_ROOT, 'cdk.out', 'bundle-size-test', name, 'index.mjs'),
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles.find((f) => f.path.endsWith('.mjs'));
  if (!code) throw new Error(`no .mjs output for functions/${name}`);
  return code.contents.byteLength;
}

describe('production bundles', () => {
  it('every limit itself is under 1 MiB', () => {
    for (const limit of [LIMITS.bundleBytes, ...Object.values(BUNDLE_LIMIT_OVERRIDES)]) expect(limit).toBeLessThanOrEqual(ONE_MIB);
  });

  it.each([...DOMAINS, ...WORKER_FUNCTIONS])('functions/%s is under its bundle size limit', async (name) => {
    const bytes = await bundleBytes(name);
    expect(bytes, `functions/${name}: ${bytes} bytes`).toBeLessThan(bundleLimit(name));
  });

  it('functions/media-finalize and migration-worker leave sharp out of their bundle (installed beside it for linux-arm64)', async () => {
    expect(bundleOptionsOf('media-finalize').external).toEqual(['sharp']);
    expect(bundleOptionsOf('migration-worker').external).toEqual(['sharp']);
    expect(bundleOptionsOf('media').external).toEqual([]);
  });
});
