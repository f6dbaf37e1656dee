import { buildCommandApi } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { HttpApp, TokenService } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, type Projection, type ProjectionRunner } from '@league/projectors';
import { commandLookupsProjection } from '@league/projectors/command-lookups';
import { leagueProjections } from '@league/projectors/league-fixture';
import { buildQueryApi } from '../src/index';
import { checkpointReads } from './test-support';

/** The command API, the league's projections (and any others given) and the query API over one PGlite. */
export interface WiredStack {
  db: SqlClient;
  store: EventStore;
  runner: ProjectionRunner;
  commands: HttpApp;
  queries: HttpApp;
  close(): Promise<void>;
}

/**
 * A whole path from a command to a read, in process: what a test of a read over real commands needs
 * (docs/architecture.md: a service's tests that wire another service with it live in its test/ folder).
 */
export async function startWiredStack(
  tokens: TokenService,
  moreProjections: readonly Projection[] = [],
): Promise<WiredStack> {
  const db = await createTestPglite();
  const store = createPostgresEventStore(db);
  const reads = checkpointReads(store);
  const runner = createProjectionRunner({
    store,
    db,
    projections: [commandLookupsProjection, ...leagueProjections, ...moreProjections],
    mode: 'embedded',
    feed: reads.feed,
  });
  await runner.start();
  const commands = await buildCommandApi({
    store,
    tokens,
    readModel: { db, waitForPosition: reads.waitForPosition },
  });
  const queries = await buildQueryApi({ db, tokens, ...reads, projectionStatus: async () => [] });
  return {
    db,
    store,
    runner,
    commands,
    queries,
    async close() {
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
