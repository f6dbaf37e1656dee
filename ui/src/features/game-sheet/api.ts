import type { GameSheetAnswer, RostersAndPointsAnswer } from '@league/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { rostersAndPointsOf } from '../../shared/api/answers';
import { sheetUrls } from './sheetModel';

export const sheetKeys = {
  all: ['game-sheet'] as const,
  sheet: (gameId: string) => [...sheetKeys.all, gameId, 'sheet'] as const,
  rosters: (gameId: string) => [...sheetKeys.all, gameId, 'rosters'] as const,
};

/**
 * The reads of the page go out even when the browser says it is offline ('offlineFirst'): the scorekeeper's
 * service worker answers them from their last copy then (docs/pages.md, "Offline scorekeeping").
 */
export const sheetQuery = (gameId: string) =>
  queryOptions({
    queryKey: sheetKeys.sheet(gameId),
    queryFn: ({ signal }) => apiRequest<GameSheetAnswer>(sheetUrls(gameId).sheet, { signal }),
    networkMode: 'offlineFirst',
    staleTime: 5_000,
    // what another scorekeeper of the game enters shows within half a minute
    refetchInterval: 30_000,
  });

/** Both teams' rosters with the game's day, time and venue (docs/api.md, "League play: admin reads"). */
export const gameRostersQuery = (gameId: string) =>
  queryOptions({
    queryKey: sheetKeys.rosters(gameId),
    queryFn: ({ signal }) =>
      apiRequest<RostersAndPointsAnswer>(`/api/admin/${encodeURIComponent(gameId)}/rostersAndPoints`, {
        signal,
      }),
    select: rostersAndPointsOf,
    networkMode: 'offlineFirst',
  });
