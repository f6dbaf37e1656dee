import { Anchor, Container, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { leagueHubPath, previousLeaguesQuery } from './api';

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
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder bg="white" data-testid="previous-leagues-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Year</Table.Th>
                  <Table.Th>League Name</Table.Th>
                  <Table.Th>Session</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {leagues.data.map((league) => (
                  <Table.Tr key={league._id} data-testid="previous-league-row">
                    <Table.Td>
                      <Anchor component={Link} to={leagueHubPath(league._id)}>
                        {league.year}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={leagueHubPath(league._id)} fw={700}>
                        {league.leagueName}
                        {league.divisionName ? ` - ${league.divisionName} Division` : ''}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={leagueHubPath(league._id)}>
                        {league.session}
                      </Anchor>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </Container>
  );
}
