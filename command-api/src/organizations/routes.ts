import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOrgRequest,
  orgParams,
  orgWriteAnswer,
  removeOrgParams,
  updateOrgRequest,
} from '@league/contracts';
import { accessGuard, parseIfMatch } from '@league/infra/http';
import { commandsOf } from '../handling';
import type { CommandApiDeps } from '../deps';
import { createOrganization, removeOrganization, updateOrganization } from './organizations';

const admin = [{ bearerAuth: [] }];

/** POST createOrg, PATCH updateOrg, DELETE removeOrg: admin only. */
export const organizationRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const { context } = commandsOf(deps);

  app.post(
    '/api/admin/createOrg',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['organizations'],
        security: admin,
        body: createOrgRequest,
        response: { 201: orgWriteAnswer },
      },
    },
    async (request, reply) => {
      const { id, orgName, orgAddress } = request.body;
      const orgId = id ?? randomUUID();
      const position = await createOrganization(deps.store, { orgId, orgName, orgAddress }, context(request));
      return reply.code(201).send({ orgId, position });
    },
  );

  app.patch(
    '/api/admin/:orgId/updateOrg',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['organizations'],
        security: admin,
        params: orgParams,
        body: updateOrgRequest,
        response: { 200: orgWriteAnswer },
      },
    },
    async (request) => {
      const { orgId } = request.params;
      const position = await updateOrganization(
        deps.store,
        { orgId, ...request.body },
        context(request),
        parseIfMatch(request.headers['if-match']),
      );
      return { orgId, position };
    },
  );

  app.delete(
    '/api/admin/:id/removeOrg',
    {
      onRequest: onlyAdmin,
      schema: {
        tags: ['organizations'],
        security: admin,
        params: removeOrgParams,
        response: { 200: orgWriteAnswer },
      },
    },
    async (request) => {
      const orgId = request.params.id;
      const position = await removeOrganization(
        deps.store,
        orgId,
        context(request),
        parseIfMatch(request.headers['if-match']),
      );
      return { orgId, position };
    },
  );
};
