import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AllCOCCoachesAnswer,
  AllRegisteredTeamsAnswer,
  AllTeamsForACoachAnswer,
  RegisteredTeamFormAnswer,
} from '@league/contracts';
import { sqlPersonalData } from '@league/infra/personal-data';
import { tournamentStack } from './test-support';

let stack: Awaited<ReturnType<typeof tournamentStack>>;
beforeAll(async () => {
  stack = await tournamentStack();
});
afterAll(async () => stack.close());

/** A full roster: 30 players, every third a goalie, every fifth on the taxi squad, all active. */
function fullRoster() {
  const roster: Record<string, unknown> = {};
  for (let n = 1; n <= 30; n++) {
    roster[`name${n}`] = `Player ${String(n).padStart(2, '0')}`;
    roster[`number${n}`] = String(n + 60);
    roster[`BY${n}`] = String(2005 + (n % 6));
    roster[`playerIsGoalie${n}`] = n % 3 === 0;
    roster[`playerIsTaxi${n}`] = n % 5 === 0;
    roster[`playerIsActive${n}`] = true;
  }
  return roster;
}

async function signUp(email: string) {
  const response = await stack.send(
    'POST',
    '/api/admin/coachSignup',
    {},
    {
      signUpEmail: email,
      signUpPassword: 'Coach12345!',
    },
  );
  expect(response.statusCode).toBe(201);
  const { coachId, token } = response.json<{ coachId: string; token: string }>();
  return { coachId, headers: { authorization: `Bearer ${token}` } };
}

/** The coach follows the link mailed at sign-up (read from the log, as the mail would bring it). */
async function confirmAddress(coachId: string) {
  const events = await sqlPersonalData(stack.db).open(await stack.store.readStream(`coach-${coachId}`));
  const { link } = events.find((event) => event.type === 'EmailConfirmationRequested')!.data as {
    link: string;
  };
  const token = new URL(link).searchParams.get('token');
  expect((await stack.send('POST', '/api/account/verifyEmail', {}, { token })).statusCode).toBe(200);
}

