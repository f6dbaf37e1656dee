import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allArchivedTeamsAnswer,
  allRegisteredTeamsAnswer,
  allRegisteredTeamsQuery,
  allTeamsForACoachAnswer,
  coachParams,
  coachTeamParams,
  notFound,
  registeredTeamFormAnswer,
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';
import { coachTeamForm, registeredTeams, teamsForACoach } from '@league/read-models/registered-teams';
import { emailAddressesOf } from './queries';

const secured = [{ bearerAuth: [] }];
const projections = ['registered_teams'];

/** The coach's own teams (that coach or an admin) and the admin's registered and archived teams. */
export const registrationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onlyTheCoach = accessGuard(deps.tokens, { coachOf: 'coachId' });
  const onlyAdmin = accessGuard(deps.tokens, 'admin');

  app.get(
    '/api/admin/:coachId/allTeamsForACoach',
    {
      onRequest: onlyTheCoach,
      config: { projections },
      schema: {
        tags: ['registration'],
        security: secured,
        params: coachParams,
        response: { 200: allTeamsForACoachAnswer },
      },
    },
    async (request) => ({ allTeamsForACoach: await teamsForACoach(deps.db, request.params.coachId) }),
  );

  app.get(
    '/api/admin/:coachId/:team/:year',
    {
      onRequest: onlyTheCoach,
      config: { projections },
      schema: {
        tags: ['registration'],
        security: secured,
        params: coachTeamParams,
        response: { 200: registeredTeamFormAnswer },
      },
    },
    async (request) => {
      const { coachId, team, year } = request.params;
      const form = await coachTeamForm(deps.db, coachId, team, year);
      if (!form) throw notFound(REGISTERED_TEAM_NOT_FOUND_MESSAGE);
      return form;
    },
  );

  app.get(
    '/api/registration/allRegisteredTeams',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: {
        tags: ['registration'],
        security: secured,
        querystring: allRegisteredTeamsQuery,
        response: { 200: allRegisteredTeamsAnswer },
      },
    },
    async (request) => {
      const teams = await registeredTeams(deps.db, { isCurrent: true, year: request.query.year });
      return { allRegisteredTeams: teams, allEmailAddresses: emailAddressesOf(teams) };
    },
  );

  app.get(
    '/api/registration/allArchivedTeams',
    {
      onRequest: onlyAdmin,
      config: { projections },
      schema: { tags: ['registration'], security: secured, response: { 200: allArchivedTeamsAnswer } },
    },
    async () => ({ archivedTeams: await registeredTeams(deps.db, { isCurrent: false }) }),
  );
};
