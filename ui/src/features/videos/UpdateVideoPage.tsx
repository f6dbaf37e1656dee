import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { useUpdateVideo, videosQuery } from './api';
import type { Video } from './schemas';
import { VideoFormFields } from './VideoFormFields';

function UpdateVideoForm({ video: current }: { video: Video }) {
  const navigate = useNavigate();
  // keep the version the form was loaded with: a background refetch must not hide someone else's edit
  const [video] = useState(current);
  const updateVideo = useUpdateVideo(video);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <VideoFormFields
        initialValues={{
          videoTitle: video.videoTitle,
          videoURL: video.videoURL,
          videoCaption: video.videoCaption,
        }}
        submitLabel="UPDATE VIDEO"
        busy={updateVideo.isPending}
        onSubmit={(values) =>
          updateVideo.mutate(values, {
            onSuccess: () => navigate('/admin/videos'),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this video')),
          })
        }
      />
    </>
  );
}

/** /admin/updateVideo/{videoId}: the video comes from the videos list (there is no single-video read). */
export function UpdateVideoPage() {
  const { videoId } = useParams();
  const videos = useQuery(videosQuery());
  const loadError = useQueryErrorMessage(videos, 'Something went wrong with loading the videos');
  const video = videos.data?.find((candidate) => candidate._id === videoId);
  return (
    <Container size={640} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update Video</PageTitle>
      {videos.isPending && <Spinner />}
      {videos.isSuccess && !video && <Text ta="center">This video does not exist (any more).</Text>}
      {video && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateVideoForm key={video._id} video={video} />
        </Card>
      )}
    </Container>
  );
}
