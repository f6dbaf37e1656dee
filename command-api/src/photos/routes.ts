import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeagueError,
  MAX_PHOTO_BYTES,
  PHOTO_TYPE_MESSAGE,
  photoParams,
  photoUploadAnswer,
  playerStream,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { detectImageType } from '@league/infra/photos';
import { commandsOf, fold } from '../handling';
import type { CommandApiDeps } from '../deps';
import { playerPhotoAggregate, playerPhotoDecider } from './decider';
import { readUploadedImage } from './upload';

/**
 * POST /api/player/{playerId}/photo (admin): one JPEG or PNG (by content) of at most 5 MB in the multipart
 * field `image`; stored through the photo storage, then PlayerPhotoUploaded on the player's stream.
 * 404 for an unknown player (checked before the file is kept), 413 too large, 415 not an image.
 */
export const photoRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { run } = commandsOf(deps);
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES } });

  app.post(
    '/api/player/:playerId/photo',
    {
      onRequest: accessGuard(deps.tokens, 'admin'),
      bodyLimit: MAX_PHOTO_BYTES + 256 * 1024,
      schema: {
        tags: ['photos'],
        security: [{ bearerAuth: [] }],
        params: photoParams,
        consumes: ['multipart/form-data'],
        response: { 201: photoUploadAnswer },
      },
    },
    async (request, reply) => {
      const { playerId } = request.params;
      const player = fold(playerPhotoDecider, await deps.store.readStream(playerStream(playerId)));
      const image = await readUploadedImage(request);
      const contentType = detectImageType(image);
      if (!contentType) throw new LeagueError(415, PHOTO_TYPE_MESSAGE);
      // refuse an unknown player before anything is kept (the decider checks again when recording)
      playerPhotoDecider.decide(
        {
          type: 'UploadPlayerPhoto',
          data: { playerId, photoName: '', contentType, bytes: image.length, url: '' },
        },
        player,
      );
      const photos = deps.content?.photos;
      if (!photos) throw new LeagueError(503, 'Photo uploads are not available here.');
      const photoName = `${randomUUID()}.${contentType === 'image/png' ? 'png' : 'jpg'}`;
      const { url } = await photos.save(photoName, image, contentType);
      const { position } = await run(request, playerPhotoAggregate.of(playerId), {
        type: 'UploadPlayerPhoto',
        data: { playerId, photoName, contentType, bytes: image.length, url },
      });
      return reply.code(201).send({ playerId, photoName, url, position });
    },
  );
};
