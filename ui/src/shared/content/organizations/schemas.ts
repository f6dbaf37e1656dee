import { orgForm } from '@league/contracts';
import type { z } from 'zod';

/** The organization form (docs/rules.md §5: both fields required), the same schema as the API's. */
export const orgFormSchema = orgForm;
export type OrgForm = z.input<typeof orgFormSchema>;

export type { Organization } from '@league/contracts';
