import {
  createOrgRequest,
  orgParams,
  orgWriteAnswer,
  removeOrgParams,
  updateOrgRequest,
} from '@league/contracts';
import { recordCommands, recordRoutes } from '../handling';
import { organizationRecord } from './decider';
import { organizationAggregate } from './organizations';

/**
 * POST createOrg, PATCH updateOrg, DELETE removeOrg (these two with If-Match): admin only. The
 * organization's aggregate holds its unique name: claimed by a create or a rename, freed by a rename or
 * the removal (organizations.ts).
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
  // this route's parameter is named id, as first designed (docs/rules.md §3)
  remove: { path: '/api/admin/:id/removeOrg', params: removeOrgParams, param: 'id' },
  writes: recordCommands(organizationAggregate, organizationRecord.names),
});
