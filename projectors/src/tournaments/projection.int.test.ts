import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT, makePosition, type RecordedEvent } from '@league/contracts';
import { sqlPersonalData } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import { createTestPglite } from '@league/infra/testing';
import { conductSignaturesProjection } from '../conduct';
import { organizationsProjection } from '../organizations';
import type { Projection } from '../projection';
import { tournamentsProjection } from './projection';

const tournamentId = '11111111-1111-4111-8111-111111111111';
const kimId = '22222222-2222-4222-8222-222222222222';
const joId = '33333333-3333-4333-8333-333333333333';
const orgA = '44444444-4444-4444-8444-444444444444';
const orgB = '55555555-5555-4555-8555-555555555555';
let db: SqlClient;
let position = 0;

function recorded(type: string, data: unknown, streamVersion: number): RecordedEvent {
  position += 1;
  return {
    type,
    data,
    streamId: `s-${position}`,
    streamVersion,
    position: makePosition(1, position),
    metadata: {
      eventId: `e${position}`,
      correlationId: 'c',
      causationId: null,
      actor: { role: 'public', id: null },
      recordedAt: `2026-01-01T00:00:0${position % 10}.000Z`,
      schemaVersion: 1,
    },
  };
}

const person = (registrantId: string, firstName: string) => ({
  registrantId,
  tournamentId,
  firstName,
  middleInitial: '',
  lastName: 'Lo',
  phoneNumber: '518 555 0101',
  address: '1 Elm St',
  city: 'Albany',
  email: 'kim@example.com',
  email2: '',
  dateOfBirth: '2011-04-01',
  parentName: '',
});
const cup = { tournamentId, leagueNameAndDesc: 'Summer Cup', closeDate: '2026-06-01', price: 150 };

const cases: Array<{ projection: Projection; events: RecordedEvent[]; expected: Record<string, unknown[]> }> =
  [
    {
      projection: tournamentsProjection,
      events: [
        recorded('TournamentCreated', cup, 0),
        recorded('TournamentUpdated', { ...cup, price: 160.5 }, 1),
        recorded('PlayerRegisteredForTournament', person(kimId, 'Kim'), 0),
        recorded('PlayerRegisteredForTournament', person(joId, 'Jo'), 0),
        recorded('RegistrantUpdated', { ...person(kimId, 'Kim'), city: 'Troy' }, 1),
        recorded('RegistrantRemoved', { registrantId: joId, tournamentId }, 1),
      ],
      expected: {
        tournaments: [
          expect.objectContaining({ league_name_and_desc: 'Summer Cup', price: '160.50', version: 1 }),
        ],
        tournament_registrants: [expect.objectContaining({ registrant_id: kimId, city: 'Troy', version: 1 })],
      },
    },
    {
      projection: organizationsProjection,
      events: [
        recorded('OrganizationCreated', { orgId: orgA, orgName: 'Albany BH', orgAddress: '1 State St' }, 0),
        recorded('OrganizationCreated', { orgId: orgB, orgName: 'Troy BH', orgAddress: '2 River St' }, 0),
        recorded('OrganizationUpdated', { orgId: orgA, orgName: 'Albany BH', orgAddress: '3 Lark St' }, 1),
        recorded('OrganizationRemoved', { orgId: orgB }, 1),
      ],
      expected: {
        organizations: [{ org_id: orgA, org_name: 'Albany BH', org_address: '3 Lark St', version: 1 }],
      },
    },
    {
      projection: conductSignaturesProjection,
      events: [
        recorded(
          'CodeOfConductSigned',
          {
            signatureId: kimId,
            firstName: 'Kim',
            lastName: 'Lo',
            team: 'A - B',
            season: '2026',
            date: '2026-01-02',
          },
          0,
        ),
      ],
      expected: {
        conduct_signatures: [
          {
            signature_id: kimId,
            first_name: 'Kim',
            last_name: 'Lo',
            team: 'A - B',
            season: '2026',
            date: '2026-01-02',
          },
        ],
      },
    },
  ];

