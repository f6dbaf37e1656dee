import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, photoNameParams } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';

/**
 * GET /api/photos/{photoName}: public, the stored player photos (names `<uuid>.jpg|png` only, so nothing
 * outside the photo directory can be asked for). Photos never change under a name: cached for a year.
 */
export const photoQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/photos/:photoName',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      schema: { tags: ['photos'], params: photoNameParams },
    },
    async (request, reply) => {
      const photo = await deps.content?.photos?.read(request.params.photoName);
      if (!photo) throw notFound('No such photo.');
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(photo.bytes);
    },
  );
};
