import { queryOptions } from '@tanstack/react-query';
import type {
  AdminBracketAnswer,
  BracketAnswer,
  KeepPlayedAnswer,
  SeedBracketAnswer,
} from '@league/contracts';
import { apiRequest } from '../../api/apiRequest';

const id = encodeURIComponent;

export const bracketKeys = {
  all: ['bracket'] as const,
  league: (leagueId: string) => [...bracketKeys.all, 'public', leagueId] as const,
  admin: (leagueId: string) => [...bracketKeys.all, 'admin', leagueId] as const,
};

export const bracketQuery = (leagueId: string) =>
  queryOptions({
    queryKey: bracketKeys.league(leagueId),
    queryFn: ({ signal }) => apiRequest<BracketAnswer>(`/api/league/${id(leagueId)}/bracket`, { signal }),
  });

export const adminBracketQuery = (leagueId: string) =>
  queryOptions({
    queryKey: bracketKeys.admin(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<AdminBracketAnswer>(`/api/admin/league/${id(leagueId)}/bracket`, { signal }),
    enabled: leagueId !== '',
  });

export const seedBracket = (leagueId: string) =>
  apiRequest<SeedBracketAnswer>(`/api/admin/league/${id(leagueId)}/seedBracket`, { method: 'POST' });

export const keepPlayedResult = (gameId: string, side: 'home' | 'visitor') =>
  apiRequest<KeepPlayedAnswer>(`/api/admin/game/${id(gameId)}/bracketConflict/${side}/keep`, {
    method: 'POST',
  });
