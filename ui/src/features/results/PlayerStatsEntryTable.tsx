import { playerName } from '@league/contracts/formatting';
import { Table, Text, Title } from '@mantine/core';
import type { ResultsRosterPlayer } from '@league/contracts';
import { SuspendedMark } from '../../shared/league/rosters/SuspendedMark';
import { ScoreInput, type ResultsFormApi } from './ScoreInput';

interface PlayerStatsTableProps {
  form: ResultsFormApi;
  side: 'home' | 'visitor';
  teamName: string;
  roster: ResultsRosterPlayer[];
}

/** Goals and assists for every player of one side's roster (the form holds a line per player, in roster order). */
export function PlayerStatsEntryTable({ form, side, teamName, roster }: PlayerStatsTableProps) {
  return (
    <div data-testid={`${side}-stats`}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {side === 'visitor' ? 'Visitor' : 'Home'}
      </Text>
      <Title order={2} fz="md" mb="xs" c="navy.8">
        {teamName}
      </Title>
      {roster.length === 0 ? (
        <Text size="sm" c="dimmed">
          NO PLAYERS ON THIS TEAM YET
        </Text>
      ) : (
        <Table withTableBorder bg="white" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={44}>#</Table.Th>
              <Table.Th>Player</Table.Th>
              <Table.Th ta="center">G</Table.Th>
              <Table.Th ta="center">A</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roster.map((player, index) => (
              <Table.Tr key={player.rosterPlayerId} data-testid="stats-row">
                <Table.Td>{player.number}</Table.Td>
                <Table.Td fw={600}>
                  {playerName(player)}
                  {/* suspended for this game: the volunteer sees it before giving the player a point */}
                  {player.suspended && <SuspendedMark />}
                </Table.Td>
                <Table.Td>
                  <ScoreInput
                    form={form}
                    name={`${side}Stats.${index}.goals`}
                    label={`${playerName(player)} goals`}
                  />
                </Table.Td>
                <Table.Td>
                  <ScoreInput
                    form={form}
                    name={`${side}Stats.${index}.assists`}
                    label={`${playerName(player)} assists`}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
