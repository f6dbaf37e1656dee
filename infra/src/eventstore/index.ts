export * from './types';
export { createInMemoryEventStore } from './memory';
export { createPostgresEventStore, DEFAULT_EVENTS_CHANNEL, type PostgresEventStoreOptions } from './postgres';
export { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb';
export {
  insertTransferredEvents,
  readLogForTransfer,
  streamVersionGap,
  type TransferredEvent,
} from './transfer';
