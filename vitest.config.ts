import { defineConfig } from 'vitest/config';
import { SITE_WIDE } from './test/support/site-wide-files.ts';

/** Runs all the site-wide files, one after another, as one file (test/api/site-wide.test.ts). */
const SITE_WIDE_AS_ONE = 'test/api/site-wide.test.ts';

/**
 * A run that names files or folders (`npx vitest run test/api/settings/settings.test.ts`) runs the
 * site-wide files it names as themselves, one at a time; a whole run (`npm test`) runs them as one
 * file, so that one worker goes through them while the other runs the unit and infra files: vitest
 * gives a project that runs one file at a time a phase of its own, after every other, which left
 * the second core idle for two and a half minutes.
 */
const namesFiles = process.argv.slice(2).some((arg) => !arg.startsWith('-') && /[./]/.test(arg));

/**
 * API files that set the environment their in-process modules read at load (another table, the
 * production address rule): each gets a module graph of its own. Every other API file shares its
 * worker's (isolate: false), which spares each file a second or more of importing the same modules.
 */
const OWN_MODULES = [
  'test/api/platform/route-properties.test.ts',
  'test/api/courses/courses-enrolment.test.ts',
  'test/api/webhooks/webhook-delivery.test.ts',
];

const apiProject = {
  globalSetup: ['test/support/local-stack-setup.ts'],
  setupFiles: ['test/support/stack-env.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Three tiers, visible in the tree and runnable alone: npm run test:unit | test:api | test:infra.
export default defineConfig({
  test: {
    // Two files at a time (TEST_WORKERS overrides): the API tests wait on timers, retries and the
    // background router as much as they compute, so a second file overlaps those waits. More would
    // starve DynamoDB Local, which every file shares.
    maxWorkers: Number(process.env['TEST_WORKERS'] ?? 2),
    projects: [
      // The site-wide files on the same stack as `api` (local-stack-setup.ts shares it), before any
      // other API file: as themselves one at a time when named, else as one file (above).
      namesFiles
        ? { test: { name: 'api-serial', include: SITE_WIDE, fileParallelism: false, sequence: { groupOrder: 0 }, ...apiProject } }
        : { test: { name: 'api-serial', include: [SITE_WIDE_AS_ONE], sequence: { groupOrder: 0 }, ...apiProject } },
      // Beside the site-wide files, which use one worker: the unit tests and the CPU-bound synthesis
      // of the infra tests use the other.
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], sequence: { groupOrder: 0 } } },
      // Synthesizing a stack takes seconds per domain, in beforeAll hooks too (slower still beside the API tests).
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000, sequence: { groupOrder: 0 } } },
      { test: { name: 'api', include: ['test/api/**/*.test.ts'], exclude: [...SITE_WIDE, SITE_WIDE_AS_ONE, ...OWN_MODULES], isolate: false, sequence: { groupOrder: 1 }, ...apiProject } },
      { test: { name: 'api-own-modules', include: OWN_MODULES, sequence: { groupOrder: 1 }, ...apiProject } },
    ],
  },
});
