// The browser suite as `npm test` runs it: the test files split between E2E_SHARDS Playwright runs
// (2 by default) that go side by side, each with its own server, store, port and results dir
// (playwright.config.ts), on one UI build made first. A run spends about half its time waiting on its
// server and its browser: two of them keep a two-core machine busy. Arguments go to Playwright, in one
// run (`npm run test:e2e -- navigation`). Exits non-zero when any run failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
// as for one run (playwright.config.ts): the runs' results under E2E_RESULTS_DIR, their ports from E2E_PORT up
const results = process.env.E2E_RESULTS_DIR ?? join(root, 'test-results');
const firstPort = Number(process.env.E2E_PORT ?? 3199);
const args = process.argv.slice(2);
const shards = args.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_SHARDS ?? 2));
const uiDist = join(results, 'ui-dist');

/**
 * The test files of each run: the longest first, each to the run with the least so far, by the seconds
 * it took in a whole run (seconds.json, written from test-results/e2e-seconds.json, which every sharded
 * run leaves behind); a file not in the table yet is reckoned by the size of its source, at the table's
 * seconds per byte. Each run gets whole files, as one run does.
 */
function splitFiles() {
  const dir = join(root, 'ui/e2e');
  const seconds = JSON.parse(readFileSync(join(dir, 'seconds.json'), 'utf8'));
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.e2e.test.ts'))
    .map((name) => ({ name, size: statSync(join(dir, name)).size }));
  const known = files.filter((file) => file.name in seconds);
  const perByte =
    known.reduce((sum, file) => sum + seconds[file.name], 0) /
    Math.max(
      1,
      known.reduce((sum, file) => sum + file.size, 0),
    );
  const timed = files
    .map((file) => ({ name: file.name, seconds: seconds[file.name] ?? file.size * perByte }))
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const runs = Array.from({ length: shards }, () => ({ seconds: 0, files: [] }));
  for (const file of timed) {
    const lightest = runs.reduce((least, run) => (run.seconds < least.seconds ? run : least));
    lightest.seconds += file.seconds;
    lightest.files.push(`ui/e2e/${file.name}`);
  }
  return runs.map((run) => run.files);
}

/** The seconds each test file took in the runs just made, summed from their JSON reports. */
function secondsTaken() {
  const taken = {};
  const add = (file, suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) taken[file] = (taken[file] ?? 0) + result.duration / 1000;
    for (const inner of suite.suites ?? []) add(file, inner);
  };
  for (let index = 1; index <= shards; index++) {
    const report = join(results, `e2e-shard-${index}`, 'e2e.json');
    if (!existsSync(report)) continue;
    for (const suite of JSON.parse(readFileSync(report, 'utf8')).suites ?? []) add(suite.file, suite);
  }
  return Object.fromEntries(
    Object.entries(taken)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s)]),
  );
}

// one UI build for every run's server, made before any starts (start.mjs builds it when it is stale)
const built = spawnSync(process.execPath, [join(root, 'launch/start.mjs'), '--prepare-ui'], {
  cwd: root,
  env: { ...process.env, LEAGUE_UI_DIST: uiDist, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

function runShard(index, files) {
  const dir = join(results, `e2e-shard-${index}`);
  const child = spawn(
    process.execPath,
    [
      join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      join(root, 'ui/e2e/playwright.config.ts'),
      ...files,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        E2E_RESULTS_DIR: dir,
        E2E_UI_DIST: uiDist,
        // the pictures of every run in one folder (support.ts)
        E2E_SCREENS_DIR: join(results, 'screens'),
        // a port each, and the mail catcher's port beside it (playwright.config.ts)
        E2E_PORT: String(firstPort + (index - 1) * 100),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const prefix = shards > 1 ? `[${index}/${shards}] ` : '';
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const runs = shards > 1 ? splitFiles() : [args];
// every earlier run's results go, so that the reports left (.ci/summary.mjs sums them) are this run's
for (const name of existsSync(results) ? readdirSync(results) : [])
  if (/^e2e-shard-\d+$/.test(name)) rmSync(join(results, name), { recursive: true, force: true });
const codes = await Promise.all(runs.map((files, i) => runShard(i + 1, files)));
if (shards > 1)
  writeFileSync(join(results, 'e2e-seconds.json'), `${JSON.stringify(secondsTaken(), null, 2)}\n`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
