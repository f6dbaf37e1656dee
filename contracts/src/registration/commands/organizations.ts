import { z } from 'zod';
import { optionalId, requiredText } from '../fields';

/** Texts of the organization form (docs/rules.md §5, §8). */
export const ORG_NAME_MESSAGE = 'Please enter a name for the organization';
export const ORG_ADDRESS_MESSAGE = 'Please enter an address';
export const ORG_CREATE_FAILED_MESSAGE = 'Something went wrong with creating a new organization';
export const ORG_UPDATE_FAILED_MESSAGE = 'Something went wrong with editing this organization';
/** Server answers. */
export const ORG_NOT_FOUND_MESSAGE = 'Organization not found.';
export const ORG_NAME_TAKEN_MESSAGE = 'An organization with this name already exists.';

export const orgNameField = requiredText(ORG_NAME_MESSAGE, 'The organization name', 200);
export const orgAddressField = requiredText(ORG_ADDRESS_MESSAGE, 'The address', 500);

/** The new and update forms of the UI: both fields required. */
export const orgForm = z.object({ orgName: orgNameField, orgAddress: orgAddressField });
export type OrgForm = z.infer<typeof orgForm>;

export const createOrgRequest = orgForm.extend({ id: optionalId });
export type CreateOrgRequest = z.infer<typeof createOrgRequest>;

/** Either field may be left out (kept); a field that is sent must not be blank. */
export const updateOrgRequest = z
  .object({ orgName: orgNameField.optional(), orgAddress: orgAddressField.optional() })
  .refine((v) => v.orgName !== undefined || v.orgAddress !== undefined, {
    message: 'Send an orgName or an orgAddress to change.',
  });
export type UpdateOrgRequest = z.infer<typeof updateOrgRequest>;

export const orgParams = z.object({ orgId: z.uuid('orgId must be a UUID.') });
/** DELETE /api/admin/{id}/removeOrg (the parameter is named id, as first designed: docs/rules.md §3). */
export const removeOrgParams = z.object({ id: z.uuid('id must be a UUID.') });

export const orgWriteAnswer = z.object({ orgId: z.uuid(), position: z.string() });
export type OrgWriteAnswer = z.infer<typeof orgWriteAnswer>;

/** Names compare trimmed, case-insensitively, with runs of spaces as one. */
export function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}
