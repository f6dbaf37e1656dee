import { createTestPglite, createTestPostgres } from '@league/infra/testing';
import { runEventStoreConformance } from './conformance';
import { createPostgresEventStore } from './postgres';

runEventStoreConformance('PostgreSQL schema on PGlite', async () => {
  const db = await createTestPglite();
  const store = createPostgresEventStore(db);
  return {
    store,
    async dispose() {
      await store.close();
      await db.close();
    },
  };
});

runEventStoreConformance(
  'PostgreSQL server (TEST_DATABASE_URL)',
  async () => {
    const database = await createTestPostgres();
    if (!database) throw new Error('TEST_DATABASE_URL is not set');
    const store = createPostgresEventStore(database.db);
    return {
      store,
      // a second store instance has its own identity, so it hears the first one only through NOTIFY
      openAnother: async () => createPostgresEventStore(database.db),
      async dispose() {
        await store.close();
        await database.drop();
      },
    };
  },
  { skip: !process.env.TEST_DATABASE_URL },
);
