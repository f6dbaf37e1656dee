import { z } from 'zod';
import type { NamedId } from '../../wire-id';

/** `version` is what an edit sends back as `If-Match`. */
export const orgListItem = z.object({
  _id: z.uuid(),
  orgName: z.string(),
  orgAddress: z.string(),
  version: z.number().int(),
});
export type OrgListItem = z.infer<typeof orgListItem>;
/** An organization as the read model and the pages hold it (`orgListItem` is its HTTP shape). */
export type Organization = NamedId<OrgListItem, 'orgId'>;

/** GET /api/admin/allOrgs (public), by name. */
export const allOrgsAnswer = z.object({ allOrgs: z.array(orgListItem) });
export type AllOrgsAnswer = z.infer<typeof allOrgsAnswer>;

/** GET /api/admin/org/{orgId} (admin). */
export const orgAnswer = z.object({ org: orgListItem });
export type OrgAnswer = z.infer<typeof orgAnswer>;
