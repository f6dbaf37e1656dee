import { formatDate } from '@league/contracts/formatting';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { newsQuery } from '../news/api';
import { HomeSection } from './HomeSection';

/** How many of the newest items the home page shows. */
const LATEST = 3;

export function LatestNews() {
  const news = useQuery(newsQuery());
  const loadError = useQueryErrorMessage(news, 'Something went wrong with loading the news');
  return (
    <HomeSection id="news" title="Latest News">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {news.isPending && <Spinner />}
      {news.isSuccess && news.data.length === 0 && <Text c="dimmed">No news yet.</Text>}
      <Stack gap="sm">
        {news.data?.slice(0, LATEST).map((item) => (
          <Card key={item._id} withBorder padding="md" component="article" data-testid="news-item">
            <Text size="sm" c="dimmed">
              {formatDate(item.newsDate)}
            </Text>
            <Title order={3} fz="xl">
              {item.newsHeading}
            </Title>
            {item.newsSubheading && (
              <Text fw={600} c="red.8">
                {item.newsSubheading}
              </Text>
            )}
            <Text mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {item.newsContent}
            </Text>
          </Card>
        ))}
      </Stack>
    </HomeSection>
  );
}
