import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Container, Text } from '@mantine/core';
import type { PreviousLeague } from '@league/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { leagueTitle, previousLeaguesQuery } from '../../shared/league/stats/api';

/** Year, League Name, Session (docs/rules.md §2), each opening the league's page. */
const columns: DataColumn<PreviousLeague>[] = [
  {
    key: 'year',
    label: 'Year',
    cell: (league) => (
      <Anchor component={Link} to={siteRoute.leagueHub.href({ leagueId: league.leagueId })}>
        {league.year}
      </Anchor>
    ),
  },
  {
    key: 'name',
    label: 'League Name',
    cell: (league) => (
      <Anchor component={Link} to={siteRoute.leagueHub.href({ leagueId: league.leagueId })} fw={700}>
        {leagueTitle(league)}
      </Anchor>
    ),
  },
  {
    key: 'session',
    label: 'Session',
    cell: (league) => (
      <Anchor component={Link} to={siteRoute.leagueHub.href({ leagueId: league.leagueId })}>
        {league.session}
      </Anchor>
    ),
  },
];

/** /league/previousLeagues: archived leagues, newest first, each opening its league page. */
export function PreviousLeaguesPage() {
  const leagues = useQuery(previousLeaguesQuery());
  const loadError = useQueryErrorMessage(leagues, 'Something went wrong with loading the previous leagues');

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <PageTitle>Previous Leagues</PageTitle>
      {leagues.isPending && <Spinner />}
      {leagues.isSuccess &&
        (leagues.data.length === 0 ? (
          <Text ta="center" fw={800} size="xl" c="navy.8" py="xl">
            No Previous Leagues Found!
          </Text>
        ) : (
          <DataTable
            caption="Previous Leagues"
            columns={columns}
            rows={leagues.data}
            rowKey={(league) => league.leagueId}
            stickyColumns={2}
            testId="previous-leagues-table"
            rowTestId="previous-league-row"
          />
        ))}
    </Container>
  );
}
