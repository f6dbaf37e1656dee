import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  archivedTeamsAnswer,
  bracketAnswer,
  currentLeaguesAnswer,
  gameAnswer,
  goalieLeadersAnswer,
  leagueScheduleAnswer,
  playerHistoryAnswer,
  previousLeaguesAnswer,
  readLeagueParams,
  readTeamParams,
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
import { LEAGUE_READ_MODELS as reads } from '@league/contracts/live';
import { leagueTimeZone, type QueryApiDeps } from '../deps';
import { named, read, readRoutes, whole } from '../reads';
import { bracket } from './bracket';
import { gameSummary } from './games';
import { currentLeagues, previousLeagues } from './leagues';
import { byGame, byLeague, byPlayer, byTeam, byVenue } from './params';
import { playerHistory } from './players';
import { leagueSchedule, venueSchedule } from './schedules';
import { goalieLeaders, scoringLeaders, standings } from './standings';
import { archivedTeams, currentTeamId, rosterAndSchedule, teamByName } from './teams';
import { teamPage } from './team-page';

/** The public reads of league play (docs/api.md "League play: public reads"). */
export const leaguePublicRoutes: FastifyPluginAsyncZod<QueryApiDeps> = async (app, deps) => {
  const get = readRoutes(app, deps, 'public', 'league play');
  const today = () => todayInTimeZone(leagueTimeZone(deps));

  get(
    '/api/league/leagues/:leagueId/standings',
    standingsAnswer,
    reads.standings,
    read({
      params: readLeagueParams,
      query: standingsQuery,
      answer: (db, { params, query }) => standings(db, params.leagueId, query.asOf),
    }),
  );
  get('/api/league/:leagueId/bracket', bracketAnswer, reads.schedule, byLeague(bracket));
  get('/api/league/:leagueId/scoringLeaders', scoringLeadersAnswer, reads.leaders, byLeague(scoringLeaders));
  get(
    '/api/league/:leagueId/goalieLeaders',
    goalieLeadersAnswer,
    reads.goalieLeaders,
    byLeague(goalieLeaders),
  );
  get('/api/league/schedule/:leagueId', leagueScheduleAnswer, reads.schedule, byLeague(leagueSchedule));
  get('/api/league/:venueId/schedule', venueScheduleAnswer, reads.schedule, byVenue(venueSchedule));
  get('/api/admin/game/:gameId', gameAnswer, reads.game, byGame(gameSummary));
  get('/api/player/:playerId/history', playerHistoryAnswer, reads.playerHistory, byPlayer(playerHistory));
  get(
    '/api/league/previousLeagues',
    previousLeaguesAnswer,
    reads.leagues,
    named('previousLeagues', previousLeagues),
  );
  get('/api/admin/leagues/current', currentLeaguesAnswer, reads.leagues, whole(currentLeagues));
  get(
    '/api/league/rosterAndSchedule',
    rosterAndScheduleAnswer,
    reads.team,
    read({
      query: rosterAndScheduleQuery,
      answer: async (db, { query }) => rosterAndSchedule(db, query.teamId ?? (await currentTeamId(db))),
    }),
  );
  get(
    '/api/league/oldRosterAndSchedule/:teamId',
    rosterAndScheduleAnswer,
    reads.team,
    byTeam(rosterAndSchedule),
  );
  get('/api/admin/teams/archive', archivedTeamsAnswer, reads.teams, named('archivedTeams', archivedTeams));
  get(
    '/api/league/teamByName/:leagueName/:session/:year/:teamName',
    teamByNameAnswer,
    reads.teams,
    read({ params: teamByNameParams, answer: (db, { params }) => teamByName(db, params) }),
  );
  get(
    '/api/team/:teamId',
    teamPageAnswer,
    { projections: reads.team, calendarDay: today },
    read({ params: readTeamParams, answer: (db, { params }) => teamPage(db, params.teamId, today()) }),
  );
};
