export {
  createHttpApp,
  BODY_LIMIT_BYTES,
  CONTENT_SECURITY_POLICY,
  CONNECTION_LIMITS,
  type ConnectionLimits,
  type HttpApp,
  type HttpAppOptions,
} from './app';
export { clientNetwork, parseTrustProxy, type TrustProxy } from './client-address';
export { accessGuard, signedInAccount, PUBLIC_ACTOR, type Access, type SignedInAccount } from './guard';
export {
  createTokenService,
  TOKEN_LIFETIME_SECONDS,
  type AccountSessions,
  type AccountStanding,
  type IssuedToken,
  type TokenSubject,
  type TokenActor,
  type TokenRole,
  type TokenService,
  type TokenServiceOptions,
  type VerifiedActor,
} from './tokens';
export { buildOpenApiDocument, type RouteRegistration } from './openapi';
export { shapeError, CONCURRENT_CHANGE_MESSAGE } from './errors';
export { zodValidatorCompiler, validationMessage } from './validation';
export { fastSerializerCompiler } from './serialization';
export { answerEncoding, COMPRESS_MIN_BYTES, encodeAnswer, type AnswerEncoding } from './compression';
export { parseIfMatch, requiringIfMatch, ifMatchOf, IF_MATCH_MALFORMED_MESSAGE } from './if-match';
export {
  ACCOUNT_LOGIN_BACKOFF,
  CLIENT_LOGIN_BACKOFF,
  FREE_LOGIN_FAILURES,
  loginWaitMs,
  memoryLoginThrottle,
  sqlLimits,
  type LoginAttempt,
  type LoginBackoff,
  type LoginBackoffs,
  type LoginThrottle,
  type SharedLimits,
} from './limits';
