import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandRoutes } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createHttpApp, createTokenService, type HttpApp } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import {
  allProjections,
  createCheckpointFeed,
  createProjectionRunner,
  type ProjectionRunner,
} from '@league/projectors';
import { queryRoutes } from '@league/query-api';
import { apiDeps } from '../api-deps';

/**
 * League play end to end over HTTP: results recorded through the command routes (regular, overtime,
 * shootout, tie, playoff, a correction, a removed game) and the standings and scoring leaders read back
 * through the query routes, against tables computed by hand.
 */
const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const admin = {
  authorization: `Bearer ${tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token}`,
};
let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let app: HttpApp;
let position = '';

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  const feed = createCheckpointFeed();
  runner = createProjectionRunner({ store, db, projections: allProjections, mode: 'embedded', feed });
  await runner.start();
  const deps = await apiDeps({ store, db, tokens, logger: createLogger('test', 'silent'), feed });
  app = await createHttpApp({ tokens });
  await app.register(commandRoutes, deps.command);
  await app.register(queryRoutes, deps.query);
});
afterAll(async () => {
  await app.close();
  await runner.stop();
  await store.close();
  await db.close();
});

/** a write that must succeed; an edit sends the record's version as If-Match */
async function write<T = Record<string, string>>(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  ifMatch?: number,
) {
  const headers = ifMatch === undefined ? admin : { ...admin, 'if-match': String(ifMatch) };
  const response = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  const body = response.json<T & { position: string }>();
  position = body.position;
  return body;
}
async function read<T>(url: string): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { ...admin, 'x-min-position': position },
  });
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  expect(response.headers['x-stale']).toBeUndefined();
  return response.json<T>();
}

describe('league play: record results, read standings and leaders', () => {
  it('counts FINAL, Overtime, Shootout and ties, follows a correction, ignores playoffs and removed games', async () => {
    const { venueId } = await write('POST', '/api/admin/createVenue', {
      venueName: 'Dome',
      venueAddress: '1 Main St',
    });
    const { leagueId } = await write('POST', '/api/admin/createLeague', {
      leagueName: 'Test League',
      session: 'Fall',
      year: 2026,
    });
    const team = async (teamName: string, letter: string) => {
      const { teamId } = await write<{ teamId: string }>('POST', '/api/admin/createTeam', {
        leagueId,
        teamName,
        divisionName: 'North',
      });
      const players = [];
      for (const n of [1, 2]) {
        const { playerId } = await write('POST', '/api/admin/createPlayer', {
          firstName: `${letter}${n}`,
          lastName: teamName,
        });
        players.push({ playerId, number: n });
      }
      const { rosterPlayerIds } = await write<{ rosterPlayerIds: string[] }>(
        'POST',
        `/api/admin/${teamId}/addPlayers`,
        { players },
        0,
      );
      return { teamId, roster: rosterPlayerIds };
    };
    const [aces, bears, cubs] = [await team('Aces', 'A'), await team('Bears', 'B'), await team('Cubs', 'C')];
    let day = 1;
    const game = async (home: { teamId: string }, visitor: { teamId: string }, extra: object = {}) =>
      (
        await write('POST', '/api/admin/createGame', {
          leagueId,
          venueId,
          date: `2026-10-${String(day++).padStart(2, '0')}`,
          time: '19:00',
          homeTeamId: home.teamId,
          visitorTeamId: visitor.teamId,
          ...extra,
        })
      ).gameId!;
    const result = (
      gameId: string,
      home: string,
      visitor: string,
      gameStatus: string,
      homeStats: string[] = [],
      visitorStats: string[] = [],
      version = 0,
    ) =>
      write(
        'PATCH',
        `/api/admin/gameStats/${gameId}`,
        {
          homeStats,
          visitorStats,
          homePointsPerPeriod: [home],
          visitorPointsPerPeriod: [visitor],
          gameStatus,
          gameSummary: '',
        },
        version,
      );
    const [a1, a2] = aces.roster as [string, string];
    const [b1, b2] = bears.roster as [string, string];
    const [c1] = cubs.roster as [string];

    await result(
      await game(aces, bears),
      '1|1|1|0|3',
      '0|1|0|0|1',
      'FINAL',
      [`${a1}|2|1`, `${a2}|1|1`],
      [`${b1}|1|0`],
    );
    await result(await game(bears, cubs), '1|0|0|1|2', '0|1|0|0|1', 'Overtime');
    await result(await game(cubs, aces), '1|1|0|1|3', '1|1|0|0|2', 'Shootout');
    await result(await game(aces, cubs), '1|0|1|0|2', '0|2|0|0|2', 'FINAL');
    const corrected = await game(bears, aces);
    await result(corrected, '2|1|1|0|4', '0|0|0|0|0', 'FINAL', [`${b1}|4|0`]);
    await result(corrected, '1|0|0|0|1', '1|1|1|0|3', 'FINAL', [`${b1}|1|0`], [`${a1}|3|0`], 1);
    const removed = await game(cubs, bears);
    await result(removed, '2|2|1|0|5', '0|0|0|0|0', 'FINAL', [`${c1}|5|0`]);
    await write('DELETE', `/api/admin/${removed}/removeEvent`, undefined, 1);
    const playoff = await game(aces, bears, { playoff: true, homeTeamSeed: 1, visitorTeamSeed: 2 });
    await write(
      'PATCH',
      `/api/admin/playoffGameStats/${playoff}`,
      {
        homeStats: [`${a1}|2|0`],
        visitorStats: [`${b2}|1|0`],
        homePointsTotal: 2,
        visitorPointsTotal: 1,
        gameSummary: 'Aces advance.',
        gameId: playoff,
      },
      0,
    );
    // a game not played yet counts nowhere
    await game(cubs, aces);

    const standings = await read<{
      leagueName: string;
      divisions: string[];
      listOfTeams: Array<Record<string, unknown>>;
    }>(`/api/league/leagues/${leagueId}/standings`);
    expect(standings.leagueName).toBe('Test League');
    expect(standings.divisions).toEqual(['North']);
    const row = (
      teamName: string,
      w: number,
      l: number,
      t: number,
      otl: number,
      sol: number,
      gf: number,
      ga: number,
      rw: number,
    ) => ({
      teamName,
      gamesPlayed: w + l + t + otl + sol,
      wins: w,
      losses: l,
      ties: t,
      overtimeLosses: otl,
      shootoutLosses: sol,
      points: 2 * w + t + otl + sol,
      pointsPercentage: Math.round(((w + 0.5 * t) / (w + l + t + otl + sol)) * 1000) / 1000,
      goalsFor: gf,
      goalsAgainst: ga,
      goalDifference: gf - ga,
      regulationWins: rw,
    });
    expect(standings.listOfTeams).toEqual([
      expect.objectContaining(row('Aces', 2, 0, 1, 0, 1, 10, 7, 2)),
      expect.objectContaining(row('Cubs', 1, 0, 1, 1, 0, 6, 6, 0)),
      expect.objectContaining(row('Bears', 1, 2, 0, 0, 0, 4, 7, 0)),
    ]);

    const leaders = await read<{
      scoringLeaders: Array<{ firstName: string; goals: number; assists: number; points: number }>;
    }>(`/api/league/${leagueId}/scoringLeaders`);
    expect(leaders.scoringLeaders.map((p) => [p.firstName, p.goals, p.assists, p.points])).toEqual([
      ['A1', 7, 1, 8],
      ['B1', 2, 0, 2],
      ['A2', 1, 1, 2],
      ['B2', 1, 0, 1],
    ]);
  });
});
