import { Button, Container, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { newsQuery, useRemoveNews } from './api';
import { NewsTable } from './NewsTable';
import type { NewsItem } from './schemas';

/** /admin/news: every news item, newest first, with edit, delete (after 'Are you sure?') and add. */
export function NewsPage() {
  const news = useQuery(newsQuery());
  const removeNews = useRemoveNews();
  const [toDelete, setToDelete] = useState<NewsItem | null>(null);
  const loadError = useQueryErrorMessage(news, 'Something went wrong with loading the news');

  const confirmDelete = () => {
    if (!toDelete) return;
    removeNews.mutate(toDelete._id, {
      // the spec swallows delete failures (the list reloads either way); keep a trace for support
      onError: (failure) => console.error('Removing the news item failed:', failure),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toDelete !== null}
        description={toDelete ? `Delete the news item ${toDelete.newsHeading}?` : undefined}
        busy={removeNews.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <PageTitle>News</PageTitle>
      <Group justify="flex-end" mb="md">
        <Button component={Link} to="/admin/news/new" color="red">
          Add News
        </Button>
      </Group>
      {news.isPending && <Spinner />}
      {news.isSuccess &&
        (news.data.length === 0 ? (
          <Text ta="center">No news yet.</Text>
        ) : (
          <NewsTable news={news.data} onDelete={setToDelete} />
        ))}
    </Container>
  );
}
