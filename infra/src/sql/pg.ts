import pg from 'pg';
import type { QueryOptions, SqlClient } from './types';

// int8 as a JavaScript number, as PGlite returns it (ids and counters here stay far below 2^53).
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

function connectionClient(connection: pg.PoolClient, inTransaction: boolean): SqlClient {
  const client: SqlClient = {
    kind: 'pg',
    async query<Row>(text: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const result = await connection.query({ ...options, text, values: params as unknown[], types });
      return { rows: result.rows as Row[] };
    },
    async exec(script: string) {
      await connection.query(script);
    },
    async transaction<T>(work: (tx: SqlClient) => Promise<T>): Promise<T> {
      if (inTransaction) return work(client);
      await connection.query('BEGIN');
      try {
        const result = await work(connectionClient(connection, true));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        await connection.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async withConnection<T>(work: (c: SqlClient) => Promise<T>) {
      return work(client);
    },
    async listen(channel: string, onNotify: (payload: string) => void) {
      const handler = (message: pg.Notification) => {
        if (message.channel === channel) onNotify(message.payload ?? '');
      };
      connection.on('notification', handler);
      await connection.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        connection.off('notification', handler);
        await connection.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
      };
    },
    async close() {
      // a borrowed connection is released by whoever borrowed it
    },
  };
  return client;
}

export function createPgClient(
  connectionString: string,
  options: { max?: number } = {},
): SqlClient & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', () => undefined); // an idle connection dropped by the server; the pool replaces it

  async function borrow<T>(work: (client: SqlClient) => Promise<T>): Promise<T> {
    const connection = await pool.connect();
    try {
      return await work(connectionClient(connection, false));
    } finally {
      connection.release();
    }
  }

  return {
    kind: 'pg',
    pool,
    async query<Row>(text: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const result = await pool.query({ ...options, text, values: params as unknown[], types });
      return { rows: result.rows as Row[] };
    },
    async exec(script: string) {
      await pool.query(script);
    },
    transaction: (work) => borrow((client) => client.transaction(work)),
    withConnection: borrow,
    async listen(channel, onNotify) {
      // a dedicated connection held for as long as the listener lives
      const connection = await pool.connect();
      const unlisten = await connectionClient(connection, false).listen(channel, onNotify);
      return async () => {
        await unlisten().catch(() => undefined);
        connection.release();
      };
    },
    async close() {
      await pool.end();
    },
  };
}
