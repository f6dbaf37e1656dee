import { queryOptions } from '@tanstack/react-query';
import { gameSummaryOf } from '../../shared/api/answers';
import { apiRequest } from '../../shared/api/apiRequest';
import type { GameAnswer } from '@league/contracts';

export const gameKeys = {
  all: ['game-summary'] as const,
  game: (gameId: string) => [...gameKeys.all, gameId] as const,
};

export const gameQuery = (gameId: string) =>
  queryOptions({
    queryKey: gameKeys.game(gameId),
    queryFn: ({ signal }) =>
      apiRequest<GameAnswer>(`/api/admin/game/${encodeURIComponent(gameId)}`, { signal }),
    select: gameSummaryOf,
  });
