import type { HomeAnswer } from '@league/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

export const homeKeys = {
  all: ['home'] as const,
  pulse: () => [...homeKeys.all, 'pulse'] as const,
};

/** GET /api/home (public): the current leagues' results, next games and standings, and the key dates ahead. */
export const homePulseQuery = () =>
  queryOptions({
    queryKey: homeKeys.pulse(),
    queryFn: ({ signal }) => apiRequest<HomeAnswer>('/api/home', { signal }),
  });
