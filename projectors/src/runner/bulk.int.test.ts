import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchWrites, type SqlClient } from '@league/infra/sql';
import { createTestPglite, createTestPostgres } from '@league/infra/testing';
import { insertRows, loadEmptyTable } from './bulk';

/** Bulk writes read every value as a single-row INSERT with bound parameters would, on both databases. */

const awkward = [
  'NULL',
  '',
  'a "quoted" word',
  'back\\slash',
  '{braces}',
  'comma, semicolon;',
  "it's",
  '$v$ dollars $$',
  'line\nbreak',
  'tab\tand\r\nreturn',
  '\\N',
  '\\.',
  'é ü ✓',
];

const rows = awkward.map((text, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  text,
  maybe: i % 3 === 0 ? null : text,
  n: i * 7,
  ratio: i / 3,
  flag: i % 2 === 0,
  doc: { text, list: [i, null, 'x'] },
}));

/** More rows than a write lists as VALUES: written as unnested arrays. */
const many = Array.from({ length: 40 }, (_, i) => ({
  ...rows[i % rows.length]!,
  id: `00000000-0000-4000-8000-${String(100 + i).padStart(12, '0')}`,
  n: i,
}));

const TABLE = `(id uuid PRIMARY KEY, text text NOT NULL, maybe text, n integer NOT NULL, ratio numeric(4, 3) NOT NULL,
  flag boolean NOT NULL, doc jsonb NOT NULL)`;

function suite(name: string, open: () => Promise<{ db: SqlClient; drop: () => Promise<void> } | null>) {
  describe(`bulk rows on ${name}`, () => {
    let db: SqlClient | null = null;
    let drop: () => Promise<void> = async () => undefined;
    beforeAll(async () => {
      const opened = await open();
      if (opened) ({ db, drop } = opened);
    });
    afterAll(async () => {
      await drop();
    });

    it('writes awkward text, nulls, numbers, booleans and JSON exactly as single-row inserts do', async (ctx) => {
      if (!db) return ctx.skip();
      await db.exec(`DROP TABLE IF EXISTS bulk_single, bulk_many, bulk_batched, bulk_long, bulk_long_batched;
        CREATE TABLE bulk_single ${TABLE}; CREATE TABLE bulk_many ${TABLE}; CREATE TABLE bulk_batched ${TABLE};
        CREATE TABLE bulk_long ${TABLE}; CREATE TABLE bulk_long_batched ${TABLE};`);
      for (const r of [...rows, ...many]) {
        await db.query(`INSERT INTO bulk_single VALUES ($1, $2, $3, $4, $5, $6, $7)`, [
          r.id,
          r.text,
          r.maybe,
          r.n,
          r.ratio,
          r.flag,
          JSON.stringify(r.doc),
        ]);
      }
      await insertRows(db, 'bulk_many', rows);
      await insertRows(db, 'bulk_long', many);
      const columns = [
        { name: 'id', type: 'uuid' },
        { name: 'text', type: 'text' },
        { name: 'maybe', type: 'text' },
        { name: 'n', type: 'integer' },
        { name: 'ratio', type: 'numeric(4,3)' },
        { name: 'flag', type: 'boolean' },
        { name: 'doc', type: 'jsonb' },
      ];
      await db.transaction(async (tx) => {
        const writes = batchWrites(tx);
        await insertRows(writes, 'bulk_batched', rows, { columns });
        await insertRows(writes, 'bulk_long_batched', many, { columns });
        await writes.flush();
      });
      const read = async (table: string) => (await db!.query(`SELECT * FROM ${table} ORDER BY id`)).rows;
      const expected = await read('bulk_single');
      expect(expected.map((r) => r.text)).toEqual([...awkward, ...many.map((r) => r.text)]);
      const listed = expected.slice(0, rows.length);
      const unnested = expected.slice(rows.length);
      expect(await read('bulk_many')).toEqual(listed);
      expect(await read('bulk_batched')).toEqual(listed);
      expect(await read('bulk_long')).toEqual(unnested);
      expect(await read('bulk_long_batched')).toEqual(unnested);
    });

    it('fills an empty table and gives it back the same keys and indexes, which still hold', async (ctx) => {
      if (!db) return ctx.skip();
      await db.exec(`DROP TABLE IF EXISTS bulk_load;
        CREATE TABLE bulk_load ${TABLE};
        CREATE INDEX bulk_load_by_n ON bulk_load (n DESC, lower(text));
        CREATE UNIQUE INDEX bulk_load_text ON bulk_load (text) WHERE NOT flag;
        ALTER TABLE bulk_load ADD CONSTRAINT bulk_load_n_text UNIQUE (n, text);`);
      const shape = async () =>
        (
          await db!.query(
            `SELECT pg_get_indexdef(indexrelid) AS definition FROM pg_index
              WHERE indrelid = 'bulk_load'::regclass ORDER BY 1`,
          )
        ).rows;
      const before = await shape();
      expect(before).toHaveLength(4);
      await db.transaction((tx) => loadEmptyTable(tx, 'public.bulk_load', rows));
      expect(await shape()).toEqual(before);
      expect((await db.query('SELECT * FROM bulk_load ORDER BY id')).rows).toEqual(
        (await db.query('SELECT * FROM bulk_many ORDER BY id')).rows,
      );
      await expect(db.query('INSERT INTO bulk_load SELECT * FROM bulk_many LIMIT 1')).rejects.toThrow(
        /duplicate key/,
      );

      await db.exec('TRUNCATE bulk_load');
      const twice = [rows[0]!, { ...rows[0]!, text: 'other' }];
      await expect(db.transaction((tx) => loadEmptyTable(tx, 'public.bulk_load', twice))).rejects.toThrow();
      expect(await shape()).toEqual(before);
    });

    it('leaves the table unchanged when a row breaks a constraint', async (ctx) => {
      if (!db) return ctx.skip();
      const before = (await db.query('SELECT count(*)::int AS n FROM bulk_many')).rows;
      await expect(
        insertRows(db, 'bulk_many', [{ ...rows[0]!, id: '00000000-0000-4000-8000-999999999999' }, rows[1]!]),
      ).rejects.toThrow();
      expect((await db.query('SELECT count(*)::int AS n FROM bulk_many')).rows).toEqual(before);
    });
  });
}

suite('PGlite', async () => {
  const db = await createTestPglite();
  return { db, drop: () => db.close() };
});
suite('PostgreSQL', createTestPostgres);

describe('bulk rows on PGlite, by COPY', () => {
  const copyFiles = async (db: SqlClient) =>
    (await db.query<{ name: string }>(`SELECT name FROM pg_ls_dir('/tmp') AS name WHERE name LIKE 'copy-%'`))
      .rows;

  it('reads each statement from a file of its memory, gone after the statement, failed or not', async () => {
    const db = await createTestPglite();
    try {
      await db.exec(`CREATE TABLE bulk_copy ${TABLE}`);
      const broken = [{ ...many[0]!, n: 'not a number' }, ...many.slice(1)];
      await expect(db.transaction((tx) => loadEmptyTable(tx, 'public.bulk_copy', broken))).rejects.toThrow(
        /integer/,
      );
      expect(await copyFiles(db)).toEqual([]);
      await db.transaction((tx) => loadEmptyTable(tx, 'public.bulk_copy', many));
      expect(await copyFiles(db)).toEqual([]);
      expect((await db.query('SELECT count(*)::int AS n FROM bulk_copy')).rows).toEqual([{ n: many.length }]);
    } finally {
      await db.close();
    }
  });
});
