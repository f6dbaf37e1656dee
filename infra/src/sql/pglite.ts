import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { SqlClient } from './types';

type PgliteLike = Pick<PGlite, 'query' | 'exec' | 'listen'> | Transaction;

function wrap(db: PgliteLike, root: PGlite, inTransaction: boolean): SqlClient {
  const client: SqlClient = {
    kind: 'pglite',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<Row>(text, params as unknown[]);
      return { rows: result.rows };
    },
    async exec(script: string) {
      await db.exec(script);
    },
    async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
      if (inTransaction) return work(client);
      return root.transaction((tx) => work(wrap(tx, root, true)));
    },
    // PGlite has exactly one connection: session state (advisory locks, LISTEN) lives on it already.
    async withConnection<T>(work: (connection: SqlClient) => Promise<T>): Promise<T> {
      return work(client);
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const unlisten = await root.listen(channel, onNotify);
      return async () => unlisten();
    },
    async close() {
      if (!inTransaction) await root.close();
    },
  };
  return client;
}

export interface PgliteOptions {
  /** folder of the database files; undefined = in memory */
  dataDir?: string;
  /** a tarball made by dumpDataDir, to start from a prepared template (fast test databases) */
  loadDataDir?: Blob | File;
}

export async function createPgliteClient(
  options: PgliteOptions = {},
): Promise<SqlClient & { pglite: PGlite }> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return Object.assign(wrap(db, db, false), { pglite: db });
}
