export { accountRoutes, TOO_MANY_ATTEMPTS_MESSAGE } from './routes';
export { staffRoutes } from './staff';
export {
  authenticate,
  ensureAdmin,
  signUpCoach,
  usableAccount,
  type AccountKind,
  type Authenticated,
} from './accounts';
export { accountProfile, type AccountProfile } from './profile';
export { hashPassword, verifyPassword } from './passwords';
export {
  accountSessions,
  adminStanding,
  coachStanding,
  isOwner,
  staffRoleOf,
  SESSION_CACHE_MS,
} from './sessions';
export {
  adminDecider,
  coachDecider,
  emailClaimDecider,
  siteAdminDecider,
  SITE_ADMIN_STREAM,
  type AdminState,
  type CoachState,
  type SiteAdminState,
  type AdminCommand,
  type CoachCommand,
  type EmailClaimCommand,
  type EmailClaimState,
} from './decider';
