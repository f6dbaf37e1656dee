import type { StaffRole } from '../accounts/staff';

/**
 * Who may open a route: anybody, a logged-in coach (an admin too: the server lets admins use coach
 * routes, and admin pages include those of coaches: docs/rules.md §6), a logged-in member of staff
 * (whose role must be one of the route's `staff`), or anyone signed in, coach or staff (`account`).
 */
export type Access = 'public' | 'coach' | 'admin' | 'account';

/** A screen of the site: the UI's router gives it its page; the server answers its address with the app. */
export interface SiteRouteSpec {
  /** react-router path, with the {params} of docs/rules.md written as :params */
  path: string;
  access: Access;
  /** the page's name: the document title of its generic form, and the "not available yet" page */
  name: string;
  /**
   * The staff roles an admin route is for (the UI's menu and guard follow it; the server checks every
   * call of the page as well); empty for the other routes.
   */
  staff: readonly StaffRole[];
}

/** The names of a path's :params, e.g. 'leagueId' | 'teamName'. */
type ParamName<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamName<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The values a route's address is built from, one per :param (extra fields are ignored). */
export type RouteParams<Path extends string> = Readonly<Record<ParamName<Path>, string | number>>;

/** A site route that builds its own address: `href()`, or `href({ leagueId })` for a path with params. */
export interface SiteRoute<Path extends string = string> extends SiteRouteSpec {
  path: Path;
  href: [ParamName<Path>] extends [never] ? () => string : (params: RouteParams<Path>) => string;
}

/** Who runs the league: every admin route is theirs unless it says otherwise. */
const RUNNING_THE_LEAGUE: readonly StaffRole[] = ['owner', 'admin'];
/** A game's results: the scorekeepers' pages too. */
const SCORING: readonly StaffRole[] = ['owner', 'admin', 'scorekeeper'];

function route<Path extends string>(
  path: Path,
  access: Access,
  name: string,
  staff: readonly StaffRole[] = access === 'admin' ? RUNNING_THE_LEAGUE : [],
): SiteRoute<Path> {
  const href = (params: Readonly<Record<string, string | number>> = {}) =>
    path.replace(/:([\w-]+)/g, (_, param: string) => encodeURIComponent(String(params[param])));
  return { path, access, name, staff, href: href as SiteRoute<Path>['href'] };
}

/**
 * EVERY screen route of the site, by name (docs/rules.md §2): the public ones, the coach's, the admin's,
 * then the routes the site added to its first design. Each builds its own address (`siteRoute.team.href({
 * teamId })`), and every link of the UI is made that way. The UI's router (ui/src/app/routeTable.ts)
 * gives each one its page; the server (launch/ui-static.ts) answers any other address with 404. Order
 * matters where two paths rank alike (matchSiteRoute): the earlier one wins, as in the router.
 */
