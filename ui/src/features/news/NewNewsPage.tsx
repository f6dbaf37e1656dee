import { Card, Container } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { useCreateNews } from '../../shared/content/news/api';
import { NewsFormFields } from './NewsFormFields';

export function NewNewsPage() {
  const navigate = useNavigate();
  const createNews = useCreateNews();
  const [error, setError] = useState<string | null>(null);
  return (
    <Container size={640} py="xl">
      <ErrorModal error={error} onClear={() => setError(null)} />
      <PageTitle>New News</PageTitle>
      <Card withBorder shadow="sm" p="lg">
        <NewsFormFields
          submitLabel="ADD NEWS"
          busy={createNews.isPending}
          onSubmit={(values) =>
            createNews.mutate(values, {
              onSuccess: () => navigate('/admin/news'),
              onError: (failure) =>
                setError(errorMessage(failure, 'Something went wrong with creating the news')),
            })
          }
        />
      </Card>
    </Container>
  );
}
