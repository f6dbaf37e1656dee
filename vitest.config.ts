import { defineConfig } from 'vitest/config';

const UNIT = '**/*.unit.test.{ts,tsx}';
const E2E = '**/*.e2e.test.ts';
/** every workspace but the UI, whose tests live under ui/src */
const PACKAGES = '{contracts,infra,read-models,command-api,query-api,projectors,launch,bench}';

export default defineConfig({
  test: {
    exclude: ['**/node_modules/**', 'ui/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // CI sums every suite from these JSON reports (see .ci/run)
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [`${PACKAGES}/${UNIT}`, `ui/{src,vite}/${UNIT}`],
          // pure code without servers, files or the clock left behind (a test that fakes timers or
          // globals restores them after itself): the files share their workers' modules, imported once
          // per worker rather than once per file, which was two thirds of these files' time
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [`${PACKAGES}/**/*.test.ts`, 'ui/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'ui/e2e/**', UNIT, E2E],
          // each file starts its own databases, servers and processes and closes them after itself, and
          // none changes process.env or leaves fake timers behind: the files share their workers' modules
          // too, which took the suite from 10 to under 7 minutes (importing the site's modules again was
          // about 3.6 s per file)
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // the site started as a user starts it: each file in a process of its own, whose memory and
          // loaded modules these tests look at (the memory diagnostic, the adapters left unloaded)
          name: 'end to end',
          include: [`${PACKAGES}/${E2E}`],
        },
      },
    ],
  },
});
