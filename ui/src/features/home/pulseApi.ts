import type { HomeAnswer, HomePulse } from '@league/contracts';
import { queryOptions } from '@tanstack/react-query';
import { scheduleEntryOf } from '../../shared/api/answers';
import { apiRequest } from '../../shared/api/apiRequest';

export const homeKeys = {
  all: ['home'] as const,
  pulse: () => [...homeKeys.all, 'pulse'] as const,
};

/** The pulse, each game's and key date's `_id` as its itemId. */
const homePulseOf = ({ today, leagues, keyDates }: HomeAnswer): HomePulse => ({
  today,
  leagues: leagues.map(({ latestResults, nextGames, ...league }) => ({
    ...league,
    latestResults: latestResults.map(scheduleEntryOf),
    nextGames: nextGames.map(scheduleEntryOf),
  })),
  keyDates: keyDates.map(scheduleEntryOf),
});

/** GET /api/home (public): the current leagues' results, next games and standings, and the key dates ahead. */
export const homePulseQuery = () =>
  queryOptions({
    queryKey: homeKeys.pulse(),
    queryFn: ({ signal }) => apiRequest<HomeAnswer>('/api/home', { signal }),
    select: homePulseOf,
  });
