import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateVideo } from './api';
import { VideoFormFields } from './VideoFormFields';

export function NewVideoPage() {
  const navigate = useNavigate();
  const createVideo = useCreateVideo();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={640} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New Video</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <VideoFormFields
          submitLabel="ADD VIDEO"
          busy={createVideo.isPending}
          onSubmit={(values) =>
            createVideo.mutate(values, {
              onSuccess: () => navigate('/admin/videos'),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating a new video')),
            })
          }
        />
      </Card>
    </Container>
  );
}
