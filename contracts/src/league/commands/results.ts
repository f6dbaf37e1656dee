import { z } from 'zod';
import { formatDate } from '../../formatting';
import { isPlainText } from '../../text';
import { PLAYED_STATUSES } from '../reads/rules';
import { uuidField } from '../fields';
import type { StatsLine } from '../events/games';

export const SCORE_MESSAGE = 'Goals, assists and period scores must be whole numbers from 0 to 99.';
export const STATS_ENTRY_MESSAGE =
  "A stats entry must be 'rosterPlayerId|goals|assists' with goals and assists from 0 to 99.";
export const PERIODS_ENTRY_MESSAGE =
  "The points per period must be one 'p1|p2|p3|ot|total' entry of numbers from 0 to 99.";
export const PERIODS_TOTAL_MESSAGE = (side: Side) =>
  `The ${side} total must be periods 1, 2, 3 and OT/SO added up.`;
export const NEEDS_WINNER_MESSAGE =
  'An Overtime or Shootout game needs a winner: the totals cannot be equal.';
export const PLAYOFF_NEEDS_WINNER_MESSAGE =
  'A playoff or championship game needs a winner: the totals cannot be equal.';
export const PLAYER_TWICE_IN_STATS_MESSAGE = (side: Side) =>
  `A player can have only one stats entry on the ${side} side.`;
export const GOALS_ABOVE_TOTAL_MESSAGE = (side: Side, goals: number, total: number) =>
  `The ${side} players' goals (${goals}) are more than the ${side} total (${total}).`;
export const ASSISTS_ABOVE_TOTAL_MESSAGE = (side: Side, assists: number, total: number) =>
  `The ${side} players' assists (${assists}) are more than twice the ${side} total (${total}).`;
export const GAME_ID_MISMATCH_MESSAGE = 'The gameId of the body must be the game of the address.';
/**
 * The 409 of a result (one that counts: FINAL, Overtime, Shootout) for a game dated after today on the
 * league's calendar, unless the request says `confirmFuture: true`: "This game is on Friday, Oct. 2,
 * 2026, after today." Its answer also carries `gameDate` (YYYY-MM-DD) and `confirm: 'confirmFuture'`.
 */
export const FUTURE_RESULT_MESSAGE = (gameDate: string) =>
  `This game is on ${formatDate(gameDate)}, ${gameDate.slice(0, 4)}, after today.`;
export const STATUS_MESSAGE = 'The game status can have at most 30 characters of plain text.';
export const SUMMARY_MESSAGE = 'The game summary can have at most 5000 characters of plain text.';

export type Side = 'home' | 'visitor';

/** What the results page offers (FINAL, Overtime and Shootout count as played). */
export const GAME_STATUSES = ['TBP', ...PLAYED_STATUSES] as const;

