import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TournamentRostersAnswer } from '@league/contracts';
import { tournamentStack } from './test-support';

let stack: Awaited<ReturnType<typeof tournamentStack>>;
beforeAll(async () => {
  stack = await tournamentStack();
});
afterAll(async () => stack.close());

const ORG = 'Capital District Ball Hockey';

async function signUp(email: string) {
  const response = await stack.send(
    'POST',
    '/api/admin/coachSignup',
    {},
    { signUpEmail: email, signUpPassword: 'Coach12345!' },
  );
  expect(response.statusCode).toBe(201);
  const { coachId, token } = response.json<{ coachId: string; token: string }>();
  return { coachId, headers: { authorization: `Bearer ${token}` } };
}

async function register(
  coach: Awaited<ReturnType<typeof signUp>>,
  team: string,
  year: number,
  coaches: { headCoach: string; assistantCoaches: string },
  players: Record<string, unknown>,
) {
  const response = await stack.send(
    'POST',
    `/api/registration/registeredTeams/${coach.coachId}`,
    coach.headers,
    { ...coaches, org: ORG, team, year: String(year), date: `${year}-03-01`, ...players },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ registeredTeamId: string }>().registeredTeamId;
}

const rosters = async (query = '') =>
  (await stack.read(`/api/registration/tournamentRosters${query}`)).json<TournamentRostersAnswer>();

describe('GET /api/registration/tournamentRosters (public)', () => {
  it('answers no year and no teams before anything is registered', async () => {
    const response = await stack.read('/api/registration/tournamentRosters');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ year: null, years: [], tournamentRosters: [] });
  });

  it('lists the current teams of a year by team name, filled slots only, without personal data', async () => {
    const { send, admin } = stack;
    expect(
      (await send('POST', '/api/admin/createOrg', admin, { orgName: ORG, orgAddress: '1 State St' }))
        .statusCode,
    ).toBe(201);
    const pat = await signUp('Pat.Quinn@Example.com');
    const kim = await signUp('kim.roster@example.org');
    const patCoaches = { headCoach: 'Patricia Quinnell', assistantCoaches: 'Samwise Leeward, Jo Parkinson' };
    const kimCoaches = { headCoach: 'Kimberly Osgood', assistantCoaches: 'Ronaldo Vexley' };
    const thunder = await register(pat, 'Thunder', 2025, patCoaches, {
      name1: 'Alex Ray',
      number1: '7',
      BY1: '1987',
      playerIsGoalie1: true,
      playerIsActive1: true,
      name2: 'Bo Diaz',
      number2: '12',
      BY2: '1991',
      playerIsTaxi2: true,
      playerIsActive2: true,
      // slot 3 left empty
      name4: 'Cy Ng',
      number4: '',
      BY4: '1979',
      playerIsActive4: false,
    });
    const anchors = await register(kim, 'anchors', 2025, kimCoaches, {
      name1: 'Dee Fox',
      number1: '3',
      BY1: '2003',
      playerIsActive1: true,
    });
    const storm = await register(kim, 'Storm', 2025, kimCoaches, {
      name1: 'Eve Holt',
      BY1: '2001',
      playerIsActive1: true,
    });
    const older = await register(pat, 'Thunder', 2024, patCoaches, {
      name1: 'Old Timer',
      BY1: '1966',
      playerIsActive1: true,
    });
    // each registration just recorded, at version 0
    const asRegistered = { ...admin, 'if-match': '0' };
    expect(
      (
        await send('PATCH', '/api/admin/markAsCommitted', asRegistered, {
          teamIdForCommittedEdits: thunder,
          isCommitted1: true,
          isCommitted2: false,
          isCommitted4: true,
        })
      ).statusCode,
    ).toBe(200);
    // an archived team is not listed, and a year with only archived teams is not offered
    expect(
      (await send('PATCH', `/api/admin/${storm}/archiveCurrentToggleRegisteredTeam`, asRegistered))
        .statusCode,
    ).toBe(200);
    const gone = await register(kim, 'Gone', 2023, kimCoaches, { name1: 'Gus Vale', playerIsActive1: true });
    expect(
      (await send('PATCH', `/api/admin/${gone}/archiveCurrentToggleRegisteredTeam`, asRegistered)).statusCode,
    ).toBe(200);

    const newest = await rosters();
    expect(newest).toEqual({
      year: 2025,
      years: [2025, 2024],
      tournamentRosters: [
        {
          _id: anchors,
          year: 2025,
          organization: ORG,
          team: 'anchors',
          roster: [
            {
              slot: 1,
              name: 'Dee Fox',
              number: 3,
              playerIsGoalie: false,
              playerIsTaxi: false,
              playerIsActive: true,
              playerIsCommitted: false,
            },
          ],
          activePlayers: 1,
        },
        {
          _id: thunder,
          year: 2025,
          organization: ORG,
          team: 'Thunder',
          roster: [
            {
              slot: 1,
              name: 'Alex Ray',
              number: 7,
              playerIsGoalie: true,
              playerIsTaxi: false,
              playerIsActive: true,
              playerIsCommitted: true,
            },
            {
              slot: 2,
              name: 'Bo Diaz',
              number: 12,
              playerIsGoalie: false,
              playerIsTaxi: true,
              playerIsActive: true,
              playerIsCommitted: false,
            },
            {
              slot: 4,
              name: 'Cy Ng',
              number: null,
              playerIsGoalie: false,
              playerIsTaxi: false,
              playerIsActive: false,
              playerIsCommitted: true,
            },
          ],
          activePlayers: 2,
        },
      ],
    });

    // the year filter
    const year2024 = await rosters('?year=2024');
    expect(year2024.year).toBe(2024);
    expect(year2024.years).toEqual([2025, 2024]);
    expect(year2024.tournamentRosters.map((t) => [t._id, t.team])).toEqual([[older, 'Thunder']]);
    expect((await rosters('?year=2023')).tournamentRosters).toEqual([]);
    expect((await rosters('?year=')).year).toBe(2025);
    const bad = await stack.read('/api/registration/tournamentRosters?year=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('year must be a number.');

    // privacy: nothing the coaches registered about themselves, nor the players' birth years
    const secrets = [
      'Pat.Quinn@Example.com',
      'kim.roster@example.org',
      '@',
      'Patricia',
      'Quinnell',
      'Samwise',
    ]
      .concat(['Leeward', 'Parkinson', 'Kimberly', 'Osgood', 'Vexley', pat.coachId, kim.coachId])
      .map((secret) => secret.toLowerCase());
    const birthYears = [1987, 1991, 1979, 2003, 2001, 1966];
    for (const query of ['', '?year=2024', '?year=2023']) {
      const body = (await stack.read(`/api/registration/tournamentRosters${query}`)).body;
      for (const secret of secrets)
        expect(body.toLowerCase(), `${query} leaks ${secret}`).not.toContain(secret);
      const { keys, values } = leaves(JSON.parse(body));
      expect(keys.filter((key) => /^(?:BY|coach|headCoach|assistantCoaches|.*email.*)$/i.test(key))).toEqual(
        [],
      );
      expect(values.filter((value) => birthYears.includes(Number(value)))).toEqual([]);
    }
  });
});

/** Every key and every scalar value in a JSON answer. */
function leaves(json: unknown, into = { keys: [] as string[], values: [] as unknown[] }) {
  if (Array.isArray(json)) json.forEach((item) => leaves(item, into));
  else if (json !== null && typeof json === 'object') {
    for (const [key, value] of Object.entries(json)) {
      into.keys.push(key);
      leaves(value, into);
    }
  } else into.values.push(json);
  return into;
}
