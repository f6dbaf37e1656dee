import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { readFileSync } from 'node:fs';
import { request, type ClientRequest, type IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';
import { LEAGUE_READ_MODELS } from '@league/contracts/live';
import { ADMIN, adminToken, percentile, rssMb, startSeededServer } from './load';
import { formatRecords } from './table';

/**
 * Live viewers of a game being scored (docs/live.md): public game-summary pages of a game in progress,
 * each holding GET /api/live from an address of its own (X-Forwarded-For, the server started with
 * LEAGUE_TRUST_PROXY=1), while the scorekeeper posts a goal on the game's sheet. Each page does what the
 * UI does (ui/src/shared/live/liveStream.ts): on `changed` naming a read model of the game summary
 * (LEAGUE_READ_MODELS.game) it refetches GET /api/admin/game/{gameId} with the announced position as
 * X-Min-Position, retried twice (1 s, then 2 s later) on a network error or a 5xx as the UI's query
 * client does. Per viewer: the time from sending the goal to its announcement, and to its refetched
 * summary holding the goal. Floors of the same run: one viewer, and the same streams told of a change
 * the page does not follow (a news item).
 */

const VIEWER_COUNTS = [1_000, 5_000] as const;
/** streams being opened at once (a burst of page loads, not a connection storm the kernel drops) */
const OPEN_WIDTH = 100;
/** rounds of the one-viewer floor */
const SINGLE_ROUNDS = 5;
/** the longest a round waits for its last viewer */
const ROUND_TIMEOUT_MS = 15_000;
/** quiet before a round, past the live stream's 300 ms between announcements, so each goes out after 60 ms */
const QUIET_MS = 400;
/** what the UI's query client waits before each of its two retries (ui/src/app/queryClient.ts) */
const RETRY_DELAYS_MS = [1_000, 2_000];
const GOALS = { pagesAt1000Ms: 2_000, reachP99Ms: 1_000, herdMs: 2_000, rssMb: 300 };
const GAME_READ_MODELS: readonly string[] = LEAGUE_READ_MODELS.game;

/** A round the viewers take part in: from when its times count, and what a refetched summary must hold. */
interface Round {
  started: number;
  /** a goal round: the number of goals the refetched summary must hold; null for the news round */
  goals: number | null;
}

interface Viewer {
  index: number;
  address: string;
  status: number | 'closed by the server' | 'failed';
  request: ClientRequest;
  response: IncomingMessage | null;
  ready: boolean;
  ended: boolean;
  buffer: string;
  round: Round | null;
  /** ms from the round's start to the first announcement of the round */
  announcedMs: number | null;
  /** ms from the round's start to a refetched summary holding the goal */
  shownMs: number | null;
  /** ms from the round's start to the end of its last refetch */
  servedMs: number | null;
  refetches: number;
  failedRefetches: number;
  withoutGoal: number;
  /** the refetch in flight: a newer announcement cancels it, as react-query's invalidation does */
  inFlight: ClientRequest | null;
  givenUp: boolean;
}

interface Target {
  host: string;
  port: number;
  gameId: string;
}

const addressOf = (index: number) => `198.18.${(index >> 8) & 255}.${index & 255}`;

/** The soft limit on open files of this process. */
function openFilesLimit(): number {
  try {
    const limits = readFileSync('/proc/self/limits', 'utf8');
    const soft = /Max open files\s+(\S+)/.exec(limits)?.[1];
    return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return Infinity;
  }
}

function handleEvent(target: Target, viewer: Viewer, block: string) {
  let event = 'message';
  let data = '';
  for (const line of block.split('\n')) {
    if (line.startsWith('event: ')) event = line.slice(7);
    else if (line.startsWith('data: ')) data += line.slice(6);
  }
  if (event === 'ready') viewer.ready = true;
  if (event !== 'changed' || !viewer.round) return;
  const now = performance.now();
  const round = viewer.round;
  viewer.announcedMs ??= now - round.started;
  const change = JSON.parse(data) as { position: string; projections: string[] };
  if (!change.projections.some((name) => GAME_READ_MODELS.includes(name))) return;
  // after this turn's other streams have been read, as each browser would at once
  setImmediate(() => refetch(target, viewer, round, change.position, 0));
}

/** The goals of a game summary's answer (GET /api/admin/game/{gameId}); -1 for an answer that is not one. */
function goalsIn(body: Buffer, encoding: string | undefined): number {
  // the viewers are sent the same few answers: each is read once, as each phone would read its own
  const key = `${encoding ?? ''} ${body.toString('latin1')}`;
  let goals = goalCounts.get(key);
  if (goals === undefined) {
    goals = countGoals(body, encoding);
    goalCounts.set(key, goals);
  }
  return goals;
}
/** What goalsIn has read, by encoding and bytes. */
const goalCounts = new Map<string, number>();

function countGoals(body: Buffer, encoding: string | undefined): number {
  try {
    const text = (
      encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
    ).toString('utf8');
    const { goals } = JSON.parse(text) as { goals?: unknown };
    return Array.isArray(goals) ? goals.length : -1;
  } catch {
    return -1;
  }
}

/** The page's refetch of its summary at `position`; retried on a network error or a 5xx. */
function refetch(target: Target, viewer: Viewer, round: Round, position: string, failures: number) {
  if (viewer.round !== round) return;
  viewer.inFlight?.destroy();
  viewer.refetches++;
  const fail = () => {
    viewer.failedRefetches++;
    viewer.servedMs = performance.now() - round.started;
    if (failures < RETRY_DELAYS_MS.length)
      setTimeout(() => refetch(target, viewer, round, position, failures + 1), RETRY_DELAYS_MS[failures]);
    else viewer.givenUp = true;
  };
  const sent = request(
    {
      host: target.host,
      port: target.port,
      path: `/api/admin/game/${target.gameId}`,
      agent: false,
      headers: {
        accept: 'application/json',
        // as a browser asks: the summary comes compressed
        'accept-encoding': 'gzip, deflate, br',
        'x-min-position': position,
        'x-forwarded-for': viewer.address,
      },
    },
    (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', () => undefined);
      response.on('end', () => {
        if (viewer.inFlight === sent) viewer.inFlight = null;
        const now = performance.now();
        if ((response.statusCode ?? 0) >= 500) return fail();
        viewer.servedMs = now - round.started;
        if (
          response.statusCode === 200 &&
          goalsIn(Buffer.concat(chunks), response.headers['content-encoding']) >= (round.goals ?? 0)
        )
          viewer.shownMs ??= now - round.started;
        else viewer.withoutGoal++;
      });
    },
  );
  viewer.inFlight = sent;
  sent.on('error', () => {
    // cancelled by a newer announcement: that refetch counts instead
    if (viewer.inFlight !== sent) return;
    viewer.inFlight = null;
    fail();
  });
  sent.end();
}

/** A viewer's figures at the start of `round` (none: before its first), each measured anew. */
const roundStart = (round: Round | null) => ({
  round,
  announcedMs: null,
  shownMs: null,
  servedMs: null,
  refetches: 0,
  failedRefetches: 0,
  withoutGoal: 0,
  givenUp: false,
});

/** A page opening its stream; resolves once the server answered it (or refused it). */
function openViewer(target: Target, index: number): Promise<Viewer> {
  return new Promise((resolve) => {
    const viewer: Viewer = {
      index,
      address: addressOf(index),
      status: 'failed',
      request: null as unknown as ClientRequest,
      response: null,
      ready: false,
      ended: false,
      buffer: '',
      inFlight: null,
      ...roundStart(null),
    };
    viewer.request = request(
      {
        host: target.host,
        port: target.port,
        path: '/api/live',
        agent: false,
        headers: { accept: 'text/event-stream', 'x-forwarded-for': viewer.address },
      },
      (response) => {
        viewer.status = response.statusCode ?? 0;
        viewer.response = response;
        response.setEncoding('utf8');
        response.on('error', () => undefined);
        response.on('close', () => (viewer.ended = true));
        if (viewer.status !== 200) {
          // a refused page gives the stream up (liveStream.ts)
          response.resume();
          viewer.request.destroy();
          return resolve(viewer);
        }
        response.on('data', (chunk: string) => {
          viewer.buffer += chunk;
          for (let end = viewer.buffer.indexOf('\n\n'); end >= 0; end = viewer.buffer.indexOf('\n\n')) {
            const block = viewer.buffer.slice(0, end);
            viewer.buffer = viewer.buffer.slice(end + 2);
            handleEvent(target, viewer, block);
          }
        });
        resolve(viewer);
      },
    );
    viewer.request.on('error', (error: NodeJS.ErrnoException) => {
      viewer.ended = true;
      if (viewer.response) return;
      // beyond the process's connections the server closes a new one at once
      viewer.status =
        error.code === 'ECONNRESET' || error.message === 'socket hang up' ? 'closed by the server' : 'failed';
      resolve(viewer);
    });
    viewer.request.end();
  });
}

async function openViewers(target: Target, count: number): Promise<Viewer[]> {
  const viewers: Viewer[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) viewers.push(await openViewer(target, next++));
  };
  await Promise.all(Array.from({ length: Math.min(OPEN_WIDTH, count) }, worker));
  const held = viewers.filter((v) => v.status === 200);
  const deadline = performance.now() + 10_000;
  while (held.some((v) => !v.ready && !v.ended) && performance.now() < deadline) await sleep(20);
  return viewers.sort((a, b) => a.index - b.index);
}

