import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allSuspendedPlayersAnswer,
  archivedSuspensionsAnswer,
  notFound,
  suspensionAnswer,
  suspensionParams,
  SUSPENSION_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { suspensionById, suspensions } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';

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
      const found = await suspensionById(deps.db, request.params.suspensionId);
      if (!found) throw notFound(SUSPENSION_NOT_FOUND_MESSAGE);
      return { suspension: found };
    },
  );
};
