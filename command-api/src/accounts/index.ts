export { accountRoutes, TOO_MANY_ATTEMPTS_MESSAGE } from './routes';
export { authenticate, ensureAdmin, signUpCoach, type AccountKind } from './accounts';
export { hashPassword, verifyPassword } from './passwords';
export {
  adminDecider,
  coachDecider,
  emailClaimDecider,
  adminStream,
  coachStream,
  adminEmailStream,
  coachEmailStream,
  type AccountState,
  type AdminCommand,
  type CoachCommand,
  type EmailClaimCommand,
  type EmailClaimState,
} from './decider';
