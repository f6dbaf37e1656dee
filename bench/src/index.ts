import { performance } from 'node:perf_hooks';
import { compareStoreWithPlainSql, type Limits } from './store-vs-raw';
import { formatRecords, formatTable, type Row } from './table';
import { type BenchTarget, openPgliteTarget, openServerTarget } from './targets';
import { reportUiWeight } from './ui-weight';
import { benchScheduleGenerator } from './schedule-generator';
import { benchReads } from './reads';
import { benchLoad } from './load';
import { benchLiveViewers } from './live-viewers';
import { benchPhotos } from './photos';
import { benchLighthouse } from './lighthouse';
import { benchCommands } from './commands';
import { benchImport } from './import';
import { measureRebuild, measureRebuildRun } from './rebuild';
import { copyLog, openSiteLog, syntheticSiteDir } from './synthetic-log';

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

/** CPU and statements per command on the embedded site, against the goals. */
async function commandsSection(): Promise<void> {
  console.log('\nCommands on the embedded site (PGlite, every projection applied before the next command) …');
  const figures = await benchCommands();
  // the floor: a command whose projections change one row, measured in the same run
  const floor = figures[0]!.cpuMs;
  console.log(
    formatRecords(
      figures.map((f) => ({
        command: f.command,
        'SQL statements': f.statements.toFixed(1),
        'CPU ms': f.cpuMs.toFixed(2),
        'CPU / createPlayer': (f.cpuMs / floor).toFixed(1),
        'goal CPU ms': `≤ ${f.goalCpuMs}`,
        'per second': f.perSecond.toFixed(0),
      })),
    ),
  );
}

/**
 * Rebuild of every projection from a synthetic log of league seasons (generated once through the event
 * store, kept under bench/data), beside the floor of reading the log once and writing the final rows in
 * bulk. 100k events; 1M with --big. On the server too when TEST_DATABASE_URL or DATABASE_URL is set.
 */
async function rebuildSection(serverUrl: string | undefined): Promise<void> {
  const events = process.argv.includes('--big') ? 1_000_000 : 100_000;
  console.log(
    `\nRebuild of a ${events.toLocaleString('en-US')}-event log: \`npm run rebuild\` on a stopped embedded site (its own process, start included, on a data dir of PGlite files) …`,
  );
  const siteDir = await syntheticSiteDir(events, (done) => {
    if (done % 20_000 < 700) console.log(`  generating the log once: ${done.toLocaleString('en-US')} events`);
  });
  const rows = [];
  // a larger log is slower per event (bigger tables and indexes): only --big measures the goal itself
  const goal = (perSecond: number, seconds: number) =>
    events >= 1_000_000
      ? `1M in ${Math.round(1_000_000 / perSecond)} s (goal ≤ ${seconds} s)`
      : `1M at this rate: ${Math.round(1_000_000 / perSecond)} s, more at 1M (goal ≤ ${seconds} s; --big measures it)`;
  const pglite = await measureRebuildRun(siteDir, console.log);
  rows.push({ target: 'npm run rebuild, PGlite', ...pglite, goal: goal(pglite.perSecond, 60) });
  if (serverUrl) {
    const target = await openServerTarget(serverUrl);
    try {
      const source = await openSiteLog(siteDir);
      await copyLog(source, target.db);
      await source.close();
      const server = await measureRebuild(target.db, console.log);
      rows.push({ target: `${target.name}, runner in process`, ...server, goal: goal(server.perSecond, 30) });
    } finally {
      await target.dispose();
    }
  }
  console.log(
    formatRecords(
      rows.map((r) => ({
        target: r.target,
        events: r.events.toLocaleString('en-US'),
        seconds: r.seconds.toFixed(1),
        'CPU s': r.cpuSeconds.toFixed(1),
        'events/s': r.perSecond.toFixed(0),
        'floor s': r.floorSeconds.toFixed(1),
        'floor CPU s': r.floorCpuSeconds.toFixed(1),
        'rebuild/floor': (r.floorSeconds / r.seconds).toFixed(3),
        'at this rate': r.goal,
      })),
    ),
  );
  console.log(
    'Floor: the whole log read once and the rebuilt tables copied in bulk, in this process on the same database.',
  );
}

/**
 * The sections of the run, in order. `--only commands,rebuild` runs the named ones alone (to measure one
 * change without the whole run); Lighthouse runs with `--lighthouse`, or when named.
 */
const SECTIONS: ReadonlyArray<[name: string, run: () => unknown]> = [
  ['store', main],
  ['commands', commandsSection],
  ['rebuild', () => rebuildSection(process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL)],
  ['ui-weight', reportUiWeight],
  ['schedule-generator', benchScheduleGenerator],
  ['reads', benchReads],
  ['load', benchLoad],
  ['live-viewers', benchLiveViewers],
  ['photos', benchPhotos],
  ['import', benchImport],
  ['lighthouse', benchLighthouse],
];

function chosenSections(argv: readonly string[]): ReadonlySet<string> {
  const at = argv.indexOf('--only');
  if (at < 0) {
    const names = SECTIONS.map(([name]) => name).filter((name) => name !== 'lighthouse');
    return new Set(argv.includes('--lighthouse') ? [...names, 'lighthouse'] : names);
  }
  const names = (argv[at + 1] ?? '').split(',').filter(Boolean);
  const unknown = names.filter((name) => !SECTIONS.some(([known]) => known === name));
  if (names.length === 0 || unknown.length > 0)
    throw new Error(`--only takes a comma-separated list of: ${SECTIONS.map(([name]) => name).join(', ')}`);
  return new Set(names);
}

const chosen = chosenSections(process.argv);
for (const [name, run] of SECTIONS) if (chosen.has(name)) await run();
