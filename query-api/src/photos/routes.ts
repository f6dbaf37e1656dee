import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound, photoNameParams } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';

/** A name always stands for the same bytes (contracts' PHOTO_NAME_PATTERN): any cache may keep it. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The strong entity tag of a photo: its name without the extension, the hash of the player and the bytes
 * (or, for a photo uploaded before names were hashes, a UUID never given to other bytes).
 */
export const photoEntityTag = (photoName: string) => `"${photoName.slice(0, photoName.lastIndexOf('.'))}"`;

/** If-None-Match: `*` or a list of tags, compared weakly as RFC 9110 (13.1.2) asks. */
function noneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === tag;
  });
}

/**
 * GET /api/photos/{photoName}: public, the stored player photos (names of PHOTO_NAME_PATTERN only, so
 * nothing outside the photo storage can be asked for). The file is streamed as it is read, never held
 * whole, with its length, type, a strong ETag and a year's immutable caching; a matching If-None-Match
 * is a 304 while the photo exists. A removed photo is a 404.
 */
export const photoQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  app.get(
    '/api/photos/:photoName',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      schema: { tags: ['photos'], params: photoNameParams },
    },
    async (request, reply) => {
      const { photoName } = request.params;
      const photo = await deps.content?.photos?.open(photoName);
      if (!photo) throw notFound('No such photo.');
      const etag = photoEntityTag(photoName);
      reply
        .header('etag', etag)
        .header('cache-control', PHOTO_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff');
      if (noneMatch(request.headers['if-none-match'], etag)) {
        photo.body.destroy(); // closes the file it opened
        return reply.code(304).send();
      }
      return reply
        .header('content-type', photo.contentType)
        .header('content-length', photo.size)
        .send(photo.body);
    },
  );
};
