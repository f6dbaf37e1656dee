import { describe, expect, it } from 'vitest';
import {
  TOURNAMENT_CLOSED_MESSAGE,
  TOURNAMENT_NAME_RESERVED_MESSAGE,
  TOURNAMENT_NAME_TAKEN_MESSAGE,
  TOURNAMENT_NOT_FOUND_MESSAGE,
  PUBLIC_FORM_TOO_MANY_MESSAGE,
} from '@league/contracts';
import { PUBLIC_FORM_LIMIT } from '../conduct/rate-limit';
import { commandApiForTests } from '../test-support';

const player = {
  firstName: 'Kim',
  lastName: 'Lo',
  phoneNumber: '(518) 555-0101',
  address: '1 Elm St',
  city: 'Albany',
  email: 'kim@example.com',
  dateOfBirth: '2011-04-01',
  parentName: 'Dana Lo',
};

async function setup(today: string) {
  // 03:30 UTC is still the evening before in New York
  const api = await commandApiForTests({ now: () => new Date(`${today}T03:30:00Z`) });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  return { api, send };
}

describe('tournament and registrant commands over HTTP', () => {
  it('creates and renames tournaments with unique names that do not collide with the static routes', async () => {
    const { api, send } = await setup('2026-05-01');
    const cup = { leagueNameAndDesc: 'Summer Cup - U14', closeDate: '2026-06-01', price: '150' };
    const created = await send('POST', '/api/admin/createTournament', api.admin, cup);
    expect(created.statusCode).toBe(201);
    const { tournamentId } = created.json<{ tournamentId: string }>();
    expect((await api.store.readStream(`tournament-${tournamentId}`))[0]?.data).toEqual({
      tournamentId,
      leagueNameAndDesc: 'Summer Cup - U14',
      closeDate: '2026-06-01',
      price: 150,
    });
    const dup = await send('POST', '/api/admin/createTournament', api.admin, {
      ...cup,
      leagueNameAndDesc: 'summer cup - u14',
    });
    expect(dup.json()).toEqual({ message: TOURNAMENT_NAME_TAKEN_MESSAGE });
    const reserved = await send('POST', '/api/admin/createTournament', api.admin, {
      ...cup,
      leagueNameAndDesc: 'AllRegisteredTeams',
    });
    expect(reserved.statusCode).toBe(400);
    expect(reserved.json().message).toBe(TOURNAMENT_NAME_RESERVED_MESSAGE);

    const renamed = await send(
      'PATCH',
      `/api/admin/${tournamentId}/updateTournament`,
      { ...api.admin, 'if-match': '0' },
      { leagueNameAndDesc: 'Summer Cup - U16', price: 160.5 },
    );
    expect(renamed.statusCode).toBe(200);
    expect((await send('POST', '/api/admin/createTournament', api.admin, cup)).statusCode).toBe(201);
    const unknown = await send(
      'PATCH',
      '/api/admin/6b0c1d2e-0000-4000-8000-000000000001/updateTournament',
      { ...api.admin, 'if-match': '0' },
      { price: 1 },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('takes public registrations through the close date (league time zone), then refuses them', async () => {
    const { api, send } = await setup('2026-06-02');
    const created = await send('POST', '/api/admin/createTournament', api.admin, {
      leagueNameAndDesc: 'Summer Cup',
      closeDate: '2026-06-01',
      price: 150,
    });
    const { tournamentId } = created.json<{ tournamentId: string }>();
    const joined = await send('POST', `/api/registration/${tournamentId}/registrants`, {}, player);
    expect(joined.statusCode).toBe(201);
    const { registrantId } = joined.json<{ registrantId: string }>();
    expect(joined.json()).toEqual({ registrantId, tournamentId, position: expect.any(String) });

    const later = await setup('2026-06-03');
    const closedCup = await later.send('POST', '/api/admin/createTournament', later.api.admin, {
      leagueNameAndDesc: 'Spring Cup',
      closeDate: '2026-06-01',
      price: 150,
    });
    const closedId = closedCup.json<{ tournamentId: string }>().tournamentId;
    const count = await later.api.eventCount();
    const closed = await later.send('POST', `/api/registration/${closedId}/registrants`, {}, player);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: TOURNAMENT_CLOSED_MESSAGE });
    const nowhere = await later.send(
      'POST',
      '/api/registration/6b0c1d2e-0000-4000-8000-000000000001/registrants',
      {},
      player,
    );
    expect(nowhere.json()).toEqual({ message: TOURNAMENT_NOT_FOUND_MESSAGE });
    const bad = await later.send(
      'POST',
      `/api/registration/${closedId}/registrants`,
      {},
      { ...player, email: 'x' },
    );
    expect(bad.statusCode).toBe(400);
    expect(await later.api.eventCount()).toBe(count);

    const version = (ifMatch: string) => ({ ...api.admin, 'if-match': ifMatch });
    const updated = await send('PATCH', `/api/admin/${registrantId}/updateRegistrant`, version('0'), {
      city: 'Troy',
    });
    expect(updated.json()).toEqual({ registrantId, tournamentId, position: expect.any(String) });
    const remove = (ifMatch: string) =>
      send('DELETE', `/api/admin/${registrantId}/removeRegistrant`, version(ifMatch));
    const removed = await remove('1');
    expect(removed.json()).toEqual({ registrantId, tournamentId, position: expect.any(String) });
    expect((await remove('2')).statusCode).toBe(404);
  });
});

describe('code of conduct over HTTP', () => {
  it('records a public signature with all five fields, and refuses a missing one', async () => {
    const { api, send } = await setup('2026-05-01');
    const signature = {
      firstName: 'Pat',
      lastName: 'Quinn',
      team: 'Albany - Thunder',
      season: '2026',
      date: '2026-05-01',
    };
    const signed = await send('POST', '/api/registration/codeOfConduct', {}, signature);
    expect(signed.statusCode).toBe(201);
    const { signatureId } = signed.json<{ signatureId: string }>();
    expect((await api.store.readStream(`conductSignature-${signatureId}`))[0]?.data).toEqual({
      signatureId,
      ...signature,
    });
    const missing = await send('POST', '/api/registration/codeOfConduct', {}, { ...signature, season: ' ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please enter the season.');
    const id = '6b0c1d2e-0000-4000-8000-000000000002';
    const first = await send('POST', '/api/registration/codeOfConduct', {}, { ...signature, id });
    const repeat = await send('POST', '/api/registration/codeOfConduct', {}, { ...signature, id });
    expect(repeat.json()).toEqual(first.json());
    expect(await api.eventCount()).toBe(2);
  });

  it('limits the public forms per client address, recording nothing once the limit is reached', async () => {
    const { api, send } = await setup('2026-05-01');
    const signature = { firstName: 'A', lastName: 'B', team: 'C', season: '2026', date: '2026-05-01' };
    for (let i = 0; i < PUBLIC_FORM_LIMIT.max; i++) {
      expect((await send('POST', '/api/registration/codeOfConduct', {}, signature)).statusCode).toBe(201);
    }
    const refused = await send('POST', '/api/registration/codeOfConduct', {}, signature);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: PUBLIC_FORM_TOO_MANY_MESSAGE });
    expect(await api.eventCount()).toBe(PUBLIC_FORM_LIMIT.max);
    // the admin routes are not limited
    const cup = { leagueNameAndDesc: 'Cup', closeDate: '2026-06-01', price: 1 };
    expect((await send('POST', '/api/admin/createTournament', api.admin, cup)).statusCode).toBe(201);
  });
});
