import { z } from 'zod';
import type { NamedId } from '../../wire-id';

export const currentLeagueItem = z.object({
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
export type CurrentLeagueItem = z.infer<typeof currentLeagueItem>;
/** A current league as the read model and the pages hold it (`currentLeagueItem` is its HTTP shape). */
export type CurrentLeague = NamedId<CurrentLeagueItem, 'leagueId'>;

/**
 * GET /api/admin/leagues/current (public): current leagues by name then division (each division kept);
 * the second list drops exact repeats of name, division, session and year.
 */
export const currentLeaguesAnswer = z.object({
  currentLeagues: z.array(currentLeagueItem),
  currentLeaguesSortedNoDuplicates: z.array(currentLeagueItem),
});
export type CurrentLeaguesAnswer = z.infer<typeof currentLeaguesAnswer>;

export const previousLeagueItem = z.object({
  _id: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
});
export type PreviousLeagueItem = z.infer<typeof previousLeagueItem>;
/** An archived league as the read model and the pages hold it (`previousLeagueItem` is its HTTP shape). */
export type PreviousLeague = NamedId<PreviousLeagueItem, 'leagueId'>;

/** GET /api/league/previousLeagues: archived leagues, newest first (year, then most recently created). */
export const previousLeaguesAnswer = z.object({ previousLeagues: z.array(previousLeagueItem) });
export type PreviousLeaguesAnswer = z.infer<typeof previousLeaguesAnswer>;
