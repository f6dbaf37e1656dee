import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { composeInProcessApis } from '../api-deps';
import { loadDemoLeague } from './index';

/**
 * A rebuild of every read model from the demo league's log (the league-play ones folded in memory and
 * written in bulk, the others batch by batch) gives the tables the live projections built, row for row.
 */

let db: SqlClient;
let store: EventStore;
let site: Awaited<ReturnType<typeof composeInProcessApis>>;

/**
 * Every read-model view, each row as JSON (by way of jsonb, so a json column compares by its document,
 * not by the order of its keys, which follows where its event was read from), sorted.
 */
async function dumpReadModels(): Promise<Record<string, string[]>> {
  const { rows: views } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.views WHERE table_schema = 'rm' ORDER BY table_name`,
  );
  const out: Record<string, string[]> = {};
  for (const { name } of views) {
    const { rows } = await db.query<{ row: unknown }>(`SELECT to_jsonb(v) AS row FROM rm.${name} v`);
    out[name] = rows.map(({ row }) => JSON.stringify(row)).sort();
  }
  return out;
}

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
  site = await composeInProcessApis({ store, db, tokens, logger: createLogger('rebuild', 'silent') });
  const admin = tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token;
  await loadDemoLeague(site.app, admin);
  await site.runner.catchUp();
});
afterAll(async () => {
  await site.app.close();
  await site.runner.stop();
  await store.close();
  await db.close();
});

describe('a rebuild of the demo league', () => {
  it('gives every read-model table the rows the live projections built', async () => {
    const live = await dumpReadModels();
    expect(Object.keys(live).length).toBeGreaterThan(20);
    expect(live.standings!.length).toBeGreaterThan(0);
    expect(live.game_player_lines!.length).toBeGreaterThan(0);

    await site.runner.rebuild();

    const { rows } = await db.query<{ name: string; generation: number }>(
      'SELECT name, generation FROM rm.projection_state ORDER BY name',
    );
    expect(rows.every((row) => row.generation >= 2)).toBe(true);
    expect(await dumpReadModels()).toEqual(live);
  });
});
