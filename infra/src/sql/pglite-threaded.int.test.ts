import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createThreadedPgliteClient } from './pglite-threaded';
import type { SqlClient } from './types';

let dir: string;
let db: SqlClient;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'league-pglite-thread-'));
  db = await createThreadedPgliteClient({ dataDir: join(dir, 'pglite') });
  await db.exec('CREATE TABLE things (id integer PRIMARY KEY, name text, doc jsonb, at timestamptz)');
}, 60_000);
afterAll(async () => {
  // the last test closes it
  await db?.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

describe('PGlite in a thread of its own', () => {
  it('answers bound and simple queries, and fills a table with COPY, as in-process PGlite does', async () => {
    const at = new Date('2026-05-01T18:30:00Z');
    await db.query('INSERT INTO things VALUES ($1, $2, $3, $4)', [1, "O'Brien", { a: [1, 2] }, at]);
    await db.copyFrom!('things', ['id', 'name'], '2\tline\\nbreak\n3\t\\N\n');
    const { rows } = await db.query<{ id: number; name: string | null; doc: unknown; at: Date | null }>(
      'SELECT id, name, doc, at FROM things ORDER BY id',
    );
    expect(rows).toEqual([
      { id: 1, name: "O'Brien", doc: { a: [1, 2] }, at },
      { id: 2, name: 'line\nbreak', doc: null, at: null },
      { id: 3, name: null, doc: null, at: null },
    ]);
    expect((await db.simpleQuery!<{ n: number }>('SELECT count(*)::int AS n FROM things')).rows).toEqual([
      { n: 3 },
    ]);
    // the database's files are the owner's alone, as createPgliteClient leaves them
    expect((await stat(join(dir, 'pglite'))).mode & 0o077).toBe(0);
  });

  it("gives the database's errors with their code and detail, and goes on answering", async () => {
    const failed = await db.query('INSERT INTO things (id) VALUES (1)').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(failed).toMatchObject({ code: '23505', detail: 'Key (id)=(1) already exists.' });
    expect((failed as Error).message).toMatch(/duplicate key/);
    expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('rolls a failed transaction back and commits one that succeeds', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO things (id, name) VALUES (10, $1)', ['rolled back']);
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const kept = await db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, name) VALUES (11, $1)', ['kept']);
      // nested: the same transaction
      return tx.transaction(
        async (inner) => (await inner.query('SELECT count(*)::int AS n FROM things')).rows,
      );
    });
    expect(kept).toEqual([{ n: 4 }]);
    const { rows } = await db.query('SELECT id FROM things WHERE id >= 10');
    expect(rows).toEqual([{ id: 11 }]);
  });

  it('holds a statement sent outside a transaction until the transaction has ended', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query('INSERT INTO things (id, name) VALUES (20, $1)', ['inside']);
      await held;
      throw new Error('undone');
    });
    // sent while the transaction is open: it must not see, or join, the transaction's row
    const outside = db.query<{ n: number }>('SELECT count(*)::int AS n FROM things WHERE id = 20');
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow('undone');
    expect((await outside).rows).toEqual([{ n: 0 }]);
  });

  it('sends notifications to its listeners until they stop listening', async () => {
    const heard: string[] = [];
    const unlisten = await db.listen('things_changed', (payload) => heard.push(payload));
    await db.query(`SELECT pg_notify('things_changed', 'first')`);
    await expect.poll(() => heard).toEqual(['first']);
    await unlisten();
    await db.query(`SELECT pg_notify('things_changed', 'second')`);
    await db.query('SELECT 1');
    expect(heard).toEqual(['first']);
  });

  it('refuses every statement once closed, and a database it cannot open at its start', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toThrow(/thread exited/);
    await expect(
      createThreadedPgliteClient({ settings: { shared_buffers: 'not a size' } }),
    ).rejects.toThrow();
  }, 60_000);
});
