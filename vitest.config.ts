import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      '{contracts,infra,read-models,command-api,query-api,projectors,launch,bench}/**/*.test.ts',
      'ui/src/**/*.test.{ts,tsx}',
    ],
    exclude: ['**/node_modules/**', 'ui/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // CI sums every suite from these JSON reports (see .ci/run)
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
