/**
 * Bundle size limit: every function bundled with the production esbuild options (the ones CDK uses,
 * lib/constructs/bundling.ts) stays under LIMITS.bundleBytes (bench/bundles.ts), and in any case
 * under 1 MiB. Sizes only (the import time is `npm run bench -- --bundles-only`: too noisy on a shared
 * machine for a test). Bundles in memory (write: false), about 1 s per function.
 */
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DOMAINS } from '#shared/http/route-table.ts';
import { LIMITS, PRODUCTION_BUNDLE_OPTIONS, WORKER_FUNCTIONS } from '../../bench/bundles.ts';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ONE_MIB = 1024 * 1024;

async function bundleBytes(name: string): Promise<number> {
  const result = await build({
    ...PRODUCTION_BUNDLE_OPTIONS,
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
  it('the limit itself is under 1 MiB', () => {
    expect(LIMITS.bundleBytes).toBeLessThanOrEqual(ONE_MIB);
  });

  it.each([...DOMAINS, ...WORKER_FUNCTIONS])('functions/%s is under the bundle size limit', async (name) => {
    const bytes = await bundleBytes(name);
    expect(bytes, `functions/${name}: ${bytes} bytes`).toBeLessThan(LIMITS.bundleBytes);
  });
});
