import { describe, expect, it } from 'vitest';
import { commandApiForTests } from '../test-support';

const leagueId = '0b7a5f0e-3d7e-4c5a-9a51-3f2d1c0b9a01';
const league = { leagueName: 'Men 30+', divisionName: 'North', session: 'Fall', year: 2026 };

describe('league commands over HTTP', () => {
  it('creates a current league, updates it with If-Match and toggles it between current and previous', async () => {
    const api = await commandApiForTests();
    const send = (method: 'POST' | 'PATCH', url: string, payload?: object, headers = {}) =>
      api.app.inject({ method, url, headers: { ...api.admin, ...headers }, ...(payload ? { payload } : {}) });
    const created = await send('POST', '/api/admin/createLeague', { id: leagueId, ...league });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ leagueId, position: expect.any(String) });
    const again = await send('POST', '/api/admin/createLeague', { id: leagueId, ...league });
    expect(again.json()).toEqual(created.json());
    expect(
      (await send('POST', '/api/admin/createLeague', { id: leagueId, ...league, year: 2027 })).statusCode,
    ).toBe(409);
    const updated = await send(
      'PATCH',
      `/api/admin/${leagueId}/updateLeague`,
      { divisionName: '' },
      { 'if-match': '0' },
    );
    expect(updated.statusCode).toBe(200);
    expect(
      (await send('PATCH', `/api/admin/${leagueId}/updateLeague`, { year: 2030 }, { 'if-match': '0' }))
        .statusCode,
    ).toBe(409);
    const toggle = (ifMatch: string) =>
      send('PATCH', `/api/admin/${leagueId}/archiveCurrentToggleLeague`, undefined, { 'if-match': ifMatch });
    const toggled = await toggle('1');
    expect(toggled.json()).toEqual({ leagueId, isCurrent: false, position: expect.any(String) });
    expect((await toggle('2')).json().isCurrent).toBe(true);
    expect((await api.store.readStream(`league-${leagueId}`)).map((e) => [e.type, e.data])).toEqual([
      ['LeagueCreated', { leagueId, ...league, allowDoubleHeaders: false, periodMinutes: 20 }],
      [
        'LeagueUpdated',
        { leagueId, ...league, divisionName: null, allowDoubleHeaders: false, periodMinutes: 20 },
      ],
      ['LeagueArchiveToggled', { leagueId, isCurrent: false }],
      ['LeagueArchiveToggled', { leagueId, isCurrent: true }],
    ]);
  });

  it('refuses bad input, unknown leagues and callers who are not admins, recording nothing', async () => {
    const api = await commandApiForTests();
    const post = (payload: object, headers: Record<string, string> = api.admin) =>
      api.app.inject({ method: 'POST', url: '/api/admin/createLeague', headers, payload });
    expect((await post(league, {})).statusCode).toBe(401);
    expect((await post(league, api.coach)).statusCode).toBe(403);
    const bad = await post({ leagueName: ' ', session: '', year: 1999 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      'Please enter a league name. Please enter a session. Please enter a year from 2000 to 2100.',
    );
    const unknown = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${leagueId}/updateLeague`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: { year: 2026 },
    });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'League not found.']);
    const empty = await api.app.inject({
      method: 'PATCH',
      url: `/api/admin/${leagueId}/updateLeague`,
      headers: { ...api.admin, 'if-match': '0' },
      payload: {},
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Send at least one field to change.']);
    expect(await api.eventCount()).toBe(0);
  });

  it('keeps the double-header setting of a league: given at creation, changed by an update, a boolean only', async () => {
    const api = await commandApiForTests();
    const send = (method: 'POST' | 'PATCH', url: string, payload: object, headers = {}) =>
      api.app.inject({ method, url, headers: { ...api.admin, ...headers }, payload });
    const created = await send('POST', '/api/admin/createLeague', {
      id: leagueId,
      ...league,
      allowDoubleHeaders: true,
    });
    expect(created.statusCode).toBe(201);
    const update = (payload: object) =>
      send('PATCH', `/api/admin/${leagueId}/updateLeague`, payload, { 'if-match': '0' });
    const bad = await update({ allowDoubleHeaders: 'yes' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'allowDoubleHeaders must be true or false.']);
    expect((await update({ allowDoubleHeaders: false })).statusCode).toBe(200);
    const badMinutes = await update({ periodMinutes: 0 });
    expect([badMinutes.statusCode, badMinutes.json().message]).toEqual([
      400,
      'periodMinutes must be a whole number of minutes from 1 to 60.',
    ]);
    expect((await api.store.readStream(`league-${leagueId}`)).map((e) => e.data)).toEqual([
      { leagueId, ...league, allowDoubleHeaders: true, periodMinutes: 20 },
      { leagueId, ...league, allowDoubleHeaders: false, periodMinutes: 20 },
    ]);
  });
});
