import { eventTypes } from '../events';

/**
 * Events. Password hashes are `scrypt$N$r$p$salt$hash` (base64); they never leave the command side
 * in an answer or a log line.
 */
export interface AdminEmailClaimed {
  type: 'AdminEmailClaimed';
  data: { email: string; adminId: string };
}
export interface AdminRegistered {
  type: 'AdminRegistered';
  data: { adminId: string; email: string; passwordHash: string };
}
export interface AdminPasswordChanged {
  type: 'AdminPasswordChanged';
  /**
   * `configured`: set by the configuration at a start (LEAGUE_ADMIN_PASSWORD); `requestId`: the reset
   * request whose link set it (it uses that link up), or null when chosen on the account page. A change
   * with neither was recorded before those existed, and was the configuration's.
   */
  data: { adminId: string; passwordHash: string; requestId?: string | null; configured?: boolean };
}
export interface CoachEmailClaimed {
  type: 'CoachEmailClaimed';
  data: { email: string; coachId: string };
}
export interface CoachSignedUp {
  type: 'CoachSignedUp';
  data: { coachId: string; email: string; passwordHash: string };
}
/**
 * The claim of an e-mail address let go (stream coachEmail-…): its coach's personal data was erased, so
 * the address can sign up again as a new coach. Carries no address.
 */
export interface CoachEmailReleased {
  type: 'CoachEmailReleased';
  data: { coachId: string };
}

/**
 * The site's admin (stream `siteAdmin`): the account of LEAGUE_ADMIN_EMAIL, recorded when the launcher
 * finds the configured admin is not the last one designated. Only the designated admin can log in, so a
 * new LEAGUE_ADMIN_EMAIL replaces the old admin instead of adding one.
 */
export interface SiteAdminDesignated {
  type: 'SiteAdminDesignated';
  data: { adminId: string; email: string };
}

// ---- staff (docs/accounts.md) -------------------------------------------------------------------
// A member of staff is an admin account (stream admin-<adminId>, its address claimed on adminEmail-…)
// invited by an admin with a role. The owner is the designated site admin (SiteAdminDesignated).

/**
 * An admin invites someone (again): the invitation's link carries a token the log keeps only hashed
 * (`tokenHash`, SHA-256 hex); `link`, the whole address of the invitation page with the token, is sealed
 * with the invited address's key and opened only to mail it. A later invitation voids the earlier one.
 */
export interface StaffInvited {
  type: 'StaffInvited';
  data: {
    adminId: string;
    email: string;
    name: string;
    role: 'admin' | 'scorekeeper';
    invitationId: string;
    tokenHash: string;
    /** ISO timestamp */
    expiresAt: string;
    link: string;
  };
}
/** The invited person chose a password with the invitation's token: the account is active. */
export interface StaffJoined {
  type: 'StaffJoined';
  data: { adminId: string; invitationId: string; passwordHash: string };
}
export interface StaffRoleChanged {
  type: 'StaffRoleChanged';
  data: { adminId: string; role: 'admin' | 'scorekeeper' };
}
/** Disabled staff cannot log in, and their sessions end. */
export interface StaffDisabled {
  type: 'StaffDisabled';
  data: { adminId: string };
}
export interface StaffEnabled {
  type: 'StaffEnabled';
  data: { adminId: string };
}
/**
 * A member of staff's display name (stream admin-…): the owner's from LEAGUE_ADMIN_NAME, staff's as an
 * admin or they themselves set it. What the audit trail names them by; shown to admins only.
 */
export interface StaffRenamed {
  type: 'StaffRenamed';
  data: { adminId: string; name: string };
}
/** A coach's name as they set it on their account page (stream coach-…; sealed with the coach's key). */
export interface CoachRenamed {
  type: 'CoachRenamed';
  data: { coachId: string; name: string };
}

// ---- recovery and confirmation -----------------------------------------------------------------

/**
 * Someone asked for a new password (stream admin-… or coach-…): a link mailed to the account's address,
 * kept as for an invitation (hashed token, sealed link). Only the newest request's link works.
 */
export interface PasswordResetRequested {
  type: 'PasswordResetRequested';
  data: {
    accountId: string;
    requestId: string;
    tokenHash: string;
    expiresAt: string;
    /** where the link was mailed, sealed */
    email: string;
    link: string;
  };
}
/**
 * A coach's address to confirm (stream coach-…), mailed at sign-up (or when asked again); kept as a
 * reset request is.
 */
export interface EmailConfirmationRequested {
  type: 'EmailConfirmationRequested';
  data: {
    coachId: string;
    requestId: string;
    tokenHash: string;
    expiresAt: string;
    email: string;
    link: string;
  };
}
/** The coach's address reached them: by its confirmation link, or by a password reset mailed there. */
export interface EmailConfirmed {
  type: 'EmailConfirmed';
  data: { coachId: string; requestId: string };
}
/**
 * A coach's new password (stream coach-…): chosen on /account (`requestId` null) or with a reset link
 * (that request's id, which it uses up). The admin's is AdminPasswordChanged, with the same `requestId`.
 */
export interface CoachPasswordChanged {
  type: 'CoachPasswordChanged';
  data: { coachId: string; passwordHash: string; requestId?: string | null };
}

export type AdminEvent =
  | AdminRegistered
  | AdminPasswordChanged
  | StaffInvited
  | StaffJoined
  | StaffRoleChanged
  | StaffDisabled
  | StaffEnabled
  | StaffRenamed
  | PasswordResetRequested;
export type CoachEvent =
  | CoachSignedUp
  | CoachPasswordChanged
  | CoachRenamed
  | PasswordResetRequested
  | EmailConfirmationRequested
  | EmailConfirmed;
export type EmailClaimEvent = AdminEmailClaimed | CoachEmailClaimed | CoachEmailReleased;
export type AccountEvent = AdminEvent | CoachEvent | EmailClaimEvent | SiteAdminDesignated;

/** The account events that mail a link: the notifier sends each (see docs/accounts.md). */
export type AccountMailEvent = StaffInvited | PasswordResetRequested | EmailConfirmationRequested;
export const ACCOUNT_MAIL_EVENT_TYPES = eventTypes<AccountMailEvent>({
  StaffInvited: true,
  PasswordResetRequested: true,
  EmailConfirmationRequested: true,
});
