import { z } from 'zod';
import type { NamedId } from '../../wire-id';

/**
 * A schedule item (docs/api.md, "A schedule item"): a game or a calendar event as every schedule shows
 * it. Games: `eventName` null, teams' names ("TBD" when a team is not known yet), `status` "TBP" and
 * `score` "" until a result counts (FINAL, Overtime or Shootout), `score` "<visitor total> - <home
 * total>", `winner`/`loser` team names (both null for a tie or an unplayed game). Events: `eventName` set,
 * teams null, `status` and `score` "", no winner. `leagueId`/`leagueName` are null only for an event of
 * no league.
 */
export const scheduleItem = z.object({
  _id: z.uuid(),
  kind: z.enum(['game', 'event']),
  /** "MM/DD" */
  date: z.string(),
  /** "HH:MM" (24 h) */
  time: z.string(),
  /** "YYYY-MM-DD" */
  isoDate: z.string(),
  /** "Friday" */
  dayOfWeek: z.string(),
  year: z.number().int(),
  status: z.string(),
  score: z.string(),
  venueId: z.uuid(),
  venueName: z.string(),
  leagueId: z.uuid().nullable(),
  leagueName: z.string().nullable(),
  eventName: z.string().nullable(),
  homeTeamId: z.uuid().nullable(),
  homeTeamName: z.string().nullable(),
  homeTeamSeed: z.number().int(),
  visitorTeamId: z.uuid().nullable(),
  visitorTeamName: z.string().nullable(),
  visitorTeamSeed: z.number().int(),
  winner: z.string().nullable(),
  loser: z.string().nullable(),
  playoff: z.boolean(),
  championship: z.boolean(),
  /**
   * The league, venue and team schedules and the home page only (absent elsewhere): the game is being scored
   * on its sheet (a goal, penalty, shots or shootout attempt recorded, no result yet), as the game
   * summary's `inProgress`.
   */
  inProgress: z.boolean().optional(),
  /** with `inProgress`: the goals on the sheet so far per side (removed ones left out), else null */
  runningScore: z.object({ visitor: z.number().int(), home: z.number().int() }).nullable().optional(),
});
export type ScheduleItem = z.infer<typeof scheduleItem>;
/**
 * A schedule item as the pages hold it: its id (the game's or the event's) as `itemId` (`scheduleItem` is
 * its HTTP shape, where it is `_id`).
 */
export type ScheduleEntry = NamedId<ScheduleItem, 'itemId'>;

/** Admin schedules carry the item's stream version (sent back as If-Match by the edit forms). */
export const adminScheduleItem = scheduleItem.extend({ version: z.number().int() });
export type AdminScheduleItem = z.infer<typeof adminScheduleItem>;
export type AdminScheduleEntry = NamedId<AdminScheduleItem, 'itemId'>;

/**
 * A team's schedule item: `teamName` is the team's, `opponent` the other team's name (TBD when not known;
 * null for an event), `result` the team's WON/LOST/TIE once the game counts, else null.
 */
const { inProgress, runningScore, ...itemFields } = scheduleItem.shape;
export const teamScheduleItem = z.object({
  ...itemFields,
  teamName: z.string(),
  opponent: z.string().nullable(),
  result: z.enum(['WON', 'LOST', 'TIE']).nullable(),
  // the sheet's optional fields last, where the answers write them
  inProgress,
  runningScore,
});
export type TeamScheduleItem = z.infer<typeof teamScheduleItem>;
export type TeamScheduleEntry = NamedId<TeamScheduleItem, 'itemId'>;

/** GET /api/league/schedule/{leagueId}: the league's games and its own calendar events. */
export const leagueScheduleAnswer = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
  allLeagueGamesArray: z.array(scheduleItem),
});
export type LeagueScheduleAnswer = z.infer<typeof leagueScheduleAnswer>;
/** The league's schedule as its pages hold it: its items by their itemId. */
export type LeagueSchedule = Omit<LeagueScheduleAnswer, 'allLeagueGamesArray'> & {
  allLeagueGamesArray: ScheduleEntry[];
};

/** GET /api/league/schedule/admin/{leagueId} (admin) */
export const adminLeagueScheduleAnswer = z.object({ allLeagueGamesArray: z.array(adminScheduleItem) });
export type AdminLeagueScheduleAnswer = z.infer<typeof adminLeagueScheduleAnswer>;

/** GET /api/admin/allGamesAndEvents (admin): the master schedule. */
export const allGamesAndEventsAnswer = z.object({ allItems: z.array(adminScheduleItem) });
export type AllGamesAndEventsAnswer = z.infer<typeof allGamesAndEventsAnswer>;

/**
 * A league as a schedule names it: what a team's page address needs (league name, session and year,
 * which an item's own `year`, its date's, need not be).
 */
export const scheduleLeague = z.object({
  leagueId: z.uuid(),
  leagueName: z.string(),
  divisionName: z.string().nullable(),
  session: z.string(),
  year: z.number().int(),
});
export type ScheduleLeague = z.infer<typeof scheduleLeague>;

/**
 * GET /api/league/{venueId}/schedule: games and events of every league at the venue; `leagues` the
 * leagues of those items (newest year first).
 */
export const venueScheduleAnswer = z.object({
  venueId: z.uuid(),
  venueName: z.string(),
  allVenueGamesAndEventsArray: z.array(scheduleItem),
  leagues: z.array(scheduleLeague),
});
export type VenueScheduleAnswer = z.infer<typeof venueScheduleAnswer>;
/** The venue's schedule as its pages hold it: its items by their itemId. */
export type VenueSchedule = Omit<VenueScheduleAnswer, 'allVenueGamesAndEventsArray'> & {
  allVenueGamesAndEventsArray: ScheduleEntry[];
};

export const readLeagueParams = z.object({ leagueId: z.uuid('leagueId must be a UUID.') });
export const readTeamParams = z.object({ teamId: z.uuid('teamId must be a UUID.') });
export const readGameParams = z.object({ gameId: z.uuid('gameId must be a UUID.') });
export const readPlayerParams = z.object({ playerId: z.uuid('playerId must be a UUID.') });
export const readVenueParams = z.object({ venueId: z.uuid('venueId must be a UUID.') });
