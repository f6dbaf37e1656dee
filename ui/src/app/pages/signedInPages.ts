import type { ComponentType } from 'react';
import type { SiteRouteName } from '@league/contracts/site-pages';

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
 * The pages of every coach and admin route, keyed by its name in siteRoute (@league/contracts/site-pages).
 * The router loads this list with the first of those pages a visitor opens (routeTable.ts), so the first
 * load of a public page carries neither it nor the code that would fetch each page's files.
 */
export const signedInPages: Partial<Readonly<Record<SiteRouteName, PageLoader>>> = {
  currentLeagues: page(leagues, (m) => m.CurrentLeaguesPage),
  currentTeam: page(teams, (m) => m.CurrentTeamPage),
  teamRoster: page(teams, (m) => m.TeamRosterPage),
  rosterNewPlayer: page(teams, (m) => m.NewRosterPlayerPage),
  teamPlayers: page(teams, (m) => m.TeamPlayersPage),
  changeNumber: page(teams, (m) => m.ChangeNumberPage),
  addPlayers: page(teams, (m) => m.AddPlayersPage),
  updateTeam: page(teams, (m) => m.UpdateTeamPage),
  newTeam: page(teams, (m) => m.NewTeamPage),
  newPlayer: page(teams, (m) => m.NewPlayerPage),
  updatePlayer: page(teams, (m) => m.UpdatePlayerPage),
  newLeagueTeam: page(teams, (m) => m.NewTeamPage),
  updateLeagueTeamName: page(teams, (m) => m.UpdateTeamNamePage),
  updateLeagueTeam: page(teams, (m) => m.UpdateTeamPage),
  leagueTeams: page(teams, (m) => m.LeagueTeamsPage),
  leagueTeamPlayers: page(teams, (m) => m.LeagueTeamPlayersPage),
  archivedTeams: page(teams, (m) => m.ArchivedTeamsPage),
  adminVenueSchedule: page(schedules, (m) => m.VenueSchedulePage),
  newGame: page(schedules, (m) => m.NewGamePage),
  newEvent: page(schedules, (m) => m.NewEventPage),
  adminLeagueSchedule: page(schedules, (m) => m.LeagueSchedulePage),
  masterSchedule: page(schedules, (m) => m.MasterSchedulePage),
  updateGame: page(schedules, (m) => m.UpdateGamePage),
  updateEvent: page(schedules, (m) => m.UpdateEventPage),
  gameResults: page(results, (m) => m.RegularResultsPage),
  playoffGameResults: page(results, (m) => m.PlayoffResultsPage),
  championshipGameResults: page(results, (m) => m.ChampionshipResultsPage),
  newLeague: page(leagues, (m) => m.NewLeaguePage),
  updateLeague: page(leagues, (m) => m.UpdateLeaguePage),
  teamRegistration: page(
    () => import('../../features/registration/TeamRegistrationPage'),
    (m) => m.TeamRegistrationPage,
  ),
  editRegisteredTeam: page(
    () => import('../../features/registration/EditTeamPage'),
    (m) => m.EditTeamPage,
  ),
  registerAnotherTeam: page(
    () => import('../../features/registration/RegisterAnotherTeamPage'),
    (m) => m.RegisterAnotherTeamPage,
  ),
  conductCoaches: page(
    () => import('../../features/conduct/ConductSignaturesPage'),
    (m) => m.ConductSignaturesPage,
  ),
  registeredTeams: page(
    () => import('../../features/registered-teams/RegisteredTeamsPage'),
    (m) => m.RegisteredTeamsPage,
  ),
  archivedRegisteredTeams: page(
    () => import('../../features/registered-teams/ArchivedRegisteredTeamsPage'),
    (m) => m.ArchivedRegisteredTeamsPage,
  ),
  organizations: page(
    () => import('../../features/organizations/OrgsPage'),
    (m) => m.OrgsPage,
  ),
  newOrganization: page(
    () => import('../../features/organizations/NewOrgPage'),
    (m) => m.NewOrgPage,
  ),
  updateOrganization: page(
    () => import('../../features/organizations/UpdateOrgPage'),
    (m) => m.UpdateOrgPage,
  ),
  registrants: page(
    () => import('../../features/registrants/RegistrantsPage'),
    (m) => m.RegistrantsPage,
  ),
  updateRegistrant: page(
    () => import('../../features/registrants/UpdateRegistrantPage'),
    (m) => m.UpdateRegistrantPage,
  ),
  newTournament: page(
    () => import('../../features/tournaments/NewTournamentPage'),
    (m) => m.NewTournamentPage,
  ),
  updateTournament: page(
    () => import('../../features/tournaments/UpdateTournamentPage'),
    (m) => m.UpdateTournamentPage,
  ),
  tournamentsAdmin: page(
    () => import('../../features/tournaments/TournamentsAdminPage'),
    (m) => m.TournamentsAdminPage,
  ),
  videos: page(
    () => import('../../features/videos/VideosPage'),
    (m) => m.VideosPage,
  ),
  updateVideo: page(
    () => import('../../features/videos/UpdateVideoPage'),
    (m) => m.UpdateVideoPage,
  ),
  newVideo: page(
    () => import('../../features/videos/NewVideoPage'),
    (m) => m.NewVideoPage,
  ),
  news: page(
    () => import('../../features/news/NewsPage'),
    (m) => m.NewsPage,
  ),
  updateNews: page(
    () => import('../../features/news/UpdateNewsPage'),
    (m) => m.UpdateNewsPage,
  ),
  newNews: page(
    () => import('../../features/news/NewNewsPage'),
    (m) => m.NewNewsPage,
  ),
  suspendedPlayers: page(
    () => import('../../features/suspensions/SuspendedPlayersPage'),
    (m) => m.SuspendedPlayersPage,
  ),
  updateSuspension: page(
    () => import('../../features/suspensions/UpdateSuspensionPage'),
    (m) => m.UpdateSuspensionPage,
  ),
  oldSuspensions: page(
    () => import('../../features/suspensions/OldSuspensionsPage'),
    (m) => m.OldSuspensionsPage,
  ),
  newSuspension: page(
    () => import('../../features/suspensions/NewSuspensionPage'),
    (m) => m.NewSuspensionPage,
  ),
  playerPhoto: page(
    () => import('../../features/photos/PlayerPhotoPage'),
    (m) => m.PlayerPhotoPage,
  ),
  mailOutbox: page(
    () => import('../../features/mail/OutboxPage'),
    (m) => m.OutboxPage,
  ),
  venues: page(
    () => import('../../features/venues/VenuesPage'),
    (m) => m.VenuesPage,
  ),
  updateVenue: page(
    () => import('../../features/venues/UpdateVenuePage'),
    (m) => m.UpdateVenuePage,
  ),
  newVenue: page(
    () => import('../../features/venues/NewVenuePage'),
    (m) => m.NewVenuePage,
  ),
  staff: page(
    () => import('../../features/staff/StaffPage'),
    (m) => m.StaffPage,
  ),
  gamesToScore: page(
    () => import('../../features/games-to-score/GamesToScorePage'),
    (m) => m.GamesToScorePage,
  ),
  account: page(
    () => import('../../features/account/AccountPage'),
    (m) => m.AccountPage,
  ),
  csvImport: page(
    () => import('../../features/import/ImportPage'),
    (m) => m.ImportPage,
  ),
  generateSchedule: page(
    () => import('../../features/schedule-generator/GenerateSchedulePage'),
    (m) => m.GenerateSchedulePage,
  ),
  gameSheet: page(
    () => import('../../features/game-sheet/GameSheetPage'),
    (m) => m.GameSheetPage,
  ),
};

/** What a member of staff sees on an admin page of another role (RouteGuard). */
export const loadNotAllowedPage = async () =>
  (await import('../../features/not-allowed/NotAllowedPage')).NotAllowedPage;
