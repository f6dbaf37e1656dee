import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { currentLeaguesQuery, leagueTitle, previousLeaguesQuery } from '../../shared/league/stats/api';
import { LeagueLinks } from './LeagueLinks';
import { LinkButton } from '../../shared/ui/LinkButton';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';
import { Columns } from '../../shared/ui/Columns';

/** The archived leagues, newest first, each opening its league page (the full table is /league/previousLeagues). */
function PreviousLeaguesList() {
  const leagues = useQuery(previousLeaguesQuery());
  if (!leagues.isSuccess || leagues.data.length === 0) return null;
  return (
    <Card withBorder padding="lg" mt="xl" data-testid="previous-leagues">
      <Title order={2} {...responsiveFontSize({ base: 19, sm: 22 })} c="navy.8" mb="xs">
        Previous Leagues
      </Title>
      <Stack gap={6} align="flex-start">
        {leagues.data.map((league) => (
          <Anchor
            key={league.leagueId}
            component={Link}
            to={siteRoute.leagueHub.href({ leagueId: league.leagueId })}
            size="sm"
          >
            {league.year} · {leagueTitle(league)} · {league.session}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * /statsandstandings: the way into the numbers. Every current league (each division on its own)
 * with its standings, scoring leaders and schedule; the previous leagues; then rosters, team history
 * and the previous-leagues table.
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
          <Columns cols={{ base: 1, sm: 2 }} spacing="md">
            {leagues.data.map((league) => (
              <Card key={league.leagueId} withBorder shadow="xs" padding="lg" data-testid="current-league">
                <Stack gap="sm">
                  <div>
                    <Anchor
                      component={Link}
                      to={siteRoute.leagueHub.href({ leagueId: league.leagueId })}
                      c="navy.8"
                    >
                      <Title order={2} {...responsiveFontSize({ base: 19, sm: 22 })}>
                        {leagueTitle(league)}
                      </Title>
                    </Anchor>
                    <Text c="dimmed" fw={600}>
                      {league.session} {league.year}
                    </Text>
                  </div>
                  <LeagueLinks leagueId={league.leagueId} size="xs" />
                </Stack>
              </Card>
            ))}
          </Columns>
        ))}
      <PreviousLeaguesList />
      <Group justify="center" gap="sm" mt="xl">
        <LinkButton to={siteRoute.rosters.href()} variant="default">
          ROSTERS
        </LinkButton>
        <LinkButton to={siteRoute.teamHistories.href()} variant="default">
          TEAM HISTORY
        </LinkButton>
        <LinkButton to={siteRoute.previousLeagues.href()} variant="default">
          PREVIOUS LEAGUES
        </LinkButton>
      </Group>
    </Container>
  );
}