async function tables(projection: Projection, schema: string) {
  const result: Record<string, unknown[]> = {};
  for (const table of projection.tables) {
    result[table] = (await db.query(`SELECT * FROM ${schema}.${table} ORDER BY 1`)).rows;
  }
  return result;
}

beforeAll(async () => {
  db = await createTestPglite();
});
afterAll(async () => db.close());

describe.each(cases)('the $projection.name projection', ({ projection, events, expected }) => {
  it('folds its events, ignores a re-delivered batch, and a rebuild gives the same tables', async () => {
    for (const schema of [`rm_${projection.name}_a`, `rm_${projection.name}_b`]) {
      await db.exec(`CREATE SCHEMA ${schema}`);
      await projection.setup(db, schema);
    }
    const a = `rm_${projection.name}_a`;
    await db.transaction((tx) => projection.apply(tx, a, events));
    const once = await tables(projection, a);
    expect(once).toEqual(expected);
    await db.transaction((tx) => projection.apply(tx, a, events));
    expect(await tables(projection, a)).toEqual(once);
    for (const event of events)
      await db.transaction((tx) => projection.apply(tx, `rm_${projection.name}_b`, [event]));
    expect(await tables(projection, `rm_${projection.name}_b`)).toEqual(once);
  });
});

describe('a registrant whose record is sealed in the log', () => {
  const erasure = (registrantId: string, streamVersion: number) =>
    recorded(
      'PersonalDataErased',
      {
        personId: `registrant-${registrantId}`,
        kind: 'registrant',
        subjectId: registrantId,
        tournamentId,
        erasedBy: { role: 'admin', id: 'admin-1' },
        erasedAt: '2026-02-01T00:00:00.000Z',
      },
      streamVersion,
    );
  const personalColumns = (row: Record<string, unknown>) => [
    row.first_name,
    row.middle_initial,
    row.last_name,
    row.phone_number,
    row.address,
    row.city,
    row.email,
    row.email2,
    row.date_of_birth,
    row.parent_name,
  ];

  it('is opened with its key, reads (erased) once erased, and a rebuild without the key gives the same', async () => {
    const vault = sqlPersonalData(db);
    const registrantId = '66666666-6666-4666-8666-666666666666';
    const sealed = await vault.seal(
      recorded('PlayerRegisteredForTournament', person(registrantId, 'Ana'), 0),
    );
    expect(JSON.stringify(sealed.data)).not.toMatch(/Ana|518 555 0101|2011-04-01|kim@example.com/);
    const [live, rebuilt] = ['rm_sealed_live', 'rm_sealed_rebuilt'];
    for (const schema of [live, rebuilt]) {
      await db.exec(`CREATE SCHEMA ${schema}`);
      await tournamentsProjection.setup(db, schema);
    }
    const row = async (schema: string) =>
      (
        await db.query<Record<string, unknown>>(
          `SELECT * FROM ${schema}.tournament_registrants WHERE registrant_id = $1`,
          [registrantId],
        )
      ).rows[0]!;

    await db.transaction((tx) => tournamentsProjection.apply(tx, live, [sealed]));
    expect(await row(live)).toMatchObject({
      first_name: 'Ana',
      phone_number: '518 555 0101',
      date_of_birth: '2011-04-01',
    });

    await db.transaction((tx) => tournamentsProjection.apply(tx, live, [erasure(registrantId, 1)]));
    expect(await vault.erase(`registrant-${registrantId}`)).toBe(true);
    expect(personalColumns(await row(live))).toEqual(Array(10).fill(ERASED_TEXT));

    await db.transaction((tx) =>
      tournamentsProjection.apply(tx, rebuilt, [sealed, erasure(registrantId, 1)]),
    );
    expect(personalColumns(await row(rebuilt))).toEqual(Array(10).fill(ERASED_TEXT));
    expect((await row(rebuilt)).registrant_id).toBe(registrantId);
  });
});
