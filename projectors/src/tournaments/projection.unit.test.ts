import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePosition, type RecordedEvent } from '@league/contracts';
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