function closeViewers(viewers: readonly Viewer[]) {
  for (const viewer of viewers) {
    viewer.inFlight?.destroy();
    viewer.request.destroy();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The scorekeeper's calls (the bench's admin may score: docs/api.md, "Game sheet"). */
function scorekeeper(url: string, token: string) {
  return async (method: string, path: string, body?: object, minPosition?: string) => {
    for (;;) {
      const response = await fetch(url + path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(minPosition ? { 'x-min-position': minPosition } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      const text = await response.text();
      if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      if (method === 'GET' && response.headers.get('x-stale')) continue;
      return JSON.parse(text) as Record<string, unknown>;
    }
  };
}

/** A game of today between two of the league's teams, both lineups set and a first goal on its sheet. */
async function gameInProgress(call: ReturnType<typeof scorekeeper>, leagueId: string) {
  const schedule = await call('GET', `/api/league/schedule/${leagueId}`);
  const first = (schedule.allLeagueGamesArray as Array<Record<string, string>>)[0]!;
  const created = await call('POST', '/api/admin/createGame', {
    leagueId,
    homeTeamId: first.homeTeamId,
    visitorTeamId: first.visitorTeamId,
    venueId: first.venueId,
    date: todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE),
    time: '23:30',
  });
  const gameId = String(created.gameId);
  const rosters = await call(
    'GET',
    `/api/admin/${gameId}/rostersAndPoints`,
    undefined,
    String(created.position),
  );
  const lineups: Record<'home' | 'visitor', string[]> = { home: [], visitor: [] };
  for (const side of ['home', 'visitor'] as const) {
    lineups[side] = (rosters[`${side}Roster`] as Array<{ _id: string }>).map((p) => p._id);
    await call('PUT', `/api/admin/game/${gameId}/sheet/lineup/${side}`, {
      rosterPlayerIds: lineups[side],
      goalieRosterPlayerId: lineups[side][0],
    });
  }
  let goals = 0;
  let position = '';
  return {
    gameId,
    get goals() {
      return goals;
    },
    /** the position of the last goal */
    get position() {
      return position;
    },
    /** the next goal, alternating sides, a minute apart; the number of goals on the sheet once it is in */
    async score(): Promise<number> {
      const k = goals;
      const side = k % 2 === 0 ? 'home' : 'visitor';
      const roster = lineups[side];
      const minute = 1 + (k % 19);
      const answer = await call('POST', `/api/admin/game/${gameId}/sheet/goals`, {
        id: randomUUID(),
        side,
        period: 1 + (Math.floor(k / 19) % 3),
        time: `${String(minute).padStart(2, '0')}:00`,
        scorer: roster[1 + (k % (roster.length - 1))],
        assists: [roster[1 + ((k + 1) % (roster.length - 1))]],
      });
      position = String(answer.position);
      return ++goals;
    },
  };
}

/**
 * One round on the held viewers: `send` (a goal or a news item), then wait until every viewer has been
 * told and, for a goal, shows it (or gave up), or the round's time is out.
 */
async function runRound(
  held: readonly Viewer[],
  goals: number | null,
  send: (round: Round) => Promise<unknown>,
  pid: number,
): Promise<{ answeredMs: number; peakRssMb: number; viewers: readonly Viewer[] }> {
  await sleep(QUIET_MS);
  const round: Round = { started: performance.now(), goals };
  for (const viewer of held) {
    Object.assign(viewer, roundStart(round));
  }
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 100);
  try {
    const started = performance.now();
    await send(round);
    const answeredMs = performance.now() - started;
    const done = (v: Viewer) =>
      v.ended ||
      (goals === null ? v.announcedMs !== null : v.givenUp || (v.shownMs !== null && v.inFlight === null));
    const deadline = round.started + ROUND_TIMEOUT_MS;
    while (!held.every(done) && performance.now() < deadline) await sleep(10);
    // a late announcement or refetch still counts toward the herd: give it a moment to show up
    await sleep(goals === null ? 200 : 300);
    for (const viewer of held) viewer.round = null;
    return { answeredMs, peakRssMb, viewers: held };
  } finally {
    clearInterval(sampler);
  }
}

/** What a round sends: a goal (the pages refetch), a news item (no page follows it), or nothing (refetch). */
type RoundKind = 'goal' | 'news' | 'again';

interface RoundFigures {
  label: string;
  kind: RoundKind;
  viewers: number;
  held: number;
  refused: string;
  /** viewer-rounds measured: the held viewers, or the one viewer's rounds */
  samples: number;
  /** viewers told of the write, and in how long */
  announcedMs: number[];
  /** viewers whose refetched summary held the goal, and in how long */
  shownMs: number[];
  herdMs: number | null;
  refetches: string;
  answeredMs: number;
  holdingMb: number;
  peakRssMb: number;
}

function figuresOf(
  label: string,
  kind: RoundKind,
  viewers: readonly Viewer[],
  outcome: { answeredMs: number; peakRssMb: number },
  holdingMb: number,
): RoundFigures {
  const held = viewers.filter((v) => v.status === 200);
  const refused = new Map<string, number>();
  for (const v of viewers)
    if (v.status !== 200) refused.set(String(v.status), (refused.get(String(v.status)) ?? 0) + 1);
  const times = (pick: (v: Viewer) => number | null) =>
    held.flatMap((v) => {
      const value = pick(v);
      return value === null ? [] : [value];
    });
  const served = times((v) => v.servedMs);
  const sum = (pick: (v: Viewer) => number) => held.reduce((total, v) => total + pick(v), 0);
  return {
    label,
    kind,
    viewers: viewers.length,
    held: held.length,
    samples: held.length,
    refused:
      refused.size === 0
        ? '0'
        : [...refused].map(([status, n]) => `${n.toLocaleString('en-US')} (${status})`).join(', '),
    announcedMs: times((v) => v.announcedMs),
    shownMs: times((v) => v.shownMs),
    herdMs: served.length > 0 ? Math.max(...served) : null,
    refetches:
      `${sum((v) => v.refetches).toLocaleString('en-US')}, failed ${sum((v) => v.failedRefetches)}` +
      (kind === 'goal' ? `, without the goal ${sum((v) => v.withoutGoal)}` : ''),
    answeredMs: outcome.answeredMs,
    holdingMb,
    peakRssMb: outcome.peakRssMb,
  };
}

const ms = (value: number) => value.toFixed(0);
const spread = (values: readonly number[], of: number) =>
  values.length === 0
    ? `none of ${of.toLocaleString('en-US')}`
    : `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(Math.max(...values))}` +
      (values.length === of
        ? ''
        : ` (${values.length.toLocaleString('en-US')} of ${of.toLocaleString('en-US')})`);
const met = (ok: boolean) => (ok ? 'Met' : 'Missed');

/**
 * The goals of the 1,000 and 5,000 viewers' goal rounds, each judged on every viewer asked for: a page
 * whose stream was refused is never told, so a goal over all of them is missed.
 */
function verdict(f: RoundFigures): string {
  if (f.kind !== 'goal' || f.viewers === 1) return 'floor';
  const n = (value: number) => value.toLocaleString('en-US');
  const all = (got: number, what: string) =>
    got === f.viewers ? '' : ` (${what} ${n(got)} of ${n(f.viewers)})`;
  const shown = all(f.shownMs.length, 'shown');
  const shownMax = f.shownMs.length > 0 ? Math.max(...f.shownMs) : Infinity;
  if (f.viewers <= 1_000)
    return `every page shows it ≤ ${GOALS.pagesAt1000Ms / 1000} s: ${met(!shown && shownMax <= GOALS.pagesAt1000Ms)}${shown}`;
  const told = all(f.announcedMs.length, 'told');
  const reachP99 = f.announcedMs.length > 0 ? percentile(f.announcedMs, 99) : Infinity;
  const rss = Math.max(f.holdingMb, f.peakRssMb);
  return (
    `told all, p99 ≤ ${GOALS.reachP99Ms / 1000} s: ${met(!told && reachP99 <= GOALS.reachP99Ms)}${told}; ` +
    `herd ≤ ${GOALS.herdMs / 1000} s: ${met(!shown && (f.herdMs ?? Infinity) <= GOALS.herdMs)}${shown}; ` +
    `RSS ≤ ${GOALS.rssMb} MB: ` +
    (f.held === f.viewers ? met(rss <= GOALS.rssMb) : `not measured (${n(f.held)} held)`)
  );
}

export async function benchLiveViewers(): Promise<void> {
  const limit = openFilesLimit();
  // each viewer holds its stream and opens one connection to refetch; some room for the rest
  const counts = VIEWER_COUNTS.map((n) => Math.min(n, Math.floor((limit - 200) / 2)));
  console.log(
    `\nLive viewers of a game being scored: ${counts.map((n) => n.toLocaleString('en-US')).join(' then ')} ` +
      `game-summary pages on GET /api/live, each from an address of its own (X-Forwarded-For, LEAGUE_TRUST_PROXY=1), ` +
      `a scorekeeper posting a goal (embedded site, npm start's server process) …`,
  );
  if (counts.some((n, i) => n < VIEWER_COUNTS[i]!))
    console.log(
      `  (this process may open ${limit} files: fewer viewers than ${VIEWER_COUNTS.join(' and ')}; raise ulimit -n to measure them)`,
    );
  const started = performance.now();
  const { url, child, league, close } = await startSeededServer({ LEAGUE_TRUST_PROXY: '1' });
  const pid = child.pid!;
  try {
    const base = new URL(url);
    const call = scorekeeper(url, await adminToken(url, ADMIN));
    const game = await gameInProgress(call, league.leagueId);
    await game.score();
    // the server's address, looked up once as a browser does, not by each of the viewers' connections
    const { address: host } = await lookup(base.hostname);
    const target: Target = { host, port: Number(base.port), gameId: game.gameId };
    const news = (i: number) =>
      call('POST', '/api/admin/createNews', {
        newsHeading: `Bench news ${i}`,
        newsDate: todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE),
        newsContent: 'A change the game summary does not follow.',
      });
    const idleMb = rssMb(pid);
    const rows: RoundFigures[] = [];
    const opened: string[] = [];

    // the floor: one viewer, a few goals one after another
    const [single] = await openViewers(target, 1);
    if (single?.status !== 200 || !single.ready) throw new Error(`one viewer's stream: ${single?.status}`);
    const singles: Viewer[] = [];
    const alone = { answeredMs: 0, peakRssMb: 0 };
    for (let i = 0; i < SINGLE_ROUNDS; i++) {
      const outcome = await runRound([single], game.goals + 1, () => game.score(), pid);
      singles.push({ ...single });
      alone.answeredMs = Math.max(alone.answeredMs, outcome.answeredMs);
      alone.peakRssMb = Math.max(alone.peakRssMb, outcome.peakRssMb);
    }
    closeViewers([single]);
    const floor = figuresOf(`1 viewer, ${SINGLE_ROUNDS} goals (floor)`, 'goal', singles, alone, idleMb);
    rows.push({ ...floor, viewers: 1, held: 1, samples: SINGLE_ROUNDS });

    for (const count of counts) {
      await sleep(500);
      const opening = performance.now();
      const viewers = await openViewers(target, count);
      opened.push(
        `${count.toLocaleString('en-US')} in ${((performance.now() - opening) / 1000).toFixed(1)} s`,
      );
      const held = viewers.filter((v) => v.status === 200 && v.ready && !v.ended);
      const holdingMb = rssMb(pid);
      const n = count.toLocaleString('en-US');
      const quiet = await runRound(held, null, () => news(count), pid);
      rows.push(figuresOf(`${n}: a news item (floor)`, 'news', viewers, quiet, holdingMb));
      const scored = await runRound(held, game.goals + 1, () => game.score(), pid);
      rows.push(figuresOf(`${n}: a goal`, 'goal', viewers, scored, holdingMb));
      // every page refetches the summary it has now at once: the answers are in memory already
      const again = await runRound(
        held,
        game.goals,
        async (round) => {
          for (const viewer of held) refetch(target, viewer, round, game.position, 0);
        },
        pid,
      );
      rows.push(figuresOf(`${n}: the same refetches, unchanged (floor)`, 'again', viewers, again, holdingMb));
      closeViewers(viewers);
    }

    console.log(
      formatRecords(
        rows.map((f) => ({
          viewers: f.label,
          'held / refused': `${f.held.toLocaleString('en-US')} / ${f.refused}`,
          'told ms p50/p99/max': f.kind === 'again' ? '' : spread(f.announcedMs, f.samples),
          'shown ms p50/p99/max': f.kind === 'news' ? '' : spread(f.shownMs, f.samples),
          'herd served ms': f.herdMs === null ? '' : ms(f.herdMs),
          refetches: f.refetches,
          'write answered ms': f.kind === 'again' ? '' : ms(f.answeredMs),
          'RSS MB holding / peak': `${ms(f.holdingMb)} / ${ms(f.peakRssMb)}`,
          goal: verdict(f),
        })),
      ),
    );
    console.log(
      `Told: from sending the write to its announcement on the stream; shown: to the page's refetched summary ` +
        `(X-Min-Position) holding the goal; herd served: to the last refetch answered. Refused streams are not ` +
        `told anything: their pages do not update by themselves (docs/live.md). The unchanged refetches are sent ` +
        `all at once, with their answers in memory.\n` +
        `Streams opened ${OPEN_WIDTH} at a time: ${opened.join(', ')}. ` +
        `Server RSS idle, seeded: ${ms(idleMb)} MB. Section ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await close();
  }
}
