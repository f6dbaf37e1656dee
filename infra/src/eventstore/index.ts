export * from './types';
export { createInMemoryEventStore } from './memory';
