import type { SqlClient } from '@league/infra/sql';
import { lockKey } from './names';

/**
 * Session-level advisory locks on one connection held for as long as this process leads anything, so that
 * across processes one runner (or relay) is active per name. The lock lives and dies with the connection:
 * if the connection breaks, the server releases the locks and a standby takes over; the compare-and-set
 * on the checkpoints keeps an overlap between the two harmless.
 */
export interface Leadership {
  /** true when this process holds (or just took) the lock of `name` */
  tryLead(name: string): Promise<boolean>;
  isLeading(name: string): boolean;
  /** checks the held connection; on failure every lock counts as lost */
  check(): Promise<boolean>;
  /** runs `work` on the held connection (heartbeats), so a broken connection is noticed */
  onConnection<T>(work: (connection: SqlClient) => Promise<T>): Promise<T>;
  releaseAll(): Promise<void>;
}

interface Held {
  connection: SqlClient;
  release: () => void;
}

/** Keeps db.withConnection's callback pending, which keeps the pooled connection borrowed. */
function holdConnection(db: SqlClient): Promise<Held> {
  return new Promise((resolve, reject) => {
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    db.withConnection(async (connection) => {
      resolve({ connection, release });
      await released;
    }).catch(reject);
  });
}

export function createLeadership(db: SqlClient, namespace: number): Leadership {
  let held: Promise<Held> | null = null;
  const leading = new Set<string>();

  function drop(): void {
    const was = held;
    held = null;
    leading.clear();
    // a connection that still works goes back to the pool: it must not carry our locks there
    void was
      ?.then((h) =>
        h.connection
          .query('SELECT pg_advisory_unlock_all()')
          .catch(() => undefined)
          .finally(h.release),
      )
      .catch(() => undefined);
  }

  async function connection(): Promise<SqlClient> {
    held ??= holdConnection(db);
    try {
      return (await held).connection;
    } catch (error) {
      held = null;
      throw error;
    }
  }

  return {
    async tryLead(name) {
      if (leading.has(name)) return true;
      try {
        const c = await connection();
        const { rows } = await c.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS locked', [
          namespace,
          lockKey(name),
        ]);
        if (rows[0]?.locked) leading.add(name);
      } catch {
        drop();
      }
      return leading.has(name);
    },
    isLeading: (name) => leading.has(name),
    async check() {
      if (!held) return false;
      try {
        await (await connection()).query('SELECT 1');
        return true;
      } catch {
        drop();
        return false;
      }
    },
    async onConnection(work) {
      try {
        return await work(await connection());
      } catch (error) {
        drop();
        throw error;
      }
    },
    async releaseAll() {
      if (!held) return;
      try {
        const c = await connection();
        for (const name of leading)
          await c.query('SELECT pg_advisory_unlock($1, $2)', [namespace, lockKey(name)]);
      } catch {
        // a broken connection has released its locks already
      }
      drop();
    },
  };
}
