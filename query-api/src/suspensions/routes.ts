import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allSuspendedPlayersAnswer,
  archivedSuspensionsAnswer,
  suspensionAnswer,
  suspensionParams,
  SUSPENSION_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { reads, suspensionById, suspensions } from '@league/read-models/content';
import type { QueryApiDeps } from '../deps';
import { named, oneById, readRoutes } from '../reads';

/** The suspension reads of the admin's pages (docs/rules.md §2): admin only. */
export const suspensionQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'admin', 'suspensions');
  const current = named('allSuspendedPlayers', (db) => suspensions(db, true));
  const archived = named('archivedSuspensions', (db) => suspensions(db, false));
  const one = oneById(suspensionParams, 'suspension', suspensionById, SUSPENSION_NOT_FOUND_MESSAGE);
  get('/api/admin/allSuspendedPlayers', allSuspendedPlayersAnswer, reads.suspensions, current);
  get('/api/registration/allArchivedSuspensions', archivedSuspensionsAnswer, reads.suspensions, archived);
  get('/api/admin/suspension/:suspensionId', suspensionAnswer, reads.suspensionById, one);
};
