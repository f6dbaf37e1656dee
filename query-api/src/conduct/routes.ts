import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allCOCCoachesAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { conductSignatures } from '@league/read-models/conduct';
import type { QueryApiDeps } from '../deps';

/** GET /api/admin/getAllCOCCoaches (admin): the signatures by last name, then first name. */
export const conductQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/admin/getAllCOCCoaches',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      config: { projections: ['conduct_signatures'] },
      schema: { tags: ['conduct'], security: [{ bearerAuth: [] }], response: { 200: allCOCCoachesAnswer } },
    },
    async () => ({ allCOCCoaches: await conductSignatures(deps.db) }),
  );
};
