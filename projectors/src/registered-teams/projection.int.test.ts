import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePosition, type RecordedEvent, type RosterSlot } from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { sqlPersonalData } from '@league/infra/personal-data';
import { createTestPglite } from '@league/infra/testing';
import { coachAddressesProjection } from '../content/coach-addresses';
import { registeredTeamsProjection } from './projection';

const teamId = '11111111-1111-4111-8111-111111111111';
const coachId = '22222222-2222-4222-8222-222222222222';
const orgId = '33333333-3333-4333-8333-333333333333';
let db: SqlClient;
let position = 0;

function recorded(
  type: string,
  data: unknown,
  streamVersion: number,
  streamId = `registeredTeam-${teamId}`,
): RecordedEvent {
  position += 1;
  return {
    type,
    data,
    streamId,
    streamVersion,
    position: makePosition(1, position),
    metadata: {
      eventId: `e${position}`,
      correlationId: 'c',
      causationId: null,
      actor: { role: 'coach', id: coachId },
      recordedAt: '2026-01-01T00:00:00.000Z',
      schemaVersion: 1,
    },
  };
}

const empty: RosterSlot = {
  name: '',
  number: null,
  birthYear: null,
  playerIsGoalie: false,
  playerIsTaxi: false,
  playerIsActive: false,
};
const roster = [
  { ...empty, name: 'Alex Ray', number: 7, birthYear: 2009 },
  ...Array.from({ length: 29 }, () => empty),
];
const team = {
  registeredTeamId: teamId,
  coachId,
  orgId,
  organization: 'Albany BH',
  team: 'Thunder  Blue',
  year: 2025,
  headCoach: 'Pat',
  assistantCoaches: 'Sam',
  date: '2025-03-01',
  roster,
};
const committed = Array.from({ length: 30 }, (_, i) => i === 0);
const history = [
  recorded(
    'CoachSignedUp',
    { coachId, email: 'Pat@Example.com', passwordHash: 'scrypt$x' },
    0,
    `coach-${coachId}`,
  ),
  recorded('TeamRegistered', team, 0),
  recorded('RegisteredTeamEdited', { ...team, headCoach: 'Pat Quinn', year: 2026 }, 1),
  recorded('PlayersMarkedCommitted', { registeredTeamId: teamId, committed }, 2),
  recorded('RegisteredTeamArchived', { registeredTeamId: teamId }, 3),
];

const snapshot = async (schema: string) => ({
  teams: (await db.query(`SELECT * FROM ${schema}.registered_teams ORDER BY registered_team_id`)).rows,
  emails: (await db.query(`SELECT * FROM ${schema}.registration_coach_emails ORDER BY coach_id`)).rows,
});

beforeAll(async () => {
  db = await createTestPglite();
  for (const schema of ['rm_teams_a', 'rm_teams_b']) {
    await db.exec(`CREATE SCHEMA ${schema}`);
    await registeredTeamsProjection.setup(db, schema);
  }
});
afterAll(async () => db.close());

describe('registered teams projection', () => {
  it('keeps each team as its events left it, and the coach e-mail (not the password hash)', async () => {
    await db.transaction((tx) => registeredTeamsProjection.apply(tx, 'rm_teams_a', history));
    const { teams, emails } = await snapshot('rm_teams_a');
    expect(teams).toEqual([
      expect.objectContaining({
        registered_team_id: teamId,
        head_coach: 'Pat Quinn',
        year: 2026,
        team_key: 'thunder blue',
        is_current: false,
        committed,
        roster,
        version: 3,
      }),
    ]);
    expect(emails).toEqual([{ coach_id: coachId, email: 'Pat@Example.com' }]);
  });

  it('changes nothing when a batch is delivered again, and a rebuild gives the same tables', async () => {
    const before = await snapshot('rm_teams_a');
    await db.transaction((tx) => registeredTeamsProjection.apply(tx, 'rm_teams_a', history));
    await db.transaction((tx) => registeredTeamsProjection.apply(tx, 'rm_teams_a', history.slice(1, 3)));
    expect(await snapshot('rm_teams_a')).toEqual(before);
    for (const event of history)
      await db.transaction((tx) => registeredTeamsProjection.apply(tx, 'rm_teams_b', [event]));
    expect(await snapshot('rm_teams_b')).toEqual(before);
  });

  it('restores an archived team', async () => {
    await db.transaction((tx) =>
      registeredTeamsProjection.apply(tx, 'rm_teams_a', [
        recorded('RegisteredTeamRestored', { registeredTeamId: teamId }, 4),
      ]),
    );
    expect((await snapshot('rm_teams_a')).teams[0]).toMatchObject({ is_current: true, version: 4 });
  });
});

describe("a coach's sealed address", () => {
  it('is opened for the coach e-mails and the mail recipients, and gone from both once erased, after a rebuild too', async () => {
    const vault = sqlPersonalData(db);
    const sealedCoach = '77777777-7777-4777-8777-777777777777';
    const signedUp = await vault.seal(
      recorded(
        'CoachSignedUp',
        { coachId: sealedCoach, email: 'Quinn@Example.com', passwordHash: 'scrypt$y' },
        0,
        `coach-${sealedCoach}`,
      ),
    );
    expect(JSON.stringify(signedUp.data)).not.toContain('Quinn@Example.com');
    const erased = recorded(
      'PersonalDataErased',
      {
        personId: `coach-${sealedCoach}`,
        kind: 'coach',
        subjectId: sealedCoach,
        erasedBy: { role: 'admin', id: 'admin-1' },
        erasedAt: '2026-02-01T00:00:00.000Z',
      },
      1,
      `coach-${sealedCoach}`,
    );
    const address = async (schema: string, table: string) =>
      (
        await db.query<{ email: string }>(`SELECT email FROM ${schema}.${table} WHERE coach_id = $1`, [
          sealedCoach,
        ])
      ).rows;
    const projections = [
      [registeredTeamsProjection, 'registration_coach_emails'],
      [coachAddressesProjection, 'mail_coach_addresses'],
    ] as const;
    for (const [projection, table] of projections) {
      const [live, rebuilt] = [`rm_${table}_live`, `rm_${table}_rebuilt`];
      for (const schema of [live, rebuilt]) {
        await db.exec(`CREATE SCHEMA ${schema}`);
        await projection.setup(db, schema);
      }
      await db.transaction((tx) => projection.apply(tx, live, [signedUp]));
      expect(await address(live, table)).toEqual([{ email: 'Quinn@Example.com' }]);
      await db.transaction((tx) => projection.apply(tx, live, [erased]));
      expect(await address(live, table)).toEqual([]);
    }
    expect(await vault.erase(`coach-${sealedCoach}`)).toBe(true);
    for (const [projection, table] of projections) {
      const rebuilt = `rm_${table}_rebuilt`;
      // a rebuild after the erasure: the key is gone, the address cannot be opened
      await db.transaction((tx) => projection.apply(tx, rebuilt, [signedUp]));
      expect(await address(rebuilt, table)).toEqual([]);
      await db.transaction((tx) => projection.apply(tx, rebuilt, [erased]));
      expect(await address(rebuilt, table)).toEqual([]);
    }
  });
});