describe('registration: sign up → register → edit → register another → admin → conduct, across a rebuild', () => {
  it('works end to end through HTTP', async () => {
    const { send, read, admin } = stack;
    for (const [orgName, orgAddress] of [
      ['Capital District Ball Hockey', '12 State St, Albany, NY'],
      ['Adirondack Youth Hockey', '4 Lake Ave, Lake George, NY'],
    ]) {
      expect((await send('POST', '/api/admin/createOrg', admin, { orgName, orgAddress })).statusCode).toBe(
        201,
      );
    }
    const orgs = await read('/api/admin/allOrgs');
    expect(orgs.json().allOrgs.map((o: { orgName: string }) => o.orgName)).toEqual([
      'Adirondack Youth Hockey',
      'Capital District Ball Hockey',
    ]);
    // the answers name each organization's id `_id`, the list's and the one read by it alike
    const [listed] = orgs.json().allOrgs as Array<{ _id: string }>;
    expect(Object.keys(listed!)).toEqual(['_id', 'orgName', 'orgAddress', 'version']);
    expect((await read(`/api/admin/org/${listed!._id}`, admin)).json()).toEqual({ org: listed });

    const coach = await signUp('Pat.Quinn@Example.com');
    const registered = await send(
      'POST',
      `/api/registration/registeredTeams/${coach.coachId}`,
      coach.headers,
      {
        headCoach: 'Pat Quinn',
        assistantCoaches: 'Sam Lee, Jo Park',
        org: 'Capital District Ball Hockey',
        team: 'Thunder',
        year: '2025',
        date: '2025-03-01',
        ...fullRoster(),
      },
    );
    expect(registered.statusCode).toBe(201);
    const { registeredTeamId } = registered.json<{ registeredTeamId: string }>();

    const mine = (
      await read(`/api/admin/${coach.coachId}/allTeamsForACoach`, coach.headers)
    ).json<AllTeamsForACoachAnswer>();
    expect(mine.allTeamsForACoach).toEqual([
      {
        _id: registeredTeamId,
        coachId: coach.coachId,
        year: 2025,
        organization: 'Capital District Ball Hockey',
        team: 'Thunder',
        headCoach: 'Pat Quinn',
        assistantCoaches: 'Sam Lee, Jo Park',
        isCurrent: true,
      },
    ]);

    const formUrl = `/api/admin/${coach.coachId}/thunder/2025`;
    const form = (await read(formUrl, coach.headers)).json<RegisteredTeamFormAnswer>();
    expect(form).toMatchObject({
      _id: registeredTeamId,
      org: 'Capital District Ball Hockey',
      team: 'Thunder',
      year: 2025,
      version: 0,
      name30: 'Player 30',
      number30: 90,
      BY30: 2005,
      playerIsGoalie30: true,
      playerIsTaxi30: true,
      playerIsActive30: true,
      playerIsCommitted30: false,
      playerIsGoalie1: false,
    });

    // edit: blank coach, team and org keep the originals; a ticked box stays ticked; a cleared slot empties
    const edited = await send(
      'POST',
      `/api/admin/updateRegisteredTeam/${coach.coachId}/Thunder/2025`,
      { ...coach.headers, 'if-match': String(form.version) },
      {
        headCoachOut: '',
        assistantCoachesOut: 'Sam Lee',
        teamOut: '',
        orgOut: '',
        yearOut: '2025',
        name1Out: 'Alex Ray',
        number1Out: '7',
        playerIsGoalie1: true,
        playerIsGoalie3: false,
        playerIsActive2: false,
        name30Out: '',
        number30Out: '',
        BY30Out: '',
      },
    );
    expect(edited.statusCode).toBe(200);
    const after = (await read(formUrl, coach.headers)).json<RegisteredTeamFormAnswer>();
    expect(after).toMatchObject({
      headCoach: 'Pat Quinn',
      assistantCoaches: 'Sam Lee',
      team: 'Thunder',
      org: 'Capital District Ball Hockey',
      version: 1,
      name1: 'Alex Ray',
      number1: 7,
      playerIsGoalie1: true,
      playerIsGoalie3: true,
      playerIsActive2: true,
      name30: '',
      number30: null,
      BY30: null,
    });

    // another team, and a second coach
    const another = await send('POST', `/api/registration/registeredTeams/${coach.coachId}`, coach.headers, {
      headCoach: 'Pat Quinn',
      assistantCoaches: 'Jo Park',
      org: 'adirondack youth hockey',
      team: 'Lightning',
      year: 2026,
      name1: 'Cam Fox',
      number1: 1,
      playerIsGoalie1: true,
      playerIsActive1: true,
    });
    expect(another.statusCode).toBe(201);
    const second = await signUp('kim@example.org');
    await send('POST', `/api/registration/registeredTeams/${second.coachId}`, second.headers, {
      headCoach: 'Kim Lo',
      assistantCoaches: 'Lee Sun',
      org: 'Adirondack Youth Hockey',
      team: 'Storm',
      year: 2025,
      name1: 'Dee Ng',
      number1: 5,
    });
    const both = (
      await read(`/api/admin/${coach.coachId}/allTeamsForACoach`, coach.headers)
    ).json<AllTeamsForACoachAnswer>();
    expect(both.allTeamsForACoach.map((t) => [t.team, t.year])).toEqual([
      ['Lightning', 2026],
      ['Thunder', 2025],
    ]);

    // admin: filter by year; the addresses to mail "every coach" are the confirmed ones
    const unconfirmed = (
      await read('/api/registration/allRegisteredTeams?year=2025', admin)
    ).json<AllRegisteredTeamsAnswer>();
    expect(unconfirmed.allEmailAddresses).toEqual([]);
    await confirmAddress(coach.coachId);
    await confirmAddress(second.coachId);
    const year2025 = (
      await read('/api/registration/allRegisteredTeams?year=2025', admin)
    ).json<AllRegisteredTeamsAnswer>();
    expect(year2025.allRegisteredTeams.map((t) => t.team)).toEqual(['Storm', 'Thunder']);
    expect(year2025.allEmailAddresses).toEqual(['kim@example.org', 'Pat.Quinn@Example.com']);
    const thunder = year2025.allRegisteredTeams.find((t) => t.team === 'Thunder')!;
    expect(thunder.roster).toHaveLength(29);
    expect(thunder.activePlayers).toBe(29);
    expect(thunder.coachEmail).toBe('Pat.Quinn@Example.com');
    expect(thunder.roster[0]).toEqual({
      slot: 1,
      name: 'Alex Ray',
      number: 7,
      BY: 2006,
      playerIsGoalie: true,
      playerIsTaxi: false,
      playerIsActive: true,
      playerIsCommitted: false,
    });
    const all = (await read('/api/registration/allRegisteredTeams', admin)).json<AllRegisteredTeamsAnswer>();
    expect(all.allRegisteredTeams.map((t) => t.team)).toEqual(['Lightning', 'Storm', 'Thunder']);
    expect(all.allEmailAddresses).toEqual(['kim@example.org', 'Pat.Quinn@Example.com']);

    // committed, archive and restore: each with the version the admin's list showed
    const version = (ifMatch: number) => ({ ...admin, 'if-match': String(ifMatch) });
    expect(
      (
        await send('PATCH', '/api/admin/markAsCommitted', version(1), {
          teamIdForCommittedEdits: registeredTeamId,
          isCommitted1: true,
          isCommitted2: true,
          isCommitted3: false,
        })
      ).statusCode,
    ).toBe(200);
    const committed = (
      await read(`/api/registration/allRegisteredTeams?year=2025`, admin)
    ).json<AllRegisteredTeamsAnswer>();
    const slots = committed.allRegisteredTeams.find((t) => t.team === 'Thunder')!.roster;
    expect(slots.slice(0, 3).map((s) => s.playerIsCommitted)).toEqual([true, true, false]);
    expect((await read(formUrl, coach.headers)).json()).toMatchObject({
      playerIsCommitted1: true,
      version: 2,
    });

    const toggle = `/api/admin/${registeredTeamId}/archiveCurrentToggleRegisteredTeam`;
    expect((await send('PATCH', toggle, version(2))).json()).toMatchObject({ isCurrent: false });
    const archived = await read('/api/registration/allArchivedTeams', admin);
    expect(archived.json().archivedTeams.map((t: { _id: string }) => t._id)).toEqual([registeredTeamId]);
    const current = (
      await read('/api/registration/allRegisteredTeams?year=2025', admin)
    ).json<AllRegisteredTeamsAnswer>();
    expect(current.allRegisteredTeams.map((t) => t.team)).toEqual(['Storm']);
    expect(current.allEmailAddresses).toEqual(['kim@example.org']);
    expect((await send('PATCH', toggle, version(3))).json()).toMatchObject({ isCurrent: true });
    expect((await read('/api/registration/allArchivedTeams', admin)).json().archivedTeams).toEqual([]);

    // code of conduct: public signing, admin list by last then first name
    for (const [firstName, lastName] of [
      ['Pat', 'Quinn'],
      ['amy', 'Lo'],
      ['Kim', 'lo'],
    ]) {
      const signed = await send(
        'POST',
        '/api/registration/codeOfConduct',
        {},
        {
          firstName,
          lastName,
          team: 'Capital - Thunder',
          season: '2025',
          date: '2025-03-02',
        },
      );
      expect(signed.statusCode).toBe(201);
    }
    const coc = (await read('/api/admin/getAllCOCCoaches', admin)).json<AllCOCCoachesAnswer>();
    expect(coc.allCOCCoaches.map((c) => `${c.lastName}, ${c.firstName}`)).toEqual([
      'Lo, amy',
      'lo, Kim',
      'Quinn, Pat',
    ]);
    expect(Object.keys(coc.allCOCCoaches[0]!)).toEqual([
      '_id',
      'lastName',
      'firstName',
      'team',
      'season',
      'date',
    ]);

    // a rebuild gives the same answers
    const urls: Array<[string, Record<string, string>]> = [
      ['/api/admin/allOrgs', {}],
      ['/api/registration/allRegisteredTeams', admin],
      ['/api/registration/allArchivedTeams', admin],
      [`/api/admin/${coach.coachId}/allTeamsForACoach`, coach.headers],
      [formUrl, coach.headers],
      ['/api/admin/getAllCOCCoaches', admin],
    ];
    const before = await Promise.all(urls.map(async ([url, headers]) => (await read(url, headers)).json()));
    await stack.runner.rebuild();
    const rebuilt = await Promise.all(urls.map(async ([url, headers]) => (await read(url, headers)).json()));
    expect(rebuilt).toEqual(before);
  });
});
