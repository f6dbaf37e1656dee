import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { newsQuery } from '../../shared/content/news/api';
import { dateWithYear } from './homeDates';
import { HOME_TEXT } from '../../shared/content/leagueContent';
import { LinkedText } from '../../shared/content/text/LinkedText';

/** How many of the newest items the home page shows. */
const LATEST = 3;

/** The newest news items, each dated with its year. */
export function NewsList() {
  const news = useQuery(newsQuery());
  const loadError = useQueryErrorMessage(news, HOME_TEXT.news.loadError);
  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {news.isPending && <Spinner />}
      {news.isSuccess && news.data.length === 0 && <Text c="dimmed">{HOME_TEXT.news.empty}</Text>}
      <Stack gap="sm">
        {news.data?.slice(0, LATEST).map((item) => (
          <Card key={item.newsId} withBorder padding="md" component="article" data-testid="news-item">
            <Text size="sm" c="dimmed">
              {dateWithYear(item.newsDate)}
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
              <LinkedText text={item.newsContent} />
            </Text>
          </Card>
        ))}
      </Stack>
    </>
  );
}
