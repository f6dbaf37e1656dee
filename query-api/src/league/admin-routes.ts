import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBracketAnswer,
  adminLeagueScheduleAnswer,
  adminPlayerAnswer,
  adminRosterAnswer,
  adminRosterParams,
  adminTeamAnswer,
  allGamesAndEventsAnswer,
  allPlayersAnswer,
  currentTeamAnswer,
  gameHistoryAnswer,
  gameSheetAnswer,
  rostersAndPointsAnswer,
} from '@league/contracts';
import { LEAGUE_READ_MODELS as reads } from '@league/contracts/live';
import type { QueryApiDeps } from '../deps';
import { read, readRoutes, whole } from '../reads';
import { adminBracket } from './bracket';
import { gameHistory } from './game-history';
import { adminGameSheet, rostersAndPoints } from './games';
import { byGame, byLeague, byPlayer, byTeam } from './params';
import { adminPlayer, allPlayers } from './players';
import { adminLeagueSchedule, masterSchedule } from './schedules';
import { adminRoster, adminTeam, currentTeamId, rosterAndSchedule } from './teams';

/**
 * The admin reads of league play (edit forms carry the stream `version` for If-Match). What a game's
 * results need (the games to score, the results page, its history and the game's sheet) the
 * scorekeepers read too.
 */
export const leagueAdminRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'admin', 'league play');
  const scoring = readRoutes(app, deps, 'scorekeeper', 'league play');

  get('/api/admin/league/:leagueId/bracket', adminBracketAnswer, reads.schedule, byLeague(adminBracket));
  get(
    '/api/admin/team/current',
    currentTeamAnswer,
    reads.team,
    whole(async (db) => ({ currentTeam: await rosterAndSchedule(db, await currentTeamId(db)) })),
  );
  get('/api/admin/team/:teamId', adminTeamAnswer, reads.teams, byTeam(adminTeam));
  get(
    '/api/admin/:teamName/:year/roster',
    adminRosterAnswer,
    reads.team,
    read({
      params: adminRosterParams,
      answer: (db, { params }) => adminRoster(db, params.teamName, params.year),
    }),
  );
  scoring('/api/admin/allGamesAndEvents', allGamesAndEventsAnswer, reads.schedule, whole(masterSchedule));
  scoring(
    '/api/league/schedule/admin/:leagueId',
    adminLeagueScheduleAnswer,
    reads.schedule,
    byLeague(adminLeagueSchedule),
  );
  scoring(
    '/api/admin/:gameId/rostersAndPoints',
    rostersAndPointsAnswer,
    reads.game,
    byGame(rostersAndPoints),
  );
  get('/api/admin/rosterPlayer/:playerId', adminPlayerAnswer, reads.players, byPlayer(adminPlayer));
  get('/api/admin/players', allPlayersAnswer, reads.players, whole(allPlayers));
  scoring('/api/admin/game/:gameId/history', gameHistoryAnswer, reads.gameHistory, byGame(gameHistory));
  scoring('/api/admin/game/:gameId/sheet', gameSheetAnswer, reads.gameSheet, byGame(adminGameSheet));
};
