import { expect } from 'vitest';
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

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** a read's headers, and `fresh`: it must be answered within the wait (no X-Stale) */
interface ReadOptions {
  headers?: Record<string, string>;
  fresh?: boolean;
}

/**
 * One caller of the stack's two APIs: its writes with `headers` (If-Match when a version is given)
 * remember the position of the last one recorded, and its reads wait for that position (X-Min-Position),
 * so each read sees the writes before it. `reads` are the options of every read (a read may override them).
 * The stack is given by a getter, so a test file can make its caller before its `beforeAll` starts it.
 */
export function callerOf(
  stackOf: () => WiredStack,
  headers: Record<string, string>,
  reads: ReadOptions = {},
) {
  let last = '';
  /** the write's answer, whatever its status */
  const send = async (method: Method, url: string, payload?: object, ifMatch?: number) => {
    const sent = ifMatch === undefined ? headers : { ...headers, 'if-match': String(ifMatch) };
    const response = await stackOf().commands.inject({
      method,
      url,
      headers: sent,
      ...(payload ? { payload } : {}),
    });
    if (response.statusCode < 300) last = response.json<{ position: string }>().position;
    return response;
  };
  /** a write that must be recorded: its answer */
  const write = async <T>(method: Method, url: string, payload?: object, ifMatch?: number) => {
    const response = await send(method, url, payload, ifMatch);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T & { position: string }>();
  };
  /** a read that must answer 200 */
  const read = async (url: string, given: ReadOptions = {}) => {
    const options = { ...reads, ...given };
    const response = await stackOf().queries.inject({
      method: 'GET',
      url,
      headers: { ...options.headers, 'x-min-position': last },
    });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    if (options.fresh) expect(response.headers['x-stale']).toBeUndefined();
    return response.json();
  };
  return { send, write, read };
}
