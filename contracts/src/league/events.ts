/**
 * The events of the league: leagues, teams and their rosters, players, games with their
 * results, and calendar events. Streams: `league-{leagueId}`, `team-{teamId}` (the roster lives on the
 * team's stream), `player-{playerId}`, `game-{gameId}`, `calendarEvent-{eventId}`.
 *
 * Updated events carry the whole entity as it is after the change, so a projection never needs an
 * earlier event to apply a later one. Dates are `YYYY-MM-DD`, times `HH:MM` (24 h), years numbers.
 */

// ---- leagues ---------------------------------------------------------------------------------

export interface LeagueFields {
  leagueId: string;
  leagueName: string;
  divisionName: string | null;
  session: string;
  year: number;
}
/** A new league is current. */
export interface LeagueCreated {
  type: 'LeagueCreated';
  data: LeagueFields;
}
export interface LeagueUpdated {
  type: 'LeagueUpdated';
  data: LeagueFields;
}
/** current ⇄ previous; `isCurrent` is the state after the toggle */
export interface LeagueArchiveToggled {
  type: 'LeagueArchiveToggled';
  data: { leagueId: string; isCurrent: boolean };
}
export type LeagueEvent = LeagueCreated | LeagueUpdated | LeagueArchiveToggled;
export const LEAGUE_EVENT_TYPES = ['LeagueCreated', 'LeagueUpdated', 'LeagueArchiveToggled'] as const;

// ---- teams and rosters -----------------------------------------------------------------------

/** A new team is current; its year is its league's year when it was created. */
export interface TeamCreated {
  type: 'TeamCreated';
  data: { teamId: string; leagueId: string; teamName: string; divisionName: string | null; year: number };
}
export interface TeamUpdated {
  type: 'TeamUpdated';
  data: { teamId: string; teamName: string; divisionName: string | null };
}
/** current ⇄ archived; `isCurrent` is the state after the toggle */
export interface TeamArchiveToggled {
  type: 'TeamArchiveToggled';
  data: { teamId: string; isCurrent: boolean };
}
/** only recorded for a team that no game references */
export interface TeamRemoved {
  type: 'TeamRemoved';
  data: { teamId: string };
}
/** One per player of an addPlayers call, in the call's order. */
export interface RosterPlayerAdded {
  type: 'RosterPlayerAdded';
  data: { teamId: string; rosterPlayerId: string; playerId: string; number: number };
}
export interface RosterNumberChanged {
  type: 'RosterNumberChanged';
  data: { teamId: string; rosterPlayerId: string; playerId: string; number: number };
}
/** The player leaves the roster; goals and assists already recorded stay in history and leaders. */
export interface RosterPlayerRemoved {
  type: 'RosterPlayerRemoved';
  data: { teamId: string; rosterPlayerId: string; playerId: string };
}
export type TeamEvent =
  | TeamCreated
  | TeamUpdated
  | TeamArchiveToggled
  | TeamRemoved
  | RosterPlayerAdded
  | RosterNumberChanged
  | RosterPlayerRemoved;
export const TEAM_EVENT_TYPES = [
  'TeamCreated',
  'TeamUpdated',
  'TeamArchiveToggled',
  'TeamRemoved',
  'RosterPlayerAdded',
  'RosterNumberChanged',
  'RosterPlayerRemoved',
] as const;

// ---- players ---------------------------------------------------------------------------------

export interface PlayerFields {
  playerId: string;
  firstName: string;
  lastName: string;
  middleInitial: string | null;
}
export interface PlayerCreated {
  type: 'PlayerCreated';
  data: PlayerFields;
}
export interface PlayerUpdated {
  type: 'PlayerUpdated';
  data: PlayerFields;
}
/**
 * Recorded by the photo upload (content issue). `url` is where the stored image is served from (a
 * path under the site, or the bucket's URL); the newest upload is the player's photo.
 */
export interface PlayerPhotoUploaded {
  type: 'PlayerPhotoUploaded';
  data: {
    playerId: string;
    photoName: string;
    contentType: 'image/jpeg' | 'image/png';
    bytes: number;
    url: string;
  };
}
export type PlayerEvent = PlayerCreated | PlayerUpdated | PlayerPhotoUploaded;
export const PLAYER_EVENT_TYPES = ['PlayerCreated', 'PlayerUpdated', 'PlayerPhotoUploaded'] as const;

// ---- games and their results -----------------------------------------------------------------

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

/** One player's line in a result; playerId and teamId are resolved from the roster when recorded. */
export interface PlayerGameLine {
  rosterPlayerId: string;
  playerId: string;
  teamId: string;
  goals: number;
  assists: number;
}

export type GameResultKind = 'regular' | 'playoff' | 'championship';

export interface GameResult {
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
  homeStats: PlayerGameLine[];
  visitorStats: PlayerGameLine[];
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
  | BracketConflictResolved;
export const GAME_EVENT_TYPES = [
  'GameScheduled',
  'GameUpdated',
  'GameRemoved',
  'GameResultRecorded',
  'GameResultCorrected',
  'GameSlotFilled',
  'BracketConflictFlagged',
  'BracketConflictResolved',
] as const;

// ---- calendar events (non-game schedule items) -----------------------------------------------

export interface CalendarEventFields {
  eventId: string;
  eventName: string;
  date: string;
  time: string;
  venueId: string;
  leagueId: string | null;
}
export interface CalendarEventScheduled {
  type: 'CalendarEventScheduled';
  data: CalendarEventFields;
}
export interface CalendarEventUpdated {
  type: 'CalendarEventUpdated';
  data: CalendarEventFields;
}
export interface CalendarEventRemoved {
  type: 'CalendarEventRemoved';
  data: { eventId: string };
}
export type CalendarEventEvent = CalendarEventScheduled | CalendarEventUpdated | CalendarEventRemoved;
export const CALENDAR_EVENT_EVENT_TYPES = [
  'CalendarEventScheduled',
  'CalendarEventUpdated',
  'CalendarEventRemoved',
] as const;

export type LeaguePlayEvent = LeagueEvent | TeamEvent | PlayerEvent | GameEvent | CalendarEventEvent;
export const LEAGUE_PLAY_EVENT_TYPES = [
  ...LEAGUE_EVENT_TYPES,
  ...TEAM_EVENT_TYPES,
  ...PLAYER_EVENT_TYPES,
  ...GAME_EVENT_TYPES,
  ...CALENDAR_EVENT_EVENT_TYPES,
] as const;
