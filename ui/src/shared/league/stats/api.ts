import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';
import type {
  CurrentLeague,
  CurrentLeaguesAnswer,
  GoalieLeadersAnswer,
  PreviousLeague,
  PreviousLeaguesAnswer,
  ScoringLeadersAnswer,
  StandingsAnswer,
} from '@league/contracts';

const id = encodeURIComponent;

export const statsKeys = {
  all: ['league-stats'] as const,
  currentLeagues: () => [...statsKeys.all, 'current-leagues'] as const,
  previousLeagues: () => [...statsKeys.all, 'previous-leagues'] as const,
  standings: (leagueId: string) => [...statsKeys.all, 'standings', leagueId] as const,
  scoringLeaders: (leagueId: string) => [...statsKeys.all, 'scoring-leaders', leagueId] as const,
  goalieLeaders: (leagueId: string) => [...statsKeys.all, 'goalie-leaders', leagueId] as const,
};

/** The current leagues of the answer (each division kept), each `_id` as its leagueId. */
export const currentLeaguesOf = (answer: CurrentLeaguesAnswer): CurrentLeague[] =>
  answer.currentLeagues.map(({ _id, ...league }) => ({ leagueId: _id, ...league }));

/** The archived leagues of the answer, each `_id` as its leagueId. */
export const previousLeaguesOf = (answer: PreviousLeaguesAnswer): PreviousLeague[] =>
  answer.previousLeagues.map(({ _id, ...league }) => ({ leagueId: _id, ...league }));

export const currentLeaguesQuery = () =>
  queryOptions({
    queryKey: statsKeys.currentLeagues(),
    queryFn: ({ signal }) => apiRequest<CurrentLeaguesAnswer>('/api/admin/leagues/current', { signal }),
    select: currentLeaguesOf,
  });

export const previousLeaguesQuery = () =>
  queryOptions({
    queryKey: statsKeys.previousLeagues(),
    queryFn: ({ signal }) => apiRequest<PreviousLeaguesAnswer>('/api/league/previousLeagues', { signal }),
    select: previousLeaguesOf,
  });

/** The league's standings, or as they stood after the games of `asOf` (YYYY-MM-DD) when given. */
export const standingsQuery = (leagueId: string, asOf?: string) =>
  queryOptions({
    queryKey: asOf ? [...statsKeys.standings(leagueId), asOf] : statsKeys.standings(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<StandingsAnswer>(
        `/api/league/leagues/${id(leagueId)}/standings${asOf ? `?asOf=${id(asOf)}` : ''}`,
        { signal },
      ),
  });

export const scoringLeadersQuery = (leagueId: string) =>
  queryOptions({
    queryKey: statsKeys.scoringLeaders(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<ScoringLeadersAnswer>(`/api/league/${id(leagueId)}/scoringLeaders`, { signal }),
  });

/** The league's goalies, by goals-against average, then games played. */
export const goalieLeadersQuery = (leagueId: string) =>
  queryOptions({
    queryKey: statsKeys.goalieLeaders(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<GoalieLeadersAnswer>(`/api/league/${id(leagueId)}/goalieLeaders`, { signal }),
    select: (answer) => answer.goalieLeaders,
  });

/** "Men's League - A Division" when the league has a division (the previous-leagues wording). */
export function leagueTitle(league: { leagueName: string; divisionName?: string | null }): string {
  return league.divisionName ? `${league.leagueName} - ${league.divisionName} Division` : league.leagueName;
}
