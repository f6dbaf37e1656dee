import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLeagueScheduleAnswer,
  adminPlayerAnswer,
  adminRosterAnswer,
  adminRosterParams,
  adminTeamAnswer,
  allGamesAndEventsAnswer,
  allPlayersAnswer,
  currentTeamAnswer,
  gameHistoryAnswer,
  readGameParams,
  readLeagueParams,
  readPlayerParams,
  readTeamParams,
  rostersAndPointsAnswer,
} from '@league/contracts';
import { accessGuard } from '@league/infra/http';
import type { QueryApiDeps } from '../deps';
import { adminBracketAnswer } from '@league/contracts';
import { adminBracket } from './bracket';
import { gameHistory } from './game-history';
import { rostersAndPoints } from './games';
import { adminPlayer, allPlayers } from './players';
import { LEAGUE_READ_MODELS } from '@league/contracts/live';
import { adminLeagueSchedule, masterSchedule } from './schedules';
import { adminRoster, adminTeam, currentTeamId, rosterAndSchedule } from './teams';

const tags = ['league play'];
/** every route here needs an admin token: so the OpenAPI document says */
const security = [{ bearerAuth: [] }];

/** The admin reads of league play (edit forms carry the stream `version` for If-Match). */
export const leagueAdminRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const onRequest = accessGuard(deps.tokens, 'admin');
  const { db } = deps;

  app.get(
    '/api/admin/league/:leagueId/bracket',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.schedule },
      schema: { tags, security, params: readLeagueParams, response: { 200: adminBracketAnswer } },
    },
    async (request) => adminBracket(db, request.params.leagueId),
  );

  app.get(
    '/api/admin/team/current',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.team },
      schema: { tags, security, response: { 200: currentTeamAnswer } },
    },
    async () => ({ currentTeam: await rosterAndSchedule(db, await currentTeamId(db)) }),
  );

  app.get(
    '/api/admin/team/:teamId',
    {
      onRequest,
      config: { projections: ['teams_rosters', 'leagues'] },
      schema: { tags, security, params: readTeamParams, response: { 200: adminTeamAnswer } },
    },
    async (request) => adminTeam(db, request.params.teamId),
  );

  app.get(
    '/api/admin/:teamName/:year/roster',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.team },
      schema: { tags, security, params: adminRosterParams, response: { 200: adminRosterAnswer } },
    },
    async (request) => adminRoster(db, request.params.teamName, request.params.year),
  );

  app.get(
    '/api/admin/allGamesAndEvents',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.schedule },
      schema: { tags, security, response: { 200: allGamesAndEventsAnswer } },
    },
    async () => masterSchedule(db),
  );

  app.get(
    '/api/league/schedule/admin/:leagueId',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.schedule },
      schema: { tags, security, params: readLeagueParams, response: { 200: adminLeagueScheduleAnswer } },
    },
    async (request) => adminLeagueSchedule(db, request.params.leagueId),
  );

  app.get(
    '/api/admin/:gameId/rostersAndPoints',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.game },
      schema: { tags, security, params: readGameParams, response: { 200: rostersAndPointsAnswer } },
    },
    async (request) => rostersAndPoints(db, request.params.gameId),
  );

  app.get(
    '/api/admin/rosterPlayer/:playerId',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.players },
      schema: { tags, security, params: readPlayerParams, response: { 200: adminPlayerAnswer } },
    },
    async (request) => adminPlayer(db, request.params.playerId),
  );

  app.get(
    '/api/admin/players',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.players },
      schema: { tags, security, response: { 200: allPlayersAnswer } },
    },
    async () => allPlayers(db),
  );

  app.get(
    '/api/admin/game/:gameId/history',
    {
      onRequest,
      config: { projections: LEAGUE_READ_MODELS.gameHistory },
      schema: { tags, security, params: readGameParams, response: { 200: gameHistoryAnswer } },
    },
    async (request) => gameHistory(db, request.params.gameId),
  );
};
