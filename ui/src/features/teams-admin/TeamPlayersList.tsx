import { Button, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { adminPaths } from '../../shared/admin/adminPaths';
import { fullName, rosterQuery } from './api';
import { useRemoveFromRoster } from './useRemoveFromRoster';

/**
 * A team's players: name with middle initial, number, Edit (change number), Add Photo and, while the
 * team is current, Remove Player and Add Player(s).
 */
export function TeamPlayersList({ teamName, year }: { teamName: string; year: string }) {
  const roster = useQuery(rosterQuery(teamName, year));
  const loadError = useQueryErrorMessage(roster, 'Something went wrong with loading the players');
  const remove = useRemoveFromRoster();
  const isCurrent = roster.data?.isCurrent ?? false;

  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {remove.modal}
      {isCurrent && (
        <Group justify="flex-end" mb="md">
          <Button component={Link} to={adminPaths.addPlayers(teamName, year)} color="red">
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
          <Table.ScrollContainer minWidth={560}>
            <Table withTableBorder bg="white">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Player</Table.Th>
                  <Table.Th>Number</Table.Th>
                  <Table.Th>G</Table.Th>
                  <Table.Th>A</Table.Th>
                  <Table.Th aria-label="Actions" />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roster.data.listOfPlayers.map((player) => (
                  <Table.Tr key={player._id} data-testid="player-row">
                    <Table.Td fw={700}>{fullName(player)}</Table.Td>
                    <Table.Td>{player.number}</Table.Td>
                    <Table.Td>{player.goals}</Table.Td>
                    <Table.Td>{player.assists}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          component={Link}
                          to={adminPaths.changeNumber(teamName, year, player._id)}
                          size="xs"
                          variant="light"
                        >
                          Edit
                        </Button>
                        <Button
                          component={Link}
                          to={adminPaths.updatePlayer(player.playerId)}
                          size="xs"
                          variant="default"
                        >
                          Name
                        </Button>
                        <Button
                          component={Link}
                          to={adminPaths.playerPhoto(player.playerId)}
                          size="xs"
                          variant="default"
                        >
                          Add Photo
                        </Button>
                        {isCurrent && (
                          <Button size="xs" color="red" variant="light" onClick={() => remove.ask(player)}>
                            Remove Player
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
    </>
  );
}
