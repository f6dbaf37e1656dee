import { Anchor, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentLeaguesQuery, leagueHubPath, leagueTitle } from './api';
import { LeagueLinks } from './LeagueLinks';

/**
 * /statsandstandings: the way into the numbers. Every current league (each division on its own)
 * with its standings, scoring leaders and schedule; then rosters, team history and previous leagues.
 */
export function StatsAndStandingsPage() {
  const leagues = useQuery(currentLeaguesQuery());
  const loadError = useQueryErrorMessage(leagues, 'Something went wrong with loading the leagues');

  return (
    <Container size="lg" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Stats &amp; Standings</PageTitle>
      {leagues.isPending && <Spinner />}
      {leagues.isSuccess &&
        (leagues.data.length === 0 ? (
          <Text ta="center" fw={800} size="xl" c="navy.8" py="xl">
            No Current Leagues Found!
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {leagues.data.map((league) => (
              <Card key={league._id} withBorder shadow="xs" padding="lg" data-testid="current-league">
                <Stack gap="sm">
                  <div>
                    <Anchor component={Link} to={leagueHubPath(league._id)} c="navy.8">
                      <Title order={3} fz={{ base: 19, sm: 22 }}>
                        {leagueTitle(league)}
                      </Title>
                    </Anchor>
                    <Text c="dimmed" fw={600}>
                      {league.session} {league.year}
                    </Text>
                  </div>
                  <LeagueLinks leagueId={league._id} size="xs" />
                </Stack>
              </Card>
            ))}
          </SimpleGrid>
        ))}
      <Group justify="center" gap="sm" mt="xl">
        <Button component={Link} to="/rosters" variant="default">
          ROSTERS
        </Button>
        <Button component={Link} to="/history" variant="default">
          TEAM HISTORY
        </Button>
        <Button component={Link} to="/league/previousLeagues" variant="default">
          PREVIOUS LEAGUES
        </Button>
      </Group>
    </Container>
  );
}
