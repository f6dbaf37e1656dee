import type { ArchivedTeamsAnswer } from '@league/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { archivedTeamsOf } from '../../shared/api/answers';

/** GET /api/admin/teams/archive: the league's archived teams (for the team history pages). */
export const previousTeamsQuery = () =>
  queryOptions({
    queryKey: ['league-teams', 'archive'] as const,
    queryFn: ({ signal }) => apiRequest<ArchivedTeamsAnswer>('/api/admin/teams/archive', { signal }),
    select: archivedTeamsOf,
  });
