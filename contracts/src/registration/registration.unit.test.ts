import { describe, expect, it } from 'vitest';
import {
  allRegisteredTeamsQuery,
  codeOfConductRequest,
  committedFromRequest,
  createTournamentRequest,
  editRegisteredTeamRequest,
  markAsCommittedRequest,
  registerPlayerRequest,
  registerTeamRequest,
  rosterEditFromRequest,
  rosterFromRegistration,
  todayInTimeZone,
  updateOrgRequest,
  createOrgRequest,
  ORG_ADDRESS_MESSAGE,
  ORG_NAME_MESSAGE,
  SELECT_ORGANIZATION_MESSAGE,
  TOURNAMENT_NAME_RESERVED_MESSAGE,
  TOURNAMENT_YEAR_MESSAGE,
  PLAYER_NUMBER_MESSAGE,
  BIRTH_YEAR_MESSAGE,
  CONDUCT_DATE_MESSAGE,
  REGISTRANT_PHONE_MESSAGE,
} from '../index';

const registration = {
  headCoach: 'Pat Quinn',
  assistantCoaches: 'Sam Lee',
  org: 'Capital District Ball Hockey',
  team: 'Thunder',
  year: '2025',
  name1: ' Alex Ray ',
  number1: '7',
  BY1: '2009',
  playerIsGoalie1: true,
  playerIsActive1: true,
  name2: 'Bo Diaz',
  number2: 0,
  BY2: 2010,
  number3: '',
};

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('registration payloads', () => {
  it('reads the flat registration payload into 30 slots, numbers sent as digits', () => {
    const parsed = registerTeamRequest.parse(registration);
    expect(parsed.year).toBe(2025);
    const roster = rosterFromRegistration(parsed);
    expect(roster).toHaveLength(30);
    expect(roster[0]).toEqual({
      name: 'Alex Ray',
      number: 7,
      birthYear: 2009,
      playerIsGoalie: true,
      playerIsTaxi: false,
      playerIsActive: true,
    });
    expect(roster[1]).toMatchObject({ name: 'Bo Diaz', number: 0, birthYear: 2010 });
    expect(roster[2]).toEqual({
      name: '',
      number: null,
      birthYear: null,
      playerIsGoalie: false,
      playerIsTaxi: false,
      playerIsActive: false,
    });
  });

  it('refuses a missing organization, a year out of range, a number over 99 and a non-numeric birth year', () => {
    const result = registerTeamRequest.safeParse({
      ...registration,
      org: ' ',
      year: 2039,
      number4: 100,
      BY5: '20x9',
      headCoach: '',
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        SELECT_ORGANIZATION_MESSAGE,
        TOURNAMENT_YEAR_MESSAGE,
        PLAYER_NUMBER_MESSAGE,
        BIRTH_YEAR_MESSAGE,
        'Please enter the head coach.',
      ]),
    );
    expect(registerTeamRequest.safeParse({ ...registration, year: 2021 }).success).toBe(false);
    expect(registerTeamRequest.safeParse({ ...registration, year: 2038 }).success).toBe(true);
    expect(registerTeamRequest.safeParse({ ...registration, number1: 7.5 }).success).toBe(false);
    expect(registerTeamRequest.safeParse({ ...registration, name1: 'a\u0000b' }).success).toBe(false);
  });

  it('reads an edit: absent keeps, blank clears a slot field, checkboxes only when sent', () => {
    const parsed = editRegisteredTeamRequest.parse({
      headCoachOut: '',
      yearOut: '',
      name1Out: 'New Name',
      number1Out: '',
      playerIsTaxi1: true,
      playerIsGoalie1: false,
    });
    expect(parsed.headCoachOut).toBe('');
    expect(parsed.yearOut).toBeNull();
    const edits = rosterEditFromRequest(parsed);
    expect(edits[0]).toEqual({ name: 'New Name', number: null, playerIsTaxi: true, playerIsGoalie: false });
    expect(edits[1]).toEqual({});
  });

  it('reads markAsCommitted per slot', () => {
    const parsed = markAsCommittedRequest.parse({
      teamIdForCommittedEdits: '00000000-0000-4000-8000-000000000001',
      isCommitted1: true,
      isCommitted2: false,
    });
    const committed = committedFromRequest(parsed);
    expect(committed.slice(0, 3)).toEqual([true, false, undefined]);
    expect(markAsCommittedRequest.safeParse({ teamIdForCommittedEdits: 'x' }).success).toBe(false);
  });
});

