import type { Config } from '@league/infra/config';
import { createEsdbEventStore, createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createPgClient, migrate, type SqlClient } from '@league/infra/sql';

/**
 * The distributed mode's stores: events in EventStoreDB (EVENT_STORE=esdb) or in PostgreSQL
 * (EVENT_STORE=postgres); read models always on the PostgreSQL server of DATABASE_URL.
 */
export async function openServerStores(config: Config): Promise<{ store: EventStore; db: SqlClient }> {
  if (config.EVENT_STORE === 'pglite' || !config.DATABASE_URL) {
    throw new Error('The services of the distributed mode need EVENT_STORE=postgres|esdb and DATABASE_URL.');
  }
  const db = createPgClient(config.DATABASE_URL);
  await migrate(db);
  const store =
    config.EVENT_STORE === 'esdb'
      ? createEsdbEventStore(config.EVENTSTORE_URL!)
      : createPostgresEventStore(db);
  return { store, db };
}
