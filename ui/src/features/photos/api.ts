import {
  PHOTO_FIELD,
  type PhotoRemovalAnswer,
  type PhotoUploadAnswer,
  type PlayerHistoryAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

interface RosterPlayerAnswer {
  player: { firstName: string; lastName: string };
}

export const photoKeys = {
  player: (playerId: string) => ['rosterPlayer', playerId] as const,
  /**
   * The player's history, which names the current photo: the same request and key as the history page's
   * (features/history, historyKeys.player), so a photo change refreshes both.
   */
  history: (playerId: string) => ['history', 'player', playerId] as const,
};

const photoUrl = (playerId: string) => `/api/player/${encodeURIComponent(playerId)}/photo`;

/** GET /api/admin/rosterPlayer/{playerId} (admin): the name shown above the upload. */
export const rosterPlayerQuery = (playerId: string) =>
  queryOptions({
    queryKey: photoKeys.player(playerId),
    queryFn: ({ signal }) =>
      apiRequest<RosterPlayerAnswer>(`/api/admin/rosterPlayer/${encodeURIComponent(playerId)}`, { signal }),
    select: (answer) => answer.player,
  });

/** GET /api/player/{playerId}/history: the URL of the player's photo, or null. */
export const currentPhotoQuery = (playerId: string) =>
  queryOptions({
    queryKey: photoKeys.history(playerId),
    queryFn: ({ signal }) =>
      apiRequest<PlayerHistoryAnswer>(`/api/player/${encodeURIComponent(playerId)}/history`, { signal }),
    select: (answer) => answer.photo,
  });

/** POST /api/player/{playerId}/photo: multipart, the file in the field `image`. */
export function useUploadPhoto(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(PHOTO_FIELD, file);
      return apiRequest<PhotoUploadAnswer>(photoUrl(playerId), { method: 'POST', body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.history(playerId) }),
  });
}

/** DELETE /api/player/{playerId}/photo: the player has no photo from then on. */
export function useRemovePhoto(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<PhotoRemovalAnswer>(photoUrl(playerId), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: photoKeys.history(playerId) }),
  });
}
