import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { commandRoutes } from '@league/command-api';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createHttpApp, createTokenService, type HttpApp } from '@league/infra/http';
import { createLogger } from '@league/infra/logging';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import {
  allProjections,
  type CheckpointFeed,
  createCheckpointFeed,
  createProjectionRunner,
  type ProjectionRunner,
} from '@league/projectors';
import { queryRoutes } from '@league/query-api';
import { latestChange, LIVE_BUSY_MESSAGE } from '@league/query-api/live';
import { apiDeps } from './api-deps';

/**
 * GET /api/live on the embedded composition (embedded-app.ts): the runner publishes checkpoint moves in
 * process, the live route announces the projections whose data changed. Served on a real port, read
 * with fetch as a browser's EventSource reads it.
 */
const tokens = createTokenService('a-test-secret-that-is-long-enough-for-hs256');
const admin = {
  authorization: `Bearer ${tokens.sign({ role: 'admin', id: '00000000-0000-4000-8000-00000000000a' }).token}`,
};
const STREAM_LIMIT = 2;
const HEARTBEAT_MS = 400;

let db: SqlClient;
let store: EventStore;
let runner: ProjectionRunner;
let app: HttpApp;
let url = '';
let closed = false;
let feed: CheckpointFeed;
/** every stream a test opened: closed after it, passed or failed */
const opened = new Set<AbortController>();

beforeAll(async () => {
  db = await createTestPglite();
  store = createPostgresEventStore(db);
  feed = createCheckpointFeed();
  const logger = createLogger('test', 'silent');
  runner = createProjectionRunner({ store, db, projections: allProjections, mode: 'embedded', logger, feed });
  await runner.start();
  const deps = await apiDeps({ store, db, tokens, logger, feed });
  app = await createHttpApp({ tokens });
  await app.register(commandRoutes, deps.command);
  await app.register(queryRoutes, {
    ...deps.query,
    liveStreamLimit: STREAM_LIMIT,
    liveTimings: { heartbeatMs: HEARTBEAT_MS },
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);

afterEach(() => {
  for (const controller of opened) controller.abort();
  opened.clear();
});

/** Once every projection has applied `position` and its announcement has gone out. */
async function settled(position: string) {
  expect(await feed.waitFor(position, { timeoutMs: 10_000 })).toBe('reached');
  await new Promise((r) => setTimeout(r, 500));
}

afterAll(async () => {
  if (!closed) await app.close();
  await runner.stop();
  await store.close();
  await db.close();
});

/** a write that must succeed; an edit sends the record's version as If-Match */
async function write(path: string, body: object, method = 'POST', ifMatch?: number) {
  const headers = ifMatch === undefined ? admin : { ...admin, 'if-match': String(ifMatch) };
  const response = await app.inject({ method: method as 'POST', url: path, headers, payload: body });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json<Record<string, string>>();
}

/** An open stream: its answer, and everything read from it so far as text. */
async function openStream(headers: Record<string, string> = {}, query = '') {
  const controller = new AbortController();
  opened.add(controller);
  const response = await fetch(`${url}/api/live${query}`, { headers, signal: controller.signal });
  let text = '';
  let done = false;
  if (response.ok) {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for (;;) {
          const { value, done: ended } = await reader.read();
          if (ended) break;
          text += decoder.decode(value, { stream: true });
        }
      } catch {
        // aborted
      }
      done = true;
    })();
  }
  return {
    response,
    text: () => text,
    ended: () => done,
    close: () => controller.abort(),
    /** the `changed` events so far, parsed */
    changes: () =>
      [...text.matchAll(/event: changed\ndata: (.+)\n\n/g)].map(
        (m) => JSON.parse(m[1]!) as { position: string; projections: string[] },
      ),
  };
}

