// The signed-in sessions of the accounts (docs/accounts.md): the store, the cached checks of tokens,
// and the summary of a browser a person recognises a session by.
export {
  memorySessions,
  newSessionId,
  sqlSessions,
  SEEN_EVERY_MS,
  type AccountKind,
  type AccountRef,
  type SessionStore,
  type SignInSession,
} from './store';
export { sessionChecks, SESSION_CHECK_CACHE_MS, type SessionChecks } from './checks';
export { browserOf, UNKNOWN_BROWSER } from './browser';
