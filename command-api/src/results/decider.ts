import { isDeepStrictEqual } from 'node:util';
import {
  badRequest,
  gameStream,
  conflict,
  FUTURE_RESULT_MESSAGE,
  notFound,
  PLAYED_STATUSES,
  type GameEvent,
  type GameResult,
  type GameResultKind,
  type PlayerGameLine,
  type StatsLine,
} from '@league/contracts';
import { CONCURRENT_CHANGE_MESSAGE } from '@league/infra/http';
import { aggregate, type Decider } from '../handling';
import { gameDecider, GAME_NOT_FOUND_MESSAGE, type GameState } from '../schedule/decider';
import type { RosterSpot } from '../teams/decider';

export const WRONG_KIND_MESSAGE: Record<GameResultKind, string> = {
  regular: 'This is a regular-season game: record its result with the regular game stats.',
  playoff: 'This is a playoff game: record its result with the playoff game stats.',
  championship: 'This is a championship game: record its result with the championship game stats.',
};
export const TBD_RESULT_MESSAGE = 'A game with a TBD team cannot have a result yet.';
export const NOT_ON_ROSTER_MESSAGE = (side: 'home' | 'visitor') =>
  `A ${side} stats entry names a player who is not on the ${side} team's roster.`;

/** A side of the game as the route loaded it: the team and every spot its roster ever had. */
export interface SideRoster {
  teamId: string;
  spots: readonly RosterSpot[];
}

export interface RecordResultData {
  /** the result as the request gave it: each line a roster player of its side, not resolved yet */
  result: GameResult<StatsLine>;
  /** the rosters of the game's teams (null for a TBD side) */
  homeRoster: SideRoster | null;
  visitorRoster: SideRoster | null;
  /** today on the league's calendar (YYYY-MM-DD) */
  today: string;
  /** the admin confirmed a result for a game dated after today */
  confirmFuture: boolean;
}

export type ResultCommand = { type: 'RecordResult'; data: RecordResultData };

export const kindOfGame = (game: { playoff: boolean; championship: boolean }): GameResultKind =>
  game.championship ? 'championship' : game.playoff ? 'playoff' : 'regular';

/**
 * The result of a game: the kind of the game's results page, both teams known, every stats entry a
 * player of that side's roster (a player removed from the roster since still counts: their stats stay),
 * and a result that counts for a game dated after today only once the admin confirmed it (a result typed
 * on the wrong game's page is the usual cause). The first result is GameResultRecorded, every later
 * different one GameResultCorrected.
 */
export const resultDecider: Decider<GameState, ResultCommand, GameEvent> = {
  initialState: gameDecider.initialState,
  evolve: gameDecider.evolve,

  decide(command, state) {
    if (state.status !== 'active') throw notFound(GAME_NOT_FOUND_MESSAGE);
    const { game } = state;
    const data = command.data;
    const { result: entered } = data;
    const kind = kindOfGame(game);
    if (entered.kind !== kind) throw conflict(WRONG_KIND_MESSAGE[kind]);
    if (game.homeTeamId === null || game.visitorTeamId === null) throw conflict(TBD_RESULT_MESSAGE);
    if (data.homeRoster?.teamId !== game.homeTeamId || data.visitorRoster?.teamId !== game.visitorTeamId)
      throw conflict(CONCURRENT_CHANGE_MESSAGE);
    const counts = (PLAYED_STATUSES as readonly string[]).includes(entered.status);
    if (counts && game.date > data.today && !data.confirmFuture)
      throw conflict(FUTURE_RESULT_MESSAGE(game.date), { gameDate: game.date, confirm: 'confirmFuture' });
    const lines = (side: 'home' | 'visitor', stats: readonly StatsLine[], roster: SideRoster) =>
      stats.map((line): PlayerGameLine => {
        const spot = roster.spots.find((s) => s.rosterPlayerId === line.rosterPlayerId);
        if (!spot) throw badRequest(NOT_ON_ROSTER_MESSAGE(side));
        return { ...line, playerId: spot.playerId, teamId: roster.teamId };
      });
    const result: GameResult = {
      ...entered,
      gameId: game.gameId,
      homeStats: lines('home', entered.homeStats, data.homeRoster),
      visitorStats: lines('visitor', entered.visitorStats, data.visitorRoster),
    };
    if (state.result && isDeepStrictEqual(state.result, result)) return [];
    return [{ type: state.result ? 'GameResultCorrected' : 'GameResultRecorded', data: result }];
  },
};

/** A game's result: the result decider on the game's stream. */
export const resultAggregate = aggregate(resultDecider, gameStream);
