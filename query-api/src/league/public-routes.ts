import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archivedTeamsAnswer,
  currentLeaguesAnswer,
  gameAnswer,
  leagueScheduleAnswer,
  playerHistoryAnswer,
  previousLeaguesAnswer,
  readGameParams,
  readLeagueParams,
  readPlayerParams,
  readTeamParams,
  readVenueParams,
  rosterAndScheduleAnswer,
  rosterAndScheduleQuery,
  scoringLeadersAnswer,
  standingsAnswer,
  standingsQuery,
  teamByNameAnswer,
  teamByNameParams,
  teamPageAnswer,
  todayInTimeZone,
  venueScheduleAnswer,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';
import { bracketAnswer } from '@league/contracts';
import { bracket } from './bracket';
import { gameSummary } from './games';
import { currentLeagues, previousLeagues } from './leagues';
import { playerHistory } from './players';
import { LEAGUE_READ_MODELS } from '@league/contracts/live';
import { leagueSchedule, venueSchedule } from './schedules';
import { scoringLeaders, standings } from './standings';
import { archivedTeams, currentTeamId, rosterAndSchedule, teamByName } from './teams';
import { teamPage } from './team-page';

const tags = ['league play'];

/** The public reads of league play (API.md "League play (reads)"). */
export const leaguePublicRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onRequest = accessGuard(deps.tokens, 'public');
  const { db } = deps;

  app.get(
    '/api/league/leagues/:leagueId/standings',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.standings },
      schema: {
        tags,
        params: readLeagueParams,
        querystring: standingsQuery,
        response: { 200: standingsAnswer },
      },
    },
    async (request) => standings(db, request.params.leagueId, request.query.asOf),
  );

  app.get(
    '/api/league/:leagueId/bracket',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.schedule },
      schema: { tags, params: readLeagueParams, response: { 200: bracketAnswer } },
    },
    async (request) => bracket(db, request.params.leagueId),
  );

  app.get(
    '/api/league/:leagueId/scoringLeaders',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.leaders },
      schema: { tags, params: readLeagueParams, response: { 200: scoringLeadersAnswer } },
    },
    async (request) => scoringLeaders(db, request.params.leagueId),
  );

  app.get(
    '/api/league/schedule/:leagueId',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.schedule },
      schema: { tags, params: readLeagueParams, response: { 200: leagueScheduleAnswer } },
    },
    async (request) => leagueSchedule(db, request.params.leagueId),
  );

  app.get(
    '/api/league/:venueId/schedule',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.schedule },
      schema: { tags, params: readVenueParams, response: { 200: venueScheduleAnswer } },
    },
    async (request) => venueSchedule(db, request.params.venueId),
  );

  app.get(
    '/api/admin/game/:gameId',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.game },
      schema: { tags, params: readGameParams, response: { 200: gameAnswer } },
    },
    async (request) => gameSummary(db, request.params.gameId),
  );

  app.get(
    '/api/player/:playerId/history',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.playerHistory },
      schema: { tags, params: readPlayerParams, response: { 200: playerHistoryAnswer } },
    },
    async (request) => playerHistory(db, request.params.playerId),
  );

  app.get(
    '/api/league/previousLeagues',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.leagues },
      schema: { tags, response: { 200: previousLeaguesAnswer } },
    },
    async () => ({ previousLeagues: await previousLeagues(db) }),
  );

  app.get(
    '/api/admin/leagues/current',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.leagues },
      schema: { tags, response: { 200: currentLeaguesAnswer } },
    },
    async () => currentLeagues(db),
  );

  app.get(
    '/api/league/rosterAndSchedule',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.team },
      schema: { tags, querystring: rosterAndScheduleQuery, response: { 200: rosterAndScheduleAnswer } },
    },
    async (request) => rosterAndSchedule(db, request.query.teamId ?? (await currentTeamId(db))),
  );

  app.get(
    '/api/league/oldRosterAndSchedule/:teamId',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.team },
      schema: { tags, params: readTeamParams, response: { 200: rosterAndScheduleAnswer } },
    },
    async (request) => rosterAndSchedule(db, request.params.teamId),
  );

  app.get(
    '/api/admin/teams/archive',
    {
      onRequest,
      config: { projections: ['teams_rosters', 'leagues'] },
      schema: { tags, response: { 200: archivedTeamsAnswer } },
    },
    async () => ({ archivedTeams: await archivedTeams(db) }),
  );

  app.get(
    '/api/league/teamByName/:leagueName/:session/:year/:teamName',
    {
      onRequest,
      config: { projections: ['teams_rosters', 'leagues'] },
      schema: { tags, params: teamByNameParams, response: { 200: teamByNameAnswer } },
    },
    async (request) => teamByName(db, request.params),
  );

  const today = () => todayInTimeZone(deps.timezone ?? 'America/New_York');
  app.get(
    '/api/team/:teamId',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.team, calendarDay: today },
      schema: { tags, params: readTeamParams, response: { 200: teamPageAnswer } },
    },
    async (request) => teamPage(db, request.params.teamId, today()),
  );
};
