import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { leagueProjections } from '../all-projections';
import { leagueFixture, metroScenario, type LeagueFixture, type MetroScenario } from '../league-fixture';
import { createProjectionRunner, type ProjectionRunner } from '../runner';

/** Projection tests of league play on PGlite: the tables against hand-computed ones. */

let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let f: LeagueFixture;
let s: MetroScenario;

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  runner = createProjectionRunner({ store, db, projections: leagueProjections, mode: 'embedded' });
  await runner.start();
  f = leagueFixture(store);
  s = await metroScenario(f);
  await runner.catchUp();
});
afterAll(async () => {
  await runner.stop();
  await store.close();
  await db.close();
});

type Line = [
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];
/** [team, GP, W, L, T, OTL, SOL, PTS, PCT, GF, GA, GD, RW] in table order */
async function standings(leagueId: string): Promise<Line[]> {
  const { rows } = await db.query<Record<string, string | number>>(
    `SELECT * FROM rm.standings WHERE league_id = $1 ORDER BY rank`,
    [leagueId],
  );
  return rows.map((r) => [
    String(r.team_name),
    Number(r.games_played),
    Number(r.wins),
    Number(r.losses),
    Number(r.ties),
    Number(r.overtime_losses),
    Number(r.shootout_losses),
    Number(r.points),
    Number(r.points_percentage),
    Number(r.goals_for),
    Number(r.goals_against),
    Number(r.goal_difference),
    Number(r.regulation_wins),
  ]);
}

async function stats(leagueId: string): Promise<Record<string, [number, number]>> {
  const { rows } = await db.query<{ roster_player_id: string; goals: number; assists: number }>(
    `SELECT roster_player_id, goals, assists FROM rm.player_stats WHERE league_id = $1`,
    [leagueId],
  );
  const names = Object.fromEntries(Object.entries(s.r).map(([name, id]) => [id, name]));
  return Object.fromEntries(rows.map((r) => [names[r.roster_player_id] ?? '?', [r.goals, r.assists]]));
}

/**
 * Every league-play read-model table, row by row, for comparisons: each row as jsonb, so a json column
 * compares by its document, not by the order of its keys (which follows where its event was read from).
 */
async function dump(schemaOf: (table: string) => string): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const projection of leagueProjections) {
    for (const table of projection.tables) {
      const { rows } = await db.query<{ row: unknown }>(
        `SELECT to_jsonb(t) AS row FROM ${schemaOf(table)}.${table} t`,
      );
      out[table] = rows.map(({ row }) => JSON.stringify(row)).sort();
    }
  }
  return out;
}

