import { PHOTO_FIELD, type PhotoUploadAnswer } from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';

interface RosterPlayerAnswer {
  player: { firstName: string; lastName: string };
}

export const photoKeys = {
  player: (playerId: string) => ['rosterPlayer', playerId] as const,
};

/** GET /api/admin/rosterPlayer/{playerId} (admin): the name shown above the upload. */
export const rosterPlayerQuery = (playerId: string) =>
  queryOptions({
    queryKey: photoKeys.player(playerId),
    queryFn: ({ signal }) =>
      apiRequest<RosterPlayerAnswer>(`/api/admin/rosterPlayer/${encodeURIComponent(playerId)}`, { signal }),
    select: (answer) => answer.player,
  });

/** POST /api/player/{playerId}/photo: multipart, the file in the field `image`. */
export function useUploadPhoto(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append(PHOTO_FIELD, file);
      return apiRequest<PhotoUploadAnswer>(`/api/player/${encodeURIComponent(playerId)}/photo`, {
        method: 'POST',
        body,
      });
    },
    // the player's history page shows the photo (its key: features/history, historyKeys.player)
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['history', 'player', playerId] }),
  });
}
