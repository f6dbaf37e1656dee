import { z } from 'zod';
import { isPlainText } from '../../text';
import { PLAYED_STATUSES } from '../reads/rules';
import { uuidField } from '../fields';
import {
  GOAL_STRENGTHS,
  PENALTY_MINUTES,
  PENALTY_SEVERITIES,
  SHEET_ENTRY_KINDS,
  type PenaltyMinutes,
  type SheetPeriod,
} from '../events/game-sheet';

// The game sheet's requests (docs/api.md, "Game sheet"): the shape of each body. The sheet's rules (a
// lineup's players, a goal's assists, the league's period length, the shootout, the final) are its
// decider's, with the messages below.

export const SIDE_MESSAGE = "side must be 'home' or 'visitor'.";
export const PERIOD_MESSAGE = 'period must be 1, 2, 3 or 4 (overtime).';
export const SHEET_TIME_MESSAGE = "time must be 'mm:ss' into the period.";
export const LINEUP_SIZE_MESSAGE = 'A lineup can have at most 30 players.';
export const LINEUP_TWICE_MESSAGE = 'A player can be in a lineup only once.';
export const GOALIE_NOT_IN_LINEUP_MESSAGE = "The goalie must be one of the lineup's players.";
export const ASSISTS_COUNT_MESSAGE = 'A goal can have at most two assists.';
export const ASSIST_BY_SCORER_MESSAGE = 'The scorer cannot also assist their own goal.';
export const ASSIST_TWICE_MESSAGE = 'A player can assist a goal only once.';
export const STRENGTH_MESSAGE = "strength must be 'EV', 'PP', 'SH' or 'EN'.";
export const PENALTY_MINUTES_MESSAGE = 'minutes must be 2, 4, 5 or 10.';
export const SEVERITY_MESSAGE = "severity must be 'game misconduct', 'match penalty' or null.";
export const INFRACTION_MESSAGE = 'Please enter the infraction (at most 50 characters of plain text).';
export const SHOTS_MESSAGE = 'shots must be a whole number from 0 to 99.';
export const ROUND_MESSAGE = 'round must be a whole number from 1 to 99.';
export const SCORED_MESSAGE = 'scored must be true or false.';
export const SHEET_KIND_MESSAGE = "The kind of entry must be 'goals', 'penalties' or 'shootout'.";
export const SHEET_STATUS_MESSAGE = "status must be 'FINAL', 'Overtime' or 'Shootout'.";

export const sideField = z.enum(['home', 'visitor'], SIDE_MESSAGE);
export const periodField = z
  .number(PERIOD_MESSAGE)
  .int(PERIOD_MESSAGE)
  .min(1, PERIOD_MESSAGE)
  .max(4, PERIOD_MESSAGE)
  .transform((period) => period as SheetPeriod);

