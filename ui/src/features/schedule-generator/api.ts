import type {
  ApplyScheduleProposalRequest,
  ProposedGame,
  ScheduleProposalAnswer,
  ScheduleProposalRequest,
} from '@league/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../shared/api/apiRequest';
import { leagueKeys } from '../../shared/admin/leaguesApi';
import { scheduleKeys } from '../../shared/admin/scheduleApi';

const seg = encodeURIComponent;

/** POST /api/admin/league/{leagueId}/schedule/proposal (docs/api.md, "Schedule generator"): records nothing. */
export const useProposeSchedule = (leagueId: string) =>
  useMutation({
    mutationFn: (request: ScheduleProposalRequest) =>
      apiRequest<ScheduleProposalAnswer>(`/api/admin/league/${seg(leagueId)}/schedule/proposal`, {
        method: 'POST',
        body: request,
      }),
  });

export interface ApplyAnswer {
  leagueId: string;
  gameIds: string[];
  position: string;
}

/**
 * POST …/proposal/{proposalId}/apply: the proposal's parameters as answered and its games, moved or
 * swapped; all of them are recorded or none. The schedules and the leagues' pages read them.
 */
export function useApplyProposal(leagueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      proposalId,
      parameters,
      games,
    }: {
      proposalId: string;
      parameters: ScheduleProposalAnswer['parameters'];
      games: readonly ProposedGame[];
    }) =>
      apiRequest<ApplyAnswer>(
        `/api/admin/league/${seg(leagueId)}/schedule/proposal/${seg(proposalId)}/apply`,
        { method: 'POST', body: { parameters, games: [...games] } satisfies ApplyScheduleProposalRequest },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
        queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
      ]),
  });
}

/** The games an apply's refusal names, one line each (`problems`), or its message alone. */
export function refusalLines(failure: unknown, fallback: string): string[] {
  if (failure instanceof ApiError) {
    const problems = (failure.body as { problems?: unknown } | null)?.problems;
    if (Array.isArray(problems) && problems.length > 0 && problems.every((line) => typeof line === 'string'))
      return problems as string[];
    return [failure.serverMessage ?? fallback];
  }
  return [fallback];
}

/** The games (numbered from 0) the lines of a refusal name: each starts "Game 4 (…)" (docs/api.md). */
export function gamesNamed(lines: readonly string[]): number[] {
  return lines.flatMap((line) => {
    const match = /^Game (\d+) \(/.exec(line);
    return match ? [Number(match[1]) - 1] : [];
  });
}
