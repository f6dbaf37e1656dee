import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { useRemoveVideo, videosQuery } from './api';
import { VideosTable } from './VideosTable';

/** /admin/videos: every video, with edit, delete (after 'Are you sure?') and add. */
export function VideosPage() {
  return (
    <AdminListPage
      title="Videos"
      list={useQuery(videosQuery())}
      loadFailure="Something went wrong with loading the videos"
      remove={useRemoveVideo()}
      describe={(video) => `the video ${video.videoTitle}`}
      add={{ to: '/admin/video/new', label: 'Add a New Video' }}
      emptyText="No videos yet."
    >
      {(videos, onDelete) => <VideosTable videos={videos} onDelete={onDelete} />}
    </AdminListPage>
  );
}
