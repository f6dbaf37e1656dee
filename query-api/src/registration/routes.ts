import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allArchivedTeamsAnswer,
  allRegisteredTeamsAnswer,
  allRegisteredTeamsQuery,
  allTeamsForACoachAnswer,
  coachParams,
  coachTeamParams,
  registeredTeamFormAnswer,
  REGISTERED_TEAM_NOT_FOUND_MESSAGE,
} from '@league/contracts';
import type { QueryApiDeps } from '../deps';
import { byId, found, named, read, readRoutes } from '../reads';
import {
  coachTeamForm,
  registeredTeams,
  teamsForACoach,
  unconfirmedCoaches,
} from '@league/read-models/registered-teams';
import { emailAddressesOf } from './queries';

const projections = ['registered_teams'];

/** The coach's own teams (that coach or an admin) and the admin's registered and archived teams. */
export const registrationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const coachRead = readRoutes(app, deps, { coachOf: 'coachId' }, 'registration');
  const adminRead = readRoutes(app, deps, 'admin', 'registration');

  const coachTeams = byId(coachParams)(async (db, coachId) => ({
    allTeamsForACoach: await teamsForACoach(db, coachId),
  }));
  const form = read({
    params: coachTeamParams,
    answer: async (db, { params: { coachId, team, year } }) =>
      found(await coachTeamForm(db, coachId, team, year), REGISTERED_TEAM_NOT_FOUND_MESSAGE),
  });
  const registered = read({
    query: allRegisteredTeamsQuery,
    answer: async (db, { query }) => {
      const teams = await registeredTeams(db, { isCurrent: true, year: query.year });
      // "every coach" of the admin's e-mail: the confirmed addresses only (docs/accounts.md)
      const unconfirmed = await unconfirmedCoaches(db);
      const confirmed = teams.filter((team) => !unconfirmed.has(team.coachId));
      return { allRegisteredTeams: teams, allEmailAddresses: emailAddressesOf(confirmed) };
    },
  });
  const archived = named('archivedTeams', (db) => registeredTeams(db, { isCurrent: false }));

  coachRead('/api/admin/:coachId/allTeamsForACoach', allTeamsForACoachAnswer, projections, coachTeams);
  coachRead('/api/admin/:coachId/:team/:year', registeredTeamFormAnswer, projections, form);
  adminRead(
    '/api/registration/allRegisteredTeams',
    allRegisteredTeamsAnswer,
    [...projections, 'mail_coach_addresses'],
    registered,
  );
  adminRead('/api/registration/allArchivedTeams', allArchivedTeamsAnswer, projections, archived);
};
