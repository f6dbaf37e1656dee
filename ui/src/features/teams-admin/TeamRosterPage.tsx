import { Button, Container, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { adminPaths } from '../../shared/admin/adminPaths';
import { fullName, rosterQuery } from './api';
import { useRemoveFromRoster } from './useRemoveFromRoster';

/** /admin/{teamName}/{year}/roster: Player Name and Number; DELETE and 'Add Player(s)' while current. */
export function TeamRosterPage() {
  const { teamName = '', year = '' } = useParams();
  const roster = useQuery(rosterQuery(teamName, year));
  const loadError = useQueryErrorMessage(roster, 'Something went wrong with loading the roster');
  const remove = useRemoveFromRoster();
  const isCurrent = roster.data?.isCurrent ?? false;

  return (
    <Container size="sm" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {remove.modal}
      <PageTitle>{`${teamName} ${year} Roster`}</PageTitle>
      {isCurrent && (
        <Group justify="flex-end" mb="md">
          <Button component={Link} to={adminPaths.rosterNewPlayer(teamName, year)} color="red">
            Add Player(s)
          </Button>
        </Group>
      )}
      {roster.isPending && <Spinner />}
      {roster.data &&
        (roster.data.listOfPlayers.length === 0 ? (
          <Text ta="center" fw={700}>
            NO PLAYERS ON THIS TEAM YET
          </Text>
        ) : (
          <Table withTableBorder bg="white">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Player Name</Table.Th>
                <Table.Th>Number</Table.Th>
                {isCurrent && <Table.Th aria-label="Actions" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roster.data.listOfPlayers.map((player) => (
                <Table.Tr key={player._id} data-testid="roster-row">
                  <Table.Td fw={700}>{fullName(player)}</Table.Td>
                  <Table.Td>{player.number}</Table.Td>
                  {isCurrent && (
                    <Table.Td ta="right">
                      <Button size="xs" color="red" variant="light" onClick={() => remove.ask(player)}>
                        DELETE
                      </Button>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Container>
  );
}