const SHEET_TIME = /^(\d{1,2}):([0-5]\d)$/;
/** 'm:ss' or 'mm:ss' into a period → 'mm:ss' (so times sort as text), or null when it is not one. */
export function parseSheetTime(time: string): string | null {
  const match = SHEET_TIME.exec(time.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}
/** The seconds into the period of an 'mm:ss' time. */
export const sheetSeconds = (time: string) => {
  const [minutes, seconds] = time.split(':').map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};
export const sheetTimeField = z.string(SHEET_TIME_MESSAGE).transform((time, context) => {
  const parsed = parseSheetTime(time);
  if (parsed === null) {
    context.addIssue({ code: 'custom', message: SHEET_TIME_MESSAGE, input: time });
    return z.NEVER;
  }
  return parsed;
});

/** The id a client makes for a new entry: the same entry sent again is answered as the first time. */
const entryIdField = uuidField('id');

/** PUT /api/admin/game/{gameId}/sheet/lineup/{side} */
export const sheetLineupParams = z.object({ gameId: uuidField('gameId'), side: sideField });
export const sheetLineupRequest = z.object({
  rosterPlayerIds: z.array(uuidField('rosterPlayerIds')).max(30, LINEUP_SIZE_MESSAGE),
  goalieRosterPlayerId: uuidField('goalieRosterPlayerId').nullable(),
});
export type SheetLineupRequest = z.input<typeof sheetLineupRequest>;

/** POST /api/admin/game/{gameId}/sheet/goals */
export const sheetGoalRequest = z.object({
  id: entryIdField,
  side: sideField,
  period: periodField,
  time: sheetTimeField,
  scorer: uuidField('scorer'),
  // at most two, other players than the scorer, each once: the sheet's decider says so
  assists: z.array(uuidField('assists'), ASSISTS_COUNT_MESSAGE).max(30, ASSISTS_COUNT_MESSAGE).default([]),
  strength: z.enum(GOAL_STRENGTHS, STRENGTH_MESSAGE).default('EV'),
});
export type SheetGoalRequest = z.input<typeof sheetGoalRequest>;

/** POST /api/admin/game/{gameId}/sheet/penalties */
export const sheetPenaltyRequest = z.object({
  id: entryIdField,
  side: sideField,
  period: periodField,
  time: sheetTimeField,
  rosterPlayerId: uuidField('rosterPlayerId'),
  infraction: z
    .string(INFRACTION_MESSAGE)
    .trim()
    .min(1, INFRACTION_MESSAGE)
    .max(50, INFRACTION_MESSAGE)
    .refine(isPlainText, INFRACTION_MESSAGE),
  minutes: z
    .number(PENALTY_MINUTES_MESSAGE)
    .refine((minutes) => (PENALTY_MINUTES as readonly number[]).includes(minutes), PENALTY_MINUTES_MESSAGE)
    .transform((minutes) => minutes as PenaltyMinutes),
  /** a game misconduct or a match penalty; absent or null: neither */
  severity: z.enum(PENALTY_SEVERITIES, SEVERITY_MESSAGE).nullable().default(null),
});
export type SheetPenaltyRequest = z.input<typeof sheetPenaltyRequest>;

/** POST /api/admin/game/{gameId}/sheet/shots */
export const sheetShotsRequest = z.object({
  side: sideField,
  period: periodField,
  shots: z.number(SHOTS_MESSAGE).int(SHOTS_MESSAGE).min(0, SHOTS_MESSAGE).max(99, SHOTS_MESSAGE),
});
export type SheetShotsRequest = z.input<typeof sheetShotsRequest>;

/** POST /api/admin/game/{gameId}/sheet/shootout */
export const sheetShootoutRequest = z.object({
  id: entryIdField,
  side: sideField,
  round: z.number(ROUND_MESSAGE).int(ROUND_MESSAGE).min(1, ROUND_MESSAGE).max(99, ROUND_MESSAGE),
  rosterPlayerId: uuidField('rosterPlayerId'),
  scored: z.boolean(SCORED_MESSAGE),
});
export type SheetShootoutRequest = z.input<typeof sheetShootoutRequest>;

/** DELETE /api/admin/game/{gameId}/sheet/{kind}/{entryId} */
export const sheetEntryParams = z.object({
  gameId: uuidField('gameId'),
  kind: z.enum(SHEET_ENTRY_KINDS, SHEET_KIND_MESSAGE),
  entryId: uuidField('entryId'),
});

/** POST /api/admin/game/{gameId}/sheet/final */
export const sheetFinalRequest = z.object({
  status: z.enum(PLAYED_STATUSES, SHEET_STATUS_MESSAGE),
  /** true: record the result even though the game is dated after today (FUTURE_RESULT_MESSAGE) */
  confirmFuture: z.boolean('confirmFuture must be true or false.').default(false),
});
export type SheetFinalRequest = z.input<typeof sheetFinalRequest>;

/** A sheet write's answer: the game, the entry it names (goals, penalties, shootout) and the position. */
export const sheetWriteAnswer = z.object({
  gameId: z.uuid(),
  entryId: z.uuid().optional(),
  position: z.string(),
});
export type SheetWriteAnswer = z.infer<typeof sheetWriteAnswer>;
