import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createHttpApp, createTokenService, type HttpApp } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import { countStatements, type CountingSqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { commandRoutes } from '@league/command-api';
import { queryRoutes } from '@league/query-api';
import {
  allProjections,
  createCheckpointFeed,
  createProjectionRunner,
  type CheckpointFeed,
  type ProjectionRunner,
} from '@league/projectors';
import { apiDeps } from '../api-deps';

/**
 * The embedded site without the UI on an in-memory PGlite, every statement counted: both APIs and every
 * projection running in-process, as `npm start` runs them. For command budgets (tests) and the bench.
 */
export interface CountedSite {
  app: HttpApp;
  db: CountingSqlClient;
  store: EventStore;
  feed: CheckpointFeed;
  runner: ProjectionRunner;
  admin: { authorization: string };
  /** sends an admin command; resolves once every projection has applied it; its answer */
  command<T = Record<string, unknown>>(
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<T>;
  close(): Promise<void>;
}

export async function startCountedSite(): Promise<CountedSite> {
  const db = countStatements(await createTestPglite());
  const store = createPostgresEventStore(db);
  const feed = createCheckpointFeed();
  const runner = createProjectionRunner({ store, db, projections: allProjections, mode: 'embedded', feed });
  await runner.start();
  const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
  const deps = await apiDeps({ store, db, tokens, logger: createLogger('costs', 'silent'), feed });
  const app = await createHttpApp({ tokens });
  await app.register(commandRoutes, deps.command);
  await app.register(queryRoutes, deps.query);
  const admin = {
    authorization: `Bearer ${tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token}`,
  };
  return {
    app,
    db,
    store,
    feed,
    runner,
    admin,
    async command(method, url, payload) {
      const response = await app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
      if (response.statusCode >= 300)
        throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      const answer = response.json<{ position?: string }>();
      if (answer.position) {
        const outcome = await feed.waitFor(answer.position, { timeoutMs: 10_000 });
        if (outcome !== 'reached')
          throw new Error(`${method} ${url}: projections did not reach ${answer.position}`);
      }
      return answer as never;
    },
    async close() {
      await app.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