async function until(check: () => boolean, ms = 2_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('not within time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A stream opened as soon as the server has a place for it (it frees places as it notices clients go). */
async function admittedStream() {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const attempt = await openStream();
    if (attempt.response.status === 200) return attempt;
    if (Date.now() > deadline) throw new Error('no place freed: the closed streams kept theirs');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('the live route on the embedded stack', () => {
  it('announces, within moments of a recorded result, the read models it changed and the position to read', async () => {
    const { leagueId } = await write('/api/admin/createLeague', {
      leagueName: 'Live League',
      session: 'Fall',
      year: 2026,
    });
    const { teamId: homeTeamId } = await write('/api/admin/createTeam', { leagueId, teamName: 'Owls' });
    const { teamId: visitorTeamId } = await write('/api/admin/createTeam', { leagueId, teamName: 'Hawks' });
    const { venueId } = await write('/api/admin/createVenue', {
      venueName: 'Live Rink',
      venueAddress: '1 Ice Rd',
    });
    const { gameId, position: created } = await write('/api/admin/createGame', {
      leagueId,
      venueId,
      date: '2026-10-03',
      time: '19:00',
      homeTeamId,
      visitorTeamId,
    });
    const stream = await openStream({ 'accept-encoding': 'br, gzip' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store, no-transform');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    // compression would hold events back until it had enough to compress
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    await until(() => stream.text().startsWith('retry: 3000\n\n'));
    await settled(created!); // the creations above are announced by now
    const before = stream.changes().length;

    const recordedAt = Date.now();
    const { position } = await write(
      `/api/admin/gameStats/${gameId}`,
      {
        homeStats: [],
        visitorStats: [],
        homePointsPerPeriod: ['1|1|0|0|2'],
        visitorPointsPerPeriod: ['0|0|1|0|1'],
        gameStatus: 'FINAL',
        gameSummary: '',
      },
      'PATCH',
      0,
    );
    await until(() =>
      stream
        .changes()
        .slice(before)
        .some((c) => c.projections.includes('standings')),
    );
    expect(Date.now() - recordedAt).toBeLessThan(2_000);
    const announced = stream.changes().slice(before);
    const projections = new Set(announced.flatMap((c) => c.projections));
    for (const name of ['results', 'schedule', 'standings']) expect(projections.has(name), name).toBe(true);
    // nothing whose data the result did not touch
    expect(projections.has('venues')).toBe(false);
    expect(projections.has('news')).toBe(false);
    // the position a read must reach is the write's own (or later)
    expect(announced.at(-1)!.position).toBe(position);
    expect(stream.text()).toContain(`id: ${position}\nevent: changed\n`);
    // no personal data: names of read models and a position, nothing else
    expect(Object.keys(announced.at(-1)!).sort()).toEqual(['position', 'projections']);

    // the standings read at that position shows the result
    const standings = await app.inject({
      method: 'GET',
      url: `/api/league/leagues/${leagueId}/standings`,
      headers: { 'x-min-position': position },
    });
    expect(standings.body).toContain('Owls');
    expect(standings.headers['x-stale']).toBeUndefined();
    stream.close();
  });

  it("announces a game sheet's entry to the game's summary and the goalies' figures, and no standings", async () => {
    const { leagueId } = await write('/api/admin/createLeague', {
      leagueName: 'Sheet League',
      session: 'Fall',
      year: 2026,
    });
    const { teamId: homeTeamId } = await write('/api/admin/createTeam', { leagueId, teamName: 'Larks' });
    const { teamId: visitorTeamId } = await write('/api/admin/createTeam', { leagueId, teamName: 'Rooks' });
    const { venueId } = await write('/api/admin/createVenue', {
      venueName: 'Sheet Rink',
      venueAddress: '2 Ice Rd',
    });
    const { gameId, position: created } = await write('/api/admin/createGame', {
      leagueId,
      venueId,
      date: '2026-10-04',
      time: '19:00',
      homeTeamId,
      visitorTeamId,
    });
    const stream = await admittedStream();
    await settled(created!);
    const before = stream.changes().length;
    const { position } = await write(`/api/admin/game/${gameId}/sheet/shots`, {
      side: 'home',
      period: 1,
      shots: 5,
    });
    await until(() =>
      stream
        .changes()
        .slice(before)
        .some((c) => c.projections.includes('game_sheet')),
    );
    const announced = stream.changes().slice(before);
    expect(announced.at(-1)!.position).toBe(position);
    const projections = new Set(announced.flatMap((c) => c.projections));
    expect(projections.has('standings')).toBe(false);
    // a period's shots are the goalies' shots against: the results' statistics keep them (docs/api.md)
    expect(projections.has('results')).toBe(true);
    stream.close();
  });

  it('says where the read models stand once connected, as the id a reconnecting browser sends back', async () => {
    const stream = await openStream();
    await until(() => /event: ready\n/.test(stream.text()));
    const [, id, data] = /id: (.+)\nevent: ready\ndata: (.+)\n\n/.exec(stream.text())!;
    expect(JSON.parse(data!)).toEqual({ position: id });
    expect(id).toBe(latestChange(feed));
  });

  it('answers a malformed since with 400 { message }, and opens no stream', async () => {
    const bad = await openStream({}, '?since=yesterday');
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toEqual({
      message: 'since must be a position from a live event, such as 812.40.',
    });
  });

  it('sends a heartbeat comment while nothing changes', async () => {
    const stream = await openStream();
    await until(() => stream.text().includes(': keep-alive\n\n'), HEARTBEAT_MS * 3);
    stream.close();
  });

  it('tells a reconnecting client (Last-Event-ID) what changed since the position it last saw', async () => {
    const first = await openStream();
    await until(() => first.text().startsWith('retry:'));
    first.close();
    const { position: seen } = await write('/api/admin/createVenue', {
      venueName: 'Rink Before',
      venueAddress: '2 Ice Rd',
    });
    const { position } = await write('/api/admin/createVenue', {
      venueName: 'Rink Gap',
      venueAddress: '3 Ice Rd',
    });
    await settled(position!);
    const again = await openStream({ 'last-event-id': seen! });
    await until(() => again.changes().length > 0);
    expect(again.changes()[0]!.position).toBe(position);
    // a venue is kept in its own read model and beside the games of the schedule
    expect(again.changes()[0]!.projections).toContain('venues');
    expect(again.changes()[0]!.projections).not.toContain('results');
    again.close();
    // a page that closed its stream (a hidden tab) names the last position it was told of instead
    const reopened = await openStream({}, `?since=${seen!}`);
    await until(() => reopened.changes().length > 0);
    expect(reopened.changes()[0]!.position).toBe(position);
    // a client that saw everything is told nothing
    const current = await openStream({ 'last-event-id': position! });
    await until(() => current.text().startsWith('retry:'));
    await until(() => true, 200);
    expect(current.changes()).toEqual([]);
    current.close();
  });

  it('keeps at most its limit of streams open, answers 503 { message } beyond it at once, and frees a place when a client goes', async () => {
    // (once the streams of the tests before have gone)
    const a = await admittedStream();
    const b = await admittedStream();
    const refusedAt = Date.now();
    const refused = await openStream();
    expect(refused.response.status).toBe(503);
    expect(Date.now() - refusedAt).toBeLessThan(1_000);
    expect(await refused.response.json()).toEqual({ message: LIVE_BUSY_MESSAGE });
    // the rest of the API keeps answering
    expect((await fetch(`${url}/api/league/previousLeagues`)).status).toBe(200);
    a.close();
    // the server notices the closed connection and frees its place
    const admitted = await admittedStream();
    b.close();
    admitted.close();
  });

  it('ends its open streams as soon as the server closes (they would hold the closing back)', async () => {
    const stream = await admittedStream(); // once the streams of the tests before have gone
    await until(() => stream.text().startsWith('retry:'));
    const closing = Date.now();
    const closing$ = app.close();
    closed = true;
    await until(() => stream.ended(), 1_000);
    expect(Date.now() - closing).toBeLessThan(1_000);
    await closing$;
  });
});
