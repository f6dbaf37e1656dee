export { uniqueKeyDecider, type UniqueKeyCommand, type UniqueKeyState } from './decider';
export { keyOwner, STALE_CLAIM_MS, type UniqueKey } from './keys';
export { type KeysOf } from './holding';
