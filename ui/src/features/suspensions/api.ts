import type {
  AllPlayersAnswer,
  AllSuspendedPlayersAnswer,
  ArchivedSuspensionsAnswer,
  CreateSuspensionRequest,
  PlayerHistoryAnswer,
  SuspensionAnswer,
  SuspensionItem,
  SuspensionProposalItem,
  SuspensionProposalsAnswer,
  SuspensionProposalWriteAnswer,
  SuspensionRulesAnswer,
  SuspensionRulesRequest,
  SuspensionWriteAnswer,
  UpdateSuspensionRequest,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { listedPlayersOf } from '../../shared/api/answers';
import type { Suspension, SuspensionForm } from './schemas';

export const suspensionKeys = {
  all: ['suspensions'] as const,
  current: () => [...suspensionKeys.all, 'current'] as const,
  archived: () => [...suspensionKeys.all, 'archived'] as const,
  one: (suspensionId: string) => [...suspensionKeys.all, 'one', suspensionId] as const,
  players: () => [...suspensionKeys.all, 'players'] as const,
  teamsOf: (playerId: string) => [...suspensionKeys.all, 'teams', playerId] as const,
  proposals: () => [...suspensionKeys.all, 'proposals'] as const,
  rules: () => [...suspensionKeys.all, 'rules'] as const,
};

/** The league's players, for the player picker. */
export const pickablePlayersQuery = () =>
  queryOptions({
    queryKey: suspensionKeys.players(),
    queryFn: ({ signal }) => apiRequest<AllPlayersAnswer>('/api/admin/players', { signal }),
    select: listedPlayersOf,
  });

/** The teams a player has been on, newest first (their history), for the team picker. */
export const playerTeamsQuery = (playerId: string) =>
  queryOptions({
    queryKey: suspensionKeys.teamsOf(playerId),
    queryFn: ({ signal }) =>
      apiRequest<PlayerHistoryAnswer>(`/api/player/${encodeURIComponent(playerId)}/history`, { signal }),
    select: (answer) => answer.listOfRosters,
    enabled: playerId !== '',
  });

/** A suspension of the answers, its `_id` as its suspensionId. */
const suspensionOf = ({ _id, ...suspension }: SuspensionItem): Suspension => ({
  suspensionId: _id,
  ...suspension,
});

const currentOf = (answer: AllSuspendedPlayersAnswer) => answer.allSuspendedPlayers.map(suspensionOf);
const archivedOf = (answer: ArchivedSuspensionsAnswer) => answer.archivedSuspensions.map(suspensionOf);
const theSuspensionOf = (answer: SuspensionAnswer) => suspensionOf(answer.suspension);

export const currentSuspensionsQuery = () =>
  queryOptions({
    queryKey: suspensionKeys.current(),
    queryFn: ({ signal }) =>
      apiRequest<AllSuspendedPlayersAnswer>('/api/admin/allSuspendedPlayers', { signal }),
    select: currentOf,
  });

export const archivedSuspensionsQuery = () =>
  queryOptions({
    queryKey: suspensionKeys.archived(),
    queryFn: ({ signal }) =>
      apiRequest<ArchivedSuspensionsAnswer>('/api/registration/allArchivedSuspensions', { signal }),
    select: archivedOf,
  });

export const suspensionQuery = (suspensionId: string) =>
  queryOptions({
    queryKey: suspensionKeys.one(suspensionId),
    queryFn: ({ signal }) =>
      apiRequest<SuspensionAnswer>(`/api/admin/suspension/${encodeURIComponent(suspensionId)}`, { signal }),
    select: theSuspensionOf,
  });

function useInvalidateSuspensions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: suspensionKeys.all });
}

export function useCreateSuspension() {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: (form: SuspensionForm) =>
      apiRequest<SuspensionWriteAnswer>('/api/admin/createSuspension', {
        method: 'POST',
        body: {
          playerId: form.playerId,
          teamId: form.teamId || null,
          date1: form.date1,
          reason: form.reason,
          numberOfGames: form.numberOfGames,
          served: form.served,
          appealed: form.appealed,
        } satisfies CreateSuspensionRequest,
      }),
    onSuccess: invalidate,
  });
}

