import type { GameSheetEvent } from '@league/contracts';

/**
 * The game sheet's events, for a projection of the game events that leaves them aside on purpose (they
 * change no standings, statistics or lookups: the result the sheet's final records does). Spread into
 * its handlers: `...GAME_SHEET_IGNORED`.
 */
export const GAME_SHEET_IGNORED = {
  GameSheetLineupSet: 'ignored',
  GameSheetGoalRecorded: 'ignored',
  GameSheetPenaltyRecorded: 'ignored',
  GameSheetShotsRecorded: 'ignored',
  GameSheetShootoutAttemptRecorded: 'ignored',
  GameSheetEntryRemoved: 'ignored',
  GameSheetFinalized: 'ignored',
} as const satisfies Record<GameSheetEvent['type'], 'ignored'>;
