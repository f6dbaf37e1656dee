import { siteRoute } from '@league/contracts/site-pages';
import { Anchor } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AdminListPage } from '../../shared/ui/AdminListPage';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { useRemoveVideo, videosQuery } from './api';
import type { Video } from './schemas';
import { LinkedText } from '../../shared/content/text/LinkedText';

const VIDEO_COLUMNS: EntityColumn<Video>[] = [
  { label: 'Title', cell: (video) => video.videoTitle, fw: 700 },
  {
    label: 'URL',
    cell: (video) => (
      <Anchor href={video.videoURL} target="_blank" rel="noopener noreferrer nofollow">
        {video.videoURL}
      </Anchor>
    ),
    style: { overflowWrap: 'anywhere' },
  },
  { label: 'Caption', cell: (video) => <LinkedText text={video.videoCaption} /> },
];

/** /admin/videos: every video, with edit, delete (after 'Are you sure?') and add. */
export function VideosPage() {
  return (
    <AdminListPage
      title="Videos"
      list={useQuery(videosQuery())}
      loadFailure="Something went wrong with loading the videos"
      remove={useRemoveVideo()}
      describe={(video) => `the video ${video.videoTitle}`}
      add={{ to: siteRoute.newVideo.href(), label: 'Add a New Video' }}
      emptyText="No videos yet."
    >
      {(videos, onDelete) => (
        <EntityTable
          rows={videos}
          columns={VIDEO_COLUMNS}
          rowKey={(video) => video.videoId}
          rowTestId="video-row"
          layout="stacked"
          editTo={(video) => siteRoute.updateVideo.href({ videoId: video.videoId })}
          onDelete={onDelete}
        />
      )}
    </AdminListPage>
  );
}
