/** The admin screen routes of league play, built with every segment encoded. */
const seg = (value: string | number) => encodeURIComponent(String(value));

/** The division segment of the league-scoped team routes: the league's division, or `all`. */
export const ALL_DIVISIONS = 'all';

export const adminPaths = {
  hub: () => '/admin/leagues/current',
  newLeague: () => '/admin/league/new',
  updateLeague: (leagueId: string) => `/admin/updateLeague/${seg(leagueId)}`,
  leagueTeams: (league: { leagueName: string; divisionName: string | null; session: string; year: number }) =>
    `/admin/${seg(league.leagueName)}/${seg(league.divisionName ?? ALL_DIVISIONS)}/${seg(league.session)}/${seg(league.year)}/teams`,
  leagueTeamPlayers: (
    league: { leagueName: string; divisionName: string | null; session: string; year: number },
    teamName: string,
  ) =>
    `/admin/${seg(league.leagueName)}/${seg(league.divisionName ?? ALL_DIVISIONS)}/${seg(league.session)}/${seg(league.year)}/${seg(teamName)}/players`,
  newLeagueTeam: (league: { leagueName: string; session: string; year: number }) =>
    `/admin/${seg(league.leagueName)}/${seg(league.session)}/${seg(league.year)}/newTeam`,
  updateLeagueTeam: (league: { leagueName: string; session: string; year: number }, teamId: string) =>
    `/admin/${seg(league.leagueName)}/${seg(league.session)}/${seg(league.year)}/updateTeamWithDivision/${seg(teamId)}`,
  leagueSchedule: (leagueId: string) => `/schedule/admin/${seg(leagueId)}`,
  standings: (leagueId: string) => `/league/leagues/${seg(leagueId)}/standings`,
  venueSchedule: (venueId: string) => `/admin/${seg(venueId)}/schedule`,
  masterSchedule: () => '/admin/masterSchedule',
  newGame: () => '/games/new',
  newEvent: () => '/admin/events/new',
  updateGame: (gameId: string) => `/admin/updateGame/${seg(gameId)}`,
  updateEvent: (eventId: string) => `/admin/updateEvent/${seg(eventId)}`,
  currentTeam: () => '/admin/team/current',
  newTeam: () => '/admin/team/new',
  updateTeam: (teamId: string) => `/admin/updateTeam/${seg(teamId)}`,
  archivedTeams: () => '/admin/teams/archive',
  roster: (teamName: string, year: number | string) => `/admin/${seg(teamName)}/${seg(year)}/roster`,
  players: (teamName: string, year: number | string) => `/admin/${seg(teamName)}/${seg(year)}/players`,
  addPlayers: (teamName: string, year: number | string) => `/admin/${seg(teamName)}/${seg(year)}/addPlayers`,
  rosterNewPlayer: (teamName: string, year: number | string) =>
    `/admin/${seg(teamName)}/${seg(year)}/newPlayer`,
  changeNumber: (teamName: string, year: number | string, rosterPlayerId: string) =>
    `/admin/${seg(teamName)}/${seg(year)}/${seg(rosterPlayerId)}/changeNumber`,
  playerPhoto: (playerId: string) => `/admin/${seg(playerId)}/playerPhoto`,
  newPlayer: () => '/admin/newPlayer',
  updatePlayer: (playerId: string) => `/admin/updatePlayer/${seg(playerId)}`,
};
