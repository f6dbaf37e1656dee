import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { teamStream } from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, waitForPosition } from '@league/projectors';
import { commandLookupsProjection } from '@league/projectors/command-lookups';
import { commandApiForTests } from '../../src/test-support';

/**
 * A command API on PGlite with the command_lookups projection running (embedded), as league play's
 * route tests need it, plus helpers that create what a test stands on through the routes.
 */
export async function leaguePlayApiForTests(options: { wrapStore?: (store: EventStore) => EventStore } = {}) {
  const db = await createTestPglite();
  const recorded = createPostgresEventStore(db);
  const store = options.wrapStore ? options.wrapStore(recorded) : recorded;
  const runner = createProjectionRunner({
    store,
    db,
    projections: [commandLookupsProjection],
    mode: 'embedded',
  });
  await runner.start();
  const api = await commandApiForTests({
    store,
    readModel: {
      db,
      waitForPosition: (position, timeoutMs, projections) =>
        waitForPosition(db, position, { timeoutMs, projections, pollMs: 5 }),
    },
  });
  const send = async (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = {}) =>
    api.app.inject({ method, url, headers: { ...api.admin, ...headers }, ...(payload ? { payload } : {}) });
  /** a write that must succeed: its answer */
  const ok = async <T = Record<string, unknown>>(
    method: 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
    headers = {},
  ) => {
    const response = await send(method, url, payload, headers);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json<T>();
  };
  const venue = async (venueName = 'Riverside Dome') =>
    (
      await ok<{ venueId: string }>('POST', '/api/admin/createVenue', {
        venueName,
        venueAddress: '1 River Rd',
      })
    ).venueId;
  const league = async (fields: object = {}) =>
    (
      await ok<{ leagueId: string }>('POST', '/api/admin/createLeague', {
        leagueName: 'Men 30+',
        session: 'Fall',
        year: 2026,
        ...fields,
      })
    ).leagueId;
  const team = async (leagueId: string, teamName: string, divisionName?: string) =>
    (await ok<{ teamId: string }>('POST', '/api/admin/createTeam', { leagueId, teamName, divisionName }))
      .teamId;
  const player = async (firstName: string, lastName: string) =>
    (await ok<{ playerId: string }>('POST', '/api/admin/createPlayer', { firstName, lastName })).playerId;
  /** a team's roster of `count` new players numbered 1..count: their rosterPlayerIds */
  const roster = async (teamId: string, count: number) => {
    const players = [];
    for (let n = 1; n <= count; n++)
      players.push({ playerId: await player(`P${n}`, `Of ${teamId.slice(0, 4)}`), number: n });
    const url = `/api/admin/${teamId}/addPlayers`;
    const headers = await api.ifMatch(teamStream(teamId));
    return (await ok<{ rosterPlayerIds: string[] }>('POST', url, { players }, headers)).rosterPlayerIds;
  };
  const game = async (fields: object) =>
    (
      await ok<{ gameId: string }>('POST', '/api/admin/createGame', {
        date: '2026-10-02',
        time: '19:30',
        ...fields,
      })
    ).gameId;
  return {
    ...api,
    db,
    send,
    ok,
    venue,
    league,
    team,
    player,
    roster,
    game,
    id: () => randomUUID(),
    async close() {
      await api.app.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}
export type LeaguePlayApi = Awaited<ReturnType<typeof leaguePlayApiForTests>>;

/**
 * A store whose appends to the streams `holds` names wait until `count` of them are waiting (or
 * `timeoutMs` passed), then all go on: concurrent commands all read and check before any of them
 * records, the interleaving that lets two writers pass a check made on what they read.
 */
export function appendsMeetingAt(
  store: EventStore,
  holds: (streamId: string) => boolean,
  count = 2,
  timeoutMs = 1_000,
): EventStore {
  let waiting: (() => void)[] = [];
  const meet = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length >= count) {
        for (const go of waiting) go();
        waiting = [];
      } else setTimeout(resolve, timeoutMs);
    });
  return {
    ...store,
    append: async (streamId, events, expected) => {
      if (holds(streamId)) await meet();
      return store.append(streamId, events, expected);
    },
    readStream: (streamId) => store.readStream(streamId),
    readAll: (after, limit) => store.readAll(after, limit),
    headPosition: () => store.headPosition(),
    onAppended: (listener) => store.onAppended(listener),
    close: () => store.close(),
  };
}
