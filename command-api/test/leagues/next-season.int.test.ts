import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueStream, teamStream } from '@league/contracts';
import { createPostgresEventStore, type EventStore } from '@league/infra/eventstore';
import { createTestPglite } from '@league/infra/testing';
import { createProjectionRunner, waitForPosition } from '@league/projectors';
import { commandLookupsProjection } from '@league/projectors/command-lookups';
import { leaguesProjection } from '@league/projectors/leagues';
import { commandApiForTests } from '../../src/test-support';

/**
 * POST /api/admin/league/{leagueId}/nextSeason over HTTP (docs/api.md, "Next season"), with the
 * projections it reads running: the command lookups (the old league's teams) and the leagues (a season
 * that exists already).
 */

/** appends to a stream `failing` names throw once each, as a store that fails halfway */
let failing: (streamId: string) => boolean = () => false;
const failed = new Set<string>();
const failingOnce = (store: EventStore): EventStore => ({
  ...store,
  append: async (streamId, events, expected) => {
    if (failing(streamId) && !failed.has(streamId)) {
      failed.add(streamId);
      throw new Error(`append to ${streamId} failed`);
    }
    return store.append(streamId, events, expected);
  },
  readStream: (streamId) => store.readStream(streamId),
  readAll: (after, limit) => store.readAll(after, limit),
  headPosition: () => store.headPosition(),
  onAppended: (listener) => store.onAppended(listener),
  close: () => store.close(),
});

