import { notFound } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { itemRows, toAdminItem, toItem } from './items';
import { leagueInfo } from './leagues';

export const VENUE_NOT_FOUND = 'No Venue Found!';

/** The league's games and its own calendar events, chronologically. */
export async function leagueSchedule(db: SqlClient, leagueId: string) {
  const league = await leagueInfo(db, leagueId);
  const rows = await itemRows(db, { by: 'league', leagueId });
  return {
    leagueId,
    leagueName: league.leagueName,
    divisionName: league.divisionName,
    session: league.session,
    year: league.year,
    allLeagueGamesArray: rows.map(toItem),
  };
}

export async function adminLeagueSchedule(db: SqlClient, leagueId: string) {
  await leagueInfo(db, leagueId);
  return { allLeagueGamesArray: (await itemRows(db, { by: 'league', leagueId })).map(toAdminItem) };
}

export async function masterSchedule(db: SqlClient) {
  return { allItems: (await itemRows(db, { by: 'all' })).map(toAdminItem) };
}

export async function venueInfo(db: SqlClient, venueId: string) {
  const { rows } = await db.query<{ venueId: string; venueName: string }>(
    `SELECT venue_id AS "venueId", venue_name AS "venueName" FROM rm.schedule_venues
      WHERE venue_id = $1 AND NOT removed`,
    [venueId],
  );
  const venue = rows[0];
  if (!venue) throw notFound(VENUE_NOT_FOUND);
  return venue;
}

/** Games and events of every league at the venue. */
export async function venueSchedule(db: SqlClient, venueId: string) {
  const venue = await venueInfo(db, venueId);
  const rows = await itemRows(db, { by: 'venue', venueId });
  return { ...venue, allVenueGamesAndEventsArray: rows.map(toItem) };
}
