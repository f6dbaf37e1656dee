import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { fileURLToPath } from 'node:url';
import { CONNECTION_LIMITS } from '@league/infra/http';
import { npmStartCommand, rssMb, startNodeProcess, startSeededServer } from './load';
import type { BenchLeague } from './reads-league';

const STATIC_SERVER = fileURLToPath(new URL('./static-server.ts', import.meta.url));

/**
 * The public reads of the site under load, on the server as npm start runs it (a process of its own,
 * from its first start, seeded over HTTP): each read beside a static-JSON route serving a body of the
 * same size in the same run (the site's HTTP app with no work to do, in a process started alike: the
 * ceiling fastify sets on this machine), at 1 and 50 connections; the write→visible time of a result
 * through X-Min-Position; the server's RSS under load, for reference (the load section holds it to the
 * memory goal). The load generator runs in a worker thread of the bench's process. At 50 connections,
 * where the goal is, the read and its static route take turns ROUNDS times and each figure is the median
 * of its rounds: a moment of noise on the machine then moves one round, not the goal.
 */

const DURATION_S = 1.5;
const ROUNDS = 3;
const GOALS = { fractionOfStatic: 0.6, p99Ms: 20, visibleP50Ms: 15 };

interface Load {
  perSecond: number;
  p99: number;
  failures: number;
}

async function load(url: string, connections: number, onTick?: () => void): Promise<Load> {
  const sampler = onTick ? setInterval(onTick, 100) : undefined;
  try {
    const result = await autocannon({
      url,
      connections,
      duration: DURATION_S,
      workers: 1,
      // a client opens a new connection when the server closes a kept-alive one after its quota, as a
      // browser does on `Connection: close`; without it every later request is a 503, counted as a read
      reconnectRate: CONNECTION_LIMITS.maxRequestsPerSocket,
    });
    return {
      perSecond: result.requests.average,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The floor: the site's HTTP app with one route answering a prepared body of `bytes` bytes
 * (static-server.ts), in a process of its own started like the site's (npm start's node flags and
 * environment), so that the two are measured alike.
 */
async function startStaticServer() {
  const start = npmStartCommand();
  const server = await startNodeProcess(
    [...start.flags, '--import', 'tsx', STATIC_SERVER],
    start.env,
    /listening at (http:\/\/\S+)/,
  );
  return { address: server.url, close: server.stop };
}

const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/** The median rate and median p99 of rounds of one load, with every round's failures. */
function medianLoad(rounds: readonly Load[]): Load {
  return {
    perSecond: median(rounds.map((round) => round.perSecond)),
    p99: median(rounds.map((round) => round.p99)),
    failures: rounds.reduce((sum, round) => sum + round.failures, 0),
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** Records a result again and again, each time reading the standings with X-Min-Position. */
async function writeToVisible(site: string, league: BenchLeague, tries: number) {
  const writes: number[] = [];
  const visible: number[] = [];
  for (let i = 0; i < tries; i++) {
    const started = performance.now();
    const { position } = await league.rerecordResult(i);
    const written = performance.now();
    const response = await fetch(`${site}/api/league/leagues/${league.leagueId}/standings`, {
      headers: { 'x-min-position': position },
    });
    await response.arrayBuffer();
    if (!response.ok || response.headers.get('x-stale')) throw new Error('the write was not visible');
    writes.push(written - started);
    visible.push(performance.now() - written);
  }
  const sort = (list: number[]) => list.sort((a, b) => a - b);
  return { writes: sort(writes), visible: sort(visible) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const pad = (cells: string[], widths: number[]) =>
  cells.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  ');

function table(header: string[], rows: string[][]): string {
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((cells) => cells[c]!.length)));
  return [
    pad(header, widths),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.map((r) => pad(r, widths)),
  ].join('\n');
}

export async function benchReads(): Promise<void> {
  const started = performance.now();
  console.log('Reads: seeding a 12-team league with 120 played games through the command API …');
  const { url, child, league, close } = await startSeededServer();
  const site = { url };
  const fixed = await startStaticServer();
  try {
    const seeded = performance.now();
    const idleRss = rssMb(child.pid!);
    const reads = [
      ['standings', `/api/league/leagues/${league.leagueId}/standings`],
      ['leaders', `/api/league/${league.leagueId}/scoringLeaders`],
      ['league schedule', `/api/league/schedule/${league.leagueId}`],
      ['game summary', `/api/admin/game/${league.gameId}`],
      ['player history', `/api/player/${league.playerId}/history`],
    ] as const;

    let rss = 0;
    const sampleRss = () => (rss = Math.max(rss, rssMb(child.pid!)));
    const rows: string[][] = [];
    const misses: string[] = [];
    for (const [name, path] of reads) {
      const response = await fetch(site.url + path);
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      for (const connections of [1, 50]) {
        const reads: Load[] = [];
        const ceilings: Load[] = [];
        for (let round = 0; round < (connections > 1 ? ROUNDS : 1); round++) {
          reads.push(await load(site.url + path, connections, connections > 1 ? sampleRss : undefined));
          ceilings.push(await load(`${fixed.address}/static/${bytes}`, connections));
        }
        const read = medianLoad(reads);
        const ceiling = medianLoad(ceilings);
        const fraction = ceiling.perSecond > 0 ? read.perSecond / ceiling.perSecond : 0;
        if (read.failures > 0) misses.push(`${name} at ${connections}: ${read.failures} failed requests`);
        if (connections === 50 && (fraction < GOALS.fractionOfStatic || read.p99 > GOALS.p99Ms))
          misses.push(`${name} at 50 connections`);
        rows.push([
          name,
          `${bytes.toLocaleString('en-US')} B`,
          String(connections),
          Math.round(read.perSecond).toLocaleString('en-US'),
          Math.round(ceiling.perSecond).toLocaleString('en-US'),
          fraction.toFixed(2),
          ms(read.p99),
          ms(ceiling.p99),
        ]);
      }
    }
    const { writes, visible } = await writeToVisible(site.url, league, 50);

    console.log(
      `\n${table(['read', 'body', 'conn', 'read /s', 'static /s', 'read/static', 'read p99', 'static p99'], rows)}\n`,
    );
    const visibleP50 = percentile(visible, 50);
    console.log(
      `Write→visible (${visible.length} results recorded, each read back with X-Min-Position on the standings):\n` +
        `  the write answers in p50 ${ms(percentile(writes, 50))}, p95 ${ms(percentile(writes, 95))}; ` +
        `visible after it in p50 ${ms(visibleP50)}, p95 ${ms(percentile(visible, 95))}\n` +
        `RSS of the server's process under the 50-connection load: ${rss.toFixed(0)} MB ` +
        `(${idleRss.toFixed(0)} MB idle after seeding)\n`,
    );
    if (visibleP50 > GOALS.visibleP50Ms) misses.push('write→visible p50');
    console.log(
      `Goals: every public read ≥ ${GOALS.fractionOfStatic}× the static route at 50 connections with p99 ≤ ${GOALS.p99Ms} ms; ` +
        `write→visible p50 ≤ ${GOALS.visibleP50Ms} ms.\n` +
        (misses.length ? `  Missed: ${misses.join('; ')}.` : '  All met.') +
        `\nSeeding ${((seeded - started) / 1000).toFixed(1)} s, reads section ${((performance.now() - started) / 1000).toFixed(1)} s in all.\n`,
    );
  } finally {
    await fixed.close();
    await close();
  }
}
