import type {
  AddPlayersAnswer,
  AddPlayersRequest,
  AdminPlayerAnswer,
  AdminRoster,
  AdminRosterAnswer,
  AdminTeam,
  AdminTeamAnswer,
  AllPlayersAnswer,
  ArchivedTeamsAnswer,
  ListedPlayer,
  CreatePlayerRequest,
  CreateTeamRequest,
  CurrentTeamAnswer,
  RosterAndSchedule,
  RosterOverride,
  TeamToggleAnswer,
  UpdatePlayerRequest,
  UpdateTeamRequest,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import { archivedTeamsOf, listedPlayersOf, rosterAndScheduleOf } from '../../shared/api/answers';
import { leagueKeys } from '../../shared/admin/leaguesApi';
import { teamKeys } from '../../shared/admin/teamKeys';
import type { PlayerValues } from './schemas';

export type { AdminRosterPlayer, AdminTeam, ArchivedTeam } from '@league/contracts';
export type CurrentTeam = RosterAndSchedule;
export type PickablePlayer = ListedPlayer;
export type EditablePlayer = AdminPlayerAnswer['player'];

const seg = encodeURIComponent;

export const playerKeys = {
  all: ['players'] as const,
  list: () => [...playerKeys.all, 'list'] as const,
  one: (playerId: string) => [...playerKeys.all, 'one', playerId] as const,
};

export const currentTeamQuery = () =>
  queryOptions({
    queryKey: teamKeys.current(),
    queryFn: ({ signal }) => apiRequest<CurrentTeamAnswer>('/api/admin/team/current', { signal }),
    select: (answer) => rosterAndScheduleOf(answer.currentTeam),
    retry: false,
  });

/** The roster, each place's `_id` as its rosterPlayerId. */
const rosterOf = ({ listOfPlayers, ...roster }: AdminRosterAnswer): AdminRoster => ({
  ...roster,
  listOfPlayers: listOfPlayers.map(({ _id, ...player }) => ({ rosterPlayerId: _id, ...player })),
});

/** The team of the update form, its `_id` as its teamId. */
const adminTeamOf = ({ team: { _id, ...team } }: AdminTeamAnswer): AdminTeam => ({ teamId: _id, ...team });

export const rosterQuery = (teamName: string, year: string) =>
  queryOptions({
    queryKey: teamKeys.roster(teamName, year),
    queryFn: ({ signal }) =>
      apiRequest<AdminRosterAnswer>(`/api/admin/${seg(teamName)}/${seg(year)}/roster`, { signal }),
    select: rosterOf,
  });

export const adminTeamQuery = (teamId: string) =>
  queryOptions({
    queryKey: teamKeys.team(teamId),
    queryFn: ({ signal }) => apiRequest<AdminTeamAnswer>(`/api/admin/team/${seg(teamId)}`, { signal }),
    select: adminTeamOf,
  });

export const archivedTeamsQuery = () =>
  queryOptions({
    queryKey: teamKeys.archived(),
    queryFn: ({ signal }) => apiRequest<ArchivedTeamsAnswer>('/api/admin/teams/archive', { signal }),
    select: archivedTeamsOf,
  });

export const allPlayersQuery = () =>
  queryOptions({
    queryKey: playerKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllPlayersAnswer>('/api/admin/players', { signal }),
    select: listedPlayersOf,
  });

export const rosterPlayerQuery = (playerId: string) =>
  queryOptions({
    queryKey: playerKeys.one(playerId),
    queryFn: ({ signal }) =>
      apiRequest<AdminPlayerAnswer>(`/api/admin/rosterPlayer/${seg(playerId)}`, { signal }),
    select: (answer) => answer.player,
  });

function useInvalidate() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: teamKeys.all }),
      queryClient.invalidateQueries({ queryKey: playerKeys.all }),
      queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
    ]);
}

/**
 * The team's version for an edit from a page whose read carries none (a league's standings rows, the
 * current team, the archive, a roster): the team's admin record, read when the admin confirms, gives
 * the If-Match (docs/api.md).
 */
