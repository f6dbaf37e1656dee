import { Anchor, Avatar, Container, Group, Image, Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { fullName } from '../rosters/playerName';
import { teamSchedulePath } from '../schedules/api';
import type { PlayerHistoryAnswer } from '@league/contracts';
import { playerHistoryQuery } from './api';

function PlayerCareer({ player }: { player: PlayerHistoryAnswer }) {
  const name = fullName(player);
  return (
    <Stack gap="lg" align="stretch">
      <Group justify="center" gap="lg">
        {player.photo ? (
          <Image
            src={player.photo}
            alt={name}
            w={160}
            h={160}
            fit="cover"
            radius="md"
            data-testid="player-photo"
          />
        ) : (
          <Avatar size={120} radius="md" color="navy" alt={name} data-testid="player-photo-missing">
            {`${player.firstName.charAt(0)}${player.lastName.charAt(0)}`}
          </Avatar>
        )}
        <Title order={1} c="navy.8" fz={{ base: 26, sm: 34 }} tt="uppercase" data-testid="player-name">
          {name}
        </Title>
      </Group>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder bg="white" data-testid="player-history-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Team</Table.Th>
              <Table.Th>Year</Table.Th>
              <Table.Th>#</Table.Th>
              <Table.Th ta="right">G</Table.Th>
              <Table.Th ta="right">A</Table.Th>
              <Table.Th ta="right">Total</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {player.listOfRosters.map((roster) => (
              <Table.Tr key={`${roster.teamId}-${roster.number}`} data-testid="player-history-row">
                <Table.Td>
                  <Anchor component={Link} to={teamSchedulePath(roster)} fw={600}>
                    {roster.teamName}
                  </Anchor>
                </Table.Td>
                <Table.Td>{roster.year}</Table.Td>
                <Table.Td>{roster.number}</Table.Td>
                <Table.Td ta="right">{roster.goals}</Table.Td>
                <Table.Td ta="right">{roster.assists}</Table.Td>
                <Table.Td ta="right" fw={800}>
                  {roster.goals + roster.assists}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

/** /{playerId}/history: a player's career, team by team. */
export function PlayerHistoryPage() {
  const { playerId = '' } = useParams();
  const history = useQuery(playerHistoryQuery(playerId));
  const loadError = useQueryErrorMessage(history, "Something went wrong with loading the player's history");

  return (
    <Container size="md" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {history.isPending && <Spinner />}
      {history.data && <PlayerCareer player={history.data} />}
    </Container>
  );
}
