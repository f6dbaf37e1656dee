import { describe, expect, it } from 'vitest';
import {
  IF_MATCH_REQUIRED_MESSAGE,
  SELECT_ORGANIZATION_MESSAGE,
  TEAM_ALREADY_REGISTERED_MESSAGE,
  ORG_NAME_TAKEN_MESSAGE,
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { commandApiForTests, COACH_ID } from '../test-support';

const OTHER_COACH = '00000000-0000-4000-8000-0000000000c2';

async function setup() {
  const api = await commandApiForTests({ now: () => new Date('2025-03-01T15:00:00Z') });
  const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    api.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const org = await send('POST', '/api/admin/createOrg', api.admin, {
    orgName: 'Albany Ball Hockey',
    orgAddress: '1 State St, Albany',
  });
  expect(org.statusCode).toBe(201);
  return { api, send, orgId: org.json<{ orgId: string }>().orgId };
}

const registration = {
  headCoach: 'Pat Quinn',
  assistantCoaches: 'Sam Lee',
  org: 'albany ball hockey ',
  team: 'Thunder',
  year: 2025,
  name1: 'Alex Ray',
  number1: '7',
  BY1: '2009',
  playerIsGoalie1: true,
  name2: 'Bo Diaz',
  number2: 12,
  BY2: 2010,
};

describe('registration commands over HTTP', () => {
  it('registers a team for an existing organization, once per coach, team and year', async () => {
    const { api, send, orgId } = await setup();
    const url = `/api/registration/registeredTeams/${COACH_ID}`;
    const created = await send('POST', url, api.coach, registration);
    expect(created.statusCode).toBe(201);
    const { registeredTeamId } = created.json<{ registeredTeamId: string }>();
    expect(created.json()).toEqual({
      registeredTeamId,
      coachId: COACH_ID,
      team: 'Thunder',
      year: 2025,
      position: expect.any(String),
    });
    const [event] = await api.store.readStream(`registeredTeam-${registeredTeamId}`);
    expect(event?.data).toMatchObject({
      orgId,
      organization: 'Albany Ball Hockey',
      date: '2025-03-01',
      roster: expect.arrayContaining([
        {
          name: 'Alex Ray',
          number: 7,
          birthYear: 2009,
          playerIsGoalie: true,
          playerIsTaxi: false,
          playerIsActive: false,
        },
      ]),
    });

    const count = await api.eventCount();
    const again = await send('POST', url, api.coach, { ...registration, team: ' thunder ' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TEAM_ALREADY_REGISTERED_MESSAGE });
    const unknownOrg = await send('POST', url, api.coach, {
      ...registration,
      team: 'Other',
      org: 'Nowhere HC',
    });
    expect(unknownOrg.statusCode).toBe(400);
    expect(unknownOrg.json().message).toBe(SELECT_ORGANIZATION_MESSAGE);
    const badYear = await send('POST', url, api.coach, {
      ...registration,
      team: 'Other',
      year: 2040,
      number3: 100,
    });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().fields).toMatchObject({ year: expect.any(String), number3: expect.any(String) });
    expect(await api.eventCount()).toBe(count);

    // the same team next year is another registration
    expect((await send('POST', url, api.coach, { ...registration, year: 2026 })).statusCode).toBe(201);
  });

  it('refuses other callers with 401/403 and records nothing', async () => {
    const { api, send } = await setup();
    const other = { authorization: `Bearer ${api.tokens.sign({ role: 'coach', id: OTHER_COACH }).token}` };
    const count = await api.eventCount();
    const url = `/api/registration/registeredTeams/${COACH_ID}`;
    expect((await send('POST', url, {}, registration)).statusCode).toBe(401);
    expect((await send('POST', url, { authorization: 'Bearer nope' }, registration)).statusCode).toBe(401);
    expect((await send('POST', url, other, registration)).statusCode).toBe(403);
    const edit = `/api/admin/updateRegisteredTeam/${COACH_ID}/Thunder/2025`;
    expect((await send('POST', edit, other, { teamOut: 'X' })).statusCode).toBe(403);
    expect((await send('POST', edit, {}, { teamOut: 'X' })).statusCode).toBe(401);
    for (const [method, path, body] of [
      ['POST', '/api/admin/createOrg', { orgName: 'A', orgAddress: 'B' }],
      ['PATCH', `/api/admin/${COACH_ID}/updateOrg`, { orgName: 'A' }],
      ['DELETE', `/api/admin/${COACH_ID}/removeOrg`, undefined],
      ['PATCH', '/api/admin/markAsCommitted', { teamIdForCommittedEdits: COACH_ID, isCommitted1: true }],
      ['PATCH', `/api/admin/${COACH_ID}/archiveCurrentToggleRegisteredTeam`, undefined],
      [
        'POST',
        '/api/admin/createTournament',
        { leagueNameAndDesc: 'Cup', closeDate: '2030-01-01', price: 1 },
      ],
      ['PATCH', `/api/admin/${COACH_ID}/updateTournament`, { price: 2 }],
      ['PATCH', `/api/admin/${COACH_ID}/updateRegistrant`, { city: 'X' }],
      ['DELETE', `/api/admin/${COACH_ID}/removeRegistrant`, undefined],
    ] as const) {
      expect((await send(method, path, {}, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await send(method, path, api.coach, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await api.eventCount()).toBe(count);
  });

  it('edits with the Out payload: blanks keep, ticked boxes stay, a rename moves the registration', async () => {
    const { api, send } = await setup();
    await send('POST', `/api/registration/registeredTeams/${COACH_ID}`, api.coach, registration);
    await send('POST', `/api/registration/registeredTeams/${COACH_ID}`, api.coach, {
      ...registration,
      team: 'Lightning',
    });
    /** an edit of the form loaded at that version (none: no If-Match) */
    const edit = (team: string, payload: object, ifMatch: string | null, headers: object = api.coach) =>
      send(
        'POST',
        `/api/admin/updateRegisteredTeam/${COACH_ID}/${encodeURIComponent(team)}/2025`,
        ifMatch === null ? headers : { ...headers, 'if-match': ifMatch },
        payload,
      );

    const count = await api.eventCount();
    const unversioned = await edit('Thunder', { teamOut: 'Thunder Blue' }, null);
    expect(unversioned.statusCode).toBe(428);
    expect(unversioned.json()).toEqual({ message: IF_MATCH_REQUIRED_MESSAGE });
    expect(await api.eventCount()).toBe(count);

    const onto = await edit('Thunder', { teamOut: 'lightning' }, '0');
    expect(onto.statusCode).toBe(409);
    expect(onto.json().message).toBe(TEAM_ALREADY_REGISTERED_MESSAGE);

    const edited = await edit(
      'thunder',
      {
        headCoachOut: '',
        assistantCoachesOut: ' ',
        orgOut: '',
        teamOut: 'Thunder Blue',
        yearOut: '',
        name2Out: 'Bo Diaz-Ray',
        number2Out: '',
        playerIsGoalie1: false,
        playerIsActive2: true,
      },
      '0',
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ team: 'Thunder Blue', year: 2025 });
    const { registeredTeamId } = edited.json<{ registeredTeamId: string }>();
    const recorded = (await api.store.readStream(`registeredTeam-${registeredTeamId}`)).at(-1);
    // the head coach is the coach's own name: sealed with the coach's key in the log
    expect(JSON.stringify(recorded)).not.toContain('Pat Quinn');
    const [last] = await api.personalData.open(recorded ? [recorded] : []);
    expect(last?.data).toMatchObject({
      headCoach: 'Pat Quinn',
      assistantCoaches: 'Sam Lee',
      team: 'Thunder Blue',
    });
    const roster = (last?.data as { roster: Array<Record<string, unknown>> }).roster;
    expect(roster[0]).toMatchObject({ name: 'Alex Ray', playerIsGoalie: true });
    expect(roster[1]).toMatchObject({
      name: 'Bo Diaz-Ray',
      number: null,
      birthYear: 2010,
      playerIsActive: true,
    });

    // the old name is free again, the new one is taken
    expect((await edit('Thunder', { headCoachOut: 'X' }, '1')).statusCode).toBe(404);
    expect((await edit('Thunder Blue', { headCoachOut: 'Jo Park' }, '1')).statusCode).toBe(200);
    const created = await send(
      'POST',
      `/api/registration/registeredTeams/${COACH_ID}`,
      api.coach,
      registration,
    );
    expect(created.statusCode).toBe(201);

    const badOrg = await edit('Thunder Blue', { orgOut: 'Nowhere' }, '2');
    expect(badOrg.statusCode).toBe(400);
    expect(badOrg.json().message).toBe(SELECT_ORGANIZATION_MESSAGE);
    const stale = await edit('Thunder Blue', { headCoachOut: 'Kim' }, '0');
    expect(stale.statusCode).toBe(409);
    const missing = await edit('Nobody', { headCoachOut: 'Kim' }, '0');
    expect(missing.json()).toEqual({ message: REGISTERED_TEAM_NOT_FOUND_MESSAGE });
    // an admin may edit for the coach
    expect((await edit('Thunder Blue', { assistantCoachesOut: 'Lee Sam' }, '2', api.admin)).statusCode).toBe(
      200,
    );
  });

  it('lets the admin mark players committed and archive and restore a team', async () => {
    const { api, send } = await setup();
    const created = await send(
      'POST',
      `/api/registration/registeredTeams/${COACH_ID}`,
      api.coach,
      registration,
    );
    const { registeredTeamId } = created.json<{ registeredTeamId: string }>();
    const version = (ifMatch: string) => ({ ...api.admin, 'if-match': ifMatch });
    const marked = await send('PATCH', '/api/admin/markAsCommitted', version('0'), {
      teamIdForCommittedEdits: registeredTeamId,
      isCommitted1: true,
      isCommitted2: false,
    });
    expect(marked.json()).toEqual({ registeredTeamId, position: expect.any(String) });
    const toggle = (ifMatch: string) =>
      send('PATCH', `/api/admin/${registeredTeamId}/archiveCurrentToggleRegisteredTeam`, version(ifMatch));
    expect((await toggle('1')).json()).toMatchObject({ registeredTeamId, isCurrent: false });
    expect((await toggle('2')).json()).toMatchObject({ registeredTeamId, isCurrent: true });
    expect((await api.store.readStream(`registeredTeam-${registeredTeamId}`)).map((e) => e.type)).toEqual([
      'TeamRegistered',
      'PlayersMarkedCommitted',
      'RegisteredTeamArchived',
      'RegisteredTeamRestored',
    ]);
    const unknown = await send('PATCH', '/api/admin/markAsCommitted', version('0'), {
      teamIdForCommittedEdits: COACH_ID,
      isCommitted1: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps organization names unique; a removed organization cannot be picked and frees its name', async () => {
    const { api, send, orgId } = await setup();
    const dup = await send('POST', '/api/admin/createOrg', api.admin, {
      orgName: ' ALBANY  Ball hockey',
      orgAddress: 'x',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(ORG_NAME_TAKEN_MESSAGE);
    const blank = await send('POST', '/api/admin/createOrg', api.admin, { orgName: '', orgAddress: '' });
    expect(blank.json().message).toBe('Please enter a name for the organization Please enter an address');

    const version = (ifMatch: string) => ({ ...api.admin, 'if-match': ifMatch });
    const count = await api.eventCount();
    const unversioned = await send('PATCH', `/api/admin/${orgId}/updateOrg`, api.admin, {
      orgName: 'Capital BH',
    });
    expect(unversioned.statusCode).toBe(428);
    expect(await api.eventCount()).toBe(count);
    const renamed = await send('PATCH', `/api/admin/${orgId}/updateOrg`, version('0'), {
      orgName: 'Capital BH',
    });
    expect(renamed.statusCode).toBe(200);
    const registerWith = (org: string) =>
      send('POST', `/api/registration/registeredTeams/${COACH_ID}`, api.coach, { ...registration, org });
    expect((await registerWith('Albany Ball Hockey')).statusCode).toBe(400);
    const again = await send('POST', '/api/admin/createOrg', api.admin, {
      orgName: 'Albany Ball Hockey',
      orgAddress: 'y',
    });
    expect(again.statusCode).toBe(201);

    const remove = (ifMatch: string) => send('DELETE', `/api/admin/${orgId}/removeOrg`, version(ifMatch));
    expect((await remove('1')).statusCode).toBe(200);
    expect((await registerWith('Capital BH')).statusCode).toBe(400);
    expect((await remove('2')).statusCode).toBe(404);
  });
});
