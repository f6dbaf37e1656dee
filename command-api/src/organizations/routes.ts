import {
  createOrgRequest,
  orgParams,
  orgWriteAnswer,
  removeOrgParams,
  updateOrgRequest,
} from '@league/contracts';
import { ifMatchOf } from '@league/infra/http';
import { commandsOf, recordRoutes } from '../handling';
import type { OrganizationFields } from './decider';
import { createOrganization, removeOrganization, updateOrganization } from './organizations';

/**
 * POST createOrg, PATCH updateOrg, DELETE removeOrg (these two with If-Match): admin only. Each write
 * claims or frees the organization's unique name beside the record (organizations.ts).
 */
export const organizationRoutes = recordRoutes({
  tag: 'organizations',
  id: 'orgId',
  answer: orgWriteAnswer,
  create: {
    path: '/api/admin/createOrg',
    body: createOrgRequest,
    fields: ({ orgName, orgAddress }) => ({ orgName, orgAddress }),
  },
  update: { path: '/api/admin/:orgId/updateOrg', params: orgParams, body: updateOrgRequest },
  // the spec names this route's parameter id
  remove: { path: '/api/admin/:id/removeOrg', params: removeOrgParams, param: 'id' },
  writes: (deps) => {
    const { context } = commandsOf(deps);
    return {
      create: (request, org: OrganizationFields) => createOrganization(deps.store, org, context(request)),
      update: (request, change) =>
        updateOrganization(deps.store, change, context(request), ifMatchOf(request)),
      remove: (request, orgId) => removeOrganization(deps.store, orgId, context(request), ifMatchOf(request)),
    };
  },
});
