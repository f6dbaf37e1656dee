import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allCOCCoachesAnswer, type CocCoach } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
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
    async () => {
      const { rows } = await deps.db.query<CocCoach>(
        `SELECT signature_id AS "_id", last_name AS "lastName", first_name AS "firstName", team, season, date
           FROM rm.conduct_signatures
          ORDER BY lower(last_name), lower(first_name), last_name, first_name, date, signature_id`,
      );
      return { allCOCCoaches: rows };
    },
  );
};
