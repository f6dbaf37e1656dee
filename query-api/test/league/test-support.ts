import { createPostgresEventStore } from '@league/infra/eventstore';
import { countStatements } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner } from '@league/projectors';
import { leagueFixture, leagueProjections, metroScenario } from '@league/projectors/league-fixture';
import { buildQueryApi, type QueryApiDeps } from '../../src/index';
import { bearer, checkpointReads, testTokens } from '../test-support';

/** Test setup of the league-play read tests: the projections on PGlite, the query API, the scenario. */

const tokens = testTokens();
export const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
export const coach = bearer(tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-00000000000c' }).token);
export const unknown = '99999999-9999-4999-8999-999999999999';

/**
 * The league-play projections on PGlite and the query API over them, before any data: the stack of the
 * league read tests. `queries` counts the query API's own statements, apart from the projections' writes;
 * `apiDeps` (with `overrides`) is what the API was built with, for a second API over the same data.
 */
export async function leaguePlayStack(overrides: Partial<QueryApiDeps> = {}) {
  const db = await createTestPglite();
  const store = createPostgresEventStore(db);
  const reads = checkpointReads(store);
  const runner = createProjectionRunner({
    store,
    db,
    projections: leagueProjections,
    mode: 'embedded',
    feed: reads.feed,
  });
  await runner.start();
  const queries = countStatements(db);
  const apiDeps: QueryApiDeps = {
    db: queries,
    tokens,
    ...reads,
    projectionStatus: async () => [],
    timezone: 'America/New_York',
    ...overrides,
  };
  const app = await buildQueryApi(apiDeps);
  return {
    db,
    store,
    runner,
    queries,
    app,
    apiDeps,
    f: leagueFixture(store),
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
export type LeaguePlayStack = Awaited<ReturnType<typeof leaguePlayStack>>;

export async function readsTestSetup() {
  const stack = await leaguePlayStack();
  const { f, app, queries } = stack;
  const s = await metroScenario(f);
  await stack.runner.catchUp();
  return {
    f,
    s,
    queries,
    /** a read once the projections have passed the last write */
    get: async (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers: { ...headers, 'x-min-position': f.last } }),
    close: stack.close,
  };
}
export type ReadsTest = Awaited<ReturnType<typeof readsTestSetup>>;

export const names = (
  leaders: Array<{ firstName: string; lastName: string; goals: number; assists: number }>,
) => leaders.map((l) => `${l.firstName} ${l.lastName} ${l.goals}+${l.assists}`);
