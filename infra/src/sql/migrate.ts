import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { SqlClient } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_LOCK = 7_351_001;

/**
 * Applies the numbered files of sql/migrations (001_….sql, 002_….sql …) that have not run yet, each in its
 * own transaction. A landed migration is never edited: changes come as a new file.
 */
export async function migrate(db: SqlClient): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  return db.withConnection(async (connection) => {
    // several services may start together against one server: one migrates, the others wait
    if (connection.kind === 'pg') await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await connection.exec(
        'CREATE TABLE IF NOT EXISTS public.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await connection.query<{ id: string }>('SELECT id FROM public.schema_migrations');
      const done = new Set(rows.map((r) => r.id));
      const applied: string[] = [];
      for (const file of files) {
        if (done.has(file)) continue;
        const script = await readFile(MIGRATIONS_DIR + file, 'utf8');
        await connection.transaction(async (tx) => {
          await tx.exec(script);
          await tx.query('INSERT INTO public.schema_migrations (id) VALUES ($1)', [file]);
        });
        applied.push(file);
      }
      return applied;
    } finally {
      if (connection.kind === 'pg') await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  });
}
