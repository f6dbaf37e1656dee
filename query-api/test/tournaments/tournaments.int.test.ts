import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllRegisteredPlayersAnswer, AllTournamentsAnswer } from '@league/contracts';
import { tournamentStack } from '../registration/test-support';

let stack: Awaited<ReturnType<typeof tournamentStack>>;
let coachId = '';
let coach: Record<string, string> = {};
let otherCoach: Record<string, string> = {};
let tournamentId = '';
let registrantId = '';
let orgId = '';

const kim = {
  firstName: 'Kim',
  middleInitial: 'J',
  lastName: 'Lo',
  phoneNumber: '(518) 555-0147',
  address: '77 Quail St',
  city: 'Albany',
  email: 'kim.lo@example.net',
  email2: 'dana.lo@example.net',
  dateOfBirth: '2011-04-09',
  parentName: 'Dana Lo',
};
const coachEmail = 'private.coach@example.com';

beforeAll(async () => {
  stack = await tournamentStack();
  const { send, admin } = stack;
  const org = await send('POST', '/api/admin/createOrg', admin, {
    orgName: 'Troy BH',
    orgAddress: '5 River St, Troy',
  });
  orgId = org.json().orgId;
  const signUp = await send(
    'POST',
    '/api/admin/coachSignup',
    {},
    { signUpEmail: coachEmail, signUpPassword: 'Coach12345!' },
  );
  coachId = signUp.json().coachId;
  coach = { authorization: `Bearer ${signUp.json().token}` };
  otherCoach = {
    authorization: `Bearer ${stack.tokens.sign({ role: 'coach', id: '00000000-0000-4000-8000-0000000000c9' }).token}`,
  };
  await send('POST', `/api/registration/registeredTeams/${coachId}`, coach, {
    headCoach: 'Pat Quinn',
    assistantCoaches: 'Sam Lee',
    org: 'Troy BH',
    team: 'Storm',
    year: 2025,
    name1: 'Dee Ng',
    number1: 5,
    BY1: 2010,
  });
  const created = await send('POST', '/api/admin/createTournament', admin, {
    leagueNameAndDesc: 'Summer Cup - U14 Boys',
    closeDate: '2099-06-01',
    price: '150',
  });
  tournamentId = created.json().tournamentId;
  await send('POST', '/api/admin/createTournament', admin, {
    leagueNameAndDesc: 'Winter Classic',
    closeDate: '2020-01-15',
    price: 99.5,
  });
  const joined = await send('POST', `/api/registration/${tournamentId}/registrants`, {}, kim);
  registrantId = joined.json().registrantId;
  await send(
    'POST',
    '/api/registration/codeOfConduct',
    {},
    {
      firstName: 'Pat',
      lastName: 'Quinn',
      team: 'Troy - Storm',
      season: '2025',
      date: '2025-03-02',
    },
  );
});
afterAll(async () => stack.close());

describe('tournaments and registrants: write → project → read', () => {
  it('lists tournaments publicly with open/closed, and registrants to the admin by tournament name', async () => {
    const { read, send, admin } = stack;
    const list = (await read('/api/registration/tournaments')).json<AllTournamentsAnswer>();
    expect(list.allTournaments).toEqual([
      {
        _id: tournamentId,
        leagueNameAndDesc: 'Summer Cup - U14 Boys',
        closeDate: '2099-06-01',
        price: 150,
        isOpen: true,
        version: 0,
      },
      expect.objectContaining({ leagueNameAndDesc: 'Winter Classic', price: 99.5, isOpen: false }),
    ]);
    const url = `/api/registration/${encodeURIComponent('summer cup - u14 boys')}`;
    const players = (await read(url, admin)).json<AllRegisteredPlayersAnswer>();
    expect(players.allRegisteredPlayersInLeague).toEqual([
      {
        _id: registrantId,
        tournamentId,
        leagueNameAndDesc: 'Summer Cup - U14 Boys',
        ...kim,
        registeredAt: expect.any(String),
        version: 0,
      },
    ]);
    expect((await read('/api/registration/No%20Such%20Cup', admin)).statusCode).toBe(404);

    await send(
      'PATCH',
      `/api/admin/${registrantId}/updateRegistrant`,
      { ...admin, 'if-match': '0' },
      {
        city: 'Troy',
      },
    );
    expect((await read(`/api/admin/registrant/${registrantId}`, admin)).json().registrant).toMatchObject({
      _id: registrantId,
      city: 'Troy',
      version: 1,
    });
    await send(
      'PATCH',
      `/api/admin/${tournamentId}/updateTournament`,
      { ...admin, 'if-match': '0' },
      { price: 175 },
    );
    expect((await read(`/api/admin/tournament/${tournamentId}`, admin)).json().tournament).toMatchObject({
      _id: tournamentId,
      price: 175,
      version: 1,
    });
    expect((await read('/api/admin/allOrgs')).json().allOrgs).toEqual([
      { _id: orgId, orgName: 'Troy BH', orgAddress: '5 River St, Troy', version: 0 },
    ]);
    expect((await read(`/api/admin/org/${orgId}`, admin)).json().org.orgName).toBe('Troy BH');
  });

  it('keeps personal data out of every public read', async () => {
    const personal = [
      coachEmail,
      kim.email,
      kim.email2,
      kim.phoneNumber,
      kim.address,
      kim.dateOfBirth,
      kim.parentName,
      '2010', // a player's birth year
    ];
    for (const url of ['/api/admin/allOrgs', '/api/registration/tournaments']) {
      const response = await stack.read(url);
      expect(response.statusCode, url).toBe(200);
      const body = response.body;
      for (const value of personal) expect(body, `${url} shows ${value}`).not.toContain(value);
      expect(body).not.toMatch(/email|phone|dateOfBirth|"BY"|parentName/i);
    }
  });

  it('answers 401 without a token and 403 to the wrong role or coach on every protected read, recording nothing', async () => {
    const { read, admin } = stack;
    const count = (await stack.store.readAll(null, 100_000)).length;
    const adminOnly = [
      `/api/admin/org/${orgId}`,
      '/api/registration/allRegisteredTeams',
      '/api/registration/allRegisteredTeams?year=2025',
      '/api/registration/allArchivedTeams',
      '/api/admin/getAllCOCCoaches',
      `/api/admin/tournament/${tournamentId}`,
      `/api/registration/${encodeURIComponent('Summer Cup - U14 Boys')}`,
      `/api/admin/registrant/${registrantId}`,
    ];
    for (const url of adminOnly) {
      expect((await read(url)).statusCode, url).toBe(401);
      expect((await read(url, { authorization: 'Bearer not-a-token' })).statusCode, url).toBe(401);
      expect((await read(url, coach)).statusCode, url).toBe(403);
      expect((await read(url, admin)).statusCode, url).toBe(200);
    }
    const coachOnly = [`/api/admin/${coachId}/allTeamsForACoach`, `/api/admin/${coachId}/Storm/2025`];
    for (const url of coachOnly) {
      expect((await read(url)).statusCode, url).toBe(401);
      expect((await read(url, otherCoach)).statusCode, url).toBe(403);
      expect((await read(url, coach)).statusCode, url).toBe(200);
      expect((await read(url, admin)).statusCode, url).toBe(200);
    }
    expect((await stack.store.readAll(null, 100_000)).length).toBe(count);
  });
});
