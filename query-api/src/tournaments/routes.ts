import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allRegisteredPlayersAnswer,
  allTournamentsAnswer,
  leagueNameParams,
  notFound,
  registrantAnswer,
  registrantParams,
  todayInTimeZone,
  tournamentAnswer,
  tournamentParams,
  REGISTRANT_NOT_FOUND_MESSAGE,
  TOURNAMENT_NOT_FOUND_MESSAGE,
  type RegistrantItem,
  type TournamentItem,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import type { QueryApiDeps } from '../deps';

const projections = ['tournaments'];
const secured = [{ bearerAuth: [] }];

/** Today on the league's calendar (LEAGUE_TIMEZONE, default America/New_York): a tournament is open through its close date. */
const leagueToday = () => todayInTimeZone(process.env.LEAGUE_TIMEZONE?.trim() || 'America/New_York');

async function tournaments(db: SqlClient, where: string, params: unknown[]): Promise<TournamentItem[]> {
  const today = leagueToday();
  const { rows } = await db.query<Omit<TournamentItem, 'isOpen'>>(
    `SELECT tournament_id AS "_id", league_name_and_desc AS "leagueNameAndDesc", close_date AS "closeDate",
            price::float8 AS price, version
       FROM rm.tournaments ${where}
      ORDER BY close_date DESC, lower(league_name_and_desc), tournament_id`,
    params,
  );
  return rows.map((row) => ({ ...row, isOpen: row.closeDate >= today }));
}

const REGISTRANT = `SELECT r.registrant_id AS "_id", r.tournament_id AS "tournamentId",
    t.league_name_and_desc AS "leagueNameAndDesc", r.first_name AS "firstName", r.middle_initial AS "middleInitial",
    r.last_name AS "lastName", r.phone_number AS "phoneNumber", r.address, r.city, r.email, r.email2,
    r.date_of_birth AS "dateOfBirth", r.parent_name AS "parentName", r.registered_at AS "registeredAt", r.version
  FROM rm.tournament_registrants r JOIN rm.tournaments t ON t.tournament_id = r.tournament_id`;

/**
 * GET /api/registration/tournaments (public: name, close date, price, open), the admin's tournament and
 * registrant reads (personal data: admin only).
 */
export const tournamentReadRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');

  app.get(
    '/api/registration/tournaments',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      config: { projections },
      schema: { tags: ['tournaments'], response: { 200: allTournamentsAnswer } },
    },
    async () => ({ allTournaments: await tournaments(deps.db, '', []) }),
  );

  app.get(
    '/api/admin/tournament/:tournamentId',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: tournamentParams,
        response: { 200: tournamentAnswer },
      },
    },
    async (request) => {
      const [tournament] = await tournaments(deps.db, 'WHERE tournament_id = $1', [
        request.params.tournamentId,
      ]);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND_MESSAGE);
      return { tournament };
    },
  );

  app.get(
    '/api/registration/:leagueNameAndDesc',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: leagueNameParams,
        response: { 200: allRegisteredPlayersAnswer },
      },
    },
    async (request) => {
      const [tournament] = await tournaments(deps.db, `WHERE lower(league_name_and_desc) = lower($1)`, [
        request.params.leagueNameAndDesc.replace(/\s+/g, ' '),
      ]);
      if (!tournament) throw notFound(TOURNAMENT_NOT_FOUND_MESSAGE);
      const { rows } = await deps.db.query<RegistrantItem>(
        `${REGISTRANT} WHERE r.tournament_id = $1
          ORDER BY lower(r.last_name), lower(r.first_name), r.registered_at, r.registrant_id`,
        [tournament._id],
      );
      return { allRegisteredPlayersInLeague: rows };
    },
  );

  app.get(
    '/api/admin/registrant/:registrantId',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: {
        tags: ['tournaments'],
        security: secured,
        params: registrantParams,
        response: { 200: registrantAnswer },
      },
    },
    async (request) => {
      const { rows } = await deps.db.query<RegistrantItem>(`${REGISTRANT} WHERE r.registrant_id = $1`, [
        request.params.registrantId,
      ]);
      if (!rows[0]) throw notFound(REGISTRANT_NOT_FOUND_MESSAGE);
      return { registrant: rows[0] };
    },
  );
};
