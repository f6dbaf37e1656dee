import type {
  AdminLeagueScheduleAnswer,
  AdminScheduleEntry,
  AdminScheduleItem,
  AllGamesAndEventsAnswer,
  CreateEventRequest,
  CreateGameRequest,
  GameAnswer,
  ScheduleEntry,
  UpdateEventRequest,
  UpdateGameRequest,
  VenueScheduleAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { gameSummaryOf, scheduleEntryOf } from '../api/answers';
import { ApiError, apiRequest } from '../api/apiRequest';
import { venueScheduleOf } from '../league/schedules/api';
import { leagueKeys } from './leaguesApi';

const seg = encodeURIComponent;

export const scheduleKeys = {
  all: ['schedule'] as const,
  master: () => [...scheduleKeys.all, 'master'] as const,
  venue: (venueId: string) => [...scheduleKeys.all, 'venue', venueId] as const,
  league: (leagueId: string) => [...scheduleKeys.all, 'league', leagueId] as const,
  game: (gameId: string) => [...scheduleKeys.all, 'game', gameId] as const,
};

const masterScheduleOf = (answer: AllGamesAndEventsAnswer): AdminScheduleEntry[] =>
  answer.allItems.map(scheduleEntryOf);
const adminLeagueScheduleOf = (answer: AdminLeagueScheduleAnswer): AdminScheduleEntry[] =>
  answer.allLeagueGamesArray.map(scheduleEntryOf);

export const masterScheduleQuery = () =>
  queryOptions({
    queryKey: scheduleKeys.master(),
    queryFn: ({ signal }) => apiRequest<AllGamesAndEventsAnswer>('/api/admin/allGamesAndEvents', { signal }),
    select: masterScheduleOf,
  });

export const venueScheduleQuery = (venueId: string) =>
  queryOptions({
    queryKey: scheduleKeys.venue(venueId),
    queryFn: ({ signal }) =>
      apiRequest<VenueScheduleAnswer>(`/api/league/${seg(venueId)}/schedule`, { signal }),
    select: venueScheduleOf,
  });

export const leagueScheduleQuery = (leagueId: string) =>
  queryOptions({
    queryKey: scheduleKeys.league(leagueId),
    queryFn: ({ signal }) =>
      apiRequest<AdminLeagueScheduleAnswer>(`/api/league/schedule/admin/${seg(leagueId)}`, { signal }),
    select: adminLeagueScheduleOf,
  });

export const gameQuery = (gameId: string) =>
  queryOptions({
    queryKey: scheduleKeys.game(gameId),
    queryFn: ({ signal }) => apiRequest<GameAnswer>(`/api/admin/game/${seg(gameId)}`, { signal }),
    select: gameSummaryOf,
  });

/** The items a 409 clash answer lists (the slot's other games and events), or null for any other failure. */
export function conflictsOf(failure: unknown): AdminScheduleEntry[] | null {
  if (!(failure instanceof ApiError) || failure.status !== 409) return null;
  const body = failure.body as { conflicts?: unknown } | null;
  return Array.isArray(body?.conflicts) ? (body.conflicts as AdminScheduleItem[]).map(scheduleEntryOf) : null;
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

export function useSaveGame(existing: Pick<AdminScheduleEntry, 'itemId' | 'version'> | null) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (game: CreateGameRequest & UpdateGameRequest) =>
      existing
        ? apiRequest<{ gameId: string }>(`/api/admin/${seg(existing.itemId)}/updateGame`, {
            method: 'PATCH',
            body: game,
            ifMatch: existing.version,
          })
        : apiRequest<{ gameId: string }>('/api/admin/createGame', { method: 'POST', body: game }),
    onSuccess: invalidate,
  });
}

export function useSaveEvent(existing: Pick<AdminScheduleEntry, 'itemId' | 'version'> | null) {
  const invalidate = useInvalidateSchedules();
  return useMutation({
    mutationFn: (event: CreateEventRequest & UpdateEventRequest) =>
      existing
        ? apiRequest<{ eventId: string }>(`/api/admin/${seg(existing.itemId)}/updateEvent`, {
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
  const versionOf = async (item: ScheduleEntry | AdminScheduleEntry) => {
    if ('version' in item) return item.version;
    const answer = await queryClient.fetchQuery({ ...masterScheduleQuery(), staleTime: 0 });
    const listed = masterScheduleOf(answer).find((candidate) => candidate.itemId === item.itemId);
    if (!listed) throw new Error('This game or event is no longer on the schedule.');
    return listed.version;
  };
  return useMutation({
    mutationFn: async (item: ScheduleEntry | AdminScheduleEntry) =>
      apiRequest(`/api/admin/${seg(item.itemId)}/removeEvent`, {
        method: 'DELETE',
        ifMatch: await versionOf(item),
      }),
    onSettled: invalidate,
  });
}
