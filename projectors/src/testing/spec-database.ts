import { afterAll, beforeAll } from 'vitest';
import { sqlPersonalData } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import type { Projection } from '../projection';

/**
 * The one PGlite database of a test file, shared by its specifications: opened before the file's first
 * test and closed after its last. Each specification resets its projection's schemas instead of opening
 * a database of its own (PGlite takes a while to open, a schema a few milliseconds to build).
 */
let shared: { db: Promise<SqlClient>; users: number } | null = null;

/** Registers the file's hooks; the database is then available to the file's tests through `db()`. */
export function useSpecDatabase(): () => Promise<SqlClient> {
  let db: Promise<SqlClient> | null = null;
  beforeAll(async () => {
    shared ??= { db: createTestPglite(), users: 0 };
    shared.users += 1;
    db = shared.db;
    await db;
  });
  afterAll(async () => {
    if (!shared) return;
    shared.users -= 1;
    if (shared.users > 0) return;
    const closing = shared.db;
    shared = null;
    await (await closing).close();
  });
  return () => {
    if (!db) throw new Error('projectionSpec(): call it at the top of the test file, not inside a test');
    return db;
  };
}

/**
 * Empties the projection's tables in each schema (identities from 1 again), building the schema and its
 * tables the first time: truncating costs a fraction of building them again.
 */
export async function resetSchemas(db: SqlClient, projection: Projection, schemas: readonly string[]) {
  for (const schema of schemas) {
    const { rows } = await db.query(`SELECT 1 FROM pg_namespace WHERE nspname = $1`, [schema]);
    if (rows.length > 0) {
      const tables = projection.tables.map((table) => `${schema}.${table}`).join(', ');
      await db.exec(`TRUNCATE ${tables} RESTART IDENTITY`);
      continue;
    }
    await db.exec(`CREATE SCHEMA ${schema}`);
    await projection.setup(db, schema);
  }
}

/** The rows `sql` reads with the projection's tables of `schema` named without a schema. */
export async function readRows(
  db: SqlClient,
  schema: string,
  sql: string,
  params: readonly unknown[],
): Promise<Record<string, unknown>[]> {
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL search_path TO ${schema}, public`);
    return (await tx.query<Record<string, unknown>>(sql, params)).rows;
  });
}

/** Deletes these persons' keys: what an erasure leaves for a rebuild that replays the log afterwards. */
export async function eraseKeys(db: SqlClient, personIds: readonly string[]) {
  const vault = sqlPersonalData(db);
  for (const personId of personIds) await vault.erase(personId);
}
