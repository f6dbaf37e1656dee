import {
  REGISTER_ANOTHER_TEAM_FAILED_MESSAGE,
  REGISTER_TEAM_FAILED_MESSAGE,
  type AllTeamsForACoachAnswer,
  type CoachTeam,
  type CoachTeamItem,
  type RegisteredTeamFormAnswer,
  type RegisteredTeamWriteAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { toRegistrationPayload, toUpdatePayload } from './payload';
import type { RegistrationForm } from './schemas';

export type { CoachTeam };

export const registrationKeys = {
  all: ['registration'] as const,
  coachTeams: (coachId: string) => [...registrationKeys.all, 'coach', coachId] as const,
  coachTeam: (coachId: string, team: string, year: string) =>
    [...registrationKeys.all, 'coach', coachId, team, year] as const,
};

const coachPath = (coachId: string) => encodeURIComponent(coachId);

/** The coach's teams, each `_id` as its registeredTeamId. */
const coachTeamsOf = (answer: AllTeamsForACoachAnswer): CoachTeam[] =>
  answer.allTeamsForACoach.map(({ _id, ...team }: CoachTeamItem) => ({ registeredTeamId: _id, ...team }));

export const coachTeamsQuery = (coachId: string) =>
  queryOptions({
    queryKey: registrationKeys.coachTeams(coachId),
    queryFn: ({ signal }) =>
      apiRequest<AllTeamsForACoachAnswer>(`/api/admin/${coachPath(coachId)}/allTeamsForACoach`, {
        signal,
      }),
    select: coachTeamsOf,
  });

export const coachTeamQuery = (coachId: string, team: string, year: string) =>
  queryOptions({
    queryKey: registrationKeys.coachTeam(coachId, team, year),
    queryFn: ({ signal }) =>
      apiRequest<RegisteredTeamFormAnswer>(
        `/api/admin/${coachPath(coachId)}/${encodeURIComponent(team)}/${encodeURIComponent(year)}`,
        { signal },
      ),
  });

function useInvalidateRegistrations() {
  const queryClient = useQueryClient();
  // Stale, not refetched now: the page still shows its thank-you modal (an edit may even have renamed
  // the team it loaded); the next page loads fresh data. The admin lists show the change too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: registrationKeys.all, refetchType: 'none' }),
      queryClient.invalidateQueries({ queryKey: ['registered-teams'], refetchType: 'none' }),
    ]);
}

export function useRegisterTeam(coachId: string) {
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (form: RegistrationForm) =>
      apiRequest<RegisteredTeamWriteAnswer>(`/api/registration/registeredTeams/${coachPath(coachId)}`, {
        method: 'POST',
        body: toRegistrationPayload(form),
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateRegisteredTeam(coachId: string, team: string, year: string, version: number) {
  const invalidate = useInvalidateRegistrations();
  return useMutation({
    mutationFn: (form: RegistrationForm) =>
      apiRequest<RegisteredTeamWriteAnswer>(
        `/api/admin/updateRegisteredTeam/${coachPath(coachId)}/${encodeURIComponent(team)}/${encodeURIComponent(year)}`,
        {
          method: 'POST',
          body: toUpdatePayload(form),
          ifMatch: version,
        },
      ),
    onSuccess: invalidate,
  });
}

/** The wording of docs/rules.md §8: the server message prefixed 'ERROR: ', then what went wrong. */
export function registrationFailure(message: string | null, kind: 'first' | 'another') {
  const shown = message === null ? 'ERROR' : message.startsWith('ERROR: ') ? message : `ERROR: ${message}`;
  return `${shown}: ${kind === 'another' ? REGISTER_ANOTHER_TEAM_FAILED_MESSAGE : REGISTER_TEAM_FAILED_MESSAGE}`;
}
