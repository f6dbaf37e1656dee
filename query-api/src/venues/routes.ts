import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allVenuesAnswer } from '@league/contracts';
import { allVenues, reads } from '@league/read-models/venues';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes } from '../reads';
import { venueItem } from './answers';

/** GET /api/admin/venues: public, by name. */
export const venueQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'venues');
  const venues = named('allVenues', async (db) => (await allVenues(db)).map(venueItem));
  get('/api/admin/venues', allVenuesAnswer, reads.allVenues, venues);
};
