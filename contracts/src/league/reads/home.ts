import { z } from 'zod';
import { scheduleItem, type ScheduleEntry } from './schedule';

/** How much of each league the home page shows: the rest is one link away. */
export const HOME_PULSE_LIMITS = {
  /** the newest games with a result */
  latestResults: 3,
  /** the first games without a result, from today on */
  nextGames: 3,
  /** the top of the standings */
  standings: 4,
  /** calendar events and playoff and championship games, from today on */
  keyDates: 8,
} as const;

/** A line of the standings snapshot: the team, its division, games played and points. */
export const homeStandingsLine = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  divisionName: z.string().nullable(),
  gamesPlayed: z.number().int(),
  points: z.number().int(),
});
export type HomeStandingsLine = z.infer<typeof homeStandingsLine>;

/**
 * A current league on the home page: its newest results (newest first), its next games (from today on,
 * chronologically), the top of its standings (by rank) and how many teams the full standings have.
 */
export const homeLeague = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
  latestResults: z.array(scheduleItem),
  nextGames: z.array(scheduleItem),
  standings: z.array(homeStandingsLine),
  teamCount: z.number().int(),
});
export type HomeLeague = z.infer<typeof homeLeague>;
/** A current league of the home page as the page holds it: its games by their itemId. */
export type HomePulseLeague = Omit<HomeLeague, 'latestResults' | 'nextGames'> &
  Record<'latestResults' | 'nextGames', ScheduleEntry[]>;

/**
 * GET /api/home (public): the league's pulse. `today` is the day on the league's calendar the answer was
 * read for; `leagues` the current leagues by name then division; `keyDates` the calendar events (of a
 * current league or of none) and the unplayed playoff and championship games of current leagues, from
 * today on, chronologically. No personal data: team, league and venue names only.
 */
export const homeAnswer = z.object({
  today: z.string(),
  leagues: z.array(homeLeague),
  keyDates: z.array(scheduleItem),
});
export type HomeAnswer = z.infer<typeof homeAnswer>;
/** The home page's pulse as the page holds it: its games and key dates by their itemId. */
export interface HomePulse {
  today: string;
  leagues: HomePulseLeague[];
  keyDates: ScheduleEntry[];
}
