import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';
import { assertTableName, generationSchema, schemaGeneration } from './names';

/**
 * Creates the schema of a new build and lets the projection create its tables there. Run it inside the
 * transaction that records the build, so a crash leaves neither a schema without a record nor the reverse
 * (DDL is transactional in PostgreSQL).
 */
export async function createBuildSchema(
  tx: SqlClient,
  projection: Projection,
  generation: number,
): Promise<string> {
  const schema = generationSchema(projection.name, generation);
  const tables = projection.tables.map(assertTableName);
  await tx.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
  await projection.setup(tx, schema);
  const { rows } = await tx.query<{ table_name: string }>(
    'SELECT table_name FROM information_schema.tables WHERE table_schema = $1',
    [schema],
  );
  const created = new Set(rows.map((r) => r.table_name));
  const missing = tables.filter((t) => !created.has(t));
  if (missing.length > 0)
    throw new Error(`Projection ${projection.name}: setup did not create ${missing.join(', ')}`);
  return schema;
}

/**
 * Points rm.<table> at `schema` for every table, inside the caller's transaction, so readers switch from one
 * complete build to the other at commit. CREATE OR REPLACE keeps the view (and anything built on it) when
 * the columns are compatible; when a new version changed them, PostgreSQL refuses, and the view is dropped
 * and created again in the same transaction instead (readers blocked on it meanwhile resolve the new one).
 * Views of tables the new build no longer has are dropped.
 */
export async function pointViews(
  tx: SqlClient,
  schema: string,
  tables: readonly string[],
  previousTables: readonly string[] = [],
): Promise<void> {
  for (const table of tables.map(assertTableName)) {
    const select = `SELECT * FROM ${schema}.${table}`;
    await tx.exec('SAVEPOINT point_view');
    try {
      await tx.exec(`CREATE OR REPLACE VIEW rm.${table} AS ${select}`);
      await tx.exec('RELEASE SAVEPOINT point_view');
    } catch {
      await tx.exec('ROLLBACK TO SAVEPOINT point_view');
      await tx.exec(`DROP VIEW IF EXISTS rm.${table}; CREATE VIEW rm.${table} AS ${select}`);
    }
  }
  for (const table of previousTables.filter((t) => !tables.includes(t)).map(assertTableName)) {
    await tx.exec(`DROP VIEW IF EXISTS rm.${table}`);
  }
}

export async function dropBuildSchema(db: SqlClient, name: string, generation: number): Promise<void> {
  await db.exec(`DROP SCHEMA IF EXISTS ${generationSchema(name, generation)} CASCADE`);
}

/** The generations of this projection that have a schema on the server. */
export async function buildGenerations(db: SqlClient, name: string): Promise<number[]> {
  const { rows } = await db.query<{ nspname: string }>(
    "SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rm\\_%' ESCAPE '\\'",
  );
  return rows.map((r) => schemaGeneration(name, r.nspname)).filter((g): g is number => g !== null);
}

/** The highest generation with a schema on the server: a new build never reuses one. */
export async function highestGeneration(db: SqlClient, name: string): Promise<number> {
  return Math.max(0, ...(await buildGenerations(db, name)));
}
