import { performance } from 'node:perf_hooks';
import { compareStoreWithPlainSql, type Limits } from './store-vs-raw';
import { formatTable, type Row } from './table';
import { type BenchTarget, openPgliteTarget, openServerTarget } from './targets';
import { reportUiWeight } from './ui-weight';
import { benchReads } from './reads';

/**
 * `npm run bench`: the PostgreSQL event store against plain SQL on the same database, on PGlite and, when
 * TEST_DATABASE_URL or DATABASE_URL is set, on that server (in a database of its own, dropped afterwards).
 * Every loop is bounded by count and time, so the whole run stays well under 90 s.
 */
const LIMITS: Limits = { appends: 3_000, budgetMs: 8_000, logSize: 30_000 };

async function main(): Promise<void> {
  const started = performance.now();
  const serverUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const openers: Array<() => Promise<BenchTarget>> = [openPgliteTarget];
  if (serverUrl) openers.push(() => openServerTarget(serverUrl));
  else console.log('No TEST_DATABASE_URL or DATABASE_URL: PGlite only.\n');

  const rows: Row[] = [];
  for (const open of openers) {
    const target = await open();
    try {
      console.log(`Measuring ${target.name} …`);
      for (const comparison of await compareStoreWithPlainSql(target.db, LIMITS))
        rows.push({ target: target.name, ...comparison });
    } finally {
      await target.dispose();
    }
  }

  console.log(`\n${formatTable(rows)}\n`);
  console.log(
    `Appends: one event per call to 1,000 streams with the expected version, sequential, into a log of ${LIMITS.logSize.toLocaleString('en-US')} events; raw: autocommit single-row INSERT.\n` +
      `Reads: the whole log in batches, three passes.\n` +
      `Store and raw SQL are timed in alternating rounds on the same database.\n` +
      `Total ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

await main();
reportUiWeight();
await benchReads();
