import { addressListProjection } from '../address-list';

/** Organizations (GET /api/admin/allOrgs, /api/admin/org/{orgId}). */
export const organizationsProjection = addressListProjection({
  table: 'organizations',
  noun: 'Organization',
  prefix: 'org',
});
