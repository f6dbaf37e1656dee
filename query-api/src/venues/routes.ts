import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allVenuesAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { allVenues } from '@league/read-models/venues';
import type { QueryApiDeps } from '../deps';

/** GET /api/admin/venues: public, by name. */
export const venueQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/admin/venues',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections: ['venues'] },
      schema: { tags: ['venues'], response: { 200: allVenuesAnswer } },
    },
    async () => ({ allVenues: await allVenues(deps.db) }),
  );
};
