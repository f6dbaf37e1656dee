import type { ComponentType } from 'react';
import { lazyPage } from './lazyPage';
import { contentPages } from './pages/content';
import { leaguePlayAdminPages } from './pages/leaguePlayAdmin';
import { leaguePlayPublicPages } from './pages/leaguePlayPublic';
import { tournamentPages } from './pages/tournament';

const AdminLoginPage = lazyPage(
  () => import('../features/accounts/AdminLoginPage'),
  (m) => m.AdminLoginPage,
);
const RegisterPage = lazyPage(
  () => import('../features/accounts/RegisterPage'),
  (m) => m.RegisterPage,
);
const VenuesPage = lazyPage(
  () => import('../features/venues/VenuesPage'),
  (m) => m.VenuesPage,
);
const NewVenuePage = lazyPage(
  () => import('../features/venues/NewVenuePage'),
  (m) => m.NewVenuePage,
);
const UpdateVenuePage = lazyPage(
  () => import('../features/venues/UpdateVenuePage'),
  (m) => m.UpdateVenuePage,
);

/**
 * Who may open a route: anybody, a logged-in coach (an admin too: the server lets admins use coach
 * routes and the admin spec says admin pages include those of coaches), or a logged-in admin.
 */
export type Access = 'public' | 'coach' | 'admin';

export interface SiteRoute {
  /** react-router path, with the specs' {params} written as :params */
  path: string;
  access: Access;
  /** the page's name, also used by the "not available yet" page */
  name: string;
  /** undefined while the page is not built yet */
  page?: ComponentType;
}

/**
 * EVERY screen route of spec/public-and-coach.md and spec/admin.md, in the specs' order.
 * A route without `page` is registered (and guarded) but shows that the page is not available yet.
 */
