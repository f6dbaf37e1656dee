import { z } from 'zod';

export const currentLeague = z.object({
  _id: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
  /** two games of a team on one date allowed (the league's setting) */
  allowDoubleHeaders: z.boolean(),
  /** a period's length in minutes (the league's setting) */
  periodMinutes: z.number().int(),
  /** the league stream's version (If-Match of the update form) */
  version: z.number().int(),
});
export type CurrentLeague = z.infer<typeof currentLeague>;

/**
 * GET /api/admin/leagues/current (public): current leagues by name then division (each division kept);
 * the second list drops exact repeats of name, division, session and year.
 */
export const currentLeaguesAnswer = z.object({
  currentLeagues: z.array(currentLeague),
  currentLeaguesSortedNoDuplicates: z.array(currentLeague),
});
export type CurrentLeaguesAnswer = z.infer<typeof currentLeaguesAnswer>;

export const previousLeague = z.object({
  _id: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
});
export type PreviousLeague = z.infer<typeof previousLeague>;

/** GET /api/league/previousLeagues: archived leagues, newest first (year, then most recently created). */
export const previousLeaguesAnswer = z.object({ previousLeagues: z.array(previousLeague) });
export type PreviousLeaguesAnswer = z.infer<typeof previousLeaguesAnswer>;
