import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createVideoRequest, updateVideoRequest, videoParams, videoWriteAnswer } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { videoAggregate, type VideoCommand } from './decider';

const admin = [{ bearerAuth: [] }];

/** POST createVideo, PATCH {videoId}/updateVideo, DELETE {id}/removeVideo: admin only. */
export const videoRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { run } = commandsOf(deps);
  const handle = async (request: FastifyRequest, command: VideoCommand, options: RunOptions = {}) => {
    const { videoId } = command.data;
    const { position } = await run(request, videoAggregate.of(videoId), command, options);
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
        { ifMatch: true },
      ),
  );

  app.delete(
    '/api/admin/:videoId/removeVideo',
    { onRequest: onlyAdmin, schema: { ...schema, params: videoParams, response: { 200: videoWriteAnswer } } },
    async (request) =>
      handle(request, { type: 'RemoveVideo', data: { videoId: request.params.videoId } }, { ifMatch: true }),
  );
};
