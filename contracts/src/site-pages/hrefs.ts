import type { LeagueNaming } from './page-titles';

const id = encodeURIComponent;

/** The address of each public page of PUBLIC_PAGE_PATHS (the sitemap lists them). */
export const publicPageHref = {
  teamHistory: (teamId: string) => `/history/${id(teamId)}`,
  playerHistory: (playerId: string) => `/${id(playerId)}/history`,
  gameSummary: (gameId: string) => `/gameSummary/${id(gameId)}`,
  leagueHub: (leagueId: string) => `/league/${id(leagueId)}`,
  scoringLeaders: (leagueId: string) => `/league/${id(leagueId)}/scoringLeaders`,
  standings: (leagueId: string) => `/league/leagues/${id(leagueId)}/standings`,
  bracket: (leagueId: string) => `/league/${id(leagueId)}/bracket`,
  leagueSchedule: (leagueId: string) => `/league/schedule/${id(leagueId)}`,
  venueSchedule: (venueId: string) => `/league/${id(venueId)}/schedule`,
  teamSchedule: (team: Omit<LeagueNaming, 'divisionName'> & { teamName: string }) =>
    `/league/schedule/${id(team.leagueName)}/${id(team.session)}/${id(String(team.year))}/${id(team.teamName)}`,
  team: (teamId: string) => `/team/${id(teamId)}`,
};
