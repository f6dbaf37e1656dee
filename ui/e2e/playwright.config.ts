import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
// E2E_RESULTS_DIR and E2E_PORT let several runs go side by side, each with its own store and port (run.mjs,
// which npm test runs, starts them so); E2E_UI_DIST lets them share one UI build.
const resultsDir = process.env.E2E_RESULTS_DIR ?? join(repoRoot, 'test-results');
const port = Number(process.env.E2E_PORT ?? 3199);
export const baseURL = `http://127.0.0.1:${port}`;
// The site's mail goes to this port, where a test that follows a mailed link listens (accounts-support.ts).
process.env.E2E_SMTP_PORT ??= String(port + 1);
// Every test's browser and API calls come from one address: the server allows it this many account
// calls a minute, and the suite keeps under them (accountCallSlot in support.ts).
process.env.E2E_ACCOUNT_CALLS_PER_MINUTE ??= '120';

// One fresh, empty store per run, wiped at the start of the next (never while its server may still run).
// Workers load this file again; the variable keeps them on the same dir.
process.env.LEAGUE_E2E_DATA_DIR ??= (() => {
  const dir = join(resultsDir, 'e2e-data');
  rmSync(dir, { recursive: true, force: true });
  rmSync(`${dir}.state.json`, { force: true }); // the suite's shared sessions belong to that store
  mkdirSync(dir, { recursive: true });
  return dir;
})();

export default defineConfig({
  testDir: '.',
  testMatch: '*.e2e.test.ts',
  // One server and one store for every test; serial runs also stay clear of the login rate limit.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // generous: a test may wait for a login slot (see accountCallSlot in support.ts)
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: join(resultsDir, 'e2e-artifacts'),
  reporter: [['list'], ['json', { outputFile: join(resultsDir, 'e2e.json') }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1366, height: 900 },
    // a failed test keeps its trace of actions, console and network, and its screenshot; the trace's own
    // screenshots and DOM snapshots of every action took Chromium about a third more time over the suite
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  webServer: {
    command: 'npm start',
    cwd: repoRoot,
    url: `${baseURL}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      LEAGUE_DATA_DIR: process.env.LEAGUE_E2E_DATA_DIR,
      LEAGUE_UI_DIST: process.env.E2E_UI_DIST ?? join(resultsDir, 'ui-dist'),
      LEAGUE_DEMO: '0',
      LEAGUE_ADMIN_EMAIL: 'admin@league.test',
      LEAGUE_ADMIN_PASSWORD: 'Admin12345!',
      LEAGUE_ACCOUNT_CALLS_PER_MINUTE: process.env.E2E_ACCOUNT_CALLS_PER_MINUTE,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      LEAGUE_PUBLIC_URL: baseURL,
    },
  },
});
