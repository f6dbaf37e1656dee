import { buildCommandApi } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import type { HttpApp } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, projectionStatus, type ProjectionRunner } from '@league/projectors';
import { conductSignaturesProjection } from '@league/projectors/conduct';
import { coachAddressesProjection } from '@league/projectors/content';
import { organizationsProjection } from '@league/projectors/organizations';
import { registeredTeamsProjection } from '@league/projectors/registered-teams';
import { tournamentsProjection } from '@league/projectors/tournaments';
import { buildQueryApi } from '../../src/index';
import { bearer, checkpointReads, testTokens } from '../test-support';
import { sqlPersonalData } from '@league/infra/personal-data';

/**
 * The whole write → project → read path of the tournament area on PGlite (tests only): the command and
 * query APIs, the tournament projections, an admin token and helpers that send and read.
 */
export async function tournamentStack() {
  const tokens = testTokens();
  const db: SqlClient = await createTestPglite();
  const store: EventStore = createPostgresEventStore(db);
  const reads = checkpointReads(store);
  const runner: ProjectionRunner = createProjectionRunner({
    store,
    db,
    projections: [
      organizationsProjection,
      registeredTeamsProjection,
      conductSignaturesProjection,
      tournamentsProjection,
      // whether a coach's address is confirmed: "every coach" of the admin's e-mail
      coachAddressesProjection,
    ],
    mode: 'embedded',
    feed: reads.feed,
  });
  await runner.start();
  const commands: HttpApp = await buildCommandApi({
    store,
    tokens,
    // the personal-data keys in the read models' database, where the projections open them
    personalData: sqlPersonalData(db),
    authRateLimit: { max: 1000, timeWindowMs: 60_000 },
  });
  const queries: HttpApp = await buildQueryApi({
    db,
    tokens,
    ...reads,
    projectionStatus: () => projectionStatus(db, store),
  });
  const admin = bearer(tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token);
  let lastPosition = '';

  /** a write; remembers its position for the next read */
  async function send(
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) {
    const response = await commands.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const position =
      response.statusCode < 300 ? (response.json() as { position?: string }).position : undefined;
    if (position) lastPosition = position;
    return response;
  }

  /** a read that waits for the last write to be projected */
  async function read(url: string, headers: Record<string, string> = {}) {
    return queries.inject({
      method: 'GET',
      url,
      headers: { ...headers, ...(lastPosition ? { 'x-min-position': lastPosition } : {}) },
    });
  }

  return {
    tokens,
    db,
    store,
    runner,
    commands,
    queries,
    admin,
    send,
    read,
    async close() {
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
