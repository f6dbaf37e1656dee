export { createTestPglite, createTestPostgres } from './databases';
export { containerEngineAvailable } from './containers';
