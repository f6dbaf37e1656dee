import { lazyPage } from '../lazyPage';
import type { AreaPages } from './types';

const TeamRegistrationPage = lazyPage(
  () => import('../../features/registration/TeamRegistrationPage'),
  (m) => m.TeamRegistrationPage,
);
const RegisterAnotherTeamPage = lazyPage(
  () => import('../../features/registration/RegisterAnotherTeamPage'),
  (m) => m.RegisterAnotherTeamPage,
);
const EditTeamPage = lazyPage(
  () => import('../../features/registration/EditTeamPage'),
  (m) => m.EditTeamPage,
);
const OrgsPage = lazyPage(
  () => import('../../features/organizations/OrgsPage'),
  (m) => m.OrgsPage,
);
const NewOrgPage = lazyPage(
  () => import('../../features/organizations/NewOrgPage'),
  (m) => m.NewOrgPage,
);
const UpdateOrgPage = lazyPage(
  () => import('../../features/organizations/UpdateOrgPage'),
  (m) => m.UpdateOrgPage,
);
const RegisteredTeamsPage = lazyPage(
  () => import('../../features/registered-teams/RegisteredTeamsPage'),
  (m) => m.RegisteredTeamsPage,
);
const ArchivedTeamsPage = lazyPage(
  () => import('../../features/archived-teams/ArchivedTeamsPage'),
  (m) => m.ArchivedTeamsPage,
);
const ConductPage = lazyPage(
  () => import('../../features/conduct/ConductPage'),
  (m) => m.ConductPage,
);
const ConductSignaturesPage = lazyPage(
  () => import('../../features/conduct/ConductSignaturesPage'),
  (m) => m.ConductSignaturesPage,
);
const NewTournamentPage = lazyPage(
  () => import('../../features/tournaments/NewTournamentPage'),
  (m) => m.NewTournamentPage,
);
const UpdateTournamentPage = lazyPage(
  () => import('../../features/tournaments/UpdateTournamentPage'),
  (m) => m.UpdateTournamentPage,
);
const TournamentsAdminPage = lazyPage(
  () => import('../../features/tournaments/TournamentsAdminPage'),
  (m) => m.TournamentsAdminPage,
);
const OpenTournamentsPage = lazyPage(
  () => import('../../features/tournaments/OpenTournamentsPage'),
  (m) => m.OpenTournamentsPage,
);
const RegistrantsPage = lazyPage(
  () => import('../../features/registrants/RegistrantsPage'),
  (m) => m.RegistrantsPage,
);
const UpdateRegistrantPage = lazyPage(
  () => import('../../features/registrants/UpdateRegistrantPage'),
  (m) => m.UpdateRegistrantPage,
);
const PlayerRegistrationPage = lazyPage(
  () => import('../../features/registrants/PlayerRegistrationPage'),
  (m) => m.PlayerRegistrationPage,
);

/**
 * Registration and tournament administration: the page of each route of SITE_ROUTES (@league/contracts/site-pages), keyed
 * by its path exactly as written there.
 */
export const tournamentPages: AreaPages = {
  pages: {
    '/teamRegistration/:coachId': TeamRegistrationPage,
    '/admin/updateRegisteredTeam/:coachId/:team/:year': EditTeamPage,
    '/admin/registerAnotherTeam/:coachId': RegisterAnotherTeamPage,
    '/conduct': ConductPage,
    '/admin/getAllCOCCoaches': ConductSignaturesPage,
    '/admin/registration': RegisteredTeamsPage,
    '/admin/archived': ArchivedTeamsPage,
    '/admin/orgs': OrgsPage,
    '/admin/org/new': NewOrgPage,
    '/admin/:orgId/updateOrg': UpdateOrgPage,
    '/admin/:leagueNameAndDesc': RegistrantsPage,
    '/admin/updateRegistrant/:modalFor/:registrantId': UpdateRegistrantPage,
    '/register/tournament/new': NewTournamentPage,
    '/registration/updateTournament/:tournamentId': UpdateTournamentPage,
    '/admin/tournaments': TournamentsAdminPage,
    '/tournaments': OpenTournamentsPage,
    '/tournament/:tournamentId/register': PlayerRegistrationPage,
  },
};
