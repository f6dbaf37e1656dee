import { lazyPage } from '../lazyPage';
import type { AreaPages } from './types';

const leagues = () => import('../../features/leagues-admin/pages');
const teams = () => import('../../features/teams-admin/pages');
const schedules = () => import('../../features/schedule-admin/pages');
const results = () => import('../../features/results/pages');

const CurrentLeaguesPage = lazyPage(leagues, (m) => m.CurrentLeaguesPage);
const NewLeaguePage = lazyPage(leagues, (m) => m.NewLeaguePage);
const UpdateLeaguePage = lazyPage(leagues, (m) => m.UpdateLeaguePage);

const CurrentTeamPage = lazyPage(teams, (m) => m.CurrentTeamPage);
const TeamRosterPage = lazyPage(teams, (m) => m.TeamRosterPage);
const TeamPlayersPage = lazyPage(teams, (m) => m.TeamPlayersPage);
const LeagueTeamPlayersPage = lazyPage(teams, (m) => m.LeagueTeamPlayersPage);
const AddPlayersPage = lazyPage(teams, (m) => m.AddPlayersPage);
const NewRosterPlayerPage = lazyPage(teams, (m) => m.NewRosterPlayerPage);
const ChangeNumberPage = lazyPage(teams, (m) => m.ChangeNumberPage);
const NewTeamPage = lazyPage(teams, (m) => m.NewTeamPage);
const UpdateTeamPage = lazyPage(teams, (m) => m.UpdateTeamPage);
const UpdateTeamNamePage = lazyPage(teams, (m) => m.UpdateTeamNamePage);
const NewPlayerPage = lazyPage(teams, (m) => m.NewPlayerPage);
const UpdatePlayerPage = lazyPage(teams, (m) => m.UpdatePlayerPage);
const LeagueTeamsPage = lazyPage(teams, (m) => m.LeagueTeamsPage);
const ArchivedTeamsPage = lazyPage(teams, (m) => m.ArchivedTeamsPage);

const VenueSchedulePage = lazyPage(schedules, (m) => m.VenueSchedulePage);
const LeagueSchedulePage = lazyPage(schedules, (m) => m.LeagueSchedulePage);
const MasterSchedulePage = lazyPage(schedules, (m) => m.MasterSchedulePage);
const NewGamePage = lazyPage(schedules, (m) => m.NewGamePage);
const UpdateGamePage = lazyPage(schedules, (m) => m.UpdateGamePage);
const NewEventPage = lazyPage(schedules, (m) => m.NewEventPage);
const UpdateEventPage = lazyPage(schedules, (m) => m.UpdateEventPage);

const RegularResultsPage = lazyPage(results, (m) => m.RegularResultsPage);
const PlayoffResultsPage = lazyPage(results, (m) => m.PlayoffResultsPage);
const ChampionshipResultsPage = lazyPage(results, (m) => m.ChampionshipResultsPage);

/**
 * League play, admin pages: the page of each route of SITE_ROUTES (@league/contracts/site-pages), keyed
 * by its path exactly as written there.
 */
export const leaguePlayAdminPages: AreaPages = {
  pages: {
    '/admin/leagues/current': CurrentLeaguesPage,
    '/admin/team/current': CurrentTeamPage,
    '/admin/:teamName/:year/roster': TeamRosterPage,
    '/admin/:teamName/:year/newPlayer': NewRosterPlayerPage,
    '/admin/:teamName/:year/players': TeamPlayersPage,
    '/admin/:teamName/:year/:playerId/changeNumber': ChangeNumberPage,
    '/admin/:teamName/:year/addPlayers': AddPlayersPage,
    '/admin/updateTeam/:id': UpdateTeamPage,
    '/admin/team/new': NewTeamPage,
    '/admin/newPlayer': NewPlayerPage,
    '/admin/updatePlayer/:playerId': UpdatePlayerPage,
    '/admin/:leagueName/:session/:year/newTeam': NewTeamPage,
    '/admin/:leagueName/:session/:year/updateTeam/:teamId': UpdateTeamNamePage,
    '/admin/:leagueName/:session/:year/updateTeamWithDivision/:teamId': UpdateTeamPage,
    '/admin/:leagueName/:divisionName/:session/:year/teams': LeagueTeamsPage,
    '/admin/:leagueName/:divisionName/:session/:year/:teamName/players': LeagueTeamPlayersPage,
    '/admin/teams/archive': ArchivedTeamsPage,
    '/admin/:venueId/schedule': VenueSchedulePage,
    '/games/new': NewGamePage,
    '/admin/events/new': NewEventPage,
    '/schedule/admin/:leagueId': LeagueSchedulePage,
    '/admin/masterSchedule': MasterSchedulePage,
    '/admin/updateGame/:id': UpdateGamePage,
    '/admin/updateEvent/:id': UpdateEventPage,
    '/admin/gameResults/:id': RegularResultsPage,
    '/admin/playoffGameResults/:id': PlayoffResultsPage,
    '/admin/championshipGameResults/:id': ChampionshipResultsPage,
    '/admin/league/new': NewLeaguePage,
    '/admin/updateLeague/:leagueId': UpdateLeaguePage,
  },
};
