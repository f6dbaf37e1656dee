import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVideoRequest,
  updateVideoRequest,
  videoParams,
  videoStream,
  videoWriteAnswer,
} from '@league/contracts';
import { accessGuard, parseIfMatch } from '@league/infra/http';
import { commandContext, handleCommand, type HandleOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { videoDecider, type VideoCommand } from './decider';

const admin = [{ bearerAuth: [] }];

/** POST createVideo, PATCH {videoId}/updateVideo, DELETE {id}/removeVideo: admin only. */
export const videoRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const now = deps.now ?? (() => new Date());
  const handle = async (request: FastifyRequest, command: VideoCommand, options: HandleOptions = {}) => {
    const { videoId } = command.data;
    const { position } = await handleCommand(
      deps.store,
      videoStream(videoId),
      videoDecider,
      command,
      commandContext(request, now),
      options,
    );
    return { videoId, position };
  };
  const schema = { tags: ['videos'], security: admin };

  app.post(
    '/api/admin/createVideo',
    {
      onRequest: onlyAdmin,
      schema: { ...schema, body: createVideoRequest, response: { 201: videoWriteAnswer } },
    },
    async (request, reply) => {
      const { id, videoTitle, videoURL, videoCaption } = request.body;
      const data = { videoId: id ?? randomUUID(), videoTitle, videoURL, videoCaption: videoCaption ?? '' };
      return reply.code(201).send(await handle(request, { type: 'CreateVideo', data }, { create: true }));
    },
  );

  app.patch(
    '/api/admin/:videoId/updateVideo',
    {
      onRequest: onlyAdmin,
      schema: {
        ...schema,
        params: videoParams,
        body: updateVideoRequest,
        response: { 200: videoWriteAnswer },
      },
    },
    async (request) =>
      handle(
        request,
        { type: 'UpdateVideo', data: { ...request.body, videoId: request.params.videoId } },
        { expectedVersion: parseIfMatch(request.headers['if-match']) },
      ),
  );

  app.delete(
    '/api/admin/:videoId/removeVideo',
    { onRequest: onlyAdmin, schema: { ...schema, params: videoParams, response: { 200: videoWriteAnswer } } },
    async (request) =>
      handle(
        request,
        { type: 'RemoveVideo', data: { videoId: request.params.videoId } },
        { expectedVersion: parseIfMatch(request.headers['if-match']) },
      ),
  );
};
