import { lazyPage } from '../lazyPage';
import type { AreaPages } from './types';

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
  () => import('./TeamSchedulePage'),
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

/**
 * League play, public pages: the page of each route, keyed by its name in siteRoute
 * (@league/contracts/site-pages).
 */
export const leaguePlayPublicPages: AreaPages = {
  pages: {
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
  },
};
