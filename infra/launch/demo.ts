import type { FastifyInstance } from 'fastify';

/**
 * The demo league, recorded through the real command routes (validation, events, projections), so a new
 * user sees a living site on the first page. It grows as capabilities land.
 */
const venues = [
  { venueName: 'Riverside Sports Dome', venueAddress: '1200 River Rd, Albany, NY 12205' },
  { venueName: 'Capital Hockey Center', venueAddress: '45 Arena Way, Troy, NY 12180' },
  { venueName: 'Lakeview Rink', venueAddress: '88 Shoreline Dr, Saratoga Springs, NY 12866' },
];

export async function loadDemoLeague(app: FastifyInstance, adminToken: string): Promise<void> {
  const post = async (url: string, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    if (response.statusCode >= 300) {
      throw new Error(`Demo league: ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return response.json() as Record<string, unknown>;
  };
  for (const venue of venues) await post('/api/admin/createVenue', venue);
}
