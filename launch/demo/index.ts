import type { FastifyInstance } from 'fastify';
import { DEFAULT_LEAGUE_TIME_ZONE, todayInTimeZone } from '@league/contracts';
import { demoApi, type MailedLink } from './api';
import { loadStaffDemo } from './staff';
import { loadContentDemo } from './content';
import { loadLeaguePlayDemo } from './league-play';
import { loadTournamentDemo } from './tournament';

/**
 * The demo league, recorded through the real command routes (validation, events, projections), so a new
 * user sees a living site on the first page. Each area adds its part in its own file.
 */
const venues = [
  { venueName: 'Riverside Sports Dome', venueAddress: '1200 River Rd, Albany, NY 12205' },
  { venueName: 'Capital Hockey Center', venueAddress: '45 Arena Way, Troy, NY 12180' },
  { venueName: 'Lakeview Rink', venueAddress: '88 Shoreline Dr, Saratoga Springs, NY 12866' },
];

export async function loadDemoLeague(
  app: FastifyInstance,
  adminToken: string,
  {
    mailedLink,
    timeZone = DEFAULT_LEAGUE_TIME_ZONE,
  }: {
    /** the links the site mailed, for the demo's staff and coaches to follow (see DemoApi.mailedLink) */
    mailedLink?: MailedLink;
    /** LEAGUE_TIMEZONE: the demo's dates are relative to today on the league's calendar */
    timeZone?: string;
  } = {},
): Promise<void> {
  const today = todayInTimeZone(timeZone);
  const owner = demoApi(app, adminToken, undefined, mailedLink);
  // the board's staff first: the scorekeeper records the results, the admin corrects the wrong one
  const staff = await loadStaffDemo(owner);
  const api = staff ? { ...owner, staff } : owner;
  const venueIds: string[] = [];
  for (const venue of venues) {
    const { venueId } = await api.call('POST', '/api/admin/createVenue', venue);
    venueIds.push(String(venueId));
  }
  await loadLeaguePlayDemo(api, { venueIds, today });
  await loadTournamentDemo(api, { venueIds, today });
  await loadContentDemo(api, { venueIds, today });
}
