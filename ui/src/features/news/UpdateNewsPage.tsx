import { Card, Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { newsQuery, useUpdateNews } from '../../shared/content/news/api';
import { NewsFormFields } from './NewsFormFields';
import type { NewsItem } from '../../shared/content/news/schemas';

function UpdateNewsForm({ news: current }: { news: NewsItem }) {
  const navigate = useNavigate();
  // keep the version the form was loaded with: a background refetch must not hide someone else's edit
  const [news] = useState(current);
  const updateNews = useUpdateNews(news);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <NewsFormFields
        initialValues={{
          newsHeading: news.newsHeading,
          newsSubheading: news.newsSubheading,
          newsDate: news.newsDate,
          newsContent: news.newsContent,
        }}
        submitLabel="UPDATE NEWS"
        busy={updateNews.isPending}
        onSubmit={(values) =>
          updateNews.mutate(values, {
            onSuccess: () => navigate('/admin/news'),
            onError: (failure) =>
              setError(errorMessage(failure, 'Something went wrong with editing this news')),
          })
        }
      />
    </>
  );
}

/** /admin/updateNews/{newsId}: the item comes from the news list (there is no single-item read). */
export function UpdateNewsPage() {
  const { newsId } = useParams();
  const news = useQuery(newsQuery());
  const loadError = useQueryErrorMessage(news, 'Something went wrong with loading the news');
  const item = news.data?.find((candidate) => candidate._id === newsId);
  return (
    <Container size={640} py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Update News</PageTitle>
      {news.isPending && <Spinner />}
      {news.isSuccess && !item && <Text ta="center">This news item does not exist (any more).</Text>}
      {item && (
        <Card withBorder shadow="sm" p="lg">
          <UpdateNewsForm key={item._id} news={item} />
        </Card>
      )}
    </Container>
  );
}
