import type { RecordedGameStats } from '@league/contracts';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { TeamLink, type TeamLeague } from '../../shared/league/schedules/TeamLink';

interface Side {
  name: string | null;
  teamId: string | null;
  seed: number;
}

interface PeriodScoresProps {
  stats: RecordedGameStats;
  visitor: Side;
  home: Side;
  league: TeamLeague | null;
}

interface Row extends Side {
  periods: Array<number | null>;
  total: number;
}

const shown = (goals: number | null | undefined) => (goals === null || goals === undefined ? '' : goals);

/**
 * Goals by period (1, 2, 3, OT/SO) and the total, visitor first; playoff and championship games record
 * totals only. Narrow enough for a phone, every column in view; OT/SO is spelt out under the table.
 */
export function PeriodScores({ stats, visitor, home, league }: PeriodScoresProps) {
  const withPeriods = stats.homeGoalsPeriod1 !== null;
  const rows: Row[] = [
    {
      ...visitor,
      periods: [
        stats.visitorGoalsPeriod1,
        stats.visitorGoalsPeriod2,
        stats.visitorGoalsPeriod3,
        stats.visitorGoalsPeriod4,
      ],
      total: stats.visitorGoalsTotal,
    },
    {
      ...home,
      periods: [
        stats.homeGoalsPeriod1,
        stats.homeGoalsPeriod2,
        stats.homeGoalsPeriod3,
        stats.homeGoalsPeriod4,
      ],
      total: stats.homeGoalsTotal,
    },
  ];
  const period = (key: string, index: number, label: string, title?: string): DataColumn<Row> => ({
    key,
    label,
    title,
    align: 'center',
    cell: (row) => shown(row.periods[index]),
  });
  const columns: DataColumn<Row>[] = [
    {
      key: 'team',
      label: 'Team',
      cell: (row) => <TeamLink name={row.name} teamId={row.teamId} seed={row.seed} league={league} />,
    },
    ...(withPeriods
      ? [
          period('p1', 0, '1'),
          period('p2', 1, '2'),
          period('p3', 2, '3'),
          period('p4', 3, 'OT/SO', 'Overtime or shootout'),
        ]
      : []),
    { key: 'total', label: 'Total', align: 'center', strong: true, cell: (row) => row.total },
  ];
  return (
    <DataTable
      caption="Score by period"
      columns={columns}
      rows={rows}
      rowKey={(row) => `${row.seed} ${row.name ?? 'TBD'}`}
      testId="period-scores"
      legend={withPeriods}
    />
  );
}
