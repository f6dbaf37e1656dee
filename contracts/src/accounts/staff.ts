import { z } from 'zod';
import { isPlainText } from '../text';
import { emailField, PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE } from './commands';

/**
 * The people who run the league (docs/accounts.md):
 * - `owner`: the account of LEAGUE_ADMIN_EMAIL, named by LEAGUE_ADMIN_NAME; never disabled or demoted;
 * - `admin`: everything the admin area does, the staff included;
 * - `scorekeeper`: a game's results (and its game sheet), nothing else;
 * and the coaches, who sign up themselves.
 */
export const STAFF_ROLES = ['owner', 'admin', 'scorekeeper'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** The roles an admin gives: nobody is made owner but by the configuration. */
export const ASSIGNABLE_STAFF_ROLES = ['admin', 'scorekeeper'] as const;
export type AssignableStaffRole = (typeof ASSIGNABLE_STAFF_ROLES)[number];
/** Who an account is: a member of staff with a role, or a coach. */
export type AccountRole = StaffRole | 'coach';

export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** The owner's name when LEAGUE_ADMIN_NAME is not set. */
export const DEFAULT_OWNER_NAME = 'League admin';
/** An invitation link works this long, once; a new invitation voids the earlier one. */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60_000;

// ---- messages --------------------------------------------------------------------------------------
export const STAFF_NAME_MESSAGE = 'Please enter a name.';
export const STAFF_ROLE_MESSAGE = 'Please choose a role: admin or scorekeeper.';
export const STAFF_NOT_FOUND_MESSAGE = 'Staff member not found.';
export const STAFF_EMAIL_TAKEN_MESSAGE = 'This address belongs to a member of staff already.';
export const OWNER_UNCHANGEABLE_MESSAGE = 'The owner of the site cannot be changed here.';
export const INVITATION_INVALID_MESSAGE =
  'This invitation link is not valid any more. Ask an admin of the league to invite you again.';

export const staffNameField = z
  .string(STAFF_NAME_MESSAGE)
  .trim()
  .min(1, STAFF_NAME_MESSAGE)
  .max(100, 'A name can have at most 100 characters.')
  .refine(isPlainText, 'A name contains characters that cannot be stored.');
export const assignableRoleField = z.enum(ASSIGNABLE_STAFF_ROLES, STAFF_ROLE_MESSAGE);
/** A new password, by the rule and message of docs/rules.md §5 (sign-up, invitation, reset, change). */
export const newPasswordField = z
  .string(PASSWORD_RULE_MESSAGE)
  .max(1024, { message: 'The password is too long.', abort: true })
  .regex(PASSWORD_PATTERN, PASSWORD_RULE_MESSAGE);
/** A link's token as sent back by the browser: what the e-mail carried, never stored in clear. */
export const linkTokenField = z
  .string('token must be text.')
  .trim()
  .min(1, 'token is missing.')
  .max(300, 'token is too long.')
  .regex(/^[\w.-]+$/, 'token is not a token of this site.');

// ---- routes -----------------------------------------------------------------------------------------
/** GET /api/admin/staff (owner, admin): every member of staff, the owner first, then by name. */
export const staffMember = z.object({
  staffId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  /** ISO timestamps; null for the owner (never invited) and for someone who never logged in */
  invitedAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffAnswer = z.object({ staff: z.array(staffMember) });
export type StaffAnswer = z.infer<typeof staffAnswer>;

/**
 * POST /api/admin/staff (owner, admin) → 201 {staffId, position}: invites by e-mail; the invitation is
 * mailed (a link to /staff/accept?token=…, valid 7 days, once). Inviting an invited address again sends
 * a new link under the same staffId and voids the old; an active or disabled member's address is a 409.
 */
export const inviteStaffRequest = z.object({
  email: emailField,
  name: staffNameField,
  role: assignableRoleField,
});
export type InviteStaffRequest = z.infer<typeof inviteStaffRequest>;
export const staffWriteAnswer = z.object({ staffId: z.uuid(), position: z.string() });
export type StaffWriteAnswer = z.infer<typeof staffWriteAnswer>;

/** PATCH /api/admin/staff/{staffId} (owner, admin) → 200 {staffId, position}; never the owner (403). */
export const updateStaffRequest = z
  .object({
    name: staffNameField.optional(),
    role: assignableRoleField.optional(),
    disabled: z.boolean('disabled is true or false.').optional(),
  })
  .refine(
    (change) => change.name !== undefined || change.role !== undefined || change.disabled !== undefined,
    'Say what changes: name, role or disabled.',
  );
export type UpdateStaffRequest = z.infer<typeof updateStaffRequest>;
export const staffParams = z.object({ staffId: z.uuid('staffId must be a UUID.') });

/** POST /api/staff/accept (public) → 200 {staffId, token, expiresIn}: the invited person, signed in. */
export const acceptInvitationRequest = z.object({ token: linkTokenField, password: newPasswordField });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequest>;
export const acceptInvitationAnswer = z.object({
  staffId: z.uuid(),
  token: z.string(),
  /** seconds until the token expires */
  expiresIn: z.number().int().positive(),
});
export type AcceptInvitationAnswer = z.infer<typeof acceptInvitationAnswer>;

/**
 * POST /api/admin/login (as before) answers who signed in too: the role decides what the admin area
 * shows (a scorekeeper lands on "Games to score").
 */
export const staffLoginAnswer = z.object({
  token: z.string(),
  expiresAt: z.string(),
  staffId: z.uuid(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type StaffLoginAnswer = z.infer<typeof staffLoginAnswer>;
