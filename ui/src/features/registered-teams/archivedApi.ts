import type { ArchivedTeamsAnswer } from '@league/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

/** GET /api/admin/teams/archive: the league's archived teams (for the team history pages). */
export const previousTeamsQuery = () =>
  queryOptions({
    queryKey: ['league-teams', 'archive'] as const,
    queryFn: ({ signal }) => apiRequest<ArchivedTeamsAnswer>('/api/admin/teams/archive', { signal }),
    select: (answer) => answer.archivedTeams,
  });
