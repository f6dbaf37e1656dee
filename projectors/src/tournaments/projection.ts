import {
  ERASED_TEXT,
  PERSONAL_DATA_ERASED,
  type PersonalDataErased,
  type RegistrantData,
  type RegistrantEvent,
  type TournamentEvent,
} from '@league/contracts';
import { openEvents, sqlPersonKeys } from '@league/infra/personal-data';
import {
  defineProjection,
  updateNewer,
  upsertNewer,
  type EventHandler,
  tablesOf,
  insertOnce,
  deleteWhere,
} from '../define';

const upsertTournament: EventHandler<TournamentEvent> = (tx, schema, { data, streamVersion }) =>
  upsertNewer(tx, `${schema}.tournaments`, ['tournament_id'], {
    tournament_id: data.tournamentId,
    league_name_and_desc: data.leagueNameAndDesc,
    close_date: data.closeDate,
    price: data.price,
    version: streamVersion,
  });

/** A registrant's personal columns, in the table's order. */
const registrantColumns = (data: RegistrantData) => ({
  first_name: data.firstName,
  middle_initial: data.middleInitial,
  last_name: data.lastName,
  phone_number: data.phoneNumber,
  address: data.address,
  city: data.city,
  email: data.email,
  email2: data.email2,
  date_of_birth: data.dateOfBirth,
  parent_name: data.parentName,
});

/**
 * Tournaments (GET /api/registration/tournaments) and the players registered for them (GET
 * /api/registration/{leagueNameAndDesc}). Writes are guarded by the stream version; a removed registrant
 * leaves the table. A registrant's record is sealed in the log and opened here with the registrant's key;
 * once erased (PersonalDataErased, or no key left during a rebuild) every personal column reads
 * ERASED_TEXT.
 */
export const tournamentsProjection = defineProjection<TournamentEvent | RegistrantEvent | PersonalDataErased>(
  {
    name: 'tournaments',
    version: 2,
    ...tablesOf(
      (schema) => `
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
    `,
    ),

    open: (tx, events) => openEvents(sqlPersonKeys(tx), events),
    on: {
      TournamentCreated: upsertTournament,
      TournamentUpdated: upsertTournament,
      async PlayerRegisteredForTournament(tx, schema, event) {
        await insertOnce(tx, `${schema}.tournament_registrants`, ['registrant_id'], {
          registrant_id: event.data.registrantId,
          tournament_id: event.data.tournamentId,
          version: event.streamVersion,
          registered_at: event.metadata.recordedAt,
          ...registrantColumns(event.data),
        });
      },
      async RegistrantUpdated(tx, schema, { data, streamVersion }) {
        const where = { registrant_id: data.registrantId };
        await updateNewer(
          tx,
          `${schema}.tournament_registrants`,
          where,
          registrantColumns(data),
          streamVersion,
        );
      },
      async RegistrantRemoved(tx, schema, { data }) {
        await deleteWhere(tx, `${schema}.tournament_registrants`, { registrant_id: data.registrantId });
      },
      async [PERSONAL_DATA_ERASED](tx, schema, { data }) {
        if (data.kind !== 'registrant') return;
        await tx.query(
          `UPDATE ${schema}.tournament_registrants SET first_name = $2, middle_initial = $2, last_name = $2,
           phone_number = $2, address = $2, city = $2, email = $2, email2 = $2, date_of_birth = $2, parent_name = $2
         WHERE registrant_id = $1`,
          [data.subjectId, ERASED_TEXT],
        );
      },
    },
  },
);
