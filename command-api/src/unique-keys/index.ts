export { uniqueKeyDecider, type UniqueKeyCommand, type UniqueKeyState } from './decider';
export { claimKey, STALE_CLAIM_MS, type KeyClaim, keyOwner, releaseKey, withClaim } from './keys';
