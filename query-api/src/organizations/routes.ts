import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allOrgsAnswer,
  notFound,
  orgAnswer,
  orgParams,
  ORG_NOT_FOUND_MESSAGE,
  type OrgListItem,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';

const SELECT = `SELECT org_id AS "_id", org_name AS "orgName", org_address AS "orgAddress", version
  FROM rm.organizations`;

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
    async () => ({
      allOrgs: (await deps.db.query<OrgListItem>(`${SELECT} ORDER BY lower(org_name), org_name, org_id`))
        .rows,
    }),
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
      const { rows } = await deps.db.query<OrgListItem>(`${SELECT} WHERE org_id = $1`, [
        request.params.orgId,
      ]);
      if (!rows[0]) throw notFound(ORG_NOT_FOUND_MESSAGE);
      return { org: rows[0] };
    },
  );
};
