import { queryOptions, skipToken } from '@tanstack/react-query';
import type { TeamPageAnswer, TeamPageData } from '@league/contracts';
import { scheduleEntryOf } from '../../shared/api/answers';
import { apiRequest } from '../../shared/api/apiRequest';
import { scheduleKeys } from '../../shared/league/schedules/api';

/** The team's page, its games' and events' `_id` as their itemId. */
const teamPageOf = ({ nextGame, schedule, ...team }: TeamPageAnswer): TeamPageData => ({
  ...team,
  nextGame: nextGame && scheduleEntryOf(nextGame),
  schedule: schedule.map(scheduleEntryOf),
});

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
    select: teamPageOf,
  });
