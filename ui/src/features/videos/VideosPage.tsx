import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { useRemoveVideo, videosQuery } from './api';
import { VideosTable } from './VideosTable';
import type { Video } from './schemas';

/** /admin/videos: every video, with edit, delete (after 'Are you sure?') and add. */
export function VideosPage() {
  const videos = useQuery(videosQuery());
  const removeVideo = useRemoveVideo();
  const [toDelete, setToDelete] = useState<Video | null>(null);
  const loadError = useQueryErrorMessage(videos, 'Something went wrong with loading the videos');

  const confirmDelete = () => {
    if (!toDelete) return;
    removeVideo.mutate(toDelete._id, {
      // the spec swallows delete failures (the list reloads either way); keep a trace for support
      onError: (failure) => console.error('Removing the video failed:', failure),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toDelete !== null}
        description={toDelete ? `Delete the video ${toDelete.videoTitle}?` : undefined}
        busy={removeVideo.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <PageTitle>Videos</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/admin/video/new" color="red">
          Add a New Video
        </Button>
      </Group>
      {videos.isPending && <Spinner />}
      {videos.isSuccess &&
        (videos.data.length === 0 ? (
          <Text ta="center">No videos yet.</Text>
        ) : (
          <VideosTable videos={videos.data} onDelete={setToDelete} />
        ))}
    </Container>
  );
}
