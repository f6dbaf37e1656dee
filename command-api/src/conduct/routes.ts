import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { codeOfConductAnswer, codeOfConductRequest } from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { conductAggregate } from './decider';
import { limitPublicForms } from './rate-limit';

/** POST /api/registration/codeOfConduct: public (the signing form of /conduct), rate limited per address. */
export const conductRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const { run } = commandsOf(deps);
  await limitPublicForms(app, 'conduct', deps.limits);
  app.post(
    '/api/registration/codeOfConduct',
    {
      onRequest: accessGuard(deps.tokens, 'public'),
      schema: { tags: ['conduct'], body: codeOfConductRequest, response: { 201: codeOfConductAnswer } },
    },
    async (request, reply) => {
      const { id, ...signature } = request.body;
      const signatureId = id ?? randomUUID();
      const { position } = await run(
        request,
        conductAggregate.of(signatureId),
        { type: 'SignCodeOfConduct', data: { signatureId, ...signature } },
        { create: true },
      );
      return reply.code(201).send({ signatureId, position });
    },
  );
};
