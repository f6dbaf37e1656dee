export { createTestPglite, createTestPostgres } from './databases';
