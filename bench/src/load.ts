import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { CONNECTION_LIMITS } from '@league/infra/http';
import { ROOT_DIR } from '../../launch/embedded-app';
import { describeMemory, type MemoryBreakdown } from '../../launch/embedded-memory';
import { seedBenchLeague, type BenchLeague } from './reads-league';

/**
 * The embedded site under a mixed load for 30 s: 50 clients reading the public league pages while two
 * admins write one after another (game results, new players), each write read back with X-Min-Position.
 * Readers must see no errors, and every write must be visible on the read that follows it.
 */

const DURATION_S = 30;
const READERS = 50;
const REQUEST_TIMEOUT_MS = 10_000;
/** the embedded server's resident memory under this load (its own process, as npm start runs it) */
const RSS_GOAL_MB = 250;
export const ADMIN = { email: 'bench@example.org', password: 'bench-password' };

interface WriterFigures {
  writes: number;
  errors: number;
  visible: number;
  writeMs: number[];
}

const newWriter = (): WriterFigures => ({ writes: 0, errors: 0, visible: 0, writeMs: [] });

async function send(url: string, init: RequestInit = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  const text = await response.text();
  return { response, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Records a result again and again; each time the standings read with its position must not be stale. */
async function recordResults(site: string, league: BenchLeague, until: number, figures: WriterFigures) {
  for (let attempt = 0; performance.now() < until; attempt++) {
    try {
      const started = performance.now();
      const { position } = await league.rerecordResult(attempt);
      figures.writeMs.push(performance.now() - started);
      figures.writes++;
      const { response } = await send(`${site}/api/league/leagues/${league.leagueId}/standings`, {
        headers: { 'x-min-position': position },
      });
      if (response.ok && !response.headers.get('x-stale')) figures.visible++;
    } catch {
      figures.errors++;
    }
  }
}

/** Adds players one after another; each must be in the admin's player list read with its position. */
async function createPlayers(site: string, token: string, until: number, figures: WriterFigures) {
  const auth = { authorization: `Bearer ${token}` };
  while (performance.now() < until) {
    try {
      const id = randomUUID();
      const started = performance.now();
      const created = await send(`${site}/api/admin/createPlayer`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ id, firstName: 'Load', lastName: `Player ${id.slice(0, 8)}` }),
      });
      if (created.response.status !== 201) throw new Error(`createPlayer: ${created.response.status}`);
      figures.writeMs.push(performance.now() - started);
      figures.writes++;
      const list = await send(`${site}/api/admin/players`, {
        headers: { ...auth, 'x-min-position': String(created.body.position) },
      });
      const players = (list.body.allPlayers ?? []) as Array<{ _id: string }>;
      if (list.response.ok && players.some((p) => p._id === id)) figures.visible++;
    } catch {
      figures.errors++;
    }
  }
}

