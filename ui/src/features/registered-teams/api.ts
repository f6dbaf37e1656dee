import type { PersonalDataErasedAnswer } from '@league/contracts';
import {
  MARK_COMMITTED_FAILED_MESSAGE,
  type AllArchivedTeamsAnswer,
  type AllRegisteredTeamsAnswer,
  type RegisteredTeamItem,
  type RegisteredTeams,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import type { RegisteredTeam } from './types';

export { MARK_COMMITTED_FAILED_MESSAGE };

export const registeredTeamKeys = {
  all: ['registered-teams'] as const,
  current: (year: string) => [...registeredTeamKeys.all, 'current', year] as const,
  archived: () => [...registeredTeamKeys.all, 'archived'] as const,
};

/** A registered team of the answers, its `_id` as its registeredTeamId. */
const registeredTeamOf = ({ _id, ...team }: RegisteredTeamItem): RegisteredTeam => ({
  registeredTeamId: _id,
  ...team,
});
const registeredTeamsOf = ({
  allRegisteredTeams,
  allEmailAddresses,
}: AllRegisteredTeamsAnswer): RegisteredTeams => ({
  allRegisteredTeams: allRegisteredTeams.map(registeredTeamOf),
  allEmailAddresses,
});
const archivedOf = (answer: AllArchivedTeamsAnswer) => answer.archivedTeams.map(registeredTeamOf);

/** `year` '' lists every year. */
export const registeredTeamsQuery = (year: string) =>
  queryOptions({
    queryKey: registeredTeamKeys.current(year),
    queryFn: ({ signal }) =>
      apiRequest<AllRegisteredTeamsAnswer>(
        `/api/registration/allRegisteredTeams${year ? `?year=${encodeURIComponent(year)}` : ''}`,
        { signal },
      ),
    select: registeredTeamsOf,
  });

export const archivedTeamsQuery = () =>
  queryOptions({
    queryKey: registeredTeamKeys.archived(),
    queryFn: ({ signal }) =>
      apiRequest<AllArchivedTeamsAnswer>('/api/registration/allArchivedTeams', { signal }),
    select: archivedOf,
  });

function useInvalidateRegisteredTeams() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: registeredTeamKeys.all });
}

/** Sets every slot's committed flag of one team (isCommitted1..isCommitted30), at the version the list showed. */
export function useMarkAsCommitted() {
  const invalidate = useInvalidateRegisteredTeams();
  return useMutation({
    mutationFn: ({
      team,
      committed,
    }: {
      team: Pick<RegisteredTeam, 'registeredTeamId' | 'version'>;
      committed: Record<number, boolean>;
    }) => {
      const body: Record<string, string | boolean> = { teamIdForCommittedEdits: team.registeredTeamId };
      for (const [slot, isCommitted] of Object.entries(committed)) body[`isCommitted${slot}`] = isCommitted;
      return apiRequest('/api/admin/markAsCommitted', { method: 'PATCH', body, ifMatch: team.version });
    },
    // "after marking committed the page reloads"
    onSuccess: invalidate,
  });
}

/** Archive Team on a current team, Move To Current on an archived one: the same toggle. */
export function useToggleRegisteredTeam() {
  const invalidate = useInvalidateRegisteredTeams();
  return useMutation({
    mutationFn: (team: Pick<RegisteredTeam, 'registeredTeamId' | 'version'>) =>
      apiRequest(
        `/api/admin/${encodeURIComponent(team.registeredTeamId)}/archiveCurrentToggleRegisteredTeam`,
        {
          method: 'PATCH',
          ifMatch: team.version,
        },
      ),
    // failures here are swallowed and the lists reload either way (docs/rules.md §4)
    onSettled: invalidate,
  });
}

/** POST /api/admin/{coachAccountId}/eraseCoachPersonalData (admin): the coach's e-mail can no longer be read. */
export function useEraseCoachPersonalData() {
  const invalidate = useInvalidateRegisteredTeams();
  return useMutation({
    mutationFn: (coachId: string) =>
      apiRequest<PersonalDataErasedAnswer>(
        `/api/admin/${encodeURIComponent(coachId)}/eraseCoachPersonalData`,
        {
          method: 'POST',
        },
      ),
    onSuccess: invalidate,
  });
}
