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
  data: { adminId: string; passwordHash: string };
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

export type AdminEvent = AdminRegistered | AdminPasswordChanged;
export type CoachEvent = CoachSignedUp;
export type EmailClaimEvent = AdminEmailClaimed | CoachEmailClaimed | CoachEmailReleased;
export type AccountEvent = AdminEvent | CoachEvent | EmailClaimEvent | SiteAdminDesignated;
