import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allOrgsAnswer, orgAnswer, orgParams, ORG_NOT_FOUND_MESSAGE } from '@league/contracts';
import { allOrganizations, organizationById, reads } from '@league/read-models/organizations';
import type { QueryApiDeps } from '../deps';
import { named, oneById, readRoutes } from '../reads';

/** GET /api/admin/allOrgs (public, by name) and GET /api/admin/org/{orgId} (admin). */
export const organizationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const publicRead = readRoutes(app, deps, 'public', 'organizations');
  const adminRead = readRoutes(app, deps, 'admin', 'organizations');
  publicRead('/api/admin/allOrgs', allOrgsAnswer, reads.allOrganizations, named('allOrgs', allOrganizations));
  const org = oneById(orgParams, 'org', organizationById, ORG_NOT_FOUND_MESSAGE);
  adminRead('/api/admin/org/:orgId', orgAnswer, reads.organizationById, org);
};
