import type { ComponentType } from 'react';
import type { SiteRouteName } from '@league/contracts/site-pages';
import { lazyPage } from '../lazyPage';

const StatsAndStandingsPage = lazyPage(
  () => import('../../features/stats/StatsAndStandingsPage'),
  (m) => m.StatsAndStandingsPage,
);
const LeagueHubPage = lazyPage(
  () => import('../../features/stats/LeagueHubPage'),
  (m) => m.LeagueHubPage,
);
const StandingsPage = lazyPage(
  () => import('../../features/stats/StandingsPage'),
  (m) => m.StandingsPage,
);
const ScoringLeadersPage = lazyPage(
  () => import('../../features/stats/ScoringLeadersPage'),
  (m) => m.ScoringLeadersPage,
);
const PreviousLeaguesPage = lazyPage(
  () => import('../../features/stats/PreviousLeaguesPage'),
  (m) => m.PreviousLeaguesPage,
);
const PublicLeagueSchedulePage = lazyPage(
  () => import('../../features/schedules/PublicLeagueSchedulePage'),
  (m) => m.PublicLeagueSchedulePage,
);
const PublicVenueSchedulePage = lazyPage(
  () => import('../../features/schedules/PublicVenueSchedulePage'),
  (m) => m.PublicVenueSchedulePage,
);
const TeamSchedulePage = lazyPage(
  () => import('../../features/team-page/TeamSchedulePage'),
  (m) => m.TeamSchedulePage,
);
const TeamPage = lazyPage(
  () => import('../../features/team-page/TeamPage'),
  (m) => m.TeamPage,
);
const BracketPage = lazyPage(
  () => import('../../features/bracket/BracketPage'),
  (m) => m.BracketPage,
);
const GameSummaryPage = lazyPage(
  () => import('../../features/game-summary/GameSummaryPage'),
  (m) => m.GameSummaryPage,
);
const PlayerHistoryPage = lazyPage(
  () => import('../../features/history/PlayerHistoryPage'),
  (m) => m.PlayerHistoryPage,
);
const TeamHistoryPage = lazyPage(
  () => import('../../features/history/TeamHistoryPage'),
  (m) => m.TeamHistoryPage,
);
const RostersPage = lazyPage(
  () => import('../../features/rosters/RostersPage'),
  (m) => m.RostersPage,
);
const ConductPage = lazyPage(
  () => import('../../features/conduct/ConductPage'),
  (m) => m.ConductPage,
);
const OpenTournamentsPage = lazyPage(
  () => import('../../features/tournaments/OpenTournamentsPage'),
  (m) => m.OpenTournamentsPage,
);
const PlayerRegistrationPage = lazyPage(
  () => import('../../features/registrants/PlayerRegistrationPage'),
  (m) => m.PlayerRegistrationPage,
);
const HomePage = lazyPage(
  () => import('../../features/home/HomePage'),
  (m) => m.HomePage,
);
const InfoPage = lazyPage(
  () => import('../../features/info/InfoPage'),
  (m) => m.InfoPage,
);
const LeagueDocumentPage = lazyPage(
  () => import('../../features/info/LeagueDocumentPage'),
  (m) => m.LeagueDocumentPage,
);
const AdminLoginPage = lazyPage(
  () => import('../../features/accounts/AdminLoginPage'),
  (m) => m.AdminLoginPage,
);
const RegisterPage = lazyPage(
  () => import('../../features/accounts/RegisterPage'),
  (m) => m.RegisterPage,
);
const ForgotPasswordPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.ForgotPasswordPage,
);
const ResetPasswordPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.ResetPasswordPage,
);
const ConfirmEmailPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.ConfirmEmailPage,
);
const AcceptInvitationPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.AcceptInvitationPage,
);

/**
 * The page of every public route, keyed by its name in siteRoute (@league/contracts/site-pages), each
 * loaded on its first visit. The coach and admin pages are in signedInPages.ts.
 */
export const publicPages: Partial<Readonly<Record<SiteRouteName, ComponentType>>> = {
  statsAndStandings: StatsAndStandingsPage,
  teamHistories: TeamHistoryPage,
  teamHistory: TeamHistoryPage,
  playerHistory: PlayerHistoryPage,
  gameSummary: GameSummaryPage,
  rosters: RostersPage,
  leagueHub: LeagueHubPage,
  previousLeagues: PreviousLeaguesPage,
  scoringLeaders: ScoringLeadersPage,
  standings: StandingsPage,
  bracket: BracketPage,
  leagueSchedule: PublicLeagueSchedulePage,
  venueSchedule: PublicVenueSchedulePage,
  teamSchedule: TeamSchedulePage,
  team: TeamPage,
  conduct: ConductPage,
  openTournaments: OpenTournamentsPage,
  tournamentRegistration: PlayerRegistrationPage,
  home: HomePage,
  info: InfoPage,
  leagueDocument: LeagueDocumentPage,
  adminLogin: AdminLoginPage,
  register: RegisterPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  confirmEmail: ConfirmEmailPage,
  acceptInvitation: AcceptInvitationPage,
};
