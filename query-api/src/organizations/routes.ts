import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allOrgsAnswer, orgAnswer, orgParams, ORG_NOT_FOUND_MESSAGE } from '@league/contracts';
import { allOrganizations, organizationById, reads } from '@league/read-models/organizations';
import type { QueryApiDeps } from '../deps';
import { answeredAs, named, oneById, readRoutes } from '../reads';
import { orgItem } from './answers';

/** GET /api/admin/allOrgs (public, by name) and GET /api/admin/org/{orgId} (admin). */
export const organizationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const publicRead = readRoutes(app, deps, 'public', 'organizations');
  const adminRead = readRoutes(app, deps, 'admin', 'organizations');
  const orgs = named('allOrgs', async (db) => (await allOrganizations(db)).map(orgItem));
  publicRead('/api/admin/allOrgs', allOrgsAnswer, reads.allOrganizations, orgs);
  const org = oneById(orgParams, 'org', answeredAs(organizationById, orgItem), ORG_NOT_FOUND_MESSAGE);
  adminRead('/api/admin/org/:orgId', orgAnswer, reads.organizationById, org);
};
