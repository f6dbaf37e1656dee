import { queryOptions, skipToken } from '@tanstack/react-query';
import type { TeamPageAnswer } from '@league/contracts';
import { apiRequest } from '../../shared/api/apiRequest';
import { scheduleKeys } from '../../shared/league/schedules/api';

/**
 * A team's whole page (GET /api/team/{teamId}). Its key starts as the team schedule's does, so a live
 * announcement of the read models a team's page reads (shared/live) makes it stale the same way.
 */
export const teamPageQuery = (teamId: string | typeof skipToken) =>
  queryOptions({
    queryKey: [...scheduleKeys.team(teamId === skipToken ? null : teamId), 'page'] as const,
    queryFn:
      teamId === skipToken
        ? skipToken
        : ({ signal }) => apiRequest<TeamPageAnswer>(`/api/team/${encodeURIComponent(teamId)}`, { signal }),
  });
