import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readLeagueParams, readTeamParams, standingsQuery } from '@league/contracts';
import { LEAGUE_READ_MODELS as reads } from '@league/contracts/live';
import { leagueLabel } from '@league/contracts/site-pages';
import { csvAnswer } from '../csv';
import type { QueryApiDeps } from '../deps';
import { read, readRoutes } from '../reads';
import {
  leaderColumns,
  leaderRanks,
  rankedStandings,
  rosterColumns,
  scheduleColumns,
  standingsColumns,
} from './csv-tables';
import { leagueSchedule } from './schedules';
import { scoringLeaders, standings } from './standings';
import { rosterAndSchedule } from './teams';

/**
 * The league's public pages as spreadsheets (docs/api.md, "CSV downloads"), each beside its JSON read:
 * the same read-model functions, the same read models for the X-Min-Position wait and the answer cache,
 * and the same 404 for an unknown league or team. Named after the league (or team) they are of.
 */
export const leagueCsvRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'league play');

  get(
    '/api/league/leagues/:leagueId/standings.csv',
    null,
    reads.standings,
    read({
      params: readLeagueParams,
      query: standingsQuery,
      answer: async (db, { params, query }, reply) => {
        const answer = await standings(db, params.leagueId, query.asOf);
        const asOf = answer.asOf ? ` as of ${answer.asOf}` : '';
        return csvAnswer(
          reply,
          `${leagueLabel(answer)} standings${asOf}`,
          standingsColumns,
          rankedStandings(answer),
        );
      },
    }),
  );

  get(
    '/api/league/:leagueId/scoringLeaders.csv',
    null,
    reads.leaders,
    read({
      params: readLeagueParams,
      answer: async (db, { params }, reply) => {
        const answer = await scoringLeaders(db, params.leagueId);
        const leaders = answer.scoringLeaders;
        return csvAnswer(
          reply,
          `${leagueLabel(answer)} scoring leaders`,
          leaderColumns(leaderRanks(leaders)),
          leaders,
        );
      },
    }),
  );

  get(
    '/api/league/schedule/:leagueId.csv',
    null,
    reads.schedule,
    read({
      params: readLeagueParams,
      answer: async (db, { params }, reply) => {
        const answer = await leagueSchedule(db, params.leagueId);
        return csvAnswer(
          reply,
          `${leagueLabel(answer)} schedule`,
          scheduleColumns,
          answer.allLeagueGamesArray,
        );
      },
    }),
  );

  get(
    '/api/league/team/:teamId/roster.csv',
    null,
    reads.team,
    read({
      params: readTeamParams,
      answer: async (db, { params }, reply) => {
        const team = await rosterAndSchedule(db, params.teamId);
        const league = { ...team, divisionName: null };
        return csvAnswer(
          reply,
          `${team.teamName} ${leagueLabel(league)} roster`,
          rosterColumns,
          team.rosteredPlayers,
        );
      },
    }),
  );
};
