/**
 * Who may open a route: anybody, a logged-in coach (an admin too: the server lets admins use coach
 * routes and the admin spec says admin pages include those of coaches), or a logged-in admin.
 */
export type Access = 'public' | 'coach' | 'admin';

/** A screen of the site: the UI's router gives it its page; the server answers its address with the app. */
export interface SiteRouteSpec {
  /** react-router path, with the specs' {params} written as :params */
  path: string;
  access: Access;
  /** the page's name: the document title of its generic form, and the "not available yet" page */
  name: string;
}

/** The public pages whose address names something of the league (an id or names), by what they show. */
export const PUBLIC_PAGE_PATHS = {
  teamHistory: '/history/:id',
  playerHistory: '/:playerId/history',
  gameSummary: '/gameSummary/:gameId',
  leagueHub: '/league/:leagueId',
  scoringLeaders: '/league/:leagueId/scoringLeaders',
  standings: '/league/leagues/:leagueId/standings',
  bracket: '/league/:leagueId/bracket',
  leagueSchedule: '/league/schedule/:leagueId',
  venueSchedule: '/league/:venueId/schedule',
  teamSchedule: '/league/schedule/:leagueName/:session/:year/:teamName',
  team: '/team/:teamId',
} as const;

const P = PUBLIC_PAGE_PATHS;

/**
 * EVERY screen route of the site: those of spec/public-and-coach.md and spec/admin.md in the specs'
 * order, then the routes beyond the specs. The UI's router (ui/src/app/routeTable.ts) gives each one its
 * page; the server (launch/ui-static.ts) answers any other address with 404. Order matters where
 * two paths rank alike (matchSiteRoute): the earlier one wins, as in the router.
 */
export const SITE_ROUTES: readonly SiteRouteSpec[] = [
  // public-and-coach.md, section 2: no login needed
  { path: '/', access: 'public', name: 'Home' },
  { path: '/admin/login', access: 'public', name: 'Admin Login' },
  { path: '/statsandstandings', access: 'public', name: 'Stats and Standings' },
  { path: '/history', access: 'public', name: 'Team History' },
  { path: P.teamHistory, access: 'public', name: 'Team History' },
  { path: P.playerHistory, access: 'public', name: 'Player History' },
  { path: P.gameSummary, access: 'public', name: 'Game Summary' },
  { path: '/conduct', access: 'public', name: 'Code of Conduct' },
  { path: '/rosters', access: 'public', name: 'Rosters' },
  { path: '/info', access: 'public', name: 'Info' },
  { path: P.leagueHub, access: 'public', name: 'League' },
  { path: '/league/previousLeagues', access: 'public', name: 'Previous Leagues' },
  { path: P.scoringLeaders, access: 'public', name: 'Scoring Leaders' },
  { path: P.standings, access: 'public', name: 'Standings' },
  { path: P.leagueSchedule, access: 'public', name: 'League Schedule' },
  { path: P.venueSchedule, access: 'public', name: 'Venue Schedule' },
  { path: P.teamSchedule, access: 'public', name: 'Team Schedule' },
  // beyond the specs: a team's page at its id (the by-name address above shows the same page)
  { path: P.team, access: 'public', name: 'Team' },
  // beyond the specs: a league's playoff bracket
  { path: P.bracket, access: 'public', name: 'Playoff Bracket' },
  { path: '/register', access: 'public', name: 'Register Your Team' },

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
  { path: '/admin/venues', access: 'admin', name: 'Venues' },
  { path: '/admin/updateVenue/:venueId', access: 'admin', name: 'Update Venue' },
  { path: '/admin/venue/new', access: 'admin', name: 'New Venue' },
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

  // beyond the specs: league play
  { path: '/admin/league/new', access: 'admin', name: 'New League' },
  { path: '/admin/updateLeague/:leagueId', access: 'admin', name: 'Update League' },
  // beyond the specs: the admin's list of tournaments (the way to their registrants, edits and a new
  // one); players: the open tournaments and the registration form of one
  { path: '/admin/tournaments', access: 'admin', name: 'Tournaments' },
  { path: '/tournaments', access: 'public', name: 'Tournament Registration' },
  { path: '/tournament/:tournamentId/register', access: 'public', name: 'Player Registration' },
  // beyond the specs: content
  { path: '/info/:slug', access: 'public', name: 'League Document' },
  { path: '/admin/mail/outbox', access: 'admin', name: 'Mail Outbox' },
];
