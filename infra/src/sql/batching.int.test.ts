import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPglite } from '../testing/databases';
import { batchWrites, inlineParameters } from './batching';
import { countStatements } from './counting';
import type { SqlClient } from './types';

let db: SqlClient;
beforeAll(async () => {
  db = await createTestPglite();
  await db.exec(`CREATE TABLE kinds (
    id text PRIMARY KEY, n integer, big bigint, ok boolean, doc jsonb, tags text[], ids uuid[], at timestamptz,
    note text)`);
});
afterAll(() => db.close());

const tricky = [
  "O'Brien",
  'back\\slash "quoted"',
  '$v$ dollar $v0$ tags $$',
  'line\nbreak\ttab',
  'ünïcödé ✓ 𝄞',
  '',
];

describe('batched writes', () => {
  it('given values of every kind, when written batched and bound, then the rows are the same', async () => {
    const insert = `INSERT INTO kinds (id, n, big, ok, doc, tags, ids, at, note)
      VALUES ($1, $2, $3, $4, $5, $6::text[], $7::uuid[], $8, $9)`;
    const rows = tricky.map((note, i) => [
      note,
      i - 2,
      9_007_199_254_740_991 - i,
      i % 2 === 0,
      { note, nested: [1, null, { note }] },
      [note, 'x,y', 'a"b', null],
      ['3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d10'],
      new Date(Date.UTC(2026, 10, 24, 12, i)),
      i === 0 ? null : note,
    ]);
    await db.transaction(async (tx) => {
      const writes = batchWrites(tx);
      for (const row of rows) await writes.query(insert, ['batched:' + String(row[0]), ...row.slice(1)]);
      await writes.flush();
    });
    for (const row of rows) await db.query(insert, ['bound:' + String(row[0]), ...row.slice(1)]);

    const read = async (prefix: string) =>
      (
        await db.query<Record<string, unknown>>(
          `SELECT substr(id, length($1) + 1) AS id, n, big, ok, doc, tags, ids, at, note FROM kinds
            WHERE id LIKE $1 || '%' ORDER BY id`,
          [prefix],
        )
      ).rows;
    const batched = await read('batched:');
    expect(batched).toHaveLength(tricky.length);
    expect(batched).toEqual(await read('bound:'));
  });

  it('given writes then a read, when the read runs, then it sees the writes (flushed first, in order)', async () => {
    const counted = countStatements(db);
    await counted.transaction(async (tx) => {
      const writes = batchWrites(tx);
      await writes.query('INSERT INTO kinds (id, n) VALUES ($1, $2)', ['order-1', 1]);
      await writes.query('UPDATE kinds SET n = n + $2 WHERE id = $1', ['order-1', 10]);
      const { rows } = await writes.query<{ n: number }>('SELECT n FROM kinds WHERE id = $1', ['order-1']);
      expect(rows).toEqual([{ n: 11 }]);
      await writes.query('DELETE FROM kinds WHERE id = $1', ['order-1']);
      await writes.flush();
    });
    // BEGIN, the two writes (one script, counted as two), the read, the delete, COMMIT
    expect(counted.statements).toBe(6);
    expect((await db.query('SELECT 1 FROM kinds WHERE id = $1', ['order-1'])).rows).toEqual([]);
  });

  it('given a bulk write (an array parameter of many values), when sent, then it goes bound, after what is queued', async () => {
    const ids = Array.from({ length: 100 }, (_, i) => `bulk-${i}`);
    const sent: string[] = [];
    const spy: SqlClient = {
      ...db,
      query: (text, params, options) => {
        sent.push(`query ${text.slice(0, 6)} ${params?.length ?? 0}`);
        return db.query(text, params, options);
      },
      exec: (script) => {
        sent.push(`exec ${script.slice(0, 6)}`);
        return db.exec(script);
      },
    };
    const writes = batchWrites(spy);
    await writes.query('INSERT INTO kinds (id, n) VALUES ($1, $2)', ['bulk-first', 1]);
    await writes.query('INSERT INTO kinds (id, n) SELECT id, 2 FROM unnest($1::text[]) AS u(id)', [ids]);
    await writes.query('DELETE FROM kinds WHERE id = ANY($1::text[])', [['bulk-first', ...ids.slice(0, 10)]]);
    await writes.flush();
    expect(sent).toEqual(['exec INSERT', 'query INSERT 1', 'exec DELETE']);
    expect((await db.query("SELECT count(*)::int AS n FROM kinds WHERE id LIKE 'bulk-%'")).rows).toEqual([
      { n: 90 },
    ]);
  });

  it('given a failing write in a batch, when flushed, then the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        const writes = batchWrites(tx);
        await writes.query('INSERT INTO kinds (id, n) VALUES ($1, $2)', ['fail-1', 1]);
        await writes.query('INSERT INTO kinds (id, n) VALUES ($1, $2)', ['fail-1', 2]);
        await writes.flush();
      }),
    ).rejects.toThrow(/duplicate key/);
    expect((await db.query('SELECT 1 FROM kinds WHERE id = $1', ['fail-1'])).rows).toEqual([]);
  });

  it('given a statement with a literal that looks like a parameter, when inlined, then only real parameters change', () => {
    expect(inlineParameters(`UPDATE t SET a = '$1', b = $1 WHERE c = "$2" AND d = $2`, ['x', 'y'])).toBe(
      `UPDATE t SET a = '$1', b = $v$x$v$ WHERE c = "$2" AND d = $v$y$v$`,
    );
    expect(inlineParameters('INSERT INTO t VALUES ($1)', [new Uint8Array([1])])).toBeNull();
    // a doubled quote inside a literal, a parameter of two digits, a trailing semicolon
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(inlineParameters(`SELECT 'it''s $1', $12, $1;`, twelve)).toBe(
      `SELECT 'it''s $1', $v$12$v$, $v$1$v$`,
    );
    // what cannot be inlined safely is sent as it is: a parameter it was not given, a dollar quote, an open quote
    expect(inlineParameters('SELECT $2', ['x'])).toBeNull();
    expect(inlineParameters('SELECT $$text$$', [])).toBeNull();
    expect(inlineParameters("SELECT 'open", [])).toBeNull();
  });
});
