import pg from 'pg';
import { createPgClient, migrate, type SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';

/** A freshly migrated database the bench may fill and throw away. */
export interface BenchTarget {
  name: string;
  db: SqlClient;
  dispose(): Promise<void>;
}

export async function openPgliteTarget(): Promise<BenchTarget> {
  const db = await createTestPglite();
  return { name: 'PGlite (in memory)', db, dispose: () => db.close() };
}

/**
 * A new database on the server of `url`, dropped afterwards, so the numbers never depend on what an
 * earlier run or the site left behind (and the bench never touches their data).
 */
export async function openServerTarget(url: string): Promise<BenchTarget> {
  const name = `league_bench_${process.pid}_${Date.now()}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = createPgClient(target.toString(), { max: 4 });
  await migrate(db);
  return {
    name: `PostgreSQL ${target.host}`,
    db,
    async dispose() {
      await db.close();
      await withAdmin(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin(url: string, work: (admin: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
