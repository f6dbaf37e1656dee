import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';

const projectionsAnswer = z.object({
  projections: z.array(
    z.looseObject({
      name: z.string(),
      checkpoint: z.string().nullable().optional(),
      eventsBehind: z.number().optional(),
      status: z.string().optional(),
    }),
  ),
});

/** GET /api/admin/system/projections (admin) and, when given, GET /api/openapi.json (public). */
export const systemQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/admin/system/projections',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      schema: { tags: ['system'], security: [{ bearerAuth: [] }], response: { 200: projectionsAnswer } },
    },
    async () => ({ projections: [...(await deps.projectionStatus())] }),
  );

  const document = deps.openApiDocument;
  if (document) {
    app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('application/json').send(JSON.stringify(document)),
    );
  }
};
