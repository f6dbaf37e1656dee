import type { GameHistoryAnswer } from '@league/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/apiRequest';

export const gameAuditKeys = {
  all: ['game-audit'] as const,
  game: (gameId: string) => [...gameAuditKeys.all, gameId] as const,
};

/**
 * Every recorded version of the game. Always read anew when a page shows it (staleTime 0): the game and
 * results pages change it through their own mutations, and the API client's read position makes the
 * read wait for what they recorded.
 */
export const gameHistoryQuery = (gameId: string) =>
  queryOptions({
    queryKey: gameAuditKeys.game(gameId),
    queryFn: ({ signal }) =>
      apiRequest<GameHistoryAnswer>(`/api/admin/game/${encodeURIComponent(gameId)}/history`, { signal }),
    staleTime: 0,
  });
