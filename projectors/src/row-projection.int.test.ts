import { describe, expect, it } from 'vitest';
import { countStatements } from '@league/infra/sql';
import { applyRowChanges } from './row-projection';
import { change, putNewer, setNewer, type VersionedRow } from './rows';
import { useSpecDatabase } from './testing/spec-database';
import { uuid } from './testing/projection-spec';

const db = useSpecDatabase();

interface ThingRow extends VersionedRow {
  thing_id: string;
  name: string;
}

const SCHEMA = 'rm_fresh_rows';
const whole = (id: string, name: string, version: number): ThingRow => ({ thing_id: id, name, version });
const named = (id: string, name: string, version: number) =>
  change<ThingRow>('things', id, (row) => putNewer(row, whole(id, name, version), { name }), {
    fresh: version === 0,
  });
const renamed = (id: string, name: string, version: number) =>
  change<ThingRow>('things', id, (row) => setNewer(row, { name }, version));

async function things() {
  const { rows } = await (
    await db()
  ).query(`SELECT thing_id, name, version FROM ${SCHEMA}.things ORDER BY name`);
  return rows;
}

describe('row changes applied live', () => {
  it('writes a row its creation makes without reading it, and leaves a row already there as it is', async () => {
    const sql = await db();
    await sql.exec(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE; CREATE SCHEMA ${SCHEMA};
      CREATE TABLE ${SCHEMA}.things (thing_id uuid PRIMARY KEY, name text NOT NULL, version integer NOT NULL)`);
    const counted = countStatements(sql);
    await applyRowChanges(counted, SCHEMA, [named(uuid(1), 'Anchor', 0)]);
    counted.reset();

    await applyRowChanges(counted, SCHEMA, [named(uuid(2), 'Bolt', 0), renamed(uuid(2), 'Bolt 2', 1)]);
    expect(counted.log).toEqual([expect.stringMatching(/^INSERT INTO rm_fresh_rows\.things .* DO NOTHING$/)]);
    // a creation of a row that is there (which a log cannot hold) changes nothing
    await applyRowChanges(counted, SCHEMA, [named(uuid(1), 'Another anchor', 0)]);
    expect(await things()).toEqual([
      { thing_id: uuid(1), name: 'Anchor', version: 0 },
      { thing_id: uuid(2), name: 'Bolt 2', version: 1 },
    ]);
    // a change that is not a creation reads the row first
    counted.reset();
    await applyRowChanges(counted, SCHEMA, [named(uuid(1), 'Anchor 2', 3)]);
    expect(counted.log[0]).toMatch(/^SELECT \(SELECT coalesce\(json_agg/);
    expect(await things()).toEqual([
      { thing_id: uuid(1), name: 'Anchor 2', version: 3 },
      { thing_id: uuid(2), name: 'Bolt 2', version: 1 },
    ]);
  });
});
