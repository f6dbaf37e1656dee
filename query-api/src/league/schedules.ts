import { notFound } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import * as schedule from '@league/read-models/schedule';
import { scheduleLeague, toAdminItem, toItem } from './items';
import { foundLeague, leagueFields } from './leagues';

export const VENUE_NOT_FOUND = 'No Venue Found!';

/** The league's games and its own calendar events, chronologically. */
export async function leagueSchedule(db: SqlClient, leagueId: string) {
  const { items, ...league } = foundLeague(await schedule.leagueSchedule(db, leagueId));
  return { ...leagueFields(league), leagueId, allLeagueGamesArray: items.map(toItem) };
}

export async function adminLeagueSchedule(db: SqlClient, leagueId: string) {
  const { items } = foundLeague(await schedule.leagueSchedule(db, leagueId));
  return { allLeagueGamesArray: items.map(toAdminItem) };
}

export async function masterSchedule(db: SqlClient) {
  return { allItems: (await schedule.scheduleItems(db, { by: 'all' })).map(toAdminItem) };
}

/** Games and events of every league at the venue. */
export async function venueSchedule(db: SqlClient, venueId: string) {
  const found = await schedule.venueSchedule(db, venueId);
  if (!found) throw notFound(VENUE_NOT_FOUND);
  const { items, leagues, ...venue } = found;
  return { ...venue, allVenueGamesAndEventsArray: items.map(toItem), leagues: leagues.map(scheduleLeague) };
}
