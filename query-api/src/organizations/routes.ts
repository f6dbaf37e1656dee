import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allOrgsAnswer, notFound, orgAnswer, orgParams, ORG_NOT_FOUND_MESSAGE } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { allOrganizations, organizationById } from '@league/read-models/organizations';
import type { QueryApiDeps } from '../deps';

/** GET /api/admin/allOrgs (public, by name) and GET /api/admin/org/{orgId} (admin). */
export const organizationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const projections = ['organizations'];
  app.get(
    '/api/admin/allOrgs',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections },
      schema: { tags: ['organizations'], response: { 200: allOrgsAnswer } },
    },
    async () => ({ allOrgs: await allOrganizations(deps.db) }),
  );

  app.get(
    '/api/admin/org/:orgId',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      config: { projections },
      schema: {
        tags: ['organizations'],
        security: [{ bearerAuth: [] }],
        params: orgParams,
        response: { 200: orgAnswer },
      },
    },
    async (request) => {
      const org = await organizationById(deps.db, request.params.orgId);
      if (!org) throw notFound(ORG_NOT_FOUND_MESSAGE);
      return { org };
    },
  );
};
