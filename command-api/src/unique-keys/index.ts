export { uniqueKeyDecider, type UniqueKeyCommand, type UniqueKeyState } from './decider';
export {
  claimKey,
  STALE_CLAIM_MS,
  type KeyClaim,
  keyOwner,
  orgNameStream,
  releaseKey,
  scheduleSlotStream,
  teamNameStream,
  teamRegistrationStream,
  tournamentNameStream,
  withClaim,
} from './keys';
