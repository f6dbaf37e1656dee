import type { DemoApi } from './api';
import { pick, sessionOf, type DemoTeam, type Random, type Score } from './league-play-games';
import { FIRST_NAMES, LAST_NAMES } from './league-play-names';
import { recordSheet, scorekeeperOf, type SheetPlan } from './league-play-sheet';

/** The league-play demo's calls to the command routes. */

export interface DemoLeague {
  leagueId: string;
}
export interface DemoPlayer {
  playerId: string;
  name: string;
}
export interface GamePlan {
  league: DemoLeague;
  home: DemoTeam | null;
  visitor: DemoTeam | null;
  seeds?: number[];
  date: string;
  time: string;
  venueId: string;
  kind?: 'playoff' | 'championship';
  /** the result, for a game before today with both teams known */
  score: Score | null;
  /** a first, mistaken entry of the result, recorded before `score` corrects it */
  misrecorded?: Score;
  /** the result scored at the rink on this sheet (its final records `score`) instead of the results page */
  sheet?: SheetPlan;
  /** set once scheduled */
  gameId?: string;
}

/** Runs `task` on every item, a few at a time. */
export async function inParallel<T>(
  items: readonly T[],
  task: (item: T) => Promise<unknown>,
  width = 12,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

export async function createPlayers(api: DemoApi, random: Random, count: number): Promise<DemoPlayer[]> {
  const names = new Map<string, { firstName: string; lastName: string; middleInitial: string | null }>();
  while (names.size < count) {
    const firstName = pick(random, FIRST_NAMES);
    const lastName = pick(random, LAST_NAMES);
    const middleInitial = random() < 0.3 ? pick(random, [...'ABCDEFGHJKLMNPRSTW']) : null;
    if (!names.has(`${firstName} ${lastName}`))
      names.set(`${firstName} ${lastName}`, { firstName, lastName, middleInitial });
  }
  const players: DemoPlayer[] = [...names.keys()].map((name) => ({ playerId: '', name }));
  const list = [...names.values()];
  await inParallel(
    players.map((player, i) => ({ player, body: list[i]! })),
    async ({ player, body }) => {
      player.playerId = String((await api.call('POST', '/api/admin/createPlayer', body)).playerId);
    },
  );
  return players;
}

export async function createLeague(api: DemoApi, leagueName: string, start: string): Promise<DemoLeague> {
  const { leagueId } = await api.call('POST', '/api/admin/createLeague', {
    leagueName,
    session: sessionOf(start),
    year: Number(start.slice(0, 4)),
  });
  return { leagueId: String(leagueId) };
}

/** The league's teams with their rosters (numbers, strengths and scorers drawn first, in order). */
export async function createTeams(
  api: DemoApi,
  random: Random,
  league: DemoLeague,
  teams: ReadonlyArray<{ teamName: string; divisionName?: string; players: readonly DemoPlayer[] }>,
): Promise<DemoTeam[]> {
  const planned = teams.map(({ teamName, divisionName, players }) => {
    const numbers = new Set<number>();
    while (numbers.size < players.length) numbers.add(1 + Math.floor(random() * 98));
    const weights = players.map((_, i) => (i < 3 ? 4 + random() * 3 : 0.5 + random() * 2));
    return {
      teamName,
      divisionName,
      players,
      numbers: [...numbers],
      weights,
      strength: 0.75 + random() * 0.5,
    };
  });
  return Promise.all(
    planned.map(async ({ teamName, divisionName, players, numbers, weights, strength }) => {
      const { teamId } = await api.call('POST', '/api/admin/createTeam', {
        leagueId: league.leagueId,
        teamName,
        divisionName,
      });
      // the team's first change: it is at the version its create recorded, 0
      const { rosterPlayerIds } = (await api.call(
        'POST',
        `/api/admin/${String(teamId)}/addPlayers`,
        { players: players.map((player, i) => ({ playerId: player.playerId, number: numbers[i] })) },
        0,
      )) as { rosterPlayerIds: string[] };
      const roster = players.map((player, i) => ({
        rosterPlayerId: rosterPlayerIds[i]!,
        name: player.name,
        weight: weights[i]!,
      }));
      return { teamId: String(teamId), teamName, roster, strength, seed: 0 };
    }),
  );
}

/**
 * Schedules the game and, when it has a score, records its result (a mistaken entry first, if any), or
 * scores it on its sheet.
 */
export async function recordGame(api: DemoApi, game: GamePlan): Promise<string> {
  const { gameId } = await api.call('POST', '/api/admin/createGame', {
    leagueId: game.league.leagueId,
    date: game.date,
    time: game.time,
    venueId: game.venueId,
    homeTeamId: game.home?.teamId ?? null,
    visitorTeamId: game.visitor?.teamId ?? null,
    homeTeamSeed: game.seeds?.[0] ?? 0,
    visitorTeamSeed: game.seeds?.[1] ?? 0,
    playoff: game.kind === 'playoff',
    championship: game.kind === 'championship',
  });
  game.gameId = String(gameId);
  if (game.sheet) {
    await recordSheet(scorekeeperOf(api), game.gameId, game.sheet, 'FINAL');
    return game.gameId;
  }
  // nothing but its results changes a game with both teams known: scheduled at version 0, each result one more
  let version = 0;
  // the scorekeeper enters the results; a result entered wrong is corrected by an admin
  for (const score of [game.misrecorded, game.score]) {
    const correction = score === game.score && game.misrecorded !== undefined;
    const by = (correction ? api.staff?.admin : api.staff?.scorekeeper) ?? api;
    if (score) await recordResult(by, game.gameId, version++, score, game.kind);
  }
  return game.gameId;
}

/** Records (or corrects) a game's result on the page of its kind, loaded at the game's `version`. */
export async function recordResult(
  api: DemoApi,
  gameId: string,
  version: number,
  score: Score,
  kind?: 'playoff' | 'championship',
): Promise<void> {
  if (kind) {
    const knockout = {
      homeStats: score.homeStats,
      visitorStats: score.visitorStats,
      homePointsTotal: score.homeTotal,
      visitorPointsTotal: score.visitorTotal,
      gameSummary: score.summary,
      gameId,
    };
    await api.call('PATCH', `/api/admin/${kind}GameStats/${gameId}`, knockout, version);
    return;
  }
  const regular = {
    homeStats: score.homeStats,
    visitorStats: score.visitorStats,
    homePointsPerPeriod: [[...score.home, score.homeTotal].join('|')],
    visitorPointsPerPeriod: [[...score.visitor, score.visitorTotal].join('|')],
    gameStatus: score.status,
    gameSummary: score.summary,
  };
  await api.call('PATCH', `/api/admin/gameStats/${gameId}`, regular, version);
}