function useTeamVersion() {
  const queryClient = useQueryClient();
  return async (teamId: string) =>
    (await queryClient.fetchQuery({ ...adminTeamQuery(teamId), staleTime: 0 })).team.version;
}

export interface TeamPayload {
  leagueId: string;
  teamName: string;
  divisionName: string | null;
}

export function useCreateTeam() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ leagueId, teamName, divisionName }: TeamPayload) =>
      apiRequest<{ teamId: string }>('/api/admin/createTeam', {
        method: 'POST',
        body: { id: crypto.randomUUID(), leagueId, teamName, divisionName } satisfies CreateTeamRequest,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdateTeam(team: Pick<AdminTeam, 'teamId' | 'version'>) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (changes: UpdateTeamRequest) =>
      apiRequest(`/api/admin/${seg(team.teamId)}/updateTeam`, {
        method: 'PATCH',
        body: changes,
        ifMatch: team.version,
      }),
    onSuccess: invalidate,
  });
}

export function useToggleTeam() {
  const invalidate = useInvalidate();
  const teamVersion = useTeamVersion();
  return useMutation({
    mutationFn: async (teamId: string) =>
      apiRequest<TeamToggleAnswer>(`/api/admin/${seg(teamId)}/archiveCurrentToggleTeam`, {
        method: 'PATCH',
        ifMatch: await teamVersion(teamId),
      }),
    onSettled: invalidate,
  });
}

export function useRemoveTeam() {
  const invalidate = useInvalidate();
  const teamVersion = useTeamVersion();
  return useMutation({
    mutationFn: async (teamId: string) =>
      apiRequest(`/api/admin/${seg(teamId)}/removeTeam`, {
        method: 'DELETE',
        ifMatch: await teamVersion(teamId),
      }),
    onSettled: invalidate,
  });
}

export type PlayerPayload = PlayerValues;

export function useCreatePlayer() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (player: PlayerPayload) =>
      apiRequest<{ playerId: string }>('/api/admin/createPlayer', {
        method: 'POST',
        body: { id: crypto.randomUUID(), ...player } satisfies CreatePlayerRequest,
      }),
    onSuccess: invalidate,
  });
}

export function useUpdatePlayer(playerId: string, version: number) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (player: PlayerPayload) =>
      apiRequest(`/api/admin/${seg(playerId)}/updatePlayer`, {
        method: 'PATCH',
        body: player satisfies UpdatePlayerRequest,
        ifMatch: version,
      }),
    onSuccess: invalidate,
  });
}

export function useAddPlayers() {
  const invalidate = useInvalidate();
  const teamVersion = useTeamVersion();
  return useMutation({
    mutationFn: async ({
      teamId,
      players,
      override,
    }: {
      teamId: string;
      players: Array<{ playerId: string; number: number }>;
      /** the admin's reason to add players who are on another current team of the league */
      override?: RosterOverride;
    }) =>
      apiRequest<AddPlayersAnswer>(`/api/admin/${seg(teamId)}/addPlayers`, {
        method: 'POST',
        body: { players, ...(override ? { override } : {}) } satisfies AddPlayersRequest,
        ifMatch: await teamVersion(teamId),
      }),
    onSuccess: invalidate,
  });
}

/** A player on a team's roster: the roster entry and its team (whose version an edit of it sends). */
export interface RosterPlace {
  teamId: string;
  rosterPlayerId: string;
}

export function useChangeNumber() {
  const invalidate = useInvalidate();
  const teamVersion = useTeamVersion();
  return useMutation({
    mutationFn: async ({ teamId, rosterPlayerId, number }: RosterPlace & { number: number }) =>
      apiRequest(`/api/admin/${seg(rosterPlayerId)}/changeNumber`, {
        method: 'PATCH',
        body: { number },
        ifMatch: await teamVersion(teamId),
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveRosterPlayer() {
  const invalidate = useInvalidate();
  const teamVersion = useTeamVersion();
  return useMutation({
    mutationFn: async ({ teamId, rosterPlayerId }: RosterPlace) =>
      apiRequest(`/api/admin/${seg(rosterPlayerId)}/removePlayer`, {
        method: 'DELETE',
        ifMatch: await teamVersion(teamId),
      }),
    onSettled: invalidate,
  });
}
