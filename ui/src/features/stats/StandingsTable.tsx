import { Anchor, Table } from '@mantine/core';
import { Link } from '../../shared/router';
import { teamSchedulePath } from '../schedules/api';
import type { StandingsRow } from '@league/contracts';

interface StandingsTableProps {
  teams: StandingsRow[];
  league: { leagueName: string; session: string; year: number } | null;
  caption?: string;
}

const columns: Array<{ label: string; title: string; value: (team: StandingsRow) => string | number }> = [
  { label: 'GP', title: 'Games played', value: (t) => t.gamesPlayed },
  { label: 'W', title: 'Wins', value: (t) => t.wins },
  { label: 'L', title: 'Losses', value: (t) => t.losses },
  { label: 'T', title: 'Ties', value: (t) => t.ties },
  { label: 'OTL', title: 'Overtime losses', value: (t) => t.overtimeLosses },
  { label: 'SOL', title: 'Shootout losses', value: (t) => t.shootoutLosses },
  { label: 'PTS', title: 'Points', value: (t) => t.points },
  { label: 'PCT', title: 'Points percentage', value: (t) => t.pointsPercentage.toFixed(3) },
  { label: 'GF', title: 'Goals for', value: (t) => t.goalsFor },
  { label: 'GA', title: 'Goals against', value: (t) => t.goalsAgainst },
  {
    label: 'DIFF',
    title: 'Goal difference',
    value: (t) => (t.goalDifference > 0 ? `+${t.goalDifference}` : t.goalDifference),
  },
  { label: 'RW', title: 'Regulation wins', value: (t) => t.regulationWins },
];

/** One division's standings, in the order the API ranks them; team names open the team's schedule. */
export function StandingsTable({ teams, league, caption }: StandingsTableProps) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder bg="white" data-testid="standings-table" aria-label={caption ?? 'Standings'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Team</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.label} ta="right" title={column.title}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team, index) => (
            <Table.Tr key={team.teamId} data-testid="standings-row">
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td fw={700}>
                {league ? (
                  <Anchor
                    component={Link}
                    to={teamSchedulePath({ ...league, teamName: team.teamName })}
                    fw={700}
                  >
                    {team.teamName}
                  </Anchor>
                ) : (
                  team.teamName
                )}
              </Table.Td>
              {columns.map((column) => (
                <Table.Td key={column.label} ta="right" fw={column.label === 'PTS' ? 800 : undefined}>
                  {column.value(team)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
