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
import { byId, found, named, read, readRoutes, readsOf } from '../reads';
import {
  coachTeam,
  reads,
  registeredTeams,
  teamsForACoach,
  unconfirmedCoaches,
} from '@league/read-models/registered-teams';
import { coachTeamItem, registeredTeamForm, registeredTeamItem } from './answers';
import { emailAddressesOf } from './queries';

/** The coach's own teams (that coach or an admin) and the admin's registered and archived teams. */
export const registrationQueryRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const coachRead = readRoutes(app, deps, { coachOf: 'coachId' }, 'registration');
  const adminRead = readRoutes(app, deps, 'admin', 'registration');

  const coachTeams = byId(coachParams)(async (db, coachId) => ({
    allTeamsForACoach: (await teamsForACoach(db, coachId)).map(coachTeamItem),
  }));
  const form = read({
    params: coachTeamParams,
    answer: async (db, { params: { coachId, team, year } }) =>
      registeredTeamForm(found(await coachTeam(db, coachId, team, year), REGISTERED_TEAM_NOT_FOUND_MESSAGE)),
  });
  const registered = read({
    query: allRegisteredTeamsQuery,
    answer: async (db, { query }) => {
      const teams = await registeredTeams(db, { isCurrent: true, year: query.year });
      // "every coach" of the admin's e-mail: the confirmed addresses only (docs/accounts.md)
      const unconfirmed = await unconfirmedCoaches(db);
      const confirmed = teams.filter((team) => !unconfirmed.has(team.coachId));
      return {
        allRegisteredTeams: teams.map(registeredTeamItem),
        allEmailAddresses: emailAddressesOf(confirmed),
      };
    },
  });
  const archived = named('archivedTeams', async (db) =>
    (await registeredTeams(db, { isCurrent: false })).map(registeredTeamItem),
  );

  coachRead(
    '/api/admin/:coachId/allTeamsForACoach',
    allTeamsForACoachAnswer,
    reads.teamsForACoach,
    coachTeams,
  );
  coachRead('/api/admin/:coachId/:team/:year', registeredTeamFormAnswer, reads.coachTeam, form);
  adminRead(
    '/api/registration/allRegisteredTeams',
    allRegisteredTeamsAnswer,
    readsOf(reads.registeredTeams, reads.unconfirmedCoaches),
    registered,
  );
  adminRead('/api/registration/allArchivedTeams', allArchivedTeamsAnswer, reads.registeredTeams, archived);
};
