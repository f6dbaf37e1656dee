export * from './types';
export { createInMemoryEventStore } from './memory';
export { createPostgresEventStore, DEFAULT_EVENTS_CHANNEL, type PostgresEventStoreOptions } from './postgres';
