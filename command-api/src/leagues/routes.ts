import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLeagueRequest,
  leagueParams,
  leagueStream,
  leagueToggleAnswer,
  leagueWriteAnswer,
  nextSeasonAnswer,
  nextSeasonRequest,
  updateLeagueRequest,
} from '@league/contracts';
import { accessGuard, requiringIfMatch } from '@league/infra/http';
import type { FastifyRequest } from 'fastify';
import { commandsOf, fold, type RunOptions } from '../handling';
import type { CommandApiDeps } from '../deps';
import { leagueAggregate, leagueDecider, type LeagueCommand } from './decider';
import { startNextSeason } from './next-season';

const admin = [{ bearerAuth: [] }];
const tags = ['leagues'];

/** createLeague, updateLeague, archiveCurrentToggleLeague, nextSeason: admin only. */
export const leagueRoutes: FastifyPluginAsyncZod<CommandApiDeps> = async (app, deps) => {
  const onlyAdmin = accessGuard(deps.tokens, 'admin');
  const commands = commandsOf(deps);
  const { run } = commands;
  const handle = (request: FastifyRequest, command: LeagueCommand, options: RunOptions = {}) =>
    run(request, leagueAggregate.of(command.data.leagueId), command, options);

  app.post(
    '/api/admin/createLeague',
    {
      onRequest: onlyAdmin,
      schema: { tags, security: admin, body: createLeagueRequest, response: { 201: leagueWriteAnswer } },
    },
    async (request, reply) => {
      const { id, leagueName, divisionName, session, year, allowDoubleHeaders, periodMinutes } = request.body;
      const leagueId = id ?? randomUUID();
      const { position } = await handle(
        request,
        {
          type: 'CreateLeague',
          data: {
            leagueId,
            leagueName,
            divisionName: divisionName ?? null,
            session,
            year,
            allowDoubleHeaders,
            periodMinutes,
          },
        },
        { create: true },
      );
      return reply.code(201).send({ leagueId, position });
    },
  );

  app.patch(
    '/api/admin/:leagueId/updateLeague',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: leagueParams,
        body: updateLeagueRequest,
        response: { 200: leagueWriteAnswer },
      },
    }),
    async (request) => {
      const { leagueId } = request.params;
      const { position } = await handle(
        request,
        { type: 'UpdateLeague', data: { leagueId, ...request.body } },
        { ifMatch: true },
      );
      return { leagueId, position };
    },
  );

  app.patch(
    '/api/admin/:leagueId/archiveCurrentToggleLeague',
    requiringIfMatch({
      onRequest: onlyAdmin,
      schema: { tags, security: admin, params: leagueParams, response: { 200: leagueToggleAnswer } },
    }),
    async (request) => {
      const { leagueId } = request.params;
      const { position } = await handle(
        request,
        { type: 'ToggleLeague', data: { leagueId } },
        { ifMatch: true },
      );
      const state = fold(leagueDecider, await deps.store.readStream(leagueStream(leagueId)));
      return { leagueId, isCurrent: state.status === 'active' && state.isCurrent, position };
    },
  );

  // a create: the new league and its teams, the old season archived (docs/api.md, "Next season")
  app.post(
    '/api/admin/league/:leagueId/nextSeason',
    {
      onRequest: onlyAdmin,
      schema: {
        tags,
        security: admin,
        params: leagueParams,
        body: nextSeasonRequest,
        response: { 201: nextSeasonAnswer },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await startNextSeason(deps, commands, request, request.params.leagueId, request.body)),
  );
};
