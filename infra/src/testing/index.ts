export { createTestPglite, createTestPostgres } from './databases';
export { containerEngineAvailable } from './containers';
export { startMockKafka, kcatPath, type MockKafka } from './kafka';
export { testEvent } from './events';
