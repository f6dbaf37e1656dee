import { z } from 'zod';
import { GOAL_STRENGTHS, PENALTY_SEVERITIES } from '../events/game-sheet';

const side = z.enum(['home', 'visitor']);
const period = z.number().int().min(1).max(4);
const time = z.string();
const strength = z.enum(GOAL_STRENGTHS);
const severity = z.enum(PENALTY_SEVERITIES).nullable();
const minutes = z.number().int();

/**
 * A player of a lineup, as the staff's pages name them: number and name (number 0 and '' when unknown).
 * `suspended`: the player had an unserved suspension when the game was played, as the results form's
 * rosters mark it (docs/api.md, "Suspensions").
 */
export const sheetLineupPlayer = z.object({
  rosterPlayerId: z.uuid(),
  playerId: z.uuid().nullable(),
  number: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  suspended: z.boolean(),
});
export type SheetLineupPlayer = z.infer<typeof sheetLineupPlayer>;

/** A side of the sheet: its team ('TBD' while none) and its lineup (null until set). */
export const sheetSideAnswer = z.object({
  teamId: z.uuid().nullable(),
  teamName: z.string(),
  lineup: z
    .object({ players: z.array(sheetLineupPlayer), goalieRosterPlayerId: z.uuid().nullable() })
    .nullable(),
});

export const sheetGoalAnswer = z.object({
  id: z.uuid(),
  side,
  period,
  time,
  scorer: z.uuid(),
  assists: z.array(z.uuid()),
  strength,
});
export const sheetPenaltyAnswer = z.object({
  id: z.uuid(),
  side,
  period,
  time,
  rosterPlayerId: z.uuid(),
  infraction: z.string(),
  minutes,
  severity,
});
export const sheetShotsAnswer = z.object({ side, period, shots: z.number().int() });
export const sheetShootoutAnswer = z.object({
  id: z.uuid(),
  side,
  round: z.number().int(),
  rosterPlayerId: z.uuid(),
  scored: z.boolean(),
});

/**
 * GET /api/admin/game/{gameId}/sheet (owner, admins, scorekeepers): the game's sheet as recorded so far.
 * Goals and penalties by period then time (then as entered), shots by period (visitor first), shootout attempts
 * by round then side (visitor first). `final`: the sheet's final was sent (its result recorded from it;
 * every change since is a correction). `version` is the game stream's version, as the other admin reads
 * of a game give it; `periodMinutes` the league's period length, which the times may not pass.
 */
export const gameSheetAnswer = z.object({
  gameId: z.uuid(),
  kind: z.enum(['regular', 'playoff', 'championship']),
  periodMinutes: z.number().int(),
  final: z.boolean(),
  version: z.number().int(),
  home: sheetSideAnswer,
  visitor: sheetSideAnswer,
  goals: z.array(sheetGoalAnswer),
  penalties: z.array(sheetPenaltyAnswer),
  shots: z.array(sheetShotsAnswer),
  shootout: z.array(sheetShootoutAnswer),
});
export type GameSheetAnswer = z.infer<typeof gameSheetAnswer>;

/** A player named by the public game summary's sheet, as its playerStats name them. */
export const summarySheetPlayer = z.object({
  rosterPlayerId: z.uuid(),
  playerId: z.uuid().nullable(),
  number: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

/** A goal of the public game summary: the side's team, scorer and assists named. */
export const summaryGoal = z.object({
  period,
  time,
  side,
  teamName: z.string(),
  strength,
  scorer: summarySheetPlayer,
  assists: z.array(summarySheetPlayer),
});
export type SummaryGoal = z.infer<typeof summaryGoal>;

export const summaryPenalty = z.object({
  period,
  time,
  side,
  teamName: z.string(),
  player: summarySheetPlayer,
  infraction: z.string(),
  minutes,
  severity,
});
export type SummaryPenalty = z.infer<typeof summaryPenalty>;

export const summaryShots = z.object({ side, period, shots: z.number().int() });
export type SummaryShots = z.infer<typeof summaryShots>;