export async function adminToken(site: string, admin: { email: string; password: string }) {
  const { response, body } = await send(`${site}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status}`);
  return String(body.token);
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/** VmRSS of a process in MB (0 once it is gone). */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The server's own breakdown of its memory (GET /api/admin/system/memory, launch/embedded-memory.ts). */
export async function memoryOf(site: string, token: string): Promise<MemoryBreakdown | null> {
  try {
    const { response, body } = await send(`${site}/api/admin/system/memory`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return response.ok ? (body as unknown as MemoryBreakdown) : null;
  } catch {
    return null;
  }
}

/**
 * An npm script that runs node (`npm start`, `npm run rebuild`) as package.json gives it: the environment
 * it sets before node (`NAME=value` words), node's flags and the script, so the benches run it as users do.
 */
export function npmScriptCommand(name: string): {
  env: Record<string, string>;
  flags: string[];
  script: string[];
} {
  const pkg = JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts[name]!.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [variable, ...value] = words.shift()!.split('=');
    env[variable!] = value.join('=');
  }
  const [command, ...args] = words;
  if (command !== 'node')
    throw new Error(`npm run ${name} runs ${command}, not node: the bench cannot follow it`);
  return {
    env,
    flags: args.filter((arg) => arg.startsWith('--')),
    script: args.filter((arg) => !arg.startsWith('--')),
  };
}

/** `npm start` as package.json gives it (npmScriptCommand). */
export const npmStartCommand = () => npmScriptCommand('start');

/**
 * The embedded server as `npm start` runs it, in a process of its own, on `dataDir` (without the demo
 * unless `env` asks for it); its URL once it listens.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<NodeServer> {
  const start = npmStartCommand();
  return startNodeProcess(
    [...start.flags, ...start.script],
    {
      ...start.env,
      PORT: '0',
      LEAGUE_DATA_DIR: dataDir,
      LEAGUE_DEMO: '0',
      LEAGUE_ADMIN_EMAIL: ADMIN.email,
      LEAGUE_ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
    /running at (http:\/\/\S+)/,
  );
}

/** A server in a node process of its own, and how to stop it. */
export interface NodeServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A node process started with `args` (from the repository's root, `env` added to this one's), once it
 * prints the URL it listens on (the first group of `listening`); stopped with SIGTERM, once.
 */
export async function startNodeProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  listening: RegExp,
): Promise<NodeServer> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return; // exited, or killed by a signal
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const found = listening.exec(output);
        if (found) resolve(found[1]!);
      });
      child.once('exit', (code) =>
        reject(new Error(`${args.at(-1)} exited (${code}) before listening: ${output}`)),
      );
    });
    return { url, child, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The server on a data dir of its own (no demo), from its first start as a new site has it (npm start
 * creates the database in a short-lived process of its own, README.md "npm start"), seeded with the
 * benches' 12-team league over HTTP; `env` is added to the server's environment (startServerProcess).
 * Its RSS once listening and its largest while being seeded are measured too.
 */
export async function startSeededServer(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), 'league-bench-load-'));
  try {
    const server = await startServerProcess(dataDir, env);
    try {
      const pid = server.child.pid!;
      const listeningMb = rssMb(pid);
      let seedingPeakMb = listeningMb;
      const sampler = setInterval(() => (seedingPeakMb = Math.max(seedingPeakMb, rssMb(pid))), 200);
      const league = await seedBenchLeague(server.url, ADMIN).finally(() => clearInterval(sampler));
      return {
        ...server,
        league,
        listeningMb,
        seedingPeakMb,
        async close() {
          await server.stop();
          await rm(dataDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      await server.stop();
      throw error;
    }
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export async function benchLoad(): Promise<void> {
  console.log(
    `\nLoad: ${READERS} readers and 2 writers for ${DURATION_S} s on a seeded 12-team league (embedded site, npm start's server process) …`,
  );
  const { url, child, league, close, listeningMb, seedingPeakMb } = await startSeededServer();
  const site = { url };
  const pid = child.pid!;
  try {
    const token = await adminToken(site.url, ADMIN);
    const idleMb = rssMb(pid);
    const idleMemory = await memoryOf(site.url, token);
    let peakMb = idleMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 200);
    // the server's breakdown once a second under load; the one of the largest RSS is printed
    let peakMemory: MemoryBreakdown | null = null;
    const breakdowns = setInterval(() => {
      void memoryOf(site.url, token).then((m) => {
        if (m && (!peakMemory || m.rssMb > peakMemory.rssMb)) peakMemory = m;
      });
    }, 1000);
    const reads = [
      `/api/league/leagues/${league.leagueId}/standings`,
      `/api/league/schedule/${league.leagueId}`,
      `/api/league/${league.leagueId}/scoringLeaders`,
      `/api/admin/game/${league.gameId}`,
    ];

    const until = performance.now() + DURATION_S * 1000;
    const results = newWriter();
    const players = newWriter();
    const [readLoad] = await Promise.all([
      autocannon({
        url: site.url,
        connections: READERS,
        duration: DURATION_S,
        timeout: REQUEST_TIMEOUT_MS / 1000,
        workers: 1,
        // reconnect when the server ends a kept-alive connection after its quota, as a browser does
        reconnectRate: CONNECTION_LIMITS.maxRequestsPerSocket,
        requests: reads.map((path) => ({ method: 'GET' as const, path })),
      }),
      recordResults(site.url, league, until, results),
      createPlayers(site.url, token, until, players),
    ]).finally(() => {
      clearInterval(sampler);
      clearInterval(breakdowns);
    });
    const afterMb = rssMb(pid);

    const writes = [results, players];
    const sum = (pick: (w: WriterFigures) => number) => writes.reduce((total, w) => total + pick(w), 0);
    const writeMs = writes.flatMap((w) => w.writeMs);
    const readErrors = readLoad.non2xx + readLoad.errors + readLoad.timeouts;
    console.log(
      `Reads (standings, schedule, leaders, game summary in turn): ${Math.round(readLoad.requests.average).toLocaleString('en-US')} req/s, ` +
        `p50 ${readLoad.latency.p50} ms, p99 ${readLoad.latency.p99} ms, ${readLoad.requests.total.toLocaleString('en-US')} in all; ` +
        `errors ${readErrors} (non-2xx ${readLoad.non2xx}, failed ${readLoad.errors}, timeouts ${readLoad.timeouts})\n` +
        `Writes: ${sum((w) => w.writes)} done (${results.writes} game results, ${players.writes} new players), ` +
        `answered in p50 ${percentile(writeMs, 50).toFixed(1)} ms, p99 ${percentile(writeMs, 99).toFixed(1)} ms; ` +
        `errors ${sum((w) => w.errors)}; visible on their follow-up read: ${sum((w) => w.visible)} of ${sum((w) => w.writes)}\n` +
        `Goals: no read or write errors, every write visible.` +
        (readErrors === 0 && sum((w) => w.errors) === 0 && sum((w) => w.visible) === sum((w) => w.writes)
          ? ' Met.'
          : ' Missed.') +
        `\nServer memory (RSS of its process from its first start on): ${listeningMb.toFixed(0)} MB once listening, ` +
        `${seedingPeakMb.toFixed(0)} MB at most while seeded, ${idleMb.toFixed(0)} MB idle, peak ${peakMb.toFixed(0)} MB under load, ` +
        `${afterMb.toFixed(0)} MB at its end; goal ≤ ${RSS_GOAL_MB} MB throughout:` +
        (Math.max(peakMb, seedingPeakMb) <= RSS_GOAL_MB ? ' Met.' : ' Missed.') +
        `\n  idle, seeded: ${idleMemory ? describeMemory(idleMemory) : 'no breakdown'}` +
        `\n  under load, largest sampled: ${peakMemory ? describeMemory(peakMemory) : 'no breakdown'}`,
    );
  } finally {
    await close();
  }
}
