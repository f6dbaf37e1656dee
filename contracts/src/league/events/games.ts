// Games, their results and their sheets.
import { eventTypes } from '../../events';
import type { GameSheetEvent } from './game-sheet';

export interface GameFields {
  gameId: string;
  leagueId: string;
  date: string;
  time: string;
  venueId: string;
  /** null: not known yet (shown TBD); only in playoff and championship games */
  homeTeamId: string | null;
  visitorTeamId: string | null;
  homeTeamSeed: number;
  visitorTeamSeed: number;
  playoff: boolean;
  championship: boolean;
  /**
   * The playoff game whose winner plays here as home (visitor): a bracket's feed, only in playoff and
   * championship games. Events recorded before brackets existed lack them: missing means null.
   */
  homeFromGameId?: string | null;
  visitorFromGameId?: string | null;
}
export interface GameScheduled {
  type: 'GameScheduled';
  data: GameFields;
}
export interface GameUpdated {
  type: 'GameUpdated';
  data: GameFields;
}
/** The game leaves every schedule, and its result leaves standings and player statistics. */
export interface GameRemoved {
  type: 'GameRemoved';
  data: { gameId: string };
}

/** One player's goals and assists in a game, as entered (the request's `'rosterPlayerId|goals|assists'`). */
export interface StatsLine {
  rosterPlayerId: string;
  goals: number;
  assists: number;
}
/** One player's line in a result; playerId and teamId are resolved from the roster when recorded. */
export interface PlayerGameLine extends StatsLine {
  playerId: string;
  teamId: string;
}

export type GameResultKind = 'regular' | 'playoff' | 'championship';

/**
 * A game's result: one type from the request to the event. A route makes a `GameResult<StatsLine>` of the
 * request (its lines as entered), the result decider resolves each line to its player and team and
 * records the `GameResult` (docs/architecture.md, "One game result").
 */
export interface GameResult<Line extends StatsLine = PlayerGameLine> {
  gameId: string;
  kind: GameResultKind;
  /** as chosen on the results page (regular games: FINAL, Overtime, Shootout or anything else);
   * always FINAL for playoff and championship games */
  status: string;
  /** [p1, p2, p3, ot] for regular games; null for playoff and championship games */
  homePeriods: [number, number, number, number] | null;
  visitorPeriods: [number, number, number, number] | null;
  homeTotal: number;
  visitorTotal: number;
  summary: string;
  /** the home side's lines, then the visitor side's, each only for players on that side's roster */
  homeStats: Line[];
  visitorStats: Line[];
}
/** The first result of a game. */
export interface GameResultRecorded {
  type: 'GameResultRecorded';
  data: GameResult;
}
/** A later result of the same game: it replaces the previous one entirely. */
export interface GameResultCorrected {
  type: 'GameResultCorrected';
  data: GameResult;
}

/** A side of a game in a bracket. */
export type BracketSide = 'home' | 'visitor';
/**
 * A TBD side of a knockout game gets its team (or goes back to TBD, teamId null): by seeding from the
 * standings (`seed`, the rank), or by advance, the winner of `fromGameId`. The game is then as if it
 * had been scheduled with that team.
 */
export interface GameSlotFilled {
  type: 'GameSlotFilled';
  data: {
    gameId: string;
    side: BracketSide;
    teamId: string | null;
    seed?: number;
    source: 'seed' | 'advance';
    fromGameId: string | null;
  };
}
/**
 * The winner of `fromGameId` changed after this game was played by another team on that side: the played
 * game stays as it is and the admin resolves the conflict.
 */
export interface BracketConflictFlagged {
  type: 'BracketConflictFlagged';
  data: { gameId: string; side: BracketSide; winnerTeamId: string; playedTeamId: string; fromGameId: string };
}
/** The conflict of that side is over: the admin kept the played result, or the winner is the team that played. */
export interface BracketConflictResolved {
  type: 'BracketConflictResolved';
  data: { gameId: string; side: BracketSide; resolution: 'kept' | 'winner played' };
}
export type GameEvent =
  | GameScheduled
  | GameUpdated
  | GameRemoved
  | GameResultRecorded
  | GameResultCorrected
  | GameSlotFilled
  | BracketConflictFlagged
  | BracketConflictResolved
  | GameSheetEvent;
export const GAME_EVENT_TYPES = eventTypes<GameEvent>({
  GameScheduled: true,
  GameUpdated: true,
  GameRemoved: true,
  GameResultRecorded: true,
  GameResultCorrected: true,
  GameSlotFilled: true,
  BracketConflictFlagged: true,
  BracketConflictResolved: true,
  GameSheetLineupSet: true,
  GameSheetGoalRecorded: true,
  GameSheetPenaltyRecorded: true,
  GameSheetShotsRecorded: true,
  GameSheetShootoutAttemptRecorded: true,
  GameSheetEntryRemoved: true,
  GameSheetFinalized: true,
});
