import type { SiteRouteName } from '@league/contracts/site-pages';
import { lazyPage, type LazyPage } from '../lazyPage';

const StatsAndStandingsPage = lazyPage(
  () => import('../../features/stats/StatsAndStandingsPage'),
  (m) => m.StatsAndStandingsPage,
  'src/features/stats/StatsAndStandingsPage.tsx',
);
const LeagueHubPage = lazyPage(
  () => import('../../features/stats/LeagueHubPage'),
  (m) => m.LeagueHubPage,
  'src/features/stats/LeagueHubPage.tsx',
);
const StandingsPage = lazyPage(
  () => import('../../features/stats/StandingsPage'),
  (m) => m.StandingsPage,
  'src/features/stats/StandingsPage.tsx',
);
const ScoringLeadersPage = lazyPage(
  () => import('../../features/stats/ScoringLeadersPage'),
  (m) => m.ScoringLeadersPage,
  'src/features/stats/ScoringLeadersPage.tsx',
);
const PreviousLeaguesPage = lazyPage(
  () => import('../../features/stats/PreviousLeaguesPage'),
  (m) => m.PreviousLeaguesPage,
  'src/features/stats/PreviousLeaguesPage.tsx',
);
const PublicLeagueSchedulePage = lazyPage(
  () => import('../../features/schedules/PublicLeagueSchedulePage'),
  (m) => m.PublicLeagueSchedulePage,
  'src/features/schedules/PublicLeagueSchedulePage.tsx',
);
const PublicVenueSchedulePage = lazyPage(
  () => import('../../features/schedules/PublicVenueSchedulePage'),
  (m) => m.PublicVenueSchedulePage,
  'src/features/schedules/PublicVenueSchedulePage.tsx',
);
const TeamSchedulePage = lazyPage(
  () => import('../../features/team-page/TeamSchedulePage'),
  (m) => m.TeamSchedulePage,
  'src/features/team-page/TeamSchedulePage.tsx',
);
const TeamPage = lazyPage(
  () => import('../../features/team-page/TeamPage'),
  (m) => m.TeamPage,
  'src/features/team-page/TeamPage.tsx',
);
const BracketPage = lazyPage(
  () => import('../../features/bracket/BracketPage'),
  (m) => m.BracketPage,
  'src/features/bracket/BracketPage.tsx',
);
const GameSummaryPage = lazyPage(
  () => import('../../features/game-summary/GameSummaryPage'),
  (m) => m.GameSummaryPage,
  'src/features/game-summary/GameSummaryPage.tsx',
);
const PlayerHistoryPage = lazyPage(
  () => import('../../features/history/PlayerHistoryPage'),
  (m) => m.PlayerHistoryPage,
  'src/features/history/PlayerHistoryPage.tsx',
);
const TeamHistoryPage = lazyPage(
  () => import('../../features/history/TeamHistoryPage'),
  (m) => m.TeamHistoryPage,
  'src/features/history/TeamHistoryPage.tsx',
);
const RostersPage = lazyPage(
  () => import('../../features/rosters/RostersPage'),
  (m) => m.RostersPage,
  'src/features/rosters/RostersPage.tsx',
);
const ConductPage = lazyPage(
  () => import('../../features/conduct/ConductPage'),
  (m) => m.ConductPage,
  'src/features/conduct/ConductPage.tsx',
);
const OpenTournamentsPage = lazyPage(
  () => import('../../features/tournaments/OpenTournamentsPage'),
  (m) => m.OpenTournamentsPage,
  'src/features/tournaments/OpenTournamentsPage.tsx',
);
const PlayerRegistrationPage = lazyPage(
  () => import('../../features/registrants/PlayerRegistrationPage'),
  (m) => m.PlayerRegistrationPage,
  'src/features/registrants/PlayerRegistrationPage.tsx',
);
const HomePage = lazyPage(
  () => import('../../features/home/HomePage'),
  (m) => m.HomePage,
  'src/features/home/HomePage.tsx',
);
const InfoPage = lazyPage(
  () => import('../../features/info/InfoPage'),
  (m) => m.InfoPage,
  'src/features/info/InfoPage.tsx',
);
const LeagueDocumentPage = lazyPage(
  () => import('../../features/info/LeagueDocumentPage'),
  (m) => m.LeagueDocumentPage,
  'src/features/info/LeagueDocumentPage.tsx',
);
const AdminLoginPage = lazyPage(
  () => import('../../features/accounts/AdminLoginPage'),
  (m) => m.AdminLoginPage,
  'src/features/accounts/AdminLoginPage.tsx',
);
const RegisterPage = lazyPage(
  () => import('../../features/accounts/RegisterPage'),
  (m) => m.RegisterPage,
  'src/features/accounts/RegisterPage.tsx',
);
const ForgotPasswordPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.ForgotPasswordPage,
  'src/features/accounts/accountLinkPages.ts',
);
const ResetPasswordPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.ResetPasswordPage,
  'src/features/accounts/accountLinkPages.ts',
);
const ConfirmEmailPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.ConfirmEmailPage,
  'src/features/accounts/accountLinkPages.ts',
);
const AcceptInvitationPage = lazyPage(
  () => import('../../features/accounts/accountLinkPages'),
  (m) => m.AcceptInvitationPage,
  'src/features/accounts/accountLinkPages.ts',
);

/**
 * The page of every public route, keyed by its name in siteRoute (@league/contracts/site-pages), each
 * loaded on its first visit (the third argument of each: its source, for the server's preloads). The
 * coach and admin pages are in signedInPages.ts.
 */
export const publicPages: Partial<Readonly<Record<SiteRouteName, LazyPage>>> = {
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
