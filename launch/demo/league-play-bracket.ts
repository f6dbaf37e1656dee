import type { DemoApi } from './api';
import { recordResult, type DemoLeague } from './league-play-calls';
import type { DemoTeam, Score } from './league-play-games';

/**
 * The demo's playoff brackets, made as an admin makes one (docs/bracket.md): knockout games scheduled
 * with TBD sides, each side either seeded (a standings rank) or fed by the game whose winner plays there;
 * the seeded sides filled from the standings; each played game's winner filling the side it feeds.
 */
export interface BracketGame {
  league: DemoLeague;
  kind: 'playoff' | 'championship';
  date: string;
  time: string;
  venueId: string;
  /** the standings ranks that play here (0: none, the side is fed) */
  seeds?: readonly [home: number, visitor: number];
  /** the games whose winners play here, home then visitor */
  from?: readonly [home: BracketGame | null, visitor: BracketGame | null];
  /** set once scheduled */
  gameId?: string;
}

/** when and where a game is played */
export type GameTime = Pick<BracketGame, 'date' | 'time' | 'venueId'>;

/** Semifinals 1 v 4 and 2 v 3, and the championship between their winners. */
export function fourTeamBracket(
  league: DemoLeague,
  [first, second]: readonly [GameTime, GameTime],
  final: GameTime,
): BracketGame[] {
  const semifinals: [BracketGame, BracketGame] = [
    { league, kind: 'playoff', seeds: [1, 4], ...first },
    { league, kind: 'playoff', seeds: [2, 3], ...second },
  ];
  return [...semifinals, { league, kind: 'championship', from: semifinals, ...final }];
}

/**
 * Quarterfinals 3 v 6 and 4 v 5, semifinals of first place against the winner of 4 v 5 and of second
 * place against the winner of 3 v 6, and the championship between the semifinals' winners.
 */
export function sixTeamBracket(
  league: DemoLeague,
  quarterfinals: readonly [GameTime, GameTime],
  semifinals: readonly [GameTime, GameTime],
  final: GameTime,
): BracketGame[] {
  const [threeSix, fourFive]: BracketGame[] = [
    { league, kind: 'playoff', seeds: [3, 6], ...quarterfinals[0] },
    { league, kind: 'playoff', seeds: [4, 5], ...quarterfinals[1] },
  ];
  const semis: [BracketGame, BracketGame] = [
    { league, kind: 'playoff', seeds: [1, 0], from: [null, fourFive!], ...semifinals[0] },
    { league, kind: 'playoff', seeds: [2, 0], from: [null, threeSix!], ...semifinals[1] },
  ];
  return [threeSix!, fourFive!, ...semis, { league, kind: 'championship', from: semis, ...final }];
}

/** Schedules the games in order (each feeding game before the games it feeds), all sides TBD. */
export async function scheduleBracket(api: DemoApi, games: readonly BracketGame[]): Promise<void> {
  for (const game of games) {
    const feed = (side: 0 | 1) => {
      const feeder = game.from?.[side];
      if (feeder && !feeder.gameId) throw new Error('Demo bracket: a game is listed before its feeder');
      return feeder?.gameId ?? null;
    };
    const { gameId } = await api.call('POST', '/api/admin/createGame', {
      leagueId: game.league.leagueId,
      date: game.date,
      time: game.time,
      venueId: game.venueId,
      homeTeamId: null,
      visitorTeamId: null,
      homeTeamSeed: game.seeds?.[0] ?? 0,
      visitorTeamSeed: game.seeds?.[1] ?? 0,
      homeFromGameId: feed(0),
      visitorFromGameId: feed(1),
      playoff: game.kind === 'playoff',
      championship: game.kind === 'championship',
    });
    game.gameId = String(gameId);
  }
}

/**
 * "Seed from standings" for the league, once its regular season is recorded. The demo draws the
 * playoff scores for the teams its own standings rank (`ranked`, first place first), so the server's
 * seeding has to agree with them, or the demo would record a result for the wrong teams.
 */
export async function seedFromStandings(
  api: DemoApi,
  league: DemoLeague,
  ranked: readonly DemoTeam[],
): Promise<void> {
  const { seeded } = (await api.call('POST', `/api/admin/league/${league.leagueId}/seedBracket`)) as {
    seeded: Array<{ teamId: string; seed: number }>;
  };
  for (const { teamId, seed } of seeded)
    if (ranked[seed - 1]?.teamId !== teamId)
      throw new Error(`Demo bracket: the standings seeded another team than the demo's at seed ${seed}`);
}

/**
 * Records a seeded game's result: its winner fills the side of the game it feeds. Seeding and feeding
 * changed the game since it was scheduled: its results page reads the version first.
 */
export async function playBracketGame(api: DemoApi, game: BracketGame, score: Score): Promise<void> {
  if (!game.gameId) throw new Error('Demo bracket: a result for a game not scheduled');
  const { game: scheduled } = (await api.read(`/api/admin/game/${game.gameId}`)) as {
    game: { version: number };
  };
  await recordResult(api.staff?.scorekeeper ?? api, game.gameId, scheduled.version, score, game.kind);
}
