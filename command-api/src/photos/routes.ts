import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LeagueError,
  MAX_PHOTO_BYTES,
  PHOTO_TYPE_MESSAGE,
  photoParams,
  photoRemovalAnswer,
  photoUploadAnswer,
  playerStream,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { detectImageType } from '@league/infra/photos';
import { commandsOf, fold } from '../handling';
import type { CommandApiDeps } from '../deps';
import { deleteUnshownPhotos } from './cleanup';
import { playerPhotoAggregate, playerPhotoDecider } from './decider';
import { photoNameFor, readUploadedImage } from './upload';

const admin = [{ bearerAuth: [] }];
const tags = ['photos'];

/**
 * POST /api/player/{playerId}/photo (admin): one JPEG or PNG (by content) of at most 5 MB in the multipart
 * field `image`; stored through the photo storage, then PlayerPhotoUploaded on the player's stream.
 * 404 for an unknown player (checked before the file is kept), 413 too large, 415 not an image.
 *
 * DELETE /api/player/{playerId}/photo (admin): PlayerPhotoRemoved; 404 for an unknown player or one
 * without a photo.
 *
 * Once either is recorded, the photos no player shows any more are deleted (cleanup.ts).
 */
export const photoRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { run } = commandsOf(deps);
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  await app.register(multipart, { limits: { fileSize: MAX_PHOTO_BYTES } });

  app.post(
    '/api/player/:playerId/photo',
    {
      onRequest: onlyAdmin,
      bodyLimit: MAX_PHOTO_BYTES + 256 * 1024,
      schema: {
        tags,
        security: admin,
        params: photoParams,
        consumes: ['multipart/form-data'],
        response: { 201: photoUploadAnswer },
      },
    },
    async (request, reply) => {
      const { playerId } = request.params;
      const past = await deps.store.readStream(playerStream(playerId));
      const player = fold(playerPhotoDecider, past);
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
      const photoName = photoNameFor(playerId, image, contentType);
      const { url } = await photos.save(photoName, image, contentType);
      const { position } = await run(
        request,
        playerPhotoAggregate.of(playerId),
        { type: 'UploadPlayerPhoto', data: { playerId, photoName, contentType, bytes: image.length, url } },
        { past },
      );
      await deleteUnshownPhotos(deps, photos, playerId, request.log);
      return reply.code(201).send({ playerId, photoName, url, position });
    },
  );

  app.delete(
    '/api/player/:playerId/photo',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, params: photoParams, response: { 200: photoRemovalAnswer } },
    },
    async (request) => {
      const { playerId } = request.params;
      const { position } = await run(request, playerPhotoAggregate.of(playerId), {
        type: 'RemovePlayerPhoto',
        data: { playerId },
      });
      const photos = deps.content?.photos;
      if (photos) await deleteUnshownPhotos(deps, photos, playerId, request.log);
      return { playerId, position };
    },
  );
};
