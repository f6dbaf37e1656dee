import type { ComponentType } from 'react';

/** Loads one page's module and picks the page from it. */
export type PageLoader = () => Promise<ComponentType>;

const page =
  <Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType): PageLoader =>
  async () =>
    pick(await load());

const leagues = () => import('../../features/leagues-admin/pages');
const teams = () => import('../../features/teams-admin/pages');
const schedules = () => import('../../features/schedule-admin/pages');
const results = () => import('../../features/results/pages');

/**
 * The pages of every coach and admin route of SITE_ROUTES (@league/contracts/site-pages), keyed by its
 * path exactly as written there. The router loads this list with the first of those pages a visitor
 * opens (routeTable.ts), so the first load of a public page carries neither it nor the code that would
 * fetch each page's files.
 */
export const signedInPages: Readonly<Record<string, PageLoader>> = {
  '/admin/leagues/current': page(leagues, (m) => m.CurrentLeaguesPage),
  '/admin/team/current': page(teams, (m) => m.CurrentTeamPage),
  '/admin/:teamName/:year/roster': page(teams, (m) => m.TeamRosterPage),
  '/admin/:teamName/:year/newPlayer': page(teams, (m) => m.NewRosterPlayerPage),
  '/admin/:teamName/:year/players': page(teams, (m) => m.TeamPlayersPage),
  '/admin/:teamName/:year/:playerId/changeNumber': page(teams, (m) => m.ChangeNumberPage),
  '/admin/:teamName/:year/addPlayers': page(teams, (m) => m.AddPlayersPage),
  '/admin/updateTeam/:id': page(teams, (m) => m.UpdateTeamPage),
  '/admin/team/new': page(teams, (m) => m.NewTeamPage),
  '/admin/newPlayer': page(teams, (m) => m.NewPlayerPage),
  '/admin/updatePlayer/:playerId': page(teams, (m) => m.UpdatePlayerPage),
  '/admin/:leagueName/:session/:year/newTeam': page(teams, (m) => m.NewTeamPage),
  '/admin/:leagueName/:session/:year/updateTeam/:teamId': page(teams, (m) => m.UpdateTeamNamePage),
  '/admin/:leagueName/:session/:year/updateTeamWithDivision/:teamId': page(teams, (m) => m.UpdateTeamPage),
  '/admin/:leagueName/:divisionName/:session/:year/teams': page(teams, (m) => m.LeagueTeamsPage),
  '/admin/:leagueName/:divisionName/:session/:year/:teamName/players': page(
    teams,
    (m) => m.LeagueTeamPlayersPage,
  ),
  '/admin/teams/archive': page(teams, (m) => m.ArchivedTeamsPage),
  '/admin/:venueId/schedule': page(schedules, (m) => m.VenueSchedulePage),
  '/games/new': page(schedules, (m) => m.NewGamePage),
  '/admin/events/new': page(schedules, (m) => m.NewEventPage),
  '/schedule/admin/:leagueId': page(schedules, (m) => m.LeagueSchedulePage),
  '/admin/masterSchedule': page(schedules, (m) => m.MasterSchedulePage),
  '/admin/updateGame/:id': page(schedules, (m) => m.UpdateGamePage),
  '/admin/updateEvent/:id': page(schedules, (m) => m.UpdateEventPage),
  '/admin/gameResults/:id': page(results, (m) => m.RegularResultsPage),
  '/admin/playoffGameResults/:id': page(results, (m) => m.PlayoffResultsPage),
  '/admin/championshipGameResults/:id': page(results, (m) => m.ChampionshipResultsPage),
  '/admin/league/new': page(leagues, (m) => m.NewLeaguePage),
  '/admin/updateLeague/:leagueId': page(leagues, (m) => m.UpdateLeaguePage),
  '/teamRegistration/:coachId': page(
    () => import('../../features/registration/TeamRegistrationPage'),
    (m) => m.TeamRegistrationPage,
  ),
  '/admin/updateRegisteredTeam/:coachId/:team/:year': page(
    () => import('../../features/registration/EditTeamPage'),
    (m) => m.EditTeamPage,
  ),
  '/admin/registerAnotherTeam/:coachId': page(
    () => import('../../features/registration/RegisterAnotherTeamPage'),
    (m) => m.RegisterAnotherTeamPage,
  ),
  '/admin/getAllCOCCoaches': page(
    () => import('../../features/conduct/ConductSignaturesPage'),
    (m) => m.ConductSignaturesPage,
  ),
  '/admin/registration': page(
    () => import('../../features/registered-teams/RegisteredTeamsPage'),
    (m) => m.RegisteredTeamsPage,
  ),
  '/admin/archived': page(
    () => import('../../features/registered-teams/ArchivedRegisteredTeamsPage'),
    (m) => m.ArchivedRegisteredTeamsPage,
  ),
  '/admin/orgs': page(
    () => import('../../features/organizations/OrgsPage'),
    (m) => m.OrgsPage,
  ),
  '/admin/org/new': page(
    () => import('../../features/organizations/NewOrgPage'),
    (m) => m.NewOrgPage,
  ),
  '/admin/:orgId/updateOrg': page(
    () => import('../../features/organizations/UpdateOrgPage'),
    (m) => m.UpdateOrgPage,
  ),
  '/admin/:leagueNameAndDesc': page(
    () => import('../../features/registrants/RegistrantsPage'),
    (m) => m.RegistrantsPage,
  ),
  '/admin/updateRegistrant/:modalFor/:registrantId': page(
    () => import('../../features/registrants/UpdateRegistrantPage'),
    (m) => m.UpdateRegistrantPage,
  ),
  '/register/tournament/new': page(
    () => import('../../features/tournaments/NewTournamentPage'),
    (m) => m.NewTournamentPage,
  ),
  '/registration/updateTournament/:tournamentId': page(
    () => import('../../features/tournaments/UpdateTournamentPage'),
    (m) => m.UpdateTournamentPage,
  ),
  '/admin/tournaments': page(
    () => import('../../features/tournaments/TournamentsAdminPage'),
    (m) => m.TournamentsAdminPage,
  ),
  '/admin/videos': page(
    () => import('../../features/videos/VideosPage'),
    (m) => m.VideosPage,
  ),
  '/admin/updateVideo/:videoId': page(
    () => import('../../features/videos/UpdateVideoPage'),
    (m) => m.UpdateVideoPage,
  ),
  '/admin/video/new': page(
    () => import('../../features/videos/NewVideoPage'),
    (m) => m.NewVideoPage,
  ),
  '/admin/news': page(
    () => import('../../features/news/NewsPage'),
    (m) => m.NewsPage,
  ),
  '/admin/updateNews/:newsId': page(
    () => import('../../features/news/UpdateNewsPage'),
    (m) => m.UpdateNewsPage,
  ),
  '/admin/news/new': page(
    () => import('../../features/news/NewNewsPage'),
    (m) => m.NewNewsPage,
  ),
  '/admin/suspended': page(
    () => import('../../features/suspensions/SuspendedPlayersPage'),
    (m) => m.SuspendedPlayersPage,
  ),
  '/admin/:suspensionId/updateSuspension': page(
    () => import('../../features/suspensions/UpdateSuspensionPage'),
    (m) => m.UpdateSuspensionPage,
  ),
  '/admin/oldSuspensions': page(
    () => import('../../features/suspensions/OldSuspensionsPage'),
    (m) => m.OldSuspensionsPage,
  ),
  '/admin/suspension/new': page(
    () => import('../../features/suspensions/NewSuspensionPage'),
    (m) => m.NewSuspensionPage,
  ),
  '/admin/:playerId/playerPhoto': page(
    () => import('../../features/photos/PlayerPhotoPage'),
    (m) => m.PlayerPhotoPage,
  ),
  '/admin/mail/outbox': page(
    () => import('../../features/mail/OutboxPage'),
    (m) => m.OutboxPage,
  ),
  '/admin/venues': page(
    () => import('../../features/venues/VenuesPage'),
    (m) => m.VenuesPage,
  ),
  '/admin/updateVenue/:venueId': page(
    () => import('../../features/venues/UpdateVenuePage'),
    (m) => m.UpdateVenuePage,
  ),
  '/admin/venue/new': page(
    () => import('../../features/venues/NewVenuePage'),
    (m) => m.NewVenuePage,
  ),
};
