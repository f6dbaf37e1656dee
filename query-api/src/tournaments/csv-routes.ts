import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leagueNameParams, TOURNAMENT_NOT_FOUND_MESSAGE, type Registrant } from '@league/contracts';
import { reads, registrantsOf, tournamentByName } from '@league/read-models/tournaments';
import { csvAnswer, type CsvColumn } from '../csv';
import type { QueryApiDeps } from '../deps';
import { found, read, readRoutes, readsOf } from '../reads';

/** A registrant's fields as the admin's registrant list holds them (an erased value reads "(erased)"). */
const registrantColumns: ReadonlyArray<CsvColumn<Registrant>> = [
  { header: 'Last Name', value: (person) => person.lastName },
  { header: 'First Name', value: (person) => person.firstName },
  { header: 'Middle Initial', value: (person) => person.middleInitial },
  { header: 'Date of Birth', value: (person) => person.dateOfBirth },
  { header: 'Phone', value: (person) => person.phoneNumber },
  { header: 'E-Mail', value: (person) => person.email },
  { header: 'Second E-Mail', value: (person) => person.email2 },
  { header: 'Address', value: (person) => person.address },
  { header: 'City', value: (person) => person.city },
  { header: 'Parent or Guardian', value: (person) => person.parentName },
  { header: 'Registered At', value: (person) => person.registeredAt },
];

/**
 * GET /api/registration/{leagueNameAndDesc}.csv (admin: personal data), beside the JSON list of the
 * tournament's registrants, in its order (docs/api.md, "CSV downloads"); 404 for an unknown tournament.
 */
export const tournamentCsvRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const adminRead = readRoutes(app, deps, 'admin', 'tournaments');

  adminRead(
    '/api/registration/:leagueNameAndDesc.csv',
    null,
    readsOf(reads.tournamentByName, reads.registrantsOf),
    read({
      params: leagueNameParams,
      answer: async (db, { params }, reply) => {
        const tournament = found(
          await tournamentByName(db, params.leagueNameAndDesc),
          TOURNAMENT_NOT_FOUND_MESSAGE,
        );
        const registrants = await registrantsOf(db, tournament.tournamentId);
        return csvAnswer(
          reply,
          `${tournament.leagueNameAndDesc} registrants`,
          registrantColumns,
          registrants,
        );
      },
    }),
  );
};
