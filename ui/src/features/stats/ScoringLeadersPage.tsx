import { Anchor, Container, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { fullName } from '../rosters/playerName';
import { playerHistoryPath, scoringLeadersQuery } from './api';

/**
 * /league/{leagueId}/scoringLeaders: the league's players with points, by points then goals.
 * On a failure the data and the titles are emptied (the spec), leaving an empty table.
 */
export function ScoringLeadersPage() {
  const { leagueId = '' } = useParams();
  const leaders = useQuery(scoringLeadersQuery(leagueId));
  const loadError = useQueryErrorMessage(leaders, 'Something went wrong with loading the scoring leaders');
  const answer = leaders.isError ? undefined : leaders.data;
  const rows = answer?.scoringLeaders ?? [];

  return (
    <Container size="lg" py="xl">
      <ErrorModal title="Heads Up!" error={loadError.message} onClear={loadError.clear} />
      <PageTitle>{answer ? `${answer.leagueName} Scoring Leaders` : 'Scoring Leaders'}</PageTitle>
      {answer && (
        <Text ta="center" fw={700} c="navy.7" mt={-12} mb="md" data-testid="league-subtitle">
          {answer.session} {answer.year}
        </Text>
      )}
      {leaders.isPending ? (
        <Spinner />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table withTableBorder bg="white" data-testid="leaders-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th>Team</Table.Th>
                <Table.Th>Division</Table.Th>
                <Table.Th ta="right">G</Table.Th>
                <Table.Th ta="right">A</Table.Th>
                <Table.Th ta="right">PTS</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((leader) => (
                <Table.Tr key={leader.rosterPlayerId} data-testid="leader-row">
                  <Table.Td>{leader.number}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={playerHistoryPath(leader.playerId)} fw={600}>
                      {fullName(leader)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{leader.teamName}</Table.Td>
                  <Table.Td>{leader.divisionName ?? ''}</Table.Td>
                  <Table.Td ta="right">{leader.goals}</Table.Td>
                  <Table.Td ta="right">{leader.assists}</Table.Td>
                  <Table.Td ta="right" fw={800}>
                    {leader.goals + leader.assists}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