const score = z.number(SCORE_MESSAGE).int(SCORE_MESSAGE).min(0, SCORE_MESSAGE).max(99, SCORE_MESSAGE);
const SCORE_TEXT = /^\d{1,2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `'rosterPlayerId|goals|assists'` → its parts, or null when it is not one. */
export function parseStatsEntry(entry: string): StatsLine | null {
  const [id, goals, assists, ...rest] = entry.split('|').map((part) => part.trim());
  if (rest.length > 0 || !id || !UUID.test(id)) return null;
  if (!goals || !SCORE_TEXT.test(goals) || !assists || !SCORE_TEXT.test(assists)) return null;
  return { rosterPlayerId: id.toLowerCase(), goals: Number(goals), assists: Number(assists) };
}
export const statsEntry = (line: StatsLine) => `${line.rosterPlayerId}|${line.goals}|${line.assists}`;

/** `'p1|p2|p3|ot|total'` → five numbers, or null when it is not one. */
export function parsePeriodsEntry(entry: string): [number, number, number, number, number] | null {
  const parts = entry.split('|').map((part) => part.trim());
  if (parts.length !== 5 || !parts.every((part) => SCORE_TEXT.test(part))) return null;
  return parts.map(Number) as [number, number, number, number, number];
}
export const periodsEntry = (periods: readonly number[], total: number) => [`${periods.join('|')}|${total}`];

const statsList = z
  .array(z.string(STATS_ENTRY_MESSAGE), STATS_ENTRY_MESSAGE)
  .max(30, 'A side can have at most 30 stats entries.')
  .transform((entries, context) => {
    const lines: StatsLine[] = [];
    for (const entry of entries) {
      const line = parseStatsEntry(entry);
      if (line) lines.push(line);
      else context.addIssue({ code: 'custom', message: STATS_ENTRY_MESSAGE, input: entry });
    }
    return lines;
  });

const periodsList = z
  .array(z.string(PERIODS_ENTRY_MESSAGE), PERIODS_ENTRY_MESSAGE)
  .length(1, PERIODS_ENTRY_MESSAGE)
  .transform((entries, context) => {
    const parsed = parsePeriodsEntry(entries[0] ?? '');
    if (!parsed) {
      context.addIssue({ code: 'custom', message: PERIODS_ENTRY_MESSAGE, input: entries });
      return z.NEVER;
    }
    const [p1, p2, p3, ot, total] = parsed;
    return { periods: [p1, p2, p3, ot] as [number, number, number, number], total };
  });

const summaryField = z
  .string(SUMMARY_MESSAGE)
  .trim()
  .max(5000, SUMMARY_MESSAGE)
  .refine(isPlainText, SUMMARY_MESSAGE)
  .default('');

/** The per-side checks that need no roster: no player twice, goals ≤ total, assists ≤ 2 × total. */
function checkSide(side: Side, lines: readonly StatsLine[], total: number, context: z.RefinementCtx) {
  const path = [`${side}Stats`];
  const ids = lines.map((line) => line.rosterPlayerId);
  if (new Set(ids).size !== ids.length)
    context.addIssue({ code: 'custom', path, message: PLAYER_TWICE_IN_STATS_MESSAGE(side) });
  const goals = lines.reduce((sum, line) => sum + line.goals, 0);
  const assists = lines.reduce((sum, line) => sum + line.assists, 0);
  if (goals > total)
    context.addIssue({ code: 'custom', path, message: GOALS_ABOVE_TOTAL_MESSAGE(side, goals, total) });
  if (assists > 2 * total)
    context.addIssue({ code: 'custom', path, message: ASSISTS_ABOVE_TOTAL_MESSAGE(side, assists, total) });
}

/** true: record the result even though the game is dated after today (FUTURE_RESULT_MESSAGE) */
const confirmFutureField = z.boolean('confirmFuture must be true or false.').default(false);

/** PATCH /api/admin/gameStats/{gameId}: a regular-season result. */
export const gameStatsRequest = z
  .object({
    homeStats: statsList.default([]),
    visitorStats: statsList.default([]),
    homePointsPerPeriod: periodsList,
    visitorPointsPerPeriod: periodsList,
    gameStatus: z.string(STATUS_MESSAGE).trim().max(30, STATUS_MESSAGE).refine(isPlainText, STATUS_MESSAGE),
    gameSummary: summaryField,
    confirmFuture: confirmFutureField,
  })
  .superRefine((result, context) => {
    for (const side of ['home', 'visitor'] as const) {
      const { periods, total } = result[`${side}PointsPerPeriod`];
      if (periods.reduce((sum, goals) => sum + goals, 0) !== total)
        context.addIssue({
          code: 'custom',
          path: [`${side}PointsPerPeriod`],
          message: PERIODS_TOTAL_MESSAGE(side),
        });
      checkSide(side, result[`${side}Stats`], total, context);
    }
    const { gameStatus } = result;
    if (
      (gameStatus === 'Overtime' || gameStatus === 'Shootout') &&
      result.homePointsPerPeriod.total === result.visitorPointsPerPeriod.total
    )
      context.addIssue({ code: 'custom', path: ['gameStatus'], message: NEEDS_WINNER_MESSAGE });
  });
export type GameStatsRequest = z.input<typeof gameStatsRequest>;
export type GameStatsCommand = z.output<typeof gameStatsRequest>;

/** PATCH playoffGameStats / championshipGameStats: final totals only, status FINAL, a winner. */
export const playoffGameStatsRequest = z
  .object({
    homeStats: statsList.default([]),
    visitorStats: statsList.default([]),
    homePointsTotal: score,
    visitorPointsTotal: score,
    gameSummary: summaryField,
    gameId: uuidField('gameId').optional(),
    confirmFuture: confirmFutureField,
  })
  .superRefine((result, context) => {
    checkSide('home', result.homeStats, result.homePointsTotal, context);
    checkSide('visitor', result.visitorStats, result.visitorPointsTotal, context);
    if (result.homePointsTotal === result.visitorPointsTotal)
      context.addIssue({
        code: 'custom',
        path: ['visitorPointsTotal'],
        message: PLAYOFF_NEEDS_WINNER_MESSAGE,
      });
  });
export const championshipGameStatsRequest = playoffGameStatsRequest;
export type PlayoffGameStatsRequest = z.input<typeof playoffGameStatsRequest>;
export type PlayoffGameStatsCommand = z.output<typeof playoffGameStatsRequest>;

export const gameStatsAnswer = z.object({ gameId: z.uuid(), position: z.string() });
export type GameStatsAnswer = z.infer<typeof gameStatsAnswer>;
