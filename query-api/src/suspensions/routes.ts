import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allSuspendedPlayersAnswer,
  archivedSuspensionsAnswer,
  notFound,
  suspensionAnswer,
  suspensionParams,
  SUSPENSION_NOT_FOUND_MESSAGE,
  type SuspensionItem,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { SqlClient } from '@league/infra/sql';
import type { QueryApiDeps } from '../deps';

const COLUMNS = `suspension_id AS "_id", suspension_date::text AS "date", player_name AS "playerName",
  player_team AS "playerTeam", reason, how_many_games AS "howManyGames", served,
  appealed_successfully AS "appealedSuccessfully", is_current AS "isCurrent", version`;

/** Current or archived suspensions, newest date first. */
export async function suspensions(db: SqlClient, current: boolean): Promise<SuspensionItem[]> {
  const { rows } = await db.query<SuspensionItem>(
    `SELECT ${COLUMNS} FROM rm.suspensions WHERE is_current = $1 ORDER BY suspension_date DESC, seq DESC`,
    [current],
  );
  return rows;
}

export async function suspension(db: SqlClient, suspensionId: string): Promise<SuspensionItem | null> {
  const { rows } = await db.query<SuspensionItem>(
    `SELECT ${COLUMNS} FROM rm.suspensions WHERE suspension_id = $1`,
    [suspensionId],
  );
  return rows[0] ?? null;
}

/** The admin spec's suspension reads: admin only. */
export const suspensionQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const schema = { tags: ['suspensions'], security: [{ bearerAuth: [] }] };
  const config = { projections: ['suspensions'] };

  app.get(
    '/api/admin/allSuspendedPlayers',
    { onRequest: onlyAdmin, config, schema: { ...schema, response: { 200: allSuspendedPlayersAnswer } } },
    async () => ({ allSuspendedPlayers: await suspensions(deps.db, true) }),
  );

  app.get(
    '/api/registration/allArchivedSuspensions',
    { onRequest: onlyAdmin, config, schema: { ...schema, response: { 200: archivedSuspensionsAnswer } } },
    async () => ({ archivedSuspensions: await suspensions(deps.db, false) }),
  );

  app.get(
    '/api/admin/suspension/:suspensionId',
    {
      onRequest: onlyAdmin,
      config,
      schema: { ...schema, params: suspensionParams, response: { 200: suspensionAnswer } },
    },
    async (request) => {
      const found = await suspension(deps.db, request.params.suspensionId);
      if (!found) throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
      return { suspension: found };
    },
  );
};
