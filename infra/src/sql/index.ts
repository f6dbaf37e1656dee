export type { QueryOptions, SqlClient } from './types';
export { createPgliteClient, PGLITE_BATCH_SETTINGS, type PgliteOptions } from './pglite';
export { createThreadedPgliteClient } from './pglite-threaded';
export { createPgClient } from './pg';
export { migrate } from './migrate';
export { countStatements, type CountingSqlClient } from './counting';
export { batchWrites, inlineParameters, type BatchingSqlClient } from './batching';
