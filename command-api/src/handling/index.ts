export { fold, type Decider, type DomainEvent } from './decider';
export {
  toNewEvents,
  ID_TAKEN_MESSAGE,
  type CommandContext,
  type HandleOptions,
  type HandleResult,
} from './decide-append';
export { handleCommand, type CommandOptions } from './handle';
export { keyOwner, STALE_CLAIM_MS, type KeysOf, type UniqueKey } from './unique-keys';
export { commandContext } from './context';
export {
  aggregate,
  commandsOf,
  type Aggregate,
  type AggregateInstance,
  type Commands,
  type RunOptions,
} from './commands';
export {
  recordDecider,
  recordNames,
  simpleRecord,
  mergeGiven,
  type RecordCommand,
  type RecordDeciderConfig,
  type RecordEvent,
  type RecordId,
  type RecordNames,
  type RecordNamesOf,
  type RecordState,
} from './records';
export { recordCommands, recordRoutes, type RecordRoutesConfig, type RecordWrites } from './record-routes';
