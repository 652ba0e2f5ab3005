import { defineConfig } from 'vitest/config';

// Three tiers, visible in the tree and runnable alone: npm run test:unit | test:api | test:infra.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          globalSetup: ['test/support/local-stack-setup.ts'],
          setupFiles: ['test/support/stack-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // Synthesizing a stack takes seconds per domain, in beforeAll hooks too (slower still beside the API tests).
      { test: { name: 'infra', include: ['test/infra/**/*.test.ts'], testTimeout: 120_000, hookTimeout: 120_000 } },
    ],
  },
});
