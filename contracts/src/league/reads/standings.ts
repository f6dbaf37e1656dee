import { z } from 'zod';

/** One team's line of the standings (docs/api.md "Rules the read models apply"). */
export const standingsRow = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  divisionName: z.string().nullable(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  overtimeLosses: z.number().int(),
  shootoutLosses: z.number().int(),
  points: z.number().int(),
  /** (W + 0.5 T) / GP rounded to 3 decimals; 0 when GP = 0 */
  pointsPercentage: z.number(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  regulationWins: z.number().int(),
});
export type StandingsRow = z.infer<typeof standingsRow>;

/**
 * A line of the standings answer: the table's figures and the team's recent form (standings-form.ts):
 * `lastTen` its wins, losses (overtime and shootout ones included) and ties over its last ten played
 * games, `streak` its run of equal results up to its latest game (null before its first).
 */
export const standingsLine = standingsRow.extend({
  lastTen: z.object({ wins: z.number().int(), losses: z.number().int(), ties: z.number().int() }),
  streak: z.object({ result: z.enum(['W', 'L', 'T']), count: z.number().int() }).nullable(),
});
export type StandingsLine = z.infer<typeof standingsLine>;

/** Every team's points after each day games were played (`days` in order, one figure per day). */
export const standingsRaceAnswer = z.object({
  days: z.array(z.string()),
  teams: z.array(z.object({ teamId: z.uuid(), points: z.array(z.number().int()) })),
});

/**
 * GET /api/league/leagues/{leagueId}/standings[?asOf=YYYY-MM-DD]: every team of the league, by points,
 * wins, goal difference, goals for (descending), then team name. `divisions`: the teams' division names.
 * `asOf` echoes the query (null without it); with it, every figure counts the games up to that day only.
 * `race`: the points race up to then.
 */
export const standingsAnswer = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
  isCurrent: z.boolean(),
  asOf: z.string().nullable(),
  divisions: z.array(z.string()),
  listOfTeams: z.array(standingsLine),
  race: standingsRaceAnswer,
});
export type StandingsAnswer = z.infer<typeof standingsAnswer>;

/** A YYYY-MM-DD that names a day of the calendar (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const standingsQuery = z.object({
  asOf: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'asOf must be a date YYYY-MM-DD.')
    .refine(isCalendarDate, 'asOf must be a date YYYY-MM-DD.')
    .optional(),
});

/**
 * One line of the scoring leaders: a rostered player of the league with at least one point. From the game
 * sheet (docs/api.md, "Rules the read models apply"): `penaltyMinutes`, and the goals scored on a power
 * play (`powerPlayGoals`) and short-handed (`shortHandedGoals`).
 */
export const scoringLeader = z.object({
  playerId: z.uuid(),
  rosterPlayerId: z.uuid(),
  number: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  teamId: z.uuid(),
  teamName: z.string(),
  divisionName: z.string().nullable(),
  goals: z.number().int(),
  assists: z.number().int(),
  points: z.number().int(),
  penaltyMinutes: z.number().int(),
  powerPlayGoals: z.number().int(),
  shortHandedGoals: z.number().int(),
});
export type ScoringLeader = z.infer<typeof scoringLeader>;

/** GET /api/league/{leagueId}/scoringLeaders: by points, goals (descending), then last and first name. */
export const scoringLeadersAnswer = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
  scoringLeaders: z.array(scoringLeader),
});
export type ScoringLeadersAnswer = z.infer<typeof scoringLeadersAnswer>;

/**
 * One goalie of a league: a player named the goalie of their side's lineup on the game sheet of a game
 * with a played result (docs/api.md, "Rules the read models apply"). `goalsAgainstAverage` is goals
 * against per game played, to two decimals; `saves` and `savePercentage` (saves / shots, three decimals)
 * count the games whose opponent's shots were recorded, null without any.
 */
export const goalieLeader = z.object({
  playerId: z.uuid(),
  rosterPlayerId: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  number: z.number().int(),
  gamesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  goalsAgainst: z.number().int(),
  goalsAgainstAverage: z.number(),
  shutouts: z.number().int(),
  saves: z.number().int().nullable(),
  savePercentage: z.number().nullable(),
});
export type GoalieLeader = z.infer<typeof goalieLeader>;

/**
 * GET /api/league/{leagueId}/goalieLeaders: the league's goalies by goals-against average (ascending),
 * then games played (descending), then last and first name.
 */
export const goalieLeadersAnswer = z.object({ goalieLeaders: z.array(goalieLeader) });
export type GoalieLeadersAnswer = z.infer<typeof goalieLeadersAnswer>;
