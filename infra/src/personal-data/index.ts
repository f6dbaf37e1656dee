export { sealText, openText, newPersonKey, KEY_BYTES } from './cipher';
export { sqlPersonKeys, memoryPersonKeys, type PersonKeys } from './keys';
export {
  createPersonalDataVault,
  memoryPersonalData,
  openEvents,
  sqlPersonalData,
  type EventLike,
  type PersonalDataVault,
} from './vault';
export { sealingEventStore } from './store';
export { compactAfterErasure, type CompactionReport } from './compaction';