async function nextSeasonApiForTests() {
  const db = await createTestPglite();
  const store = failingOnce(createPostgresEventStore(db));
  const runner = createProjectionRunner({
    store,
    db,
    projections: [commandLookupsProjection, leaguesProjection],
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
  const send = (
    method: 'POST' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = api.admin,
  ) => api.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(url: string, payload: object) => {
    const response = await send('POST', url, payload);
    expect(response.statusCode, `${url}: ${response.body}`).toBe(201);
    return response.json<T>();
  };
  return {
    ...api,
    send,
    ok,
    league: async (fields: object = {}) =>
      (
        await ok<{ leagueId: string }>('/api/admin/createLeague', {
          leagueName: 'Men 30+',
          divisionName: 'North',
          session: 'Fall',
          year: 2026,
          allowDoubleHeaders: true,
          periodMinutes: 15,
          ...fields,
        })
      ).leagueId,
    team: async (leagueId: string, teamName: string, divisionName?: string) =>
      (await ok<{ teamId: string }>('/api/admin/createTeam', { leagueId, teamName, divisionName })).teamId,
    player: async (firstName: string) =>
      (await ok<{ playerId: string }>('/api/admin/createPlayer', { firstName, lastName: 'Skater' })).playerId,
    async close() {
      await api.app.close();
      await runner.stop();
      await store.close();
      await db.close();
    },
  };
}

let api: Awaited<ReturnType<typeof nextSeasonApiForTests>>;
beforeAll(async () => {
  api = await nextSeasonApiForTests();
});
afterAll(async () => api.close());

const nextSeason = (leagueId: string) => `/api/admin/league/${leagueId}/nextSeason`;
const dataOf = async (streamId: string) =>
  (await api.store.readStream(streamId)).map((e) => [e.type, e.data]);

/** an old league of two teams (Aces of East with two players, Bears of West with one), one of them taken off */
async function oldSeason(fields: object = {}) {
  const leagueId = await api.league(fields);
  const aces = await api.team(leagueId, 'Aces', 'East');
  const bears = await api.team(leagueId, 'Bears', 'West');
  const [zoe, max, sam] = [await api.player('Zoe'), await api.player('Max'), await api.player('Sam')];
  const add = async (teamId: string, players: object[]) =>
    api.send(
      'POST',
      `/api/admin/${teamId}/addPlayers`,
      { players },
      {
        ...api.admin,
        ...(await api.ifMatch(teamStream(teamId))),
      },
    );
  await add(aces, [
    { playerId: zoe, number: 9 },
    { playerId: max, number: 17 },
  ]);
  await add(bears, [{ playerId: sam, number: 4 }]);
  return { leagueId, aces, bears, zoe, max, sam };
}

describe('the next season of a league over HTTP', () => {
  it('refuses anonymous (401) and coach (403) callers, bad input (400) and an unknown league (404), recording nothing', async () => {
    const { leagueId } = await oldSeason({ leagueName: 'Refusals' });
    const count = await api.eventCount();
    const body = { session: 'Spring', year: 2027 };
    expect((await api.send('POST', nextSeason(leagueId), body, {})).statusCode).toBe(401);
    expect((await api.send('POST', nextSeason(leagueId), body, api.coach)).statusCode).toBe(403);
    const bad = await api.send('POST', nextSeason(leagueId), { session: ' ', year: 1999 });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'Please enter a session. Please enter a year from 2000 to 2100.',
    ]);
    const notBoolean = await api.send('POST', nextSeason(leagueId), { ...body, copyRosters: 'yes' });
    expect([notBoolean.statusCode, notBoolean.json().message]).toEqual([
      400,
      'copyRosters must be true or false.',
    ]);
    const unknown = await api.send('POST', nextSeason('99999999-9999-4999-8999-999999999999'), body);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: 'League not found.' }]);
    expect(await api.eventCount()).toBe(count);
  });

  it('makes the new league, its teams and rosters, archives the old season, and a repeat changes nothing', async () => {
    const { leagueId, aces, bears, zoe, max, sam } = await oldSeason();
    const started = await api.send('POST', nextSeason(leagueId), {
      session: 'Spring',
      year: 2027,
      copyRosters: true,
    });
    expect(started.statusCode, started.body).toBe(201);
    const { leagueId: newLeagueId, position } = started.json<{ leagueId: string; position: string }>();
    expect(newLeagueId).not.toBe(leagueId);
    expect(position).toBe(await api.store.headPosition());
    expect(await dataOf(leagueStream(newLeagueId))).toEqual([
      [
        'LeagueCreated',
        {
          leagueId: newLeagueId,
          leagueName: 'Men 30+',
          divisionName: 'North',
          session: 'Spring',
          year: 2027,
          allowDoubleHeaders: true,
          periodMinutes: 15,
        },
      ],
    ]);
    const teamCreated = (await api.store.readAll(null, 10_000)).filter(
      (event) =>
        event.type === 'TeamCreated' && (event.data as { leagueId: string }).leagueId === newLeagueId,
    );
    const newTeams = teamCreated.map((event) => event.data as { teamId: string; teamName: string });
    expect(newTeams.map((team) => team.teamName).sort()).toEqual(['Aces', 'Bears']);
    const newAces = newTeams.find((team) => team.teamName === 'Aces')!.teamId;
    const newBears = newTeams.find((team) => team.teamName === 'Bears')!.teamId;
    const roster = async (teamId: string) =>
      (await api.store.readStream(teamStream(teamId))).flatMap((event) =>
        event.type === 'RosterPlayerAdded' ? [event.data as { playerId: string; number: number }] : [],
      );
    expect(await dataOf(teamStream(newAces))).toContainEqual([
      'TeamCreated',
      { teamId: newAces, leagueId: newLeagueId, teamName: 'Aces', divisionName: 'East', year: 2027 },
    ]);
    expect((await roster(newAces)).map(({ playerId, number }) => [playerId, number])).toEqual([
      [zoe, 9],
      [max, 17],
    ]);
    expect((await roster(newBears)).map(({ playerId, number }) => [playerId, number])).toEqual([[sam, 4]]);
    // the old season: its league previous, its teams archived
    expect((await dataOf(leagueStream(leagueId))).at(-1)).toEqual([
      'LeagueArchiveToggled',
      { leagueId, isCurrent: false },
    ]);
    for (const teamId of [aces, bears])
      expect((await dataOf(teamStream(teamId))).at(-1)).toEqual([
        'TeamArchiveToggled',
        { teamId, isCurrent: false },
      ]);

    const count = await api.eventCount();
    const again = await api.send('POST', nextSeason(leagueId), {
      session: 'Spring',
      year: 2027,
      copyRosters: true,
    });
    expect([again.statusCode, again.json()]).toEqual([201, started.json()]);
    expect(await api.eventCount()).toBe(count);
    // without the rosters it asks for less than was recorded: nothing more to record either
    const lighter = await api.send('POST', nextSeason(leagueId), { session: 'Spring', year: 2027 });
    expect([lighter.statusCode, lighter.json()]).toEqual([201, started.json()]);
    expect(await api.eventCount()).toBe(count);
  });

  it('copies the teams without players unless asked, and a name the new league holds stays its own', async () => {
    const { leagueId } = await oldSeason({ leagueName: 'No Rosters' });
    const { leagueId: newLeagueId } = (
      await api.send('POST', nextSeason(leagueId), { session: 'Winter', year: 2027, copyRosters: false })
    ).json<{ leagueId: string }>();
    const added = (await api.store.readAll(null, 10_000)).filter(
      (event) => event.type === 'RosterPlayerAdded' && event.streamId.startsWith('team-'),
    );
    const created = (await api.store.readAll(null, 10_000)).filter(
      (event) =>
        event.type === 'TeamCreated' && (event.data as { leagueId: string }).leagueId === newLeagueId,
    );
    expect(created).toHaveLength(2);
    const newTeamIds = new Set(created.map((event) => (event.data as { teamId: string }).teamId));
    expect(added.filter((event) => newTeamIds.has((event.data as { teamId: string }).teamId))).toEqual([]);
    const twice = await api.send('POST', '/api/admin/createTeam', {
      leagueId: newLeagueId,
      teamName: 'aces',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('refuses a season that is another league already (409 naming it), recording nothing', async () => {
    const { leagueId } = await oldSeason({ leagueName: 'Taken' });
    await api.league({ leagueName: ' taken ', divisionName: 'north', session: 'SPRING', year: 2027 });
    const count = await api.eventCount();
    const taken = await api.send('POST', nextSeason(leagueId), { session: 'Spring', year: 2027 });
    expect([taken.statusCode, taken.json()]).toEqual([
      409,
      { message: 'The league taken (north), SPRING 2027 already exists.' },
    ]);
    const itself = await api.send('POST', nextSeason(leagueId), { session: 'Fall', year: 2026 });
    expect([itself.statusCode, itself.json()]).toEqual([
      409,
      { message: 'The league Taken (North), Fall 2026 already exists.' },
    ]);
    // another division of the name is another league
    const south = await api.league({ leagueName: 'Taken', divisionName: 'South' });
    expect((await api.send('POST', nextSeason(south), { session: 'Spring', year: 2027 })).statusCode).toBe(
      201,
    );
    expect(await api.eventCount()).toBeGreaterThan(count);
  });

  it('completes a season a failure left halfway when the request is sent again', async () => {
    const { leagueId, bears } = await oldSeason({ leagueName: 'Halfway' });
    failing = (streamId) => streamId === teamStream(bears);
    const body = { session: 'Summer', year: 2027, copyRosters: true };
    const broken = await api.send('POST', nextSeason(leagueId), body);
    expect(broken.statusCode).toBe(500);
    failing = () => false;
    const done = await api.send('POST', nextSeason(leagueId), body);
    expect(done.statusCode, done.body).toBe(201);
    const { leagueId: newLeagueId } = done.json<{ leagueId: string }>();
    const created = (await api.store.readAll(null, 10_000)).filter(
      (event) =>
        event.type === 'TeamCreated' && (event.data as { leagueId: string }).leagueId === newLeagueId,
    );
    expect(created).toHaveLength(2);
    expect((await dataOf(leagueStream(leagueId))).at(-1)).toEqual([
      'LeagueArchiveToggled',
      { leagueId, isCurrent: false },
    ]);
    expect((await dataOf(teamStream(bears))).at(-1)?.[0]).toBe('TeamArchiveToggled');
  });
});