const specRoutes: readonly SiteRoute[] = [
  // public-and-coach.md, section 2: no login needed
  { path: '/', access: 'public', name: 'Home' },
  { path: '/admin/login', access: 'public', name: 'Admin Login', page: AdminLoginPage },
  { path: '/statsandstandings', access: 'public', name: 'Stats and Standings' },
  { path: '/history', access: 'public', name: 'Team History' },
  { path: '/history/:id', access: 'public', name: 'Team History' },
  { path: '/:playerId/history', access: 'public', name: 'Player History' },
  { path: '/gameSummary/:gameId', access: 'public', name: 'Game Summary' },
  { path: '/conduct', access: 'public', name: 'Code of Conduct' },
  { path: '/rosters', access: 'public', name: 'Rosters' },
  { path: '/info', access: 'public', name: 'Info' },
  { path: '/league/:leagueId', access: 'public', name: 'League' },
  { path: '/league/previousLeagues', access: 'public', name: 'Previous Leagues' },
  { path: '/league/:leagueId/scoringLeaders', access: 'public', name: 'Scoring Leaders' },
  { path: '/league/leagues/:leagueId/standings', access: 'public', name: 'Standings' },
  { path: '/league/schedule/:leagueId', access: 'public', name: 'League Schedule' },
  { path: '/league/:venueId/schedule', access: 'public', name: 'Venue Schedule' },
  {
    path: '/league/schedule/:leagueName/:session/:year/:teamName',
    access: 'public',
    name: 'Team Schedule',
  },
  { path: '/register', access: 'public', name: 'Register Your Team', page: RegisterPage },

  // public-and-coach.md, section 2: a logged-in coach
  { path: '/teamRegistration/:coachId', access: 'coach', name: 'Team Registration' },
  { path: '/admin/updateRegisteredTeam/:coachId/:team/:year', access: 'coach', name: 'Edit Your Team' },
  { path: '/admin/registerAnotherTeam/:coachId', access: 'coach', name: 'Register Another Team' },

  // admin.md, section 2: navigation
  { path: '/admin/getAllCOCCoaches', access: 'admin', name: 'Coach Code of Conduct List' },
  { path: '/admin/registration', access: 'admin', name: 'Registered Teams' },
  { path: '/admin/archived', access: 'admin', name: 'Archived Teams' },
  { path: '/admin/orgs', access: 'admin', name: 'Organizations' },
  { path: '/admin/suspended', access: 'admin', name: 'Suspended Players' },
  { path: '/admin/leagues/current', access: 'admin', name: 'Current Leagues' },

  // admin.md: teams, rosters and players
  { path: '/admin/team/current', access: 'admin', name: 'Current Team' },
  { path: '/admin/:teamName/:year/roster', access: 'admin', name: 'Team Roster' },
  { path: '/admin/:teamName/:year/newPlayer', access: 'admin', name: 'Add Player(s)' },
  { path: '/admin/:teamName/:year/players', access: 'admin', name: 'Team Players' },
  { path: '/admin/:teamName/:year/:playerId/changeNumber', access: 'admin', name: 'Change Player Number' },
  { path: '/admin/:playerId/playerPhoto', access: 'admin', name: 'Player Photo' },
  { path: '/admin/:teamName/:year/addPlayers', access: 'admin', name: 'Add Player(s)' },
  { path: '/admin/updateTeam/:id', access: 'admin', name: 'Update Team' },
  { path: '/admin/team/new', access: 'admin', name: 'New Team' },
  { path: '/admin/newPlayer', access: 'admin', name: 'New Player' },
  { path: '/admin/updatePlayer/:playerId', access: 'admin', name: 'Update Player' },
  { path: '/admin/:leagueName/:session/:year/newTeam', access: 'admin', name: 'New Team' },
  { path: '/admin/:leagueName/:session/:year/updateTeam/:teamId', access: 'admin', name: 'Update Team' },
  {
    path: '/admin/:leagueName/:session/:year/updateTeamWithDivision/:teamId',
    access: 'admin',
    name: 'Update Team',
  },
  { path: '/admin/:leagueName/:divisionName/:session/:year/teams', access: 'admin', name: 'League Teams' },
  {
    path: '/admin/:leagueName/:divisionName/:session/:year/:teamName/players',
    access: 'admin',
    name: 'Team Players',
  },
  { path: '/admin/teams/archive', access: 'admin', name: 'Archived Teams' },

  // admin.md: venues, videos, news
  { path: '/admin/venues', access: 'admin', name: 'Venues', page: VenuesPage },
  { path: '/admin/updateVenue/:venueId', access: 'admin', name: 'Update Venue', page: UpdateVenuePage },
  { path: '/admin/venue/new', access: 'admin', name: 'New Venue', page: NewVenuePage },
  { path: '/admin/videos', access: 'admin', name: 'Videos' },
  { path: '/admin/updateVideo/:videoId', access: 'admin', name: 'Update Video' },
  { path: '/admin/video/new', access: 'admin', name: 'New Video' },
  { path: '/admin/news', access: 'admin', name: 'News' },
  { path: '/admin/updateNews/:newsId', access: 'admin', name: 'Update News' },
  { path: '/admin/news/new', access: 'admin', name: 'New News' },

  // admin.md: suspensions and organizations
  { path: '/admin/:suspensionId/updateSuspension', access: 'admin', name: 'Update Suspension' },
  { path: '/admin/oldSuspensions', access: 'admin', name: 'Archived Suspensions' },
  { path: '/admin/suspension/new', access: 'admin', name: 'New Suspension' },
  { path: '/admin/:orgId/updateOrg', access: 'admin', name: 'Update Organization' },
  { path: '/admin/org/new', access: 'admin', name: 'New Organization' },

  // admin.md: registrants and tournaments
  { path: '/admin/:leagueNameAndDesc', access: 'admin', name: 'Registrant List' },
  { path: '/admin/updateRegistrant/:modalFor/:registrantId', access: 'admin', name: 'Update Registrant' },
  { path: '/register/tournament/new', access: 'admin', name: 'New Tournament' },
  { path: '/registration/updateTournament/:tournamentId', access: 'admin', name: 'Update Tournament' },

  // admin.md: schedules and results
  { path: '/admin/:venueId/schedule', access: 'admin', name: 'Venue Schedule' },
  { path: '/games/new', access: 'admin', name: 'New Game' },
  { path: '/admin/events/new', access: 'admin', name: 'New Event' },
  { path: '/schedule/admin/:leagueId', access: 'admin', name: 'League Schedule' },
  { path: '/admin/masterSchedule', access: 'admin', name: 'Master Schedule' },
  { path: '/admin/updateGame/:id', access: 'admin', name: 'Update Game' },
  { path: '/admin/updateEvent/:id', access: 'admin', name: 'Update Event' },
  { path: '/admin/gameResults/:id', access: 'admin', name: 'Game Results' },
  { path: '/admin/playoffGameResults/:id', access: 'admin', name: 'Playoff Game Results' },
  { path: '/admin/championshipGameResults/:id', access: 'admin', name: 'Championship Game Results' },
];

const areas = [leaguePlayPublicPages, leaguePlayAdminPages, tournamentPages, contentPages];

/**
 * The spec's routes with each area's pages (ui/src/app/pages/*), then the routes beyond the spec.
 */
export const siteRoutes: readonly SiteRoute[] = [
  ...specRoutes.map((route) => {
    const page = route.page ?? areas.map((area) => area.pages[route.path]).find(Boolean);
    return page ? { ...route, page } : route;
  }),
  ...areas.flatMap((area) => area.extraRoutes),
];
