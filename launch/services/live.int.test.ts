import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandApi } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTokenService, type HttpApp } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPostgres } from '@league/infra/testing';
import {
  allProjections,
  createCheckpointFeed,
  createProjectionRunner,
  followCheckpoints,
  type ProjectionRunner,
} from '@league/projectors';
import { buildQueryApi } from '@league/query-api';
import { waitOnFeed } from '../api-deps';

/**
 * GET /api/live as the distributed run serves it (services/query-api.ts): the projector runs apart and
 * announces its checkpoints by pg_notify; the query API follows them (followCheckpoints) and tells its
 * streams, on the PostgreSQL server of TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const admin = {
  authorization: `Bearer ${tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token}`,
};

describe.skipIf(!serverUrl)('the live route of the distributed query API', () => {
  let database: { db: SqlClient; drop: () => Promise<void> };
  let store: EventStore;
  let runner: ProjectionRunner;
  let commands: HttpApp;
  let queries: HttpApp;
  let unfollow: () => Promise<void>;
  let url = '';

  beforeAll(async () => {
    database = (await createTestPostgres())!;
    const { db } = database;
    store = createPostgresEventStore(db);
    const logger = createLogger('test', 'silent');
    // the projectors service: no feed of its own, it announces by pg_notify
    runner = createProjectionRunner({ store, db, projections: allProjections, mode: 'distributed', logger });
    await runner.start();
    // the query-api service: the checkpoints as it follows them
    const feed = createCheckpointFeed();
    unfollow = await followCheckpoints(db, feed);
    // started after the projectors have stored where each projection stands (as in docker-compose.yml)
    const deadline = Date.now() + 30_000;
    while (feed.all().length < allProjections.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    queries = await buildQueryApi({
      db,
      tokens,
      checkpoints: feed,
      waitForPosition: waitOnFeed(store, feed),
      projectionStatus: async () => [],
    });
    url = await queries.listen({ port: 0, host: '127.0.0.1' });
    commands = await buildCommandApi({ store, tokens });
  }, 60_000);

  afterAll(async () => {
    await queries?.close();
    await unfollow?.();
    await runner?.stop();
    await store?.close();
    await database?.drop();
  });

  it('announces a write recorded on the command side, as soon as the projector has applied it', async () => {
    const controller = new AbortController();
    const response = await fetch(`${url}/api/live`, { signal: controller.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const read = (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted
      }
    })();

    const written = await commands.inject({
      method: 'POST',
      url: '/api/admin/createVenue',
      headers: admin,
      payload: { venueName: 'Harbor Ice House', venueAddress: '3 Pier Rd' },
    });
    expect(written.statusCode).toBe(201);
    const { position } = written.json<{ position: string }>();
    const writtenAt = Date.now();
    // announced within 2 s of the write
    while (!text.includes(`"position":"${position}"`)) {
      if (Date.now() - writtenAt > 2_000) throw new Error(`no announcement of ${position}:\n${text}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    const event = /event: changed\ndata: (.+)\n\n/.exec(text.slice(text.indexOf(`id: ${position}`)))!;
    expect(JSON.parse(event[1]!)).toEqual({ position, projections: ['schedule', 'venues'] });
    controller.abort();
    await read;
  });
});
