export { accountRoutes, TOO_MANY_ATTEMPTS_MESSAGE } from './routes';
export { authenticate, ensureAdmin, signUpCoach, type AccountKind } from './accounts';
export { hashPassword, verifyPassword } from './passwords';
export { accountSessions, sessionOf } from './sessions';
export {
  adminDecider,
  coachDecider,
  emailClaimDecider,
  siteAdminDecider,
  SITE_ADMIN_STREAM,
  type AccountState,
  type SiteAdminState,
  type AdminCommand,
  type CoachCommand,
  type EmailClaimCommand,
  type EmailClaimState,
} from './decider';
