import { Table } from '@mantine/core';
import type { RecordedGameStats } from '@league/contracts';
import { seededTeam } from '../schedules/scheduleItem';

interface PeriodScoresProps {
  stats: RecordedGameStats;
  visitor: { name: string | null; seed: number };
  home: { name: string | null; seed: number };
}

const shown = (goals: number | null) => (goals === null ? '' : goals);

/** Goals by period (1, 2, 3, OT/SO) and the total; playoff and championship games record totals only. */
export function PeriodScores({ stats, visitor, home }: PeriodScoresProps) {
  const withPeriods = stats.homeGoalsPeriod1 !== null;
  const rows = [
    {
      team: seededTeam(visitor.name, visitor.seed),
      periods: [
        stats.visitorGoalsPeriod1,
        stats.visitorGoalsPeriod2,
        stats.visitorGoalsPeriod3,
        stats.visitorGoalsPeriod4,
      ],
      total: stats.visitorGoalsTotal,
    },
    {
      team: seededTeam(home.name, home.seed),
      periods: [
        stats.homeGoalsPeriod1,
        stats.homeGoalsPeriod2,
        stats.homeGoalsPeriod3,
        stats.homeGoalsPeriod4,
      ],
      total: stats.homeGoalsTotal,
    },
  ];
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table withTableBorder bg="white" data-testid="period-scores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            {withPeriods && (
              <>
                <Table.Th ta="center">1</Table.Th>
                <Table.Th ta="center">2</Table.Th>
                <Table.Th ta="center">3</Table.Th>
                <Table.Th ta="center">OT/SO</Table.Th>
              </>
            )}
            <Table.Th ta="center">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.team}>
              <Table.Td fw={700}>{row.team}</Table.Td>
              {withPeriods &&
                row.periods.map((goals, index) => (
                  <Table.Td key={index} ta="center">
                    {shown(goals)}
                  </Table.Td>
                ))}
              <Table.Td ta="center" fw={800}>
                {row.total}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
