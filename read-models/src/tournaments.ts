import type { Registrant, Tournament } from '@league/contracts';
import type { ReadsDeclaration } from '@league/contracts/projections';
import type { SqlClient } from '@league/infra/sql';

/** The reads of the tournaments read model (its tables: tournaments, tournament_registrants). */

const TOURNAMENTS = ['tournaments'] as const;

/**
 * The read models each read of this module reads from: every table its SQL names is one of theirs
 * (docs/architecture.md, "A read"; checked by query-api/test/reads-declared.unit.test.ts).
 */
export const reads = {
  allTournaments: TOURNAMENTS,
  tournamentById: TOURNAMENTS,
  tournamentByName: TOURNAMENTS,
  registrantsOf: TOURNAMENTS,
  registrantById: TOURNAMENTS,
} as const satisfies ReadsDeclaration;

/** A tournament as recorded (whether it is open depends on the day it is read). */
export type TournamentRow = Omit<Tournament, 'isOpen'>;

const TOURNAMENT = `SELECT tournament_id AS "tournamentId", league_name_and_desc AS "leagueNameAndDesc", close_date AS "closeDate",
    price::float8 AS price, version
  FROM rm.tournaments`;
const TOURNAMENT_ORDER = `ORDER BY close_date DESC, lower(league_name_and_desc), tournament_id`;

/** Every tournament, the newest close date first. */
export async function allTournaments(db: SqlClient): Promise<TournamentRow[]> {
  return (await db.query<TournamentRow>(`${TOURNAMENT} ${TOURNAMENT_ORDER}`)).rows;
}

export async function tournamentById(db: SqlClient, tournamentId: string): Promise<TournamentRow | null> {
  const { rows } = await db.query<TournamentRow>(`${TOURNAMENT} WHERE tournament_id = $1`, [tournamentId]);
  return rows[0] ?? null;
}

/** The tournament of that name and description (case-insensitive, runs of spaces as one). */
export async function tournamentByName(
  db: SqlClient,
  leagueNameAndDesc: string,
): Promise<TournamentRow | null> {
  const { rows } = await db.query<TournamentRow>(
    `${TOURNAMENT} WHERE lower(league_name_and_desc) = lower($1) ${TOURNAMENT_ORDER}`,
    [leagueNameAndDesc.replace(/\s+/g, ' ')],
  );
  return rows[0] ?? null;
}

// personal data: for the admin's reads only
const REGISTRANT = `SELECT r.registrant_id AS "registrantId", r.tournament_id AS "tournamentId",
    t.league_name_and_desc AS "leagueNameAndDesc", r.first_name AS "firstName", r.middle_initial AS "middleInitial",
    r.last_name AS "lastName", r.phone_number AS "phoneNumber", r.address, r.city, r.email, r.email2,
    r.date_of_birth AS "dateOfBirth", r.parent_name AS "parentName", r.registered_at AS "registeredAt", r.version
  FROM rm.tournament_registrants r JOIN rm.tournaments t ON t.tournament_id = r.tournament_id`;

/** A tournament's registrants by last and first name, then registration order. */
export async function registrantsOf(db: SqlClient, tournamentId: string): Promise<Registrant[]> {
  const { rows } = await db.query<Registrant>(
    `${REGISTRANT} WHERE r.tournament_id = $1
      ORDER BY lower(r.last_name), lower(r.first_name), r.registered_at, r.registrant_id`,
    [tournamentId],
  );
  return rows;
}

export async function registrantById(db: SqlClient, registrantId: string): Promise<Registrant | null> {
  const { rows } = await db.query<Registrant>(`${REGISTRANT} WHERE r.registrant_id = $1`, [registrantId]);
  return rows[0] ?? null;
}
