import { z } from 'zod';
import { teamScheduleItem, type TeamScheduleEntry } from './schedule';
import { rosteredPlayer } from './teams';

const count = () => z.number().int();

/** Wins, losses, ties, overtime and shootout losses of a set of regular-season games. */
export const teamPageRecord = z.object({
  wins: count(),
  losses: count(),
  ties: count(),
  overtimeLosses: count(),
  shootoutLosses: count(),
});
export type TeamPageRecord = z.infer<typeof teamPageRecord>;

/** Another team of the same club: the same name (trimmed, spaces collapsed, any case) in another league or year. */
export const clubSeason = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  year: count(),
  isCurrent: z.boolean(),
  leagueId: z.uuid(),
  leagueName: z.string(),
  leagueDivisionName: z.string().nullable(),
  session: z.string(),
  /** its final (or, for a current team, its present) regular-season record and points */
  record: teamPageRecord.extend({ points: count() }),
});
export type ClubSeason = z.infer<typeof clubSeason>;

/**
 * The table of the standings page that ranks a team: its division's, the league's when the league has no
 * divisions, or that of the teams without a division in a league that has some.
 */
export const rankedIn = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('division'), divisionName: z.string() }),
  z.object({ kind: z.literal('league') }),
  z.object({ kind: z.literal('withoutDivision') }),
]);
export type RankedIn = z.infer<typeof rankedIn>;

/**
 * GET /api/team/{teamId} (public): everything a team's page shows, for a current or an archived team.
 * `standing` is the team's regular-season line of its league's standings: W-L-T-OTL-SOL, points, goals
 * for and against, its place in the table of the standings page that lists it (`rankedIn`: its division's,
 * or the league's when the league has no divisions) among the `teamsRanked` teams of that table, as the
 * standings page shows it (`rank` null before the standings have a line for it).
 * `home`/`away` split the same regular-season games by where the team played; `lastTen` and `streak` are
 * those of the standings (the last ten played regular-season games; an overtime or shootout loss is a
 * loss). `nextGame`: the first game of its schedule from today on (the league's calendar) with no result
 * yet, null when none. `roster` by number (no personal data: names, numbers and figures only);
 * `schedule` its games and its league's events, chronologically; `otherSeasons` newest first.
 */
export const teamPageAnswer = z.object({
  teamId: z.uuid(),
  teamName: z.string(),
  divisionName: z.string().nullable(),
  year: count(),
  isCurrent: z.boolean(),
  league: z.object({
    leagueId: z.uuid(),
    leagueName: z.string(),
    divisionName: z.string().nullable(),
    session: z.string(),
    year: count(),
    isCurrent: z.boolean(),
  }),
  standing: teamPageRecord.extend({
    gamesPlayed: count(),
    points: count(),
    goalsFor: count(),
    goalsAgainst: count(),
    goalDifference: count(),
    rank: count().nullable(),
    teamsRanked: count(),
    rankedIn,
  }),
  home: teamPageRecord,
  away: teamPageRecord,
  lastTen: z.object({ wins: count(), losses: count(), ties: count() }),
  streak: z.object({ result: z.enum(['W', 'L', 'T']), count: count() }).nullable(),
  nextGame: teamScheduleItem.nullable(),
  roster: z.array(rosteredPlayer),
  schedule: z.array(teamScheduleItem),
  otherSeasons: z.array(clubSeason),
});
export type TeamPageAnswer = z.infer<typeof teamPageAnswer>;
/** A team's page as the page holds it: its games and events by their itemId. */
export type TeamPageData = Omit<TeamPageAnswer, 'nextGame' | 'schedule'> & {
  nextGame: TeamScheduleEntry | null;
  schedule: TeamScheduleEntry[];
};
