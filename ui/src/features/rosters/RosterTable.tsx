import { Anchor, Table } from '@mantine/core';
import { Link } from '../../shared/router';
import type { RosteredPlayer } from '@league/contracts';
import { fullName } from './playerName';

const playerHistoryPath = (playerId: string) => `/${encodeURIComponent(playerId)}/history`;

/** The roster table of the spec: Number, Name (linking to the player's history), G, A, Total Points. */
export function RosterTable({ players }: { players: RosteredPlayer[] }) {
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table withTableBorder bg="white" data-testid="roster-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Number</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th ta="right">G</Table.Th>
            <Table.Th ta="right">A</Table.Th>
            <Table.Th ta="right">Total Points</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {players.map((player) => (
            <Table.Tr key={player.rosterPlayerId} data-testid="roster-row">
              <Table.Td>{player.number}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={playerHistoryPath(player.playerId)} fw={600}>
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
  );
}
