import type { Organization, OrgListItem } from '@league/contracts';

/**
 * An organization as the organization answers send it (docs/api.md, "Registration, organizations and
 * conduct"): its id as `_id`.
 */
export const orgItem = ({ orgId, ...org }: Organization): OrgListItem => ({ _id: orgId, ...org });
