import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadModels } from '@league/contracts/projections';
import { createHttpApp, type HttpApp } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { allProjections } from '@league/projectors';
import { leagueProjections, metroScenario, type MetroScenario } from '@league/projectors/league-fixture';
import { queryRoutes } from '../../src/index';
import { admin, leaguePlayStack, unknown, type LeaguePlayStack } from './test-support';

/**
 * What a league route declares it reads (the X-Min-Position wait, the answer cache, the live pages:
 * docs/live.md) covers every read-model function it calls: each route is read over the scenario with a
 * client that keeps the SQL it sends, and each rm.<table> named is of a projection the route declares.
 * (Each read-model function's own SQL is held to its declaration by reads-declared.unit.test.ts.)
 */

const projectionOfTable = new Map(
  allProjections.flatMap((projection) => projection.tables.map((table) => [table, projection.name] as const)),
);
/** the read models of the stack: the routes that read only these are read here */
const leagueProjectionNames = new Set<string>(leagueProjections.map((projection) => projection.name));

/** The addresses that read each route through its read-model functions over the scenario, and their status. */
const addressesOf = (s: MetroScenario): Record<string, Array<[url: string, status?: number]>> => ({
  '/api/league/leagues/:leagueId/standings': [
    [`/api/league/leagues/${s.metro}/standings`],
    [`/api/league/leagues/${s.metro}/standings?asOf=2026-09-05`],
  ],
  '/api/league/:leagueId/bracket': [[`/api/league/${s.metro}/bracket`]],
  '/api/league/:leagueId/scoringLeaders': [[`/api/league/${s.metro}/scoringLeaders`]],
  '/api/league/:leagueId/goalieLeaders': [[`/api/league/${s.metro}/goalieLeaders`]],
  '/api/league/schedule/:leagueId': [[`/api/league/schedule/${s.metro}`]],
  '/api/league/:venueId/schedule': [[`/api/league/${s.rink}/schedule`]],
  '/api/admin/game/:gameId': [[`/api/admin/game/${s.g.g2}`]],
  '/api/player/:playerId/history': [[`/api/player/${s.p.ann}/history`]],
  '/api/league/previousLeagues': [['/api/league/previousLeagues']],
  '/api/admin/leagues/current': [['/api/admin/leagues/current']],
  '/api/league/rosterAndSchedule': [
    ['/api/league/rosterAndSchedule'],
    [`/api/league/rosterAndSchedule?teamId=${s.t.alpha}`],
  ],
  '/api/league/oldRosterAndSchedule/:teamId': [[`/api/league/oldRosterAndSchedule/${s.t.alpha}`]],
  '/api/admin/teams/archive': [['/api/admin/teams/archive']],
  '/api/league/teamByName/:leagueName/:session/:year/:teamName': [
    ['/api/league/teamByName/Metro/Fall/2026/Alpha'],
  ],
  '/api/team/:teamId': [[`/api/team/${s.t.alpha}`]],
  '/api/admin/league/:leagueId/bracket': [[`/api/admin/league/${s.metro}/bracket`]],
  '/api/admin/team/current': [['/api/admin/team/current']],
  '/api/admin/team/:teamId': [[`/api/admin/team/${s.t.alpha}`]],
  '/api/admin/:teamName/:year/roster': [['/api/admin/Alpha/2026/roster']],
  '/api/admin/allGamesAndEvents': [['/api/admin/allGamesAndEvents']],
  '/api/league/schedule/admin/:leagueId': [[`/api/league/schedule/admin/${s.metro}`]],
  '/api/admin/:gameId/rostersAndPoints': [[`/api/admin/${s.g.g2}/rostersAndPoints`]],
  '/api/admin/rosterPlayer/:playerId': [[`/api/admin/rosterPlayer/${s.p.ann}`]],
  '/api/admin/players': [['/api/admin/players']],
  '/api/admin/game/:gameId/history': [[`/api/admin/game/${s.g.g2}/history`]],
  '/api/admin/game/:gameId/sheet': [[`/api/admin/game/${s.g.g2}/sheet`]],
  '/api/league/schedule/:leagueId.ics': [[`/api/league/schedule/${s.metro}.ics`]],
  '/api/league/:venueId/schedule.ics': [[`/api/league/${s.rink}/schedule.ics`]],
  '/api/league/team/:teamId/schedule.ics': [[`/api/league/team/${s.t.alpha}/schedule.ics`]],
  '/api/league/leagues/:leagueId/standings.csv': [
    [`/api/league/leagues/${s.metro}/standings.csv`],
    [`/api/league/leagues/${s.metro}/standings.csv?asOf=2026-09-05`],
  ],
  '/api/league/:leagueId/scoringLeaders.csv': [[`/api/league/${s.metro}/scoringLeaders.csv`]],
  '/api/league/schedule/:leagueId.csv': [[`/api/league/schedule/${s.metro}.csv`]],
  '/api/league/team/:teamId/roster.csv': [[`/api/league/team/${s.t.alpha}/roster.csv`]],
  '/api/home': [['/api/home']],
  '/api/admin/allSuspendedPlayers': [['/api/admin/allSuspendedPlayers']],
  '/api/registration/allArchivedSuspensions': [['/api/registration/allArchivedSuspensions']],
  '/api/admin/suspension/:suspensionId': [[`/api/admin/suspension/${unknown}`, 404]],
});

let stack: LeaguePlayStack;
let app: HttpApp;
let s: MetroScenario;
const sent: string[] = [];
/** the GET routes that declare read models of the league, by path */
const declared = new Map<string, ReadModels>();

beforeAll(async () => {
  stack = await leaguePlayStack();
  s = await metroScenario(stack.f);
  await stack.runner.catchUp();
  const db = stack.queries;
  const keeping: SqlClient = {
    ...db,
    kind: db.kind,
    query: (text, params, options) => {
      sent.push(text);
      return db.query(text, params, options);
    },
  };
  app = await createHttpApp({ tokens: stack.apiDeps.tokens });
  app.addHook('onRoute', (route) => {
    const projections = route.config?.projections;
    if (route.method !== 'GET' || !projections?.every((name) => leagueProjectionNames.has(name))) return;
    declared.set(route.url, projections);
  });
  await app.register(queryRoutes, { ...stack.apiDeps, db: keeping });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stack.close();
});

describe('what each league route declares it reads', () => {
  it('covers every table its reads name', async () => {
    const addresses = addressesOf(s);
    expect([...declared.keys()].sort()).toEqual(Object.keys(addresses).sort());
    const undeclared: string[] = [];
    for (const [route, projections] of declared) {
      for (const [url, status = 200] of addresses[route]!) {
        sent.length = 0;
        const answer = await app.inject({ method: 'GET', url, headers: admin });
        expect(answer.statusCode, url).toBe(status);
        expect(sent.length, url).toBeGreaterThan(0);
        const tables = new Set(
          sent.flatMap((text) => [...text.matchAll(/\brm\.([a-z_][a-z0-9_]*)/g)].map((m) => m[1]!)),
        );
        const missing = [...tables].filter((table) => {
          const projection = projectionOfTable.get(table);
          return !projection || !projections.includes(projection as never);
        });
        if (missing.length > 0)
          undeclared.push(`${url} reads ${missing.map((t) => `rm.${t}`).join(', ')} undeclared`);
      }
    }
    expect(undeclared).toEqual([]);
  });
});
