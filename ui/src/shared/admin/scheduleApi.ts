import type {
  AdminLeagueScheduleAnswer,
  AdminScheduleItem,
  AllGamesAndEventsAnswer,
  CreateEventRequest,
  CreateGameRequest,
  GameAnswer,
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

const ifMatch = (version: number | undefined): Record<string, string> =>
  version === undefined ? {} : { 'If-Match': String(version) };

export function useSaveGame(existing: { _id: string; version: number } | null) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (game: CreateGameRequest & UpdateGameRequest) =>
      existing
        ? apiRequest<{ gameId: string }>(`/api/admin/${seg(existing._id)}/updateGame`, {
            method: 'PATCH',
            body: game,
            headers: ifMatch(existing.version),
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
            headers: ifMatch(existing.version),
          })
        : apiRequest<{ eventId: string }>('/api/admin/createEvent', { method: 'POST', body: event }),
    onSuccess: invalidate,
  });
}

/** DELETE /api/admin/{id}/removeEvent: a game or an event. */
export function useRemoveScheduleItem() {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/admin/${seg(id)}/removeEvent`, { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