describe('league-play projections', () => {
  it('computes the standings by the rules, every tie broken by points, wins, goal difference, goals for, name', async () => {
    //                         GP W  L  T OTL SOL PTS PCT   GF GA  GD RW
    expect(await standings(s.metro)).toEqual([
      ['Alpha', 2, 2, 0, 0, 0, 0, 4, 1, 8, 3, 5, 1],
      ['Echo', 2, 1, 0, 1, 0, 0, 3, 0.75, 5, 4, 1, 0],
      ['Foxtrot', 3, 1, 1, 0, 0, 1, 3, 0.333, 5, 9, -4, 1],
      ['Bravo', 2, 1, 1, 0, 0, 0, 2, 0.5, 7, 6, 1, 1],
      ['Charlie', 2, 0, 0, 1, 1, 0, 2, 0.25, 6, 7, -1, 0],
      ['Delta', 3, 0, 1, 2, 0, 0, 2, 0.333, 6, 8, -2, 0],
      ['Golf', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(await standings(s.coastal)).toEqual([
      ['Juliet', 1, 0, 0, 1, 0, 0, 1, 0.5, 3, 3, 0, 0],
      ['Kilo', 1, 0, 0, 1, 0, 0, 1, 0.5, 3, 3, 0, 0],
      ['Hotel', 1, 0, 0, 1, 0, 0, 1, 0.5, 1, 1, 0, 0],
      ['India', 1, 0, 0, 1, 0, 0, 1, 0.5, 1, 1, 0, 0],
    ]);
  });

  it('counts every played game of the league in player statistics, playoffs included, unplayed ones not', async () => {
    expect(await stats(s.metro)).toEqual({
      ann: [3, 1],
      bob: [1, 3],
      cal: [2, 1],
      dan: [2, 1],
      eve: [1, 2],
      fay: [2, 1],
    });
  });

  it('applies a correction in full: standings and statistics recomputed, no drift', async () => {
    await f.result(s.g.g9, {
      status: 'Overtime',
      home: [1, 1, 0, 0],
      visitor: [1, 1, 0, 1],
      visitorStats: [[s.r.dan, 1, 0]],
    });
    await runner.catchUp();
    expect(await standings(s.metro)).toEqual([
      ['Alpha', 2, 2, 0, 0, 0, 0, 4, 1, 8, 3, 5, 1],
      ['Delta', 3, 1, 0, 2, 0, 0, 4, 0.667, 9, 8, 1, 0],
      ['Echo', 2, 1, 0, 1, 0, 0, 3, 0.75, 5, 4, 1, 0],
      ['Bravo', 2, 1, 1, 0, 0, 0, 2, 0.5, 7, 6, 1, 1],
      ['Charlie', 2, 0, 0, 1, 1, 0, 2, 0.25, 6, 7, -1, 0],
      ['Foxtrot', 3, 0, 1, 0, 1, 1, 2, 0, 5, 12, -7, 0],
      ['Golf', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect((await stats(s.metro)).dan).toEqual([3, 1]);
  });

  it('leaves standings and statistics when a game is removed; a removed roster player keeps their lines', async () => {
    await f.removeGame(s.g.g1);
    await f.removeRosterPlayer(s.t.foxtrot, s.r.fay);
    await runner.catchUp();
    expect(await standings(s.metro)).toEqual([
      ['Delta', 3, 1, 0, 2, 0, 0, 4, 0.667, 9, 8, 1, 0],
      ['Echo', 2, 1, 0, 1, 0, 0, 3, 0.75, 5, 4, 1, 0],
      ['Bravo', 1, 1, 0, 0, 0, 0, 2, 1, 6, 1, 5, 1],
      ['Alpha', 1, 1, 0, 0, 0, 0, 2, 1, 3, 2, 1, 0],
      ['Charlie', 2, 0, 0, 1, 1, 0, 2, 0.25, 6, 7, -1, 0],
      ['Foxtrot', 3, 0, 1, 0, 1, 1, 2, 0, 5, 12, -7, 0],
      ['Golf', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    ]);
    expect(await stats(s.metro)).toEqual({
      ann: [1, 1],
      bob: [1, 2],
      cal: [2, 1],
      dan: [3, 1],
      eve: [1, 2],
      fay: [2, 1],
    });
    const fay = await db.query<{ removed: boolean }>(
      `SELECT removed FROM rm.roster_players WHERE roster_player_id = $1`,
      [s.r.fay],
    );
    expect(fay.rows).toEqual([{ removed: true }]);
    const history = await db.query<{ type: string }>(
      `SELECT type FROM rm.game_history WHERE game_id = $1 ORDER BY version`,
      [s.g.g1],
    );
    expect(history.rows.map((r) => r.type)).toEqual(['GameScheduled', 'GameResultRecorded', 'GameRemoved']);
  });

  it('changes nothing when the whole log is applied twice, and gives the same tables as the live run', async () => {
    const events = await store.readAll(null, 100_000);
    const live = await dump(() => 'rm');
    for (const projection of leagueProjections) {
      const schema = `rm_twice_${projection.name}`;
      await db.exec(`CREATE SCHEMA ${schema}`);
      await projection.setup(db, schema);
      const handled = events.filter((e) => projection.handles.includes(e.type));
      await db.transaction((tx) => projection.apply(tx, schema, handled));
      await db.transaction((tx) => projection.apply(tx, schema, handled));
    }
    const schemaOf = (table: string) =>
      `rm_twice_${leagueProjections.find((p) => p.tables.includes(table))?.name ?? ''}`;
    expect(await dump(schemaOf)).toEqual(live);
  });

  it('gives identical tables after a rebuild', async () => {
    const before = await dump(() => 'rm');
    await runner.rebuild();
    expect(await dump(() => 'rm')).toEqual(before);
    expect(before.standings).toHaveLength(11);
  });
});
