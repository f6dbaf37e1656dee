import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournamentStack } from '../registration/test-support';

/**
 * The admin's spreadsheet downloads (docs/api.md "CSV downloads"): a tournament's registrants and the
 * registered teams. Personal data: the admins' only, as the JSON lists they mirror.
 */

const BOM = '\uFEFF';
let stack: Awaited<ReturnType<typeof tournamentStack>>;
let coach: Record<string, string> = {};
const tournament = 'Été Cup - U14';
const registrantsUrl = `/api/registration/${encodeURIComponent(tournament)}.csv`;

beforeAll(async () => {
  stack = await tournamentStack();
  const { send, admin } = stack;
  await send('POST', '/api/admin/createOrg', admin, { orgName: 'Troy BH', orgAddress: '5 River St, Troy' });
  const signUp = await send(
    'POST',
    '/api/admin/coachSignup',
    {},
    { signUpEmail: 'coach.csv@example.com', signUpPassword: 'Coach12345!' },
  );
  const coachId = signUp.json().coachId as string;
  coach = { authorization: `Bearer ${signUp.json().token}` };
  await send('POST', `/api/registration/registeredTeams/${coachId}`, coach, {
    headCoach: 'Pat Quinn',
    assistantCoaches: 'Sam Lee, Jo Park',
    org: 'Troy BH',
    team: 'Storm',
    year: 2026,
    name1: 'Dee Ng',
    number1: 5,
    BY1: 2010,
    playerIsActive1: true,
    name2: 'Al Fox',
    number2: 6,
    BY2: 2011,
  });
  const created = await send('POST', '/api/admin/createTournament', admin, {
    leagueNameAndDesc: tournament,
    closeDate: '2099-06-01',
    price: '150',
  });
  const tournamentId = created.json().tournamentId as string;
  const registrant = {
    middleInitial: '',
    phoneNumber: '+1 518 555 0147',
    address: '77 Quail St, Apt 2',
    city: 'Albany',
    email: 'kim.lo@example.net',
    email2: '',
    dateOfBirth: '2011-04-09',
    parentName: 'Dana "DJ" Lo',
  };
  await send(
    'POST',
    `/api/registration/${tournamentId}/registrants`,
    {},
    {
      ...registrant,
      firstName: 'Kim',
      lastName: 'Lo',
    },
  );
  await send(
    'POST',
    `/api/registration/${tournamentId}/registrants`,
    {},
    {
      ...registrant,
      firstName: 'Zoë',
      lastName: 'Ängel',
      email: 'zoe@example.net',
    },
  );
});
afterAll(async () => stack.close());

function linesOf(body: string): string[] {
  expect(body.startsWith(BOM)).toBe(true);
  expect(body.endsWith('\r\n')).toBe(true);
  return body.slice(BOM.length, -2).split('\r\n');
}

describe('GET /api/registration/{leagueNameAndDesc}.csv (admin)', () => {
  it('is one row per registrant, in the order of the JSON list, with every field of the list', async () => {
    const json = await stack.read(`/api/registration/${encodeURIComponent(tournament)}`, stack.admin);
    const order = (
      json.json() as { allRegisteredPlayersInLeague: Array<{ lastName: string }> }
    ).allRegisteredPlayersInLeague.map((registrant) => registrant.lastName);
    const answer = await stack.read(registrantsUrl, stack.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Ete Cup - U14 registrants.csv"; filename*=UTF-8''%C3%89t%C3%A9%20Cup%20-%20U14%20registrants.csv`,
    );
    expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = linesOf(answer.body);
    expect(header).toBe(
      'Last Name,First Name,Middle Initial,Date of Birth,Phone,E-Mail,Second E-Mail,Address,City,Parent or Guardian,Registered At',
    );
    expect(rows.map((row) => row.split(',')[0])).toEqual(order);
    const kim = rows.find((row) => row.startsWith('Lo,'))!;
    expect(kim).toMatch(
      /^Lo,Kim,,2011-04-09,'\+1 518 555 0147,kim\.lo@example\.net,,"77 Quail St, Apt 2",Albany,"Dana ""DJ"" Lo",\d{4}-\d\d-\d\dT[\d:.]+Z$/,
    );
  });

  it('is refused without a token (401) and to a coach (403), as the JSON list', async () => {
    const none = await stack.read(registrantsUrl);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toHaveProperty('message');
    expect((await stack.read(registrantsUrl, coach)).statusCode).toBe(403);
  });

  it('is a 404 { message } for an unknown tournament', async () => {
    const answer = await stack.read('/api/registration/No%20Such%20Cup.csv', stack.admin);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'Tournament not found.' });
  });
});

describe('GET /api/registration/allRegisteredTeams.csv (admin)', () => {
  it('is one row per current registered team, of the year asked', async () => {
    const answer = await stack.read('/api/registration/allRegisteredTeams.csv?year=2026', stack.admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toContain('filename="Registered teams 2026.csv"');
    const [header, ...rows] = linesOf(answer.body);
    expect(header).toBe(
      'Year,Organization,Team Name,Head Coach,Assistant Coaches,Coach E-Mail,Registered,Players,Active Players',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatch(
      /^2026,Troy BH,Storm,Pat Quinn,"Sam Lee, Jo Park",coach\.csv@example\.com,[\d-]+,2,1$/,
    );
    const other = await stack.read('/api/registration/allRegisteredTeams.csv?year=2025', stack.admin);
    expect(linesOf(other.body)).toEqual([header]);
    const every = await stack.read('/api/registration/allRegisteredTeams.csv', stack.admin);
    expect(every.headers['content-disposition']).toContain('filename="Registered teams.csv"');
  });

  it('is refused without a token (401) and to a coach (403); a bad year is a 400', async () => {
    expect((await stack.read('/api/registration/allRegisteredTeams.csv')).statusCode).toBe(401);
    expect((await stack.read('/api/registration/allRegisteredTeams.csv', coach)).statusCode).toBe(403);
    const bad = await stack.read('/api/registration/allRegisteredTeams.csv?year=soon', stack.admin);
    expect(bad.statusCode).toBe(400);
  });
});
