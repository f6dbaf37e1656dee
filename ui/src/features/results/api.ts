import type { GameStatsAnswer, RostersAndPointsAnswer } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { rostersAndPointsOf } from '../../shared/api/answers';
import { leagueKeys } from '../../shared/admin/leaguesApi';
import { scheduleKeys } from '../../shared/admin/scheduleApi';
import { teamKeys } from '../../shared/admin/teamKeys';
import { playoffPayload, regularPayload, type ResultsValues } from './schemas';

export type ResultKind = RostersAndPointsAnswer['kind'];

const seg = encodeURIComponent;

export const resultsKeys = {
  all: ['results'] as const,
  game: (gameId: string) => [...resultsKeys.all, gameId] as const,
};

export const rostersAndPointsQuery = (gameId: string) =>
  queryOptions({
    queryKey: resultsKeys.game(gameId),
    queryFn: ({ signal }) =>
      apiRequest<RostersAndPointsAnswer>(`/api/admin/${seg(gameId)}/rostersAndPoints`, { signal }),
    select: rostersAndPointsOf,
  });

const PATHS: Record<ResultKind, string> = {
  regular: 'gameStats',
  playoff: 'playoffGameStats',
  championship: 'championshipGameStats',
};

/** The fallback texts when the server sends no message (docs/rules.md §8). */
export const SAVE_FAILED: Record<ResultKind, string> = {
  regular: 'Something went wrong with adding player stats',
  playoff: 'Something went wrong with adding playoff game stats',
  championship: 'Something went wrong with adding championship game stats',
};

export interface ResultSave {
  values: ResultsValues;
  /** the admin confirmed a result for a game dated after today (docs/api.md "Results") */
  confirmFuture?: boolean;
}

/** Records (or corrects) a result with the version the page loaded. */
export function useSaveResult(game: Pick<RostersAndPointsAnswer, 'gameId' | 'kind' | 'version'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, confirmFuture = false }: ResultSave) =>
      apiRequest<GameStatsAnswer>(`/api/admin/${PATHS[game.kind]}/${seg(game.gameId)}`, {
        method: 'PATCH',
        body: {
          ...(game.kind === 'regular' ? regularPayload(values) : playoffPayload(values, game.gameId)),
          ...(confirmFuture ? { confirmFuture } : {}),
        },
        ifMatch: game.version,
      }),
    onSuccess: () =>
      Promise.all(
        [resultsKeys.all, scheduleKeys.all, leagueKeys.all, teamKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
