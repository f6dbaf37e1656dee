import { confirmDemoAddress } from './staff';
import type { DemoApi, DemoSetting } from './api';

/** The nine member organizations of the league (the home page's Members grid). */
const ORGANIZATIONS: ReadonlyArray<readonly [string, string]> = [
  ['Capital District Ball Hockey Association', '12 Washington Ave, Albany, NY 12210'],
  ['Troy Youth Ball Hockey', '250 River St, Troy, NY 12180'],
  ['Saratoga Springs Ball Hockey Club', '19 Lake Ave, Saratoga Springs, NY 12866'],
  ['Schenectady Street Hockey League', '433 State St, Schenectady, NY 12305'],
  ['Clifton Park Ball Hockey', '5 Clifton Common Ct, Clifton Park, NY 12065'],
  ['Glens Falls Ball Hockey Club', '42 Ridge St, Glens Falls, NY 12801'],
  ['Mohawk Valley Ball Hockey', '200 Genesee St, Utica, NY 13502'],
  ['Hudson Valley Ball Hockey Association', '85 Civic Center Plaza, Poughkeepsie, NY 12601'],
  ['Adirondack Youth Ball Hockey', '2 Main St, Lake Placid, NY 12946'],
];

const FIRST = [
  'Liam',
  'Noah',
  'Owen',
  'Ella',
  'Mason',
  'Ava',
  'Lucas',
  'Mia',
  'Ethan',
  'Zoe',
  'Caleb',
  'Nora',
];
const LAST = [
  'Walsh',
  'Moreno',
  'Kowalski',
  'Brennan',
  'Okafor',
  'Lindqvist',
  'Russo',
  'Chen',
  'Doyle',
  'Haddad',
];

/** The demo coaches' password (the sign-up rule: 8+ characters, upper and lower case, a digit). */
export const DEMO_COACH_PASSWORD = 'Coach12345!';

interface DemoTeam {
  org: string;
  team: string;
  headCoach: string;
  assistantCoaches: string;
  players: number;
  birthYear: number;
}

export const COACHES: ReadonlyArray<{ email: string; teams: DemoTeam[] }> = [
  {
    email: 'coach.walsh@league.test',
    teams: [
      {
        org: ORGANIZATIONS[0]![0],
        team: 'Capital Thunder U14',
        headCoach: 'Brian Walsh',
        assistantCoaches: 'Tara Nguyen, Mike Russo',
        players: 18,
        birthYear: 2012,
      },
      {
        org: ORGANIZATIONS[0]![0],
        team: 'Capital Thunder U16',
        headCoach: 'Brian Walsh',
        assistantCoaches: 'Dan Kowalski',
        players: 16,
        birthYear: 2010,
      },
    ],
  },
  {
    email: 'coach.okafor@league.test',
    teams: [
      {
        org: ORGANIZATIONS[2]![0],
        team: 'Saratoga Storm',
        headCoach: 'Grace Okafor',
        assistantCoaches: 'Pete Lindqvist',
        players: 15,
        birthYear: 2011,
      },
    ],
  },
];

/** The flat roster fields of a team: numbered players, two goalies, the last one on the taxi squad. */
function roster(team: DemoTeam, seed: number): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (let n = 1; n <= team.players; n++) {
    fields[`name${n}`] = `${FIRST[(n + seed) % FIRST.length]} ${LAST[(n * 3 + seed) % LAST.length]}`;
    fields[`number${n}`] = (n * 7 + seed) % 99;
    fields[`BY${n}`] = team.birthYear + (n % 2);
    fields[`playerIsGoalie${n}`] = n <= 2;
    fields[`playerIsTaxi${n}`] = n === team.players;
    fields[`playerIsActive${n}`] = n !== team.players - 1;
  }
  return fields;
}

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Registration demo, through the real routes: the nine member organizations, two coach accounts (two
 * sign-ups: well under the sign-up rate limit) with teams and rosters for this year's tournament, a
 * few code of conduct signatures, and an open tournament with registrants.
 */
export async function loadTournamentDemo(api: DemoApi, { today }: DemoSetting): Promise<void> {
  const year = Number(today.slice(0, 4));
  // independent records: sent together, so the projections catch up with them in fewer batches
  await Promise.all(
    ORGANIZATIONS.map(([orgName, orgAddress]) =>
      api.call('POST', '/api/admin/createOrg', { orgName, orgAddress }),
    ),
  );

  for (const [c, coach] of COACHES.entries()) {
    const signUp = await api.app.inject({
      method: 'POST',
      url: '/api/admin/coachSignup',
      payload: { signUpEmail: coach.email, signUpPassword: DEMO_COACH_PASSWORD },
    });
    if (signUp.statusCode !== 201) {
      throw new Error(`Demo league: coach sign-up answered ${signUp.statusCode}: ${signUp.body}`);
    }
    const { coachId, token } = signUp.json<{ coachId: string; token: string }>();
    // the coach follows the link mailed at sign-up: the league's mail to every coach reaches them
    await confirmDemoAddress(api, coachId);
    for (const [t, team] of coach.teams.entries()) {
      const response = await api.app.inject({
        method: 'POST',
        url: `/api/registration/registeredTeams/${coachId}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          org: team.org,
          team: team.team,
          headCoach: team.headCoach,
          assistantCoaches: team.assistantCoaches,
          year,
          date: today,
          ...roster(team, c * 5 + t),
        },
      });
      if (response.statusCode !== 201) {
        throw new Error(`Demo league: team registration answered ${response.statusCode}: ${response.body}`);
      }
      if (c === 0 && t === 0) {
        const { registeredTeamId } = response.json<{ registeredTeamId: string }>();
        const committed = Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [`isCommitted${i + 1}`, true]),
        );
        // the registration just recorded: at version 0
        await api.call(
          'PATCH',
          '/api/admin/markAsCommitted',
          { teamIdForCommittedEdits: registeredTeamId, ...committed },
          0,
        );
      }
    }
  }

  for (const [firstName, lastName, team] of [
    ['Brian', 'Walsh', 'Capital District - Capital Thunder U14'],
    ['Grace', 'Okafor', 'Saratoga Springs - Saratoga Storm'],
    ['Tara', 'Nguyen', 'Capital District - Capital Thunder U14'],
    ['Pete', 'Lindqvist', 'Saratoga Springs - Saratoga Storm'],
  ] as const) {
    await api.call('POST', '/api/registration/codeOfConduct', {
      firstName,
      lastName,
      team,
      season: String(year),
      date: addDays(today, -3),
    });
  }

  const { tournamentId } = await api.call('POST', '/api/admin/createTournament', {
    leagueNameAndDesc: `${year + 1} Spring Showcase - U14 Co-ed`,
    closeDate: addDays(today, 60),
    price: 175,
  });
  const registrants: ReadonlyArray<readonly [string, string, string]> = [
    ['Evan', 'Brennan', 'Kate Brennan'],
    ['Maya', 'Haddad', 'Omar Haddad'],
    ['Jonah', 'Doyle', 'Sean Doyle'],
  ];
  for (const [i, [firstName, lastName, parentName]] of registrants.entries()) {
    await api.call('POST', `/api/registration/${String(tournamentId)}/registrants`, {
      firstName,
      middleInitial: '',
      lastName,
      phoneNumber: `(518) 555-01${20 + i}`,
      address: `${14 + i * 11} Maple Ave`,
      city: ['Albany', 'Troy', 'Delmar'][i],
      email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
      email2: '',
      dateOfBirth: `${year - 13}-0${i + 3}-1${i}`,
      parentName,
    });
  }
}
