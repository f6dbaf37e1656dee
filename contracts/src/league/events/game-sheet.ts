// A game's sheet: the game scored goal by goal at the rink, on the game's stream (docs/api.md, "Game sheet").
// Players are named by roster player id only: no name or other personal data is in these events.

/** A side of a game. */
export type GameSide = 'home' | 'visitor';
/** 1–3, or 4 for overtime. */
export type SheetPeriod = 1 | 2 | 3 | 4;
/** Even strength, power play, short-handed, empty net. */
export const GOAL_STRENGTHS = ['EV', 'PP', 'SH', 'EN'] as const;
export type GoalStrength = (typeof GOAL_STRENGTHS)[number];
export const PENALTY_MINUTES = [2, 4, 5, 10] as const;
export type PenaltyMinutes = (typeof PENALTY_MINUTES)[number];
/** A penalty that also sends the player off for the rest of the game (absent: neither). */
export const PENALTY_SEVERITIES = ['game misconduct', 'match penalty'] as const;
export type PenaltySeverity = (typeof PENALTY_SEVERITIES)[number];
/** The kinds of entries that have an id of their own, as the DELETE route names them. */
export const SHEET_ENTRY_KINDS = ['goals', 'penalties', 'shootout'] as const;
export type SheetEntryKind = (typeof SHEET_ENTRY_KINDS)[number];

/** Who dressed for a side: its lineup as a whole, replacing the one before. */
export interface GameSheetLineupSet {
  type: 'GameSheetLineupSet';
  data: {
    gameId: string;
    side: GameSide;
    /** roster player ids of the side's team */
    rosterPlayerIds: string[];
    /** one of rosterPlayerIds, or null: no goalie named */
    goalieRosterPlayerId: string | null;
  };
}

/** The fields of a goal, as the request gives them and the sheet keeps them. */
export interface SheetGoal {
  side: GameSide;
  period: SheetPeriod;
  /** 'mm:ss' elapsed in the period */
  time: string;
  scorer: string;
  /** up to two other players of the side's lineup */
  assists: string[];
  strength: GoalStrength;
}
export interface GameSheetGoalRecorded {
  type: 'GameSheetGoalRecorded';
  data: SheetGoal & { gameId: string; entryId: string };
}

export interface SheetPenalty {
  side: GameSide;
  period: SheetPeriod;
  time: string;
  rosterPlayerId: string;
  /** what it was called for ('Tripping') */
  infraction: string;
  minutes: PenaltyMinutes;
  severity: PenaltySeverity | null;
}
export interface GameSheetPenaltyRecorded {
  type: 'GameSheetPenaltyRecorded';
  data: SheetPenalty & { gameId: string; entryId: string };
}

/** A side's shots on goal in a period: the last value stands. */
export interface GameSheetShotsRecorded {
  type: 'GameSheetShotsRecorded';
  data: { gameId: string; side: GameSide; period: SheetPeriod; shots: number };
}

export interface SheetShootoutAttempt {
  side: GameSide;
  /** 1, 2, …: a side shoots once a round */
  round: number;
  rosterPlayerId: string;
  scored: boolean;
}
export interface GameSheetShootoutAttemptRecorded {
  type: 'GameSheetShootoutAttemptRecorded';
  data: SheetShootoutAttempt & { gameId: string; entryId: string };
}

/** A goal, penalty or shootout attempt taken off the sheet (its id is not used again). */
export interface GameSheetEntryRemoved {
  type: 'GameSheetEntryRemoved';
  data: { gameId: string; kind: SheetEntryKind; entryId: string };
}

/**
 * The sheet's final: the game's result was recorded from it (the GameResultRecorded or
 * GameResultCorrected that follows). From then on every change of the sheet is a correction that records
 * the result again.
 */
export interface GameSheetFinalized {
  type: 'GameSheetFinalized';
  data: { gameId: string; status: string };
}

export type GameSheetEvent =
  | GameSheetLineupSet
  | GameSheetGoalRecorded
  | GameSheetPenaltyRecorded
  | GameSheetShotsRecorded
  | GameSheetShootoutAttemptRecorded
  | GameSheetEntryRemoved
  | GameSheetFinalized;
