import type {
  AllVideosAnswer,
  CreateVideoRequest,
  UpdateVideoRequest,
  VideoListItem,
  VideoWriteAnswer,
} from '@league/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiRequest';
import type { Video, VideoForm } from './schemas';

export const videoKeys = {
  all: ['videos'] as const,
  list: () => [...videoKeys.all, 'list'] as const,
};

/** A video of the answer, its `_id` as its videoId. */
const videoOf = ({ _id, ...video }: VideoListItem): Video => ({ videoId: _id, ...video });
const videosOf = (answer: AllVideosAnswer) => answer.allVideos.map(videoOf);

export const videosQuery = () =>
  queryOptions({
    queryKey: videoKeys.list(),
    queryFn: ({ signal }) => apiRequest<AllVideosAnswer>('/api/admin/videos', { signal }),
    select: videosOf,
  });

const toPayload = (form: VideoForm): CreateVideoRequest & UpdateVideoRequest => ({
  videoTitle: form.videoTitle.trim(),
  videoURL: form.videoURL.trim(),
  videoCaption: form.videoCaption.trim(),
});

function useInvalidateVideos() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: videoKeys.all });
}

export function useCreateVideo() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (form: VideoForm) =>
      apiRequest<VideoWriteAnswer>('/api/admin/createVideo', { method: 'POST', body: toPayload(form) }),
    onSuccess: invalidate,
  });
}

export function useUpdateVideo(video: Pick<Video, 'videoId' | 'version'>) {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (form: VideoForm) =>
      apiRequest<VideoWriteAnswer>(`/api/admin/${encodeURIComponent(video.videoId)}/updateVideo`, {
        method: 'PATCH',
        body: toPayload(form),
        ifMatch: video.version,
      }),
    onSuccess: invalidate,
  });
}

export function useRemoveVideo() {
  const invalidate = useInvalidateVideos();
  return useMutation({
    mutationFn: (video: Pick<Video, 'videoId' | 'version'>) =>
      apiRequest(`/api/admin/${encodeURIComponent(video.videoId)}/removeVideo`, {
        method: 'DELETE',
        ifMatch: video.version,
      }),
    // the list reloads whether or not the delete worked (docs/rules.md §4)
    onSettled: invalidate,
  });
}
