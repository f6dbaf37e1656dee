import type {
  AdminLeagueScheduleAnswer,
  AdminScheduleItem,
  AllGamesAndEventsAnswer,
  CreateEventRequest,
  CreateGameRequest,
  GameAnswer,
  ScheduleItem,
  UpdateEventRequest,
  UpdateGameRequest,
  VenueScheduleAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../api/apiRequest';
import { leagueKeys } from './leaguesApi';

const seg = encodeURIComponent;

export const scheduleKeys = {
  all: ['schedule'] as const,
  master: () => [...scheduleKeys.all, 'master'] as const,
  venue: (venueId: string) => [...scheduleKeys.all, 'venue', venueId] as const,
  league: (leagueId: string) => [...scheduleKeys.all, 'league', leagueId] as const,
  game: (gameId: string) => [...scheduleKeys.all, 'game', gameId] as const,
};

export const masterScheduleQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.master(),
    queryFn: ({ signal }) => apiRequest<AllGamesAndEventsAnswer>('/api/admin/allGamesAndEvents', { signal }),
    select: (answer) => answer.allItems,
  });

export const venueScheduleQuery = (venueId: string) =>
  queryOptions({
    queryKey: scheduleKeys.venue(venueId),
    queryFn: ({ signal }) =>
      apiRequest<VenueScheduleAnswer>(`/api/league/${seg(venueId)}/schedule`, { signal }),
  });

export const leagueScheduleQuery = (leagueId: string) =>
  queryOptions({
    queryKey: scheduleKeys.league(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<AdminLeagueScheduleAnswer>(`/api/league/schedule/admin/${seg(leagueId)}`, { signal }),
    select: (answer) => answer.allLeagueGamesArray,
  });

export const gameQuery = (gameId: string) =>
  queryOptions({
    queryKey: scheduleKeys.game(gameId),
    queryFn: ({ signal }) => apiRequest<GameAnswer>(`/api/admin/game/${seg(gameId)}`, { signal }),
  });

/** The items a 409 clash answer lists (the slot's other games and events), or null for any other failure. */
export function conflictsOf(failure: unknown): AdminScheduleItem[] | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { conflicts?: unknown } | null;
  return Array.isArray(body?.conflicts) ? (body.conflicts as AdminScheduleItem[]) : null;
}

function useInvalidateSchedules() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      // results and removed games change the standings the league pages read
      queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
    ]);
}

export function useSaveGame(existing: { _id: string; version: number } | null) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (game: CreateGameRequest & UpdateGameRequest) =>
      existing
        ? apiRequest<{ gameId: string }>(`/api/admin/${seg(existing._id)}/updateGame`, {
            method: 'PATCH',
            body: game,
            ifMatch: existing.version,
          })
        : apiRequest<{ gameId: string }>('/api/admin/createGame', { method: 'POST', body: game }),
    onSuccess: invalidate,
  });
}

export function useSaveEvent(existing: { _id: string; version: number } | null) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (event: CreateEventRequest & UpdateEventRequest) =>
      existing
        ? apiRequest<{ eventId: string }>(`/api/admin/${seg(existing._id)}/updateEvent`, {
            method: 'PATCH',
            body: event,
            ifMatch: existing.version,
          })
        : apiRequest<{ eventId: string }>('/api/admin/createEvent', { method: 'POST', body: event }),
    onSuccess: invalidate,
  });
}

/**
 * DELETE /api/admin/{id}/removeEvent: a game or an event, at the version the page showed. A page whose
 * read carries no version (a venue's schedule) takes it from the master schedule when the admin confirms.
 */
export function useRemoveScheduleItem() {
  const invalidate = useInvalidateSchedules();
  const queryClient = useQueryClient();
  const versionOf = async (item: ScheduleItem | AdminScheduleItem) => {
    if ('version' in item) return item.version;
    const { allItems } = await queryClient.fetchQuery({ ...masterScheduleQuery(), staleTime: 0 });
    const listed = allItems.find((candidate) => candidate._id === item._id);
    if (!listed) throw new Error('This game or event is no longer on the schedule.');
    return listed.version;
  };
  return useMutation({
    mutationFn: async (item: ScheduleItem | AdminScheduleItem) =>
      apiRequest(`/api/admin/${seg(item._id)}/removeEvent`, {
        method: 'DELETE',
        ifMatch: await versionOf(item),
      }),
    onSettled: invalidate,
  });
}
