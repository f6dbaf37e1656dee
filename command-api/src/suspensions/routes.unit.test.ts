import { describe, expect, it } from 'vitest';
import {
  SUSPENSION_GAMES_MESSAGE,
  SUSPENSION_PLAYER_NAME_MESSAGE,
  SUSPENSION_TEAM_MESSAGE,
} from '@league/contracts';
import { testEvent } from '@league/infra/testing';
import { commandApiForTests } from '../test-support';

const suspensionId = '3b1d6c1e-0f0e-4a6b-8d8e-6f7a4b2c9d31';
const create = {
  playerName: 'Sam Carter',
  team: 'Albany Ice',
  date1: '2026-02-10',
  reason: 'Match penalty',
  numberOfGames: 2,
  served: false,
  appealed: false,
};

describe('suspension commands over HTTP', () => {
  it('creates with the site payload, updates, archives, moves back and removes', async () => {
    const api = await commandApiForTests();
    const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, extra = {}) =>
      api.app.inject({ method, url, headers: { ...api.admin, ...extra }, ...(payload ? { payload } : {}) });
    const created = await send('POST', '/api/admin/createSuspension', {
      id: suspensionId,
      ...create,
      numberOfGames: '2',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ suspensionId, position: expect.any(String) });
    expect((await api.store.readStream(`suspension-${suspensionId}`))[0]?.data).toEqual({
      suspensionId,
      playerId: null,
      teamId: null,
      playerName: 'Sam Carter',
      playerTeam: 'Albany Ice',
      date: '2026-02-10',
      reason: 'Match penalty',
      howManyGames: 2,
      served: false,
      appealedSuccessfully: false,
    });
    const updated = await send(
      'PATCH',
      `/api/admin/${suspensionId}/updateSuspension`,
      {
        playerName: 'Sam Carter',
        playerTeam: 'Troy Blades',
        reason: 'Match penalty',
        howManyGames: 3,
        served: true,
        appealedSuccessfully: false,
      },
      { 'if-match': '0' },
    );
    expect(updated.statusCode).toBe(200);
    const unserve = await send(
      'PATCH',
      `/api/admin/${suspensionId}/updateSuspension`,
      { served: false },
      { 'if-match': '1' },
    );
    expect(unserve.statusCode).toBe(200);
    const toggle = (ifMatch: string) =>
      send('PATCH', `/api/admin/${suspensionId}/archiveCurrentToggleSuspension`, undefined, {
        'if-match': ifMatch,
      });
    // the unserve changed nothing of what was recorded: the version is still 1
    expect((await toggle('1')).statusCode).toBe(200);
    expect((await toggle('2')).statusCode).toBe(200);
    const removed = await send('DELETE', `/api/admin/${suspensionId}/removeSuspension`, undefined, {
      'if-match': '3',
    });
    expect(removed.statusCode).toBe(200);
    expect((await api.store.readStream(`suspension-${suspensionId}`)).map((e) => e.type)).toEqual([
      'SuspensionCreated',
      'SuspensionUpdated',
      'SuspensionArchived',
      'SuspensionRestored',
      'SuspensionRemoved',
    ]);
    const gone = await toggle('4');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ message: 'Suspension not found.' });
  });

  it('links a suspension to a player and a team, recording their names as they are; null unlinks the team', async () => {
    const api = await commandApiForTests();
    const send = (method: 'POST' | 'PATCH', url: string, payload: object, extra = {}) =>
      api.app.inject({ method, url, headers: { ...api.admin, ...extra }, payload });
    const { playerId } = (
      await send('POST', '/api/admin/createPlayer', {
        firstName: 'Zoe',
        lastName: 'Quill',
        middleInitial: 'R',
      })
    ).json<{ playerId: string }>();
    const { leagueId } = (
      await send('POST', '/api/admin/createLeague', { leagueName: 'Open', session: 'Fall', year: 2026 })
    ).json<{ leagueId: string }>();
    const teamId = '4c3b2a19-0f0e-4d6c-8b5a-493827161504';
    // createTeam needs the command lookups; the team's stream is enough for a suspension
    await api.store.append(
      `team-${teamId}`,
      [
        testEvent('TeamCreated', {
          teamId,
          leagueId,
          teamName: 'Albany Aces',
          divisionName: null,
          year: 2026,
        }),
      ],
      'no_stream',
    );
    const { playerName: _name, team: _team, ...linked } = create;
    const created = await send('POST', '/api/admin/createSuspension', {
      id: suspensionId,
      ...linked,
      playerId,
      teamId,
    });
    expect(created.statusCode).toBe(201);
    const stream = async () => (await api.store.readStream(`suspension-${suspensionId}`)).map((e) => e.data);
    expect((await stream())[0]).toMatchObject({
      playerId,
      teamId,
      playerName: 'Zoe R. Quill',
      playerTeam: 'Albany Aces',
    });
    const unlinked = await send(
      'PATCH',
      `/api/admin/${suspensionId}/updateSuspension`,
      { teamId: null },
      { 'if-match': '0' },
    );
    expect(unlinked.statusCode).toBe(200);
    expect((await stream())[1]).toMatchObject({ playerId, teamId: null, playerTeam: '' });
    const count = await api.eventCount();
    const unknownPlayer = await send('POST', '/api/admin/createSuspension', {
      ...linked,
      playerId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    });
    expect([unknownPlayer.statusCode, unknownPlayer.json().message]).toEqual([404, 'Player not found.']);
    const unknownTeam = await send('POST', '/api/admin/createSuspension', {
      ...linked,
      playerId,
      teamId: '9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a',
    });
    expect([unknownTeam.statusCode, unknownTeam.json().message]).toEqual([404, 'Team not found.']);
    const neither = await send('POST', '/api/admin/createSuspension', linked);
    expect(neither.statusCode).toBe(400);
    expect(neither.json().message).toBe(`${SUSPENSION_PLAYER_NAME_MESSAGE} ${SUSPENSION_TEAM_MESSAGE}`);
    expect(await api.eventCount()).toBe(count);
  });

  it('refuses out-of-range games and missing fields with the site messages, recording nothing', async () => {
    const api = await commandApiForTests();
    const post = (payload: object) =>
      api.app.inject({ method: 'POST', url: '/api/admin/createSuspension', headers: api.admin, payload });
    for (const numberOfGames of [-1, 100, 2.5, '100', 'two', null, '']) {
      const response = await post({ ...create, numberOfGames });
      expect(response.statusCode, String(numberOfGames)).toBe(400);
      expect(response.json().fields, String(numberOfGames)).toEqual({
        numberOfGames: SUSPENSION_GAMES_MESSAGE,
      });
    }
    const blank = await post({ ...create, playerName: ' ', team: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(`${SUSPENSION_PLAYER_NAME_MESSAGE} ${SUSPENSION_TEAM_MESSAGE}`);
    const badDate = await post({ ...create, date1: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toHaveProperty('date1');
    const badUpdate = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${suspensionId}/updateSuspension`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { howManyGames: 100 },
    });
    expect(badUpdate.statusCode).toBe(400);
    expect(badUpdate.json().message).toBe(SUSPENSION_GAMES_MESSAGE);
    expect(await api.eventCount()).toBe(0);
  });
});
