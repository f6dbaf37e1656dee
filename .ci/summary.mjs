// Sums the JSON reports of every suite (vitest, Playwright) plus the lint/typecheck checks into the one
// closing line CI reads: "N passed, M failed, K skipped". Exits 1 when anything failed or a report is missing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);
let passed = Number(checksPassed);
let failed = Number(checksFailed);
let skipped = 0;

function read(file) {
  const path = join(dir, file);
  if (!existsSync(path)) {
    console.log(`!! ${file} is missing: that suite did not run to the end`);
    failed += 1;
    return null;
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}

const vitest = read('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
  if (!vitest.success && vitest.numFailedTests === 0) failed += 1; // a file that failed to load
}
// the browser suite's runs side by side (ui/e2e/run.mjs), each with its own report; or one run's
const shardReports = existsSync(dir)
  ? readdirSync(dir)
      .filter((name) => /^e2e-shard-\d+$/.test(name))
      .map((name) => join(name, 'e2e.json'))
  : [];
for (const file of shardReports.length > 0 ? shardReports : ['e2e.json']) {
  const e2e = read(file);
  if (!e2e) continue;
  passed += e2e.stats.expected + e2e.stats.flaky;
  failed += e2e.stats.unexpected;
  skipped += e2e.stats.skipped;
  failed += (e2e.errors ?? []).length;
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
