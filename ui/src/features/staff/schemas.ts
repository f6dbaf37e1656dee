import {
  ASSIGNABLE_STAFF_ROLES,
  assignableRoleField,
  inviteStaffRequest,
  staffNameField,
  type AssignableStaffRole,
  type StaffRole,
  type StaffStatus,
} from '@league/contracts';
import { z } from 'zod';

/** Invite: the API's request, field for field (name, e-mail, role). */
export const inviteStaffFormSchema = inviteStaffRequest;
export type InviteStaffFormValues = z.input<typeof inviteStaffFormSchema>;

/** Edit a member: name and role, sent as one PATCH of what changed. */
export const editStaffFormSchema = z.object({ name: staffNameField, role: assignableRoleField });
export type EditStaffFormValues = z.input<typeof editStaffFormSchema>;

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  scorekeeper: 'Scorekeeper',
};

/** What each role an admin gives may do, said beside its choice. */
export const ROLE_CHOICES: ReadonlyArray<{ value: AssignableStaffRole; label: string; description: string }> =
  ASSIGNABLE_STAFF_ROLES.map((value) => ({
    value,
    label: ROLE_LABELS[value],
    description:
      value === 'admin'
        ? 'Everything in the admin area, the staff included.'
        : "A game's results, from the games to score of the week; nothing else.",
  }));

export const STATUS_LABELS: Record<StaffStatus, string> = {
  invited: 'Invited',
  active: 'Active',
  disabled: 'Disabled',
};
