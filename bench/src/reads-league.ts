import { maxPosition } from '@league/contracts';
import type { DemoApi } from '../../launch/demo/api';
import {
  createLeague,
  createPlayers,
  createTeams,
  inParallel,
  recordGame,
} from '../../launch/demo/league-play-calls';
import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';
import { addDays, playGame, roundRobin, seeded } from '../../launch/demo/league-play-games';

/** What the reads bench reads and writes: ids in a seeded league. */
export interface BenchLeague {
  leagueId: string;
  /** a played game with player lines (the game summary) */
  gameId: string;
  /** a rostered player (the player history) */
  playerId: string;
  /** records the result of another played game again, a different score each time; its position */
  rerecordResult(attempt: number): Promise<{ position: string }>;
}

const TEAMS = 12;
const ROUNDS = 20; // 6 games a round: 120 played games
const PLAYERS_PER_TEAM = 12;

/** The demo's command calls, sent over HTTP to a running site as its admin. */
async function adminApi(site: string, admin: { email: string; password: string }): Promise<DemoApi> {
  let written: string | null = null;
  const send = async (method: string, url: string, body?: object, headers: Record<string, string> = {}) => {
    const response = await fetch(site + url, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${url} answered ${response.status}: ${text}`);
    const answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    if (typeof answer.position === 'string') written = maxPosition(written, answer.position);
    return { answer, stale: response.headers.get('x-stale') === '1' };
  };
  const { token } = (await send('POST', '/api/admin/login', admin)).answer;
  const authorization = `Bearer ${String(token)}`;
  return {
    adminToken: String(token),
    call: async (method, url, payload, ifMatch) =>
      (
        await send(method, url, payload, {
          authorization,
          ...(ifMatch === undefined ? {} : { 'if-match': String(ifMatch) }),
        })
      ).answer,
    // after every write this API made, asked again while the projections are behind
    async read(url) {
      for (;;) {
        const { answer, stale } = await send('GET', url, undefined, {
          authorization,
          ...(written ? { 'x-min-position': written } : {}),
        });
        if (!stale) return answer;
      }
    },
    get app(): never {
      throw new Error('the bench calls the site over HTTP only');
    },
    as(): never {
      throw new Error('the bench calls the site as its admin only');
    },
  };
}

/**
 * A league of 12 teams (two divisions, 12 players each) whose 120 regular-season games were all played,
 * recorded through the command API of the running site like the demo league (same seeded scores).
 */
export async function seedBenchLeague(
  site: string,
  admin: { email: string; password: string },
): Promise<BenchLeague> {
  const api = await adminApi(site, admin);
  const random = seeded(20250906);
  const { venueId } = await api.call('POST', '/api/admin/createVenue', {
    venueName: 'Bench Arena',
    venueAddress: '1 Load Test Way, Albany, NY 12205',
  });
  const players = await createPlayers(api, random, TEAMS * PLAYERS_PER_TEAM);
  const start = addDays(todayInTimeZone(DEFAULT_LEAGUE_TIME_ZONE), -7 * (ROUNDS + 1));
  const league = await createLeague(api, 'Bench Open', start);
  const teams = await createTeams(
    api,
    random,
    league,
    Array.from({ length: TEAMS }, (_, i) => ({
      teamName: `Bench Club ${String(i + 1).padStart(2, '0')}`,
      divisionName: i % 2 ? 'West' : 'East',
      players: players.slice(i * PLAYERS_PER_TEAM, (i + 1) * PLAYERS_PER_TEAM),
    })),
  );
  const games = roundRobin(teams, ROUNDS).flatMap((round, r) =>
    round.map((pairing, g) => ({
      league,
      ...pairing,
      date: addDays(start, 7 * r),
      time: `${18 + Math.floor(g / 2)}:${g % 2 ? '45' : '00'}`,
      venueId: String(venueId),
      score: playGame(random, pairing, false),
    })),
  );
  await inParallel(games, (game) => recordGame(api, game));

  const schedule = await fetch(`${site}/api/league/schedule/${league.leagueId}`);
  const items = ((await schedule.json()) as { allLeagueGamesArray: Array<{ _id: string }> })
    .allLeagueGamesArray;
  if (items.length !== games.length) throw new Error(`the bench league has ${items.length} games`);
  const rewritten = items[items.length - 1]!._id;
  // the game's version as its results page shows it: recorded once by recordGame; after a failed write
  // (it may have been recorded or not) the page is read again
  let version: number | null = null;
  const readVersion = async () =>
    ((await api.read(`/api/admin/game/${rewritten}`)) as { game: { version: number } }).game.version;
  return {
    leagueId: league.leagueId,
    gameId: items[0]!._id,
    playerId: players[0]!.playerId,
    async rerecordResult(attempt) {
      const [home, visitor] = attempt % 2 ? [1, 3] : [3, 1];
      version ??= await readVersion();
      const result = {
        homePointsPerPeriod: [`${home}|0|0|0|${home}`],
        visitorPointsPerPeriod: [`${visitor}|0|0|0|${visitor}`],
        gameStatus: 'FINAL',
        gameSummary: '',
      };
      try {
        const answer = await api.call('PATCH', `/api/admin/gameStats/${rewritten}`, result, version);
        // each result differs from the one before (the scores swap), so each is a correction
        version++;
        return { position: String(answer.position) };
      } catch (error) {
        version = null;
        throw error;
      }
    },
  };
}
