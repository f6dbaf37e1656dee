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
 * League play, public pages: the page of each route of SITE_ROUTES (@league/contracts/site-pages), keyed
 * by its path exactly as written there.
 */
export const leaguePlayPublicPages: AreaPages = {
  pages: {
    '/statsandstandings': StatsAndStandingsPage,
    '/history': TeamHistoryPage,
    '/history/:id': TeamHistoryPage,
    '/:playerId/history': PlayerHistoryPage,
    '/gameSummary/:gameId': GameSummaryPage,
    '/rosters': RostersPage,
    '/league/:leagueId': LeagueHubPage,
    '/league/previousLeagues': PreviousLeaguesPage,
    '/league/:leagueId/scoringLeaders': ScoringLeadersPage,
    '/league/leagues/:leagueId/standings': StandingsPage,
    '/league/:leagueId/bracket': BracketPage,
    '/league/schedule/:leagueId': PublicLeagueSchedulePage,
    '/league/:venueId/schedule': PublicVenueSchedulePage,
    '/league/schedule/:leagueName/:session/:year/:teamName': TeamSchedulePage,
    '/team/:teamId': TeamPage,
  },
};
