import { describe, expect, it } from 'vitest';
import { createPgClient } from './pg';
import { createPgliteClient } from './pglite';

const STATEMENT = 'SELECT $1::int + 1 AS next';

describe('named (prepared) queries', () => {
  it('answers the same on PGlite, where the name only labels the query', async () => {
    const db = await createPgliteClient();
    try {
      for (const n of [1, 2]) {
        expect((await db.query(STATEMENT, [n], { name: 'next_number' })).rows).toEqual([{ next: n + 1 }]);
      }
    } finally {
      await db.close();
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'is parsed once per connection on a PostgreSQL server, then bound and executed',
    async () => {
      const db = createPgClient(process.env.TEST_DATABASE_URL!, { max: 1 });
      try {
        await db.withConnection(async (connection) => {
          for (const n of [1, 2, 3]) {
            const { rows } = await connection.query(STATEMENT, [n], { name: 'next_number' });
            expect(rows).toEqual([{ next: n + 1 }]);
          }
          const prepared = await connection.query<{ statement: string }>(
            'SELECT statement FROM pg_prepared_statements WHERE name = $1',
            ['next_number'],
          );
          expect(prepared.rows).toEqual([{ statement: STATEMENT }]);
        });
      } finally {
        await db.close();
      }
    },
  );
});
