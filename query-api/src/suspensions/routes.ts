import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allSuspendedPlayersAnswer,
  archivedSuspensionsAnswer,
  suspensionAnswer,
  suspensionParams,
  SUSPENSION_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import type { SqlClient } from '@league/infra/sql';
import { reads, suspensionById, suspensions } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';
import { answeredAs, named, oneById, readRoutes } from '../reads';
import { suspensionItem } from './answers';

/** The suspension reads of the admin's pages (docs/rules.md §2): admin only. */
export const suspensionQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'admin', 'suspensions');
  const listed = (current: boolean) => async (db: SqlClient) =>
    (await suspensions(db, current)).map(suspensionItem);
  const current = named('allSuspendedPlayers', listed(true));
  const archived = named('archivedSuspensions', listed(false));
  const byId = answeredAs(suspensionById, suspensionItem);
  const one = oneById(suspensionParams, 'suspension', byId, SUSPENSION_NOT_FOUND_MESSAGE);
  get('/api/admin/allSuspendedPlayers', allSuspendedPlayersAnswer, reads.suspensions, current);
  get('/api/registration/allArchivedSuspensions', archivedSuspensionsAnswer, reads.suspensions, archived);
  get('/api/admin/suspension/:suspensionId', suspensionAnswer, reads.suspensionById, one);
};
