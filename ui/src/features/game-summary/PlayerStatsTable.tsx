import { Anchor, Table, Text, Title } from '@mantine/core';
import { Link } from '../../shared/router';
import type { PlayerGameStat } from '@league/contracts';
import { fullName } from '../rosters/playerName';

/** One team's goals and assists in the game. */
export function PlayerStatsTable({ teamName, players }: { teamName: string; players: PlayerGameStat[] }) {
  return (
    <div data-testid="player-stats">
      <Title order={4} c="navy.8" mb={4} tt="uppercase">
        {teamName}
      </Title>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm">
          No goals or assists recorded.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table withTableBorder bg="white">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>Name</Table.Th>
                <Table.Th ta="right">G</Table.Th>
                <Table.Th ta="right">A</Table.Th>
                <Table.Th ta="right">PTS</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {players.map((player) => (
                <Table.Tr key={player.rosterPlayerId} data-testid="player-stats-row">
                  <Table.Td>{player.number}</Table.Td>
                  <Table.Td>
                    <Anchor component={Link} to={`/${encodeURIComponent(player.playerId)}/history`}>
                      {fullName(player)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">{player.goals}</Table.Td>
                  <Table.Td ta="right">{player.assists}</Table.Td>
                  <Table.Td ta="right" fw={700}>
                    {player.goals + player.assists}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
}
