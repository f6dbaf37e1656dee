import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { archivedTeamsOf } from '../../shared/api/answers';
import type { ArchivedTeamsAnswer, PlayerHistoryAnswer } from '@league/contracts';

export const historyKeys = {
  all: ['history'] as const,
  player: (playerId: string) => [...historyKeys.all, 'player', playerId] as const,
  archivedTeams: () => [...historyKeys.all, 'archived-teams'] as const,
};

export const playerHistoryQuery = (playerId: string) =>
  queryOptions({
    queryKey: historyKeys.player(playerId),
    queryFn: ({ signal }) =>
      apiRequest<PlayerHistoryAnswer>(`/api/player/${encodeURIComponent(playerId)}/history`, { signal }),
  });

export const archivedTeamsQuery = () =>
  queryOptions({
    queryKey: historyKeys.archivedTeams(),
    queryFn: ({ signal }) => apiRequest<ArchivedTeamsAnswer>('/api/admin/teams/archive', { signal }),
    select: archivedTeamsOf,
  });
