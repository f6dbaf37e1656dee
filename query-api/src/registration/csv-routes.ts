import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allRegisteredTeamsQuery, type RegisteredTeamItem } from '@league/contracts';
import { reads, registeredTeams } from '@league/read-models/registered-teams';
import { csvAnswer, type CsvColumn } from '../csv';
import type { QueryApiDeps } from '../deps';
import { read, readRoutes } from '../reads';
import { registeredTeamItem } from './answers';

/** The registered teams as the admin's list shows them, with the coach's address and the roster's size. */
const registeredTeamColumns: ReadonlyArray<CsvColumn<RegisteredTeamItem>> = [
  { header: 'Year', value: (team) => team.year },
  { header: 'Organization', value: (team) => team.organization },
  { header: 'Team Name', value: (team) => team.team },
  { header: 'Head Coach', value: (team) => team.headCoach },
  { header: 'Assistant Coaches', value: (team) => team.assistantCoaches },
  { header: 'Coach E-Mail', value: (team) => team.coachEmail },
  { header: 'Registered', value: (team) => team.date },
  { header: 'Players', value: (team) => team.roster.length },
  { header: 'Active Players', value: (team) => team.activePlayers },
];

/**
 * GET /api/registration/allRegisteredTeams.csv?year= (admin: the coaches' addresses are personal data),
 * beside the JSON list: the current registered teams, of that year when given (docs/api.md, "CSV
 * downloads").
 */
export const registrationCsvRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const adminRead = readRoutes(app, deps, 'admin', 'registration');

  adminRead(
    '/api/registration/allRegisteredTeams.csv',
    null,
    reads.registeredTeams,
    read({
      query: allRegisteredTeamsQuery,
      answer: async (db, { query }, reply) => {
        const teams = await registeredTeams(db, { isCurrent: true, year: query.year });
        const name = query.year === undefined ? 'Registered teams' : `Registered teams ${query.year}`;
        return csvAnswer(reply, name, registeredTeamColumns, teams.map(registeredTeamItem));
      },
    }),
  );
};
