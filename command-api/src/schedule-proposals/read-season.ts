import { LeagueError, notFound, type ScheduleProposalParameters } from '@league/contracts';
import type { CommandApiDeps } from '../deps';
import { LEAGUE_NOT_FOUND_MESSAGE } from '../leagues/decider';
import { COMMAND_LOOKUPS, LOOKUPS_UNAVAILABLE_MESSAGE } from '../lookups';
import { loadLeague, loadVenue } from '../lookups/streams';
import { addDays, lastDayOf, slotKey, weekdayOf, type Season } from './season';

const WAIT_MS = 5_000;

export const VENUE_OF_SLOT_NOT_FOUND_MESSAGE = (slot: number) =>
  `slots: the venue of slot ${slot} was not found.`;

/** A season with the names its proposal shows, and the league's setting its games are recorded with. */
export interface SeasonRead {
  season: Season;
  teams: { teamId: string; teamName: string }[];
  venues: { venueId: string; venueName: string }[];
  booked: { date: string; time: string; venueId: string }[];
}

/**
 * What the schedule already holds around the season (docs/api.md, "Schedule generator"), read from the
 * command lookups once they have reached the store's head, as league play's commands read them
 * (command-api/src/lookups): the league's current teams, every game or event at the slots' venues during
 * the season, and the teams' games from minDaysBetween before it to minDaysBetween after.
 */
export async function readSeason(
  deps: Pick<CommandApiDeps, 'store' | 'readModel'>,
  leagueId: string,
  parameters: ScheduleProposalParameters,
): Promise<SeasonRead> {
  const { store, readModel } = deps;
  const league = await loadLeague(store, leagueId);
  if (league.status !== 'active') throw notFound(LEAGUE_NOT_FOUND_MESSAGE);
  const venues: SeasonRead['venues'] = [];
  for (const [index, slot] of parameters.slots.entries()) {
    if (venues.some((venue) => venue.venueId === slot.venueId)) continue;
    const venue = await loadVenue(store, slot.venueId);
    if (venue.status !== 'active') throw notFound(VENUE_OF_SLOT_NOT_FOUND_MESSAGE(index + 1));
    venues.push({ venueId: slot.venueId, venueName: venue.venueName });
  }

  if (!readModel) throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
  const head = await store.headPosition();
  if (head !== null && !(await readModel.waitForPosition(head, WAIT_MS, [COMMAND_LOOKUPS])))
    throw new LeagueError(503, LOOKUPS_UNAVAILABLE_MESSAGE);
  const { db } = readModel;
  const teams = await db.query<{ team_id: string; team_name: string }>(
    `SELECT team_id, team_name FROM rm.cmd_teams WHERE league_id = $1 AND is_current
      ORDER BY lower(team_name), team_id`,
    [leagueId],
  );
  const teamIds = teams.rows.map((row) => row.team_id);
  const { startDate, minDaysBetween } = parameters;
  const lastDay = lastDayOf(parameters);
  const booked = await db.query<{ date: string; time: string; venue_id: string }>(
    `SELECT date, time, venue_id FROM rm.cmd_schedule_slots
      WHERE venue_id = ANY($1::uuid[]) AND date BETWEEN $2 AND $3 ORDER BY date, time, venue_id`,
    [venues.map((venue) => venue.venueId), startDate, lastDay],
  );
  const teamGames = await db.query<{
    date: string;
    home_team_id: string | null;
    visitor_team_id: string | null;
  }>(
    `SELECT date, home_team_id, visitor_team_id FROM rm.cmd_schedule_slots
      WHERE kind = 'game' AND (home_team_id = ANY($1::uuid[]) OR visitor_team_id = ANY($1::uuid[]))
        AND date BETWEEN $2 AND $3`,
    [teamIds, addDays(startDate, -minDaysBetween), addDays(lastDay, minDaysBetween)],
  );
  const teamDates = new Map<string, string[]>();
  for (const row of teamGames.rows)
    for (const teamId of [row.home_team_id, row.visitor_team_id])
      if (teamId && teamIds.includes(teamId))
        teamDates.set(teamId, [...(teamDates.get(teamId) ?? []), row.date]);
  // what the proposal's grid shows: the bookings at the weekly slots
  const weekly = new Set(parameters.slots.map((slot) => `${slot.weekday} ${slot.time} ${slot.venueId}`));
  const bookedSlots = booked.rows
    .map((row) => ({ date: row.date, time: row.time, venueId: row.venue_id }))
    .filter((at) => weekly.has(`${weekdayOf(at.date)} ${at.time} ${at.venueId}`));
  return {
    season: { parameters, teamIds, booked: new Set(bookedSlots.map(slotKey)), teamDates },
    teams: teams.rows.map((row) => ({ teamId: row.team_id, teamName: row.team_name })),
    venues,
    booked: bookedSlots,
  };
}
