import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { npmStartCommand, startNodeProcess, type NodeServer } from './load';
import { formatRecords } from './table';

/**
 * Serving player photos: a 5 MB photo asked for by 50 clients at once from the embedded site (npm start's
 * server, in a process of its own), and how far that process's resident memory rises above what it held
 * just before; beside the floor of a bare fastify app, in a process of its own with the same node flags,
 * streaming a 5 MB file from disk to the same 50 requests. Goal: the site's rise ≤ 20 MB (a photo read
 * whole for each request would take 250 MB).
 */

const PHOTO_BYTES = 5_000_000;
const CLIENTS = 50;
/** rounds before the measured ones: a fresh process grows its heap into its steady size in the first ones */
const WARM_UP_ROUNDS = 3;
const ROUNDS = 3;
const RISE_GOAL_MB = 20;
const ADMIN = { email: 'bench@example.org', password: 'bench-password' };

/** A process's memory figures in MB from /proc: resident now and its peak since the last reset. */
function memoryMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Starts the peak (VmHWM) afresh at the current RSS; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The floor: fastify streaming one file from disk, with its length and type, and nothing else. */
const STATIC_FILE_SERVER = `
import { createReadStream, statSync } from 'node:fs';
import Fastify from 'fastify';
const file = process.env.PHOTO_FILE;
const size = statSync(file).size;
const app = Fastify();
app.get('/photo.png', (request, reply) =>
  reply.header('content-type', 'image/png').header('content-length', size).send(createReadStream(file)));
console.log('listening at ' + (await app.listen({ port: 0, host: '127.0.0.1' })));
`;

async function json(url: string, init: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, init);
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/** An admin login, a player and their 5 MB photo on the site: the photo's URL. */
async function uploadPhoto(site: string, photo: Buffer): Promise<string> {
  const { token } = await json(`${site}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const auth = { authorization: `Bearer ${String(token)}` };
  const { playerId } = await json(`${site}/api/admin/createPlayer`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Photo' }),
  });
  const form = new FormData();
  form.append('image', new Blob([photo], { type: 'image/png' }), 'bench.png');
  const { url } = await json(`${site}/api/player/${String(playerId)}/photo`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  return `${site}${String(url)}`;
}

/** One GET read to its end (bytes counted, not kept), as a browser on its own connection would. */
function download(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { agent }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () =>
        response.statusCode === 200 ? resolve(bytes) : reject(new Error(`${url}: ${response.statusCode}`)),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

interface Rise {
  beforeMb: number;
  peakMb: number;
  seconds: number;
  /** whether the peak is the kernel's high-water mark (else samples every 5 ms) */
  exact: boolean;
}

/**
 * The server's RSS just before CLIENTS requests of the photo at once, and its peak while they run (the
 * kernel's high-water mark, reset before each round, and a sample every 5 ms where it cannot be reset);
 * the round with the largest rise of ROUNDS, after WARM_UP_ROUNDS.
 */
async function measureRise(server: NodeServer, url: string): Promise<Rise> {
  const pid = server.child.pid!;
  const agent = new Agent({ keepAlive: false, maxSockets: CLIENTS });
  let worst: Rise | null = null;
  try {
    for (let round = 1; round <= WARM_UP_ROUNDS + ROUNDS; round++) {
      await sleep(500);
      const beforeMb = memoryMb(pid).rss;
      const exact = resetPeak(pid);
      let sampled = beforeMb;
      const sampler = setInterval(() => (sampled = Math.max(sampled, memoryMb(pid).rss)), 5);
      const started = performance.now();
      const sizes = await Promise.all(Array.from({ length: CLIENTS }, () => download(url, agent))).finally(
        () => clearInterval(sampler),
      );
      const seconds = (performance.now() - started) / 1000;
      if (sizes.some((size) => size !== PHOTO_BYTES)) throw new Error(`short answers: ${sizes.join(', ')}`);
      const peakMb = Math.max(sampled, exact ? memoryMb(pid).peak : 0);
      if (round <= WARM_UP_ROUNDS) continue;
      if (!worst || peakMb - beforeMb > worst.peakMb - worst.beforeMb)
        worst = { beforeMb, peakMb, seconds, exact };
    }
  } finally {
    agent.destroy();
  }
  return worst!;
}

export async function benchPhotos(): Promise<void> {
  console.log(
    `\nPhotos: a ${(PHOTO_BYTES / 1e6).toFixed(0)} MB photo to ${CLIENTS} clients at once (embedded site, npm start's server process), beside a bare fastify file stream …`,
  );
  const dir = await mkdtemp(join(tmpdir(), 'league-bench-photos-'));
  const servers: NodeServer[] = [];
  try {
    const photo = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      randomBytes(PHOTO_BYTES - 8),
    ]);
    const { env: startEnv, flags, script } = npmStartCommand();
    const startSite = () =>
      startNodeProcess(
        [...flags, ...script],
        {
          ...startEnv,
          PORT: '0',
          LEAGUE_DATA_DIR: join(dir, 'data'),
          LEAGUE_DEMO: '0',
          LEAGUE_ADMIN_EMAIL: ADMIN.email,
          LEAGUE_ADMIN_PASSWORD: ADMIN.password,
          LOG_LEVEL: 'warn',
        },
        /running at (http:\/\/\S+)/,
      );
    // its first start, as a new site has it (the database is created in a process of its own)
    const site = await startSite();
    servers.push(site);
    const siteRise = await measureRise(site, await uploadPhoto(site.url, photo));
    await site.stop();

    const file = join(dir, 'photo.png');
    await writeFile(file, photo);
    const floor = await startNodeProcess(
      [...flags, '--input-type=module', '-e', STATIC_FILE_SERVER],
      { ...startEnv, PHOTO_FILE: file },
      /listening at (http:\/\/\S+)/,
    );
    servers.push(floor);
    const floorRise = await measureRise(floor, `${floor.url}/photo.png`);
    await floor.stop();

    const row = (server: string, rise: Rise, goal: string) => ({
      server,
      'RSS before MB': rise.beforeMb.toFixed(1),
      'peak MB': rise.peakMb.toFixed(1),
      'rise MB': (rise.peakMb - rise.beforeMb).toFixed(1),
      's for 50': rise.seconds.toFixed(2),
      goal,
    });
    const met = siteRise.peakMb - siteRise.beforeMb <= RISE_GOAL_MB;
    console.log(
      formatRecords([
        row('site: GET /api/photos/{name}', siteRise, `rise ≤ ${RISE_GOAL_MB} MB: ${met ? 'met' : 'missed'}`),
        row('floor: fastify, file stream', floorRise, 'floor'),
      ]),
    );
    console.log(
      `The largest rise of ${ROUNDS} rounds after ${WARM_UP_ROUNDS} to warm up; the site from its first start, empty but for the photo; the peak is ` +
        (siteRise.exact && floorRise.exact
          ? "the kernel's high-water mark of the process (VmHWM, reset before each round)."
          : 'the largest RSS sampled every 5 ms.'),
    );
  } finally {
    for (const server of servers) await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