/**
 * Saves the update form. A suspension with its player picked is linked to the player and the team (none:
 * null); one recorded as free text and left so keeps its names as they were recorded.
 */
export function useUpdateSuspension(suspension: Pick<Suspension, 'suspensionId' | 'version'>) {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: (form: SuspensionForm) =>
      apiRequest<SuspensionWriteAnswer>(
        `/api/admin/${encodeURIComponent(suspension.suspensionId)}/updateSuspension`,
        {
          method: 'PATCH',
          body: {
            ...(form.playerId ? { playerId: form.playerId, teamId: form.teamId || null } : {}),
            reason: form.reason,
            howManyGames: form.numberOfGames,
            served: form.served,
            appealedSuccessfully: form.appealed,
          } satisfies UpdateSuspensionRequest,
          ifMatch: suspension.version,
        },
      ),
    onSuccess: invalidate,
  });
}

/** ARCHIVE on a current suspension, MOVE TO CURRENT on an archived one: the same toggle. */
export function useToggleSuspension() {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: (suspension: Pick<Suspension, 'suspensionId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(suspension.suspensionId)}/archiveCurrentToggleSuspension`, {
        method: 'PATCH',
        ifMatch: suspension.version,
      }),
    // the lists reload whether or not the change worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}

export function useRemoveSuspension() {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: (suspension: Pick<Suspension, 'suspensionId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(suspension.suspensionId)}/removeSuspension`, {
        method: 'DELETE',
        ifMatch: suspension.version,
      }),
    onSettled: invalidate,
  });
}

/** The suspensions proposed from the game sheets that wait for the admin's decision (docs/api.md). */
export const suspensionProposalsQuery = () =>
  queryOptions({
    queryKey: suspensionKeys.proposals(),
    queryFn: ({ signal }) =>
      apiRequest<SuspensionProposalsAnswer>('/api/admin/suspensionProposals', { signal }),
    select: (answer) => answer.suspensionProposals,
  });

/** The games a proposal names per severity, and the table's version (its If-Match). */
export const suspensionRulesQuery = () =>
  queryOptions({
    queryKey: suspensionKeys.rules(),
    queryFn: ({ signal }) => apiRequest<SuspensionRulesAnswer>('/api/admin/suspensionRules', { signal }),
  });

const proposalUrl = (proposal: Pick<SuspensionProposalItem, 'gameId' | 'entryId'>, decision: string) =>
  `/api/admin/suspensionProposals/${encodeURIComponent(proposal.gameId)}/${encodeURIComponent(proposal.entryId)}/${decision}`;

/** Confirms a proposal as a suspension of `games` games: the proposal leaves the list, the suspension joins its own. */
export function useConfirmProposal() {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: ({ proposal, games }: { proposal: SuspensionProposalItem; games: number }) =>
      apiRequest<SuspensionProposalWriteAnswer>(proposalUrl(proposal, 'confirm'), {
        method: 'POST',
        body: { games },
      }),
    onSettled: invalidate,
  });
}

/** Dismisses a proposal: no suspension. */
export function useDismissProposal() {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: (proposal: SuspensionProposalItem) =>
      apiRequest<SuspensionProposalWriteAnswer>(proposalUrl(proposal, 'dismiss'), { method: 'POST' }),
    onSettled: invalidate,
  });
}

/** Saves the table of games per severity at the version it was read with. */
export function useSetSuspensionRules(version: number) {
  const invalidate = useInvalidateSuspensions();
  return useMutation({
    mutationFn: (rules: SuspensionRulesRequest) =>
      apiRequest('/api/admin/suspensionRules', { method: 'PUT', body: rules, ifMatch: version }),
    onSettled: invalidate,
  });
}