export const siteRoute = {
  // docs/rules.md §2: no login needed
  home: route('/', 'public', 'Home'),
  adminLogin: route('/admin/login', 'public', 'Admin Login'),
  statsAndStandings: route('/statsandstandings', 'public', 'Stats and Standings'),
  teamHistories: route('/history', 'public', 'Team History'),
  teamHistory: route('/history/:id', 'public', 'Team History'),
  playerHistory: route('/:playerId/history', 'public', 'Player History'),
  gameSummary: route('/gameSummary/:gameId', 'public', 'Game Summary'),
  conduct: route('/conduct', 'public', 'Code of Conduct'),
  rosters: route('/rosters', 'public', 'Rosters'),
  info: route('/info', 'public', 'Info'),
  leagueHub: route('/league/:leagueId', 'public', 'League'),
  previousLeagues: route('/league/previousLeagues', 'public', 'Previous Leagues'),
  scoringLeaders: route('/league/:leagueId/scoringLeaders', 'public', 'Scoring Leaders'),
  standings: route('/league/leagues/:leagueId/standings', 'public', 'Standings'),
  leagueSchedule: route('/league/schedule/:leagueId', 'public', 'League Schedule'),
  venueSchedule: route('/league/:venueId/schedule', 'public', 'Venue Schedule'),
  teamSchedule: route('/league/schedule/:leagueName/:session/:year/:teamName', 'public', 'Team Schedule'),
  // added: a team's page at its id (the by-name address above shows the same page)
  team: route('/team/:teamId', 'public', 'Team'),
  // added: a league's playoff bracket (docs/bracket.md)
  bracket: route('/league/:leagueId/bracket', 'public', 'Playoff Bracket'),
  register: route('/register', 'public', 'Register Your Team'),
  // added: accounts (docs/accounts.md); each link a mail carries opens one of these
  forgotPassword: route('/forgot-password', 'public', 'Forgot Your Password'),
  resetPassword: route('/reset-password', 'public', 'Choose a New Password'),
  confirmEmail: route('/confirm-email', 'public', 'Confirm Your Email Address'),
  acceptInvitation: route('/staff/accept', 'public', 'Join the League Staff'),
  account: route('/account', 'account', 'Your Account'),

  // docs/rules.md §2: a logged-in coach
  teamRegistration: route('/teamRegistration/:coachId', 'coach', 'Team Registration'),
  editRegisteredTeam: route('/admin/updateRegisteredTeam/:coachId/:team/:year', 'coach', 'Edit Your Team'),
  registerAnotherTeam: route('/admin/registerAnotherTeam/:coachId', 'coach', 'Register Another Team'),

  // docs/rules.md §2, admin: navigation
  conductCoaches: route('/admin/getAllCOCCoaches', 'admin', 'Coach Code of Conduct List'),
  registeredTeams: route('/admin/registration', 'admin', 'Registered Teams'),
  archivedRegisteredTeams: route('/admin/archived', 'admin', 'Archived Teams'),
  organizations: route('/admin/orgs', 'admin', 'Organizations'),
  suspendedPlayers: route('/admin/suspended', 'admin', 'Suspended Players'),
  currentLeagues: route('/admin/leagues/current', 'admin', 'Current Leagues'),

  // admin: teams, rosters and players
  currentTeam: route('/admin/team/current', 'admin', 'Current Team'),
  teamRoster: route('/admin/:teamName/:year/roster', 'admin', 'Team Roster'),
  rosterNewPlayer: route('/admin/:teamName/:year/newPlayer', 'admin', 'Add Player(s)'),
  teamPlayers: route('/admin/:teamName/:year/players', 'admin', 'Team Players'),
  changeNumber: route('/admin/:teamName/:year/:playerId/changeNumber', 'admin', 'Change Player Number'),
  playerPhoto: route('/admin/:playerId/playerPhoto', 'admin', 'Player Photo'),
  addPlayers: route('/admin/:teamName/:year/addPlayers', 'admin', 'Add Player(s)'),
  updateTeam: route('/admin/updateTeam/:id', 'admin', 'Update Team'),
  newTeam: route('/admin/team/new', 'admin', 'New Team'),
  newPlayer: route('/admin/newPlayer', 'admin', 'New Player'),
  updatePlayer: route('/admin/updatePlayer/:playerId', 'admin', 'Update Player'),
  newLeagueTeam: route('/admin/:leagueName/:session/:year/newTeam', 'admin', 'New Team'),
  updateLeagueTeamName: route('/admin/:leagueName/:session/:year/updateTeam/:teamId', 'admin', 'Update Team'),
  updateLeagueTeam: route(
    '/admin/:leagueName/:session/:year/updateTeamWithDivision/:teamId',
    'admin',
    'Update Team',
  ),
  leagueTeams: route('/admin/:leagueName/:divisionName/:session/:year/teams', 'admin', 'League Teams'),
  leagueTeamPlayers: route(
    '/admin/:leagueName/:divisionName/:session/:year/:teamName/players',
    'admin',
    'Team Players',
  ),
  archivedTeams: route('/admin/teams/archive', 'admin', 'Archived Teams'),

  // admin: venues, videos, news
  venues: route('/admin/venues', 'admin', 'Venues'),
  updateVenue: route('/admin/updateVenue/:venueId', 'admin', 'Update Venue'),
  newVenue: route('/admin/venue/new', 'admin', 'New Venue'),
  videos: route('/admin/videos', 'admin', 'Videos'),
  updateVideo: route('/admin/updateVideo/:videoId', 'admin', 'Update Video'),
  newVideo: route('/admin/video/new', 'admin', 'New Video'),
  news: route('/admin/news', 'admin', 'News'),
  updateNews: route('/admin/updateNews/:newsId', 'admin', 'Update News'),
  newNews: route('/admin/news/new', 'admin', 'New News'),

  // admin: suspensions and organizations
  updateSuspension: route('/admin/:suspensionId/updateSuspension', 'admin', 'Update Suspension'),
  oldSuspensions: route('/admin/oldSuspensions', 'admin', 'Archived Suspensions'),
  newSuspension: route('/admin/suspension/new', 'admin', 'New Suspension'),
  updateOrganization: route('/admin/:orgId/updateOrg', 'admin', 'Update Organization'),
  newOrganization: route('/admin/org/new', 'admin', 'New Organization'),

  // admin: registrants and tournaments
  registrants: route('/admin/:leagueNameAndDesc', 'admin', 'Registrant List'),
  updateRegistrant: route('/admin/updateRegistrant/:modalFor/:registrantId', 'admin', 'Update Registrant'),
  newTournament: route('/register/tournament/new', 'admin', 'New Tournament'),
  updateTournament: route('/registration/updateTournament/:tournamentId', 'admin', 'Update Tournament'),

  // admin: schedules and results
  adminVenueSchedule: route('/admin/:venueId/schedule', 'admin', 'Venue Schedule'),
  newGame: route('/games/new', 'admin', 'New Game'),
  newEvent: route('/admin/events/new', 'admin', 'New Event'),
  adminLeagueSchedule: route('/schedule/admin/:leagueId', 'admin', 'League Schedule'),
  masterSchedule: route('/admin/masterSchedule', 'admin', 'Master Schedule'),
  updateGame: route('/admin/updateGame/:id', 'admin', 'Update Game'),
  updateEvent: route('/admin/updateEvent/:id', 'admin', 'Update Event'),
  gameResults: route('/admin/gameResults/:id', 'admin', 'Game Results', SCORING),
  playoffGameResults: route('/admin/playoffGameResults/:id', 'admin', 'Playoff Game Results', SCORING),
  championshipGameResults: route(
    '/admin/championshipGameResults/:id',
    'admin',
    'Championship Game Results',
    SCORING,
  ),

  // added: league play
  newLeague: route('/admin/league/new', 'admin', 'New League'),
  updateLeague: route('/admin/updateLeague/:leagueId', 'admin', 'Update League'),
  // added: the admin's list of tournaments (the way to their registrants, edits and a new
  // one); players: the open tournaments and the registration form of one
  tournamentsAdmin: route('/admin/tournaments', 'admin', 'Tournaments'),
  openTournaments: route('/tournaments', 'public', 'Tournament Registration'),
  tournamentRegistration: route('/tournament/:tournamentId/register', 'public', 'Player Registration'),
  // added: content
  leagueDocument: route('/info/:slug', 'public', 'League Document'),
  mailOutbox: route('/admin/mail/outbox', 'admin', 'Mail Outbox'),
  // added: named staff (docs/accounts.md); a scorekeeper lands on the week's games
  staff: route('/admin/staff', 'admin', 'Staff'),
  gamesToScore: route('/admin/gamesToScore', 'admin', 'Games to Score', SCORING),
  // added: teams, players and rosters from a spreadsheet (docs/api.md, "Spreadsheet import")
  csvImport: route('/admin/league/import', 'admin', 'Import'),
  // added: a league's season proposed from weekly slots, moved or swapped, then applied (docs/api.md,
  // "Schedule generator")
  generateSchedule: route('/schedule/admin/:leagueId/generate', 'admin', 'Generate Schedule'),
  // added: a game scored live at the rink on a phone, online or not (docs/api.md, "Game sheet")
  gameSheet: route('/admin/game/:gameId/sheet', 'admin', 'Game Sheet', SCORING),
};

export type SiteRouteName = keyof typeof siteRoute;

/**
 * Whether a member of staff of `role` may open `route`: a public or account page, an admin page that is
 * for the role, or a coach page when the role runs the league (the server lets those admins use coach
 * routes). Coaches' own access is the route's `access`.
 */
export function staffMayOpen(route: SiteRouteSpec, role: StaffRole): boolean {
  switch (route.access) {
    case 'public':
    case 'account':
      return true;
    case 'coach':
      return RUNNING_THE_LEAGUE.includes(role);
    case 'admin':
      return route.staff.includes(role);
  }
}

/** The routes of siteRoute as a list, in its order. */
export const SITE_ROUTES: readonly SiteRoute[] = Object.values(siteRoute);
