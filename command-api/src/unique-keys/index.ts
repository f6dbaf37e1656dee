export { uniqueKeyDecider, type UniqueKeyCommand, type UniqueKeyState } from './decider';
export {
  claimKey,
  keyOwner,
  orgNameStream,
  releaseKey,
  teamRegistrationStream,
  tournamentNameStream,
  withClaim,
} from './keys';
