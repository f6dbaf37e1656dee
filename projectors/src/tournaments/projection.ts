import {
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  REGISTRANT_EVENT_TYPES,
  TOURNAMENT_EVENT_TYPES,
  type PersonalDataErased,
  type RecordedEvent,
  type RegistrantData,
  type RegistrantEvent,
  type TournamentEvent,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import type { SqlClient } from '@league/infra/sql';
import type { Projection } from '../projection';

/**
 * Tournaments (GET /api/registration/tournaments) and the players registered for them (GET
 * /api/registration/{leagueNameAndDesc}). Writes are guarded by the stream version; a removed registrant
 * leaves the table. A registrant's record is sealed in the log and opened here with the registrant's key;
 * once erased (PersonalDataErased, or no key left during a rebuild) every personal column reads
 * ERASED_TEXT.
 */
export const tournamentsProjection: Projection = {
  name: 'tournaments',
  version: 2,
  tables: ['tournaments', 'tournament_registrants'],
  handles: [...TOURNAMENT_EVENT_TYPES, ...REGISTRANT_EVENT_TYPES, PERSONAL_DATA_ERASED],

  async setup(db, schema) {
    await db.exec(`
      CREATE TABLE ${schema}.tournaments (
        tournament_id uuid PRIMARY KEY,
        league_name_and_desc text NOT NULL,
        close_date text NOT NULL,
        price numeric(10, 2) NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX tournaments_by_name ON ${schema}.tournaments (lower(league_name_and_desc));
      CREATE TABLE ${schema}.tournament_registrants (
        registrant_id uuid PRIMARY KEY,
        tournament_id uuid NOT NULL,
        first_name text NOT NULL,
        middle_initial text NOT NULL,
        last_name text NOT NULL,
        phone_number text NOT NULL,
        address text NOT NULL,
        city text NOT NULL,
        email text NOT NULL,
        email2 text NOT NULL,
        date_of_birth text NOT NULL,
        parent_name text NOT NULL,
        registered_at text NOT NULL,
        version integer NOT NULL
      );
      CREATE INDEX tournament_registrants_by_tournament
        ON ${schema}.tournament_registrants (tournament_id, lower(last_name), lower(first_name));
    `);
  },

  async apply(tx, schema, events) {
    for (const event of await openEvents(sqlPersonKeys(tx), events)) {
      if (event.type === PERSONAL_DATA_ERASED) {
        await applyErasure(tx, schema, (event as RecordedEvent & PersonalDataErased).data);
      } else if ((TOURNAMENT_EVENT_TYPES as readonly string[]).includes(event.type)) {
        await applyTournamentEvent(tx, schema, event as RecordedEvent & TournamentEvent);
      } else {
        await applyRegistrantEvent(tx, schema, event as RecordedEvent & RegistrantEvent);
      }
    }
  },
};

async function applyErasure(tx: SqlClient, schema: string, erased: PersonalDataErased['data']) {
  if (erased.kind !== 'registrant') return;
  await tx.query(
    `UPDATE ${schema}.tournament_registrants SET first_name = $2, middle_initial = $2, last_name = $2,
       phone_number = $2, address = $2, city = $2, email = $2, email2 = $2, date_of_birth = $2, parent_name = $2
     WHERE registrant_id = $1`,
    [erased.subjectId, ERASED_TEXT],
  );
}

async function applyTournamentEvent(tx: SqlClient, schema: string, event: RecordedEvent & TournamentEvent) {
  const { tournamentId, leagueNameAndDesc, closeDate, price } = event.data;
  await tx.query(
    `INSERT INTO ${schema}.tournaments (tournament_id, league_name_and_desc, close_date, price, version)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (tournament_id) DO UPDATE
       SET league_name_and_desc = excluded.league_name_and_desc, close_date = excluded.close_date,
           price = excluded.price, version = excluded.version
       WHERE ${schema}.tournaments.version < excluded.version`,
    [tournamentId, leagueNameAndDesc, closeDate, price, event.streamVersion],
  );
}

const registrantColumns = (data: RegistrantData) => [
  data.firstName,
  data.middleInitial,
  data.lastName,
  data.phoneNumber,
  data.address,
  data.city,
  data.email,
  data.email2,
  data.dateOfBirth,
  data.parentName,
];

async function applyRegistrantEvent(tx: SqlClient, schema: string, event: RecordedEvent & RegistrantEvent) {
  const table = `${schema}.tournament_registrants`;
  switch (event.type) {
    case 'PlayerRegisteredForTournament':
      await tx.query(
        `INSERT INTO ${table} (registrant_id, tournament_id, version, registered_at, first_name, middle_initial,
           last_name, phone_number, address, city, email, email2, date_of_birth, parent_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
         ON CONFLICT (registrant_id) DO NOTHING`,
        [
          event.data.registrantId,
          event.data.tournamentId,
          event.streamVersion,
          event.metadata.recordedAt,
          ...registrantColumns(event.data),
        ],
      );
      return;
    case 'RegistrantUpdated':
      await tx.query(
        `UPDATE ${table} SET version = $2, first_name = $3, middle_initial = $4, last_name = $5, phone_number = $6,
           address = $7, city = $8, email = $9, email2 = $10, date_of_birth = $11, parent_name = $12
         WHERE registrant_id = $1 AND version < $2`,
        [event.data.registrantId, event.streamVersion, ...registrantColumns(event.data)],
      );
      return;
    case 'RegistrantRemoved':
      await tx.query(`DELETE FROM ${table} WHERE registrant_id = $1`, [event.data.registrantId]);
      return;
  }
}
