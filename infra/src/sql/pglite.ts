import { PGlite, type Transaction } from '@electric-sql/pglite';
import { makeOwnerOnly } from '../files';
import { copyFromText } from './pglite-copy.mjs';
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
    async simpleQuery<Row>(text: string) {
      const results = await db.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Row[] };
    },
    async copyFrom(table: string, columns: readonly string[], data: string) {
      await copyFromText(root, db, table, columns, data);
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

/**
 * PostgreSQL's memory settings inside PGlite. Its WASM memory only ever grows, and PostgreSQL's defaults
 * are sized for a server of its own: 128 MB of shared buffers alone were ~100 MB of the embedded site's
 * resident memory. The site's database is tens of MB and the pages PGlite reads come from the OS file
 * cache, so small buffers cost little; maintenance_work_mem bounds what an index build or a vacuum
 * (rebuilds) may take.
 */
export const PGLITE_MEMORY_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
  work_mem: '4MB',
  temp_buffers: '2MB',
};

/**
 * For a short-lived process that does one big job and exits (`npm run rebuild` on a stopped site): a
 * rebuild of a large log keeps its tables' pages in the buffers and sorts its indexes in memory. Its
 * write-ahead log is the minimal one crash recovery needs: a table filled in the transaction that gave
 * it its files (loadEmptyTable) and the indexes built on it are written once, not logged as well. No
 * other process reads this log (no replicas; a server that opens the data dir after starts its own
 * level). `npm run rebuild` of a 1M-event log, two runs each: 70.1 / 75.7 s (CPU 84.4 / 90.3 s),
 * against 79.4 / 77.5 s (CPU 95.2 / 91.9 s) with the server's level.
 */
export const PGLITE_BATCH_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '256MB',
  maintenance_work_mem: '256MB',
  work_mem: '16MB',
  temp_buffers: '8MB',
  wal_level: 'minimal',
  max_wal_senders: '0',
};

/**
 * Always set: a write-ahead log segment the database no longer needs is deleted, not renamed to be
 * written over later, so the bytes of erased rows leave the data dir at the checkpoint that follows an
 * erasure (compactAfterErasure, docs/personal-data.md).
 */
export const PGLITE_WAL_SETTINGS: Readonly<Record<string, string>> = { wal_recycle: 'off' };

export interface PgliteOptions {
  /** folder of the database files; undefined = in memory */
  dataDir?: string;
  /** a tarball made by dumpDataDir, to start from a prepared template (fast test databases) */
  loadDataDir?: Blob | File;
  /** PostgreSQL's memory settings (default PGLITE_MEMORY_SETTINGS, for a long-running server) */
  settings?: Readonly<Record<string, string>>;
}

/** PGlite's start parameters with `settings` (default PGLITE_MEMORY_SETTINGS) and the WAL's. */
export function pgliteStartParams(settings: PgliteOptions['settings'] = PGLITE_MEMORY_SETTINGS): string[] {
  const all = Object.entries({ ...settings, ...PGLITE_WAL_SETTINGS });
  return [...PGlite.defaultStartParams, ...all.flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

export async function createPgliteClient(
  options: PgliteOptions = {},
): Promise<SqlClient & { pglite: PGlite }> {
  const db = await PGlite.create({
    startParams: pgliteStartParams(options.settings),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite writes a new database's files with mode 0666: a data dir holds personal data, owner-only
  if (options.dataDir) await makeOwnerOnly(options.dataDir);
  return Object.assign(wrap(db, db, false), { pglite: db });
}