describe('organizations, conduct, tournaments, registrants', () => {
  it('uses the site texts for organizations', () => {
    expect(messages(createOrgRequest.safeParse({ orgName: ' ', orgAddress: '' }))).toEqual([
      ORG_NAME_MESSAGE,
      ORG_ADDRESS_MESSAGE,
    ]);
    expect(updateOrgRequest.safeParse({}).success).toBe(false);
    expect(updateOrgRequest.safeParse({ orgAddress: '1 Main St' }).success).toBe(true);
  });

  it('requires all five conduct fields and a real date', () => {
    const sign = { firstName: 'A', lastName: 'B', team: 'Org - Team', season: '2025', date: '2025-02-30' };
    expect(messages(codeOfConductRequest.safeParse(sign))).toEqual([CONDUCT_DATE_MESSAGE]);
    expect(codeOfConductRequest.safeParse({ ...sign, date: '2025-02-28' }).success).toBe(true);
    expect(codeOfConductRequest.safeParse({ ...sign, season: '' }).success).toBe(false);
  });

  it('refuses tournament names that collide with the static routes or break a path', () => {
    const base = { closeDate: '2026-06-01', price: '150.50' };
    expect(createTournamentRequest.parse({ ...base, leagueNameAndDesc: 'Summer Cup' }).price).toBe(150.5);
    expect(
      messages(createTournamentRequest.safeParse({ ...base, leagueNameAndDesc: 'tournaments' })),
    ).toEqual([TOURNAMENT_NAME_RESERVED_MESSAGE]);
    expect(createTournamentRequest.safeParse({ ...base, leagueNameAndDesc: 'A/B' }).success).toBe(false);
    expect(createTournamentRequest.safeParse({ ...base, price: -1, leagueNameAndDesc: 'X' }).success).toBe(
      false,
    );
  });

  it('checks registrant contact fields', () => {
    const player = {
      firstName: 'Kim',
      lastName: 'Lo',
      phoneNumber: '(518) 555-0101',
      address: '1 Elm St',
      city: 'Albany',
      email: 'kim@example.com',
      dateOfBirth: '2010-04-01',
    };
    expect(registerPlayerRequest.parse(player)).toMatchObject({
      middleInitial: '',
      email2: '',
      parentName: '',
    });
    expect(messages(registerPlayerRequest.safeParse({ ...player, phoneNumber: 'call me' }))).toEqual([
      REGISTRANT_PHONE_MESSAGE,
    ]);
    expect(registerPlayerRequest.safeParse({ ...player, email2: 'nope' }).success).toBe(false);
    expect(registerPlayerRequest.safeParse({ ...player, dateOfBirth: '2999-01-01' }).success).toBe(false);
  });

  it("gives today's date in the league's time zone", () => {
    const lateEvening = new Date('2026-03-02T03:30:00Z');
    expect(todayInTimeZone('America/New_York', lateEvening)).toBe('2026-03-01');
    expect(todayInTimeZone('UTC', lateEvening)).toBe('2026-03-02');
  });
  it('reads the year filter of the registered teams, blank meaning every year', () => {
    expect(allRegisteredTeamsQuery.parse({ year: '2025' })).toEqual({ year: 2025 });
    expect(allRegisteredTeamsQuery.parse({ year: '' })).toEqual({});
    expect(allRegisteredTeamsQuery.parse({})).toEqual({});
    expect(allRegisteredTeamsQuery.safeParse({ year: 'soon' }).success).toBe(false);
  });
});
