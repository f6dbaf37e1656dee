import type {
  CurrentLeague,
  CreateLeagueRequest,
  CurrentLeaguesAnswer,
  LeagueToggleAnswer,
  PreviousLeaguesAnswer,
  StandingsAnswer,
  UpdateLeagueRequest,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/apiRequest';
import { currentLeaguesOf, previousLeaguesOf } from '../league/stats/api';
import type { LeagueValues } from './leagueSchemas';

export type { CurrentLeague, PreviousLeague, StandingsRow } from '@league/contracts';

export const leagueKeys = {
  all: ['leagues'] as const,
  current: () => [...leagueKeys.all, 'current'] as const,
  previous: () => [...leagueKeys.all, 'previous'] as const,
  teams: (leagueId: string) => [...leagueKeys.all, 'teams', leagueId] as const,
};

export const currentLeaguesQuery = () =>
  queryOptions({
    queryKey: leagueKeys.current(),
    queryFn: ({ signal }) => apiRequest<CurrentLeaguesAnswer>('/api/admin/leagues/current', { signal }),
    select: currentLeaguesOf,
  });

export const previousLeaguesQuery = () =>
  queryOptions({
    queryKey: leagueKeys.previous(),
    queryFn: ({ signal }) => apiRequest<PreviousLeaguesAnswer>('/api/league/previousLeagues', { signal }),
    select: previousLeaguesOf,
  });

/** The teams of a league (with their divisions), read from its standings. */
export const leagueTeamsQuery = (leagueId: string) =>
  queryOptions({
    queryKey: leagueKeys.teams(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<StandingsAnswer>(`/api/league/leagues/${encodeURIComponent(leagueId)}/standings`, {
        signal,
      }),
  });

/** "Summer 2026 Men's League — North" style label used by the pickers. */
export function leagueLabel(league: Pick<CurrentLeague, 'leagueName' | 'divisionName' | 'session' | 'year'>) {
  const division = league.divisionName ? ` (${league.divisionName})` : '';
  return `${league.leagueName}${division} · ${league.session} ${league.year}`;
}

interface LeagueWriteAnswer {
  leagueId: string;
  position: string;
}

function useInvalidateLeagues() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: leagueKeys.all });
}

export function useCreateLeague() {
  const invalidate = useInvalidateLeagues();
  return useMutation({
    mutationFn: (league: LeagueValues) =>
      apiRequest<LeagueWriteAnswer>('/api/admin/createLeague', {
        method: 'POST',
        body: { id: crypto.randomUUID(), ...league } satisfies CreateLeagueRequest,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateLeague(league: Pick<CurrentLeague, 'leagueId' | 'version'>) {
  const invalidate = useInvalidateLeagues();
  return useMutation({
    mutationFn: (changes: LeagueValues) =>
      apiRequest<LeagueWriteAnswer>(`/api/admin/${encodeURIComponent(league.leagueId)}/updateLeague`, {
        method: 'PATCH',
        // an emptied division goes as null, so it can be cleared
        body: changes satisfies UpdateLeagueRequest,
        ifMatch: league.version,
      }),
    onSuccess: invalidate,
  });
}

export function useToggleLeague() {
  const invalidate = useInvalidateLeagues();
  return useMutation({
    mutationFn: (league: Pick<CurrentLeague, 'leagueId' | 'version'>) =>
      apiRequest<LeagueToggleAnswer>(
        `/api/admin/${encodeURIComponent(league.leagueId)}/archiveCurrentToggleLeague`,
        { method: 'PATCH', ifMatch: league.version },
      ),
    onSettled: invalidate,
  });
}
