import type { FastifyInstance } from 'fastify';
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
  mailedLink?: MailedLink,
): Promise<void> {
  const owner = demoApi(app, adminToken, undefined, mailedLink);
  // the board's staff first: the scorekeeper records the results, the admin corrects the wrong one
  const staff = await loadStaffDemo(owner);
  const api = staff ? { ...owner, staff } : owner;
  const venueIds: string[] = [];
  for (const venue of venues) {
    const { venueId } = await api.call('POST', '/api/admin/createVenue', venue);
    venueIds.push(String(venueId));
  }
  await loadLeaguePlayDemo(api, { venueIds });
  await loadTournamentDemo(api, { venueIds });
  await loadContentDemo(api, { venueIds });
}
