import { z } from 'zod';

/** `version` is what an edit sends back as `If-Match`. */
export const orgListItem = z.object({
  _id: z.uuid(),
  orgName: z.string(),
  orgAddress: z.string(),
  version: z.number().int(),
});
export type OrgListItem = z.infer<typeof orgListItem>;

/** GET /api/admin/allOrgs (public), by name. */
export const allOrgsAnswer = z.object({ allOrgs: z.array(orgListItem) });
export type AllOrgsAnswer = z.infer<typeof allOrgsAnswer>;

/** GET /api/admin/org/{orgId} (admin). */
export const orgAnswer = z.object({ org: orgListItem });
export type OrgAnswer = z.infer<typeof orgAnswer>;
