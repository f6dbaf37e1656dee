import {
  gameStatsRequest,
  periodsEntry,
  playoffGameStatsRequest,
  SCORE_MESSAGE,
  statsEntry,
  zeroTo99,
  type GameStatsRequest,
  type PlayoffGameStatsRequest,
} from '@league/contracts';
import { z } from 'zod';
import { numberText } from '../../shared/forms/numberText';

/** Goals, assists and period scores as typed: whole numbers 0–99 (the API's own rule and message). */
const score = numberText(zeroTo99(SCORE_MESSAGE));

const playerLine = z.object({ rosterPlayerId: z.string(), goals: score, assists: score });

/** The results form of every kind: periods (regular games) or totals (playoff and championship). */
export const resultsFormSchema = z.object({
  gameStatus: z.string(),
  gameSummary: z.string(),
  homePeriods: z.array(score).length(4),
  visitorPeriods: z.array(score).length(4),
  homeTotal: score,
  visitorTotal: score,
  homeStats: z.array(playerLine),
  visitorStats: z.array(playerLine),
});
export type ResultsForm = z.input<typeof resultsFormSchema>;
export type ResultsValues = z.output<typeof resultsFormSchema>;

const sum = (numbers: readonly number[]) => numbers.reduce((total, value) => total + value, 0);

/** Only players who scored or assisted get a line (recording again replaces the whole result). */
const lines = (stats: ResultsValues['homeStats']) =>
  stats.filter((line) => line.goals > 0 || line.assists > 0).map(statsEntry);

export function regularPayload(values: ResultsValues): GameStatsRequest {
  return {
    homeStats: lines(values.homeStats),
    visitorStats: lines(values.visitorStats),
    homePointsPerPeriod: periodsEntry(values.homePeriods, sum(values.homePeriods)),
    visitorPointsPerPeriod: periodsEntry(values.visitorPeriods, sum(values.visitorPeriods)),
    gameStatus: values.gameStatus,
    gameSummary: values.gameSummary,
  };
}

export function playoffPayload(values: ResultsValues, gameId: string): PlayoffGameStatsRequest {
  return {
    homeStats: lines(values.homeStats),
    visitorStats: lines(values.visitorStats),
    homePointsTotal: values.homeTotal,
    visitorPointsTotal: values.visitorTotal,
    gameSummary: values.gameSummary,
    gameId,
  };
}

/**
 * The rules that tie the fields together (goals above a side's total, assists above twice the total,
 * Overtime or Shootout without a winner, a playoff game without a winner), checked with the API's own
 * schemas on the payload the form would send. Empty when the form may be saved.
 */
export function resultProblems(values: ResultsForm, kind: 'regular' | 'playoff' | 'championship'): string[] {
  const parsed = resultsFormSchema.safeParse(values);
  if (!parsed.success) return [];
  const check =
    kind === 'regular'
      ? gameStatsRequest.safeParse(regularPayload(parsed.data))
      : playoffGameStatsRequest.safeParse(playoffPayload(parsed.data, crypto.randomUUID()));
  return [...new Set(check.error?.issues.map((issue) => issue.message) ?? [])];
}
