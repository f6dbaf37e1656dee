import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPgliteClient } from '../sql/pglite';
import { createPgClient } from '../sql/pg';
import { migrate } from '../sql/migrate';
import type { SqlClient } from '../sql/types';

const MIGRATIONS_DIR = fileURLToPath(new URL('../sql/migrations/', import.meta.url));

/** The template's name changes whenever a migration does, so a stale template is never used. */
function templateKey(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(MIGRATIONS_DIR + file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A fresh, migrated in-memory PGlite for one test file. Creating PGlite takes seconds, so the first call
 * on the machine migrates one and dumps it to a tarball in the temp dir; every later call loads that.
 */
export async function createTestPglite(): Promise<SqlClient> {
  const dir = join(tmpdir(), 'league-pglite-templates');
  const file = join(dir, `${templateKey()}.tar.gz`);
  if (existsSync(file)) {
    const blob = new Blob([await readFile(file)]);
    return createPgliteClient({ loadDataDir: blob });
  }
  const db = await createPgliteClient();
  await migrate(db);
  const dump = await db.pglite.dumpDataDir('gzip');
  await mkdir(dir, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file); // atomic: parallel test files never read half a template
  return db;
}

/**
 * A fresh, migrated database on the PostgreSQL server of TEST_DATABASE_URL (a new database per call,
 * dropped by the returned cleanup), or null when TEST_DATABASE_URL is not set.
 */
export async function createTestPostgres(): Promise<{ db: SqlClient; drop: () => Promise<void> } | null> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return null;
  const name = `league_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = createPgClient(target.toString(), { max: 20 });
  await migrate(db);
  return {
    db,
    async drop() {
      await db.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
