import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,infra,command-api,query-api,projectors,bench}/**/*.test.ts', 'ui/src/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'ui/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
