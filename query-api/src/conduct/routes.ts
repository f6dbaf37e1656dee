import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allCOCCoachesAnswer } from '@league/contracts';
import { conductSignatures, reads } from '@league/read-models/conduct';
import type { QueryApiDeps } from '../deps';
import { named, readRoutes } from '../reads';
import { signatureItem } from './answers';

/** GET /api/admin/getAllCOCCoaches (admin): the signatures by last name, then first name. */
export const conductQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'admin', 'conduct');
  const signatures = named('allCOCCoaches', async (db) => (await conductSignatures(db)).map(signatureItem));
  get('/api/admin/getAllCOCCoaches', allCOCCoachesAnswer, reads.conductSignatures, signatures);
};
