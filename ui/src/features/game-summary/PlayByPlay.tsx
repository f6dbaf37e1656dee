import { Text, Title } from '@mantine/core';
import type { SummaryGoal, SummaryPenalty, SummaryShots } from '@league/contracts';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import classes from './GameSummary.module.css';
import { playByPlay, shotsByPeriod, type ShotsTable } from './playByPlay';

interface PlayByPlayProps {
  goals: SummaryGoal[];
  penalties: SummaryPenalty[];
  shots: SummaryShots[];
  visitorName: string | null;
  homeName: string | null;
}

/**
 * The game's sheet as it was scored (docs/api.md, "Game sheet"): per period its goals and penalties in
 * time order, each goal with the score after it (visitor first), then the shots per period when they
 * were recorded.
 */
export function PlayByPlay({ goals, penalties, shots, visitorName, homeName }: PlayByPlayProps) {
  const periods = playByPlay(goals, penalties);
  const shotTable = shotsByPeriod(shots);
  type Row = ShotsTable['sides'][number] & { teamName: string };
  const rows: Row[] = shotTable.sides.map((side) => ({
    ...side,
    teamName: (side.side === 'visitor' ? visitorName : homeName) ?? 'TBD',
  }));
  const columns: DataColumn<Row>[] = [
    { key: 'team', label: 'Team', cell: (row) => row.teamName },
    ...shotTable.periods.map(({ label }, index): DataColumn<Row> => ({
      key: `p${index}`,
      label,
      align: 'center',
      cell: (row) => row.shots[index] ?? '',
    })),
    { key: 'total', label: 'Total', align: 'center', strong: true, cell: (row) => row.total },
  ];
  return (
    <section aria-labelledby="play-by-play-title" className={classes.playByPlay} data-testid="play-by-play">
      <Title order={3} c="navy.8" mb="xs" id="play-by-play-title">
        Play-by-play
      </Title>
      {periods.length === 0 && <Text c="dimmed">No goals or penalties yet.</Text>}
      {periods.map((period) => (
        <div key={period.period} className={classes.period} data-testid="play-period">
          <Title order={4} fz="md" c="navy.7" tt="uppercase">
            {period.period === 4 ? 'OT' : `${period.label} period`}
          </Title>
          <ol className={classes.plays}>
            {period.lines.map((line, index) => (
              <li
                key={`${line.kind} ${line.time} ${index}`}
                className={line.kind === 'goal' ? classes.goal : undefined}
                data-testid={line.kind === 'goal' ? 'play-goal' : 'play-penalty'}
              >
                <span>{line.text}</span>
                {line.score && (
                  <span className={classes.playScore}>
                    {line.score.visitor}–{line.score.home}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}
      {shotTable.periods.length > 0 && (
        <div className={classes.shots}>
          <Title order={4} fz="md" c="navy.7" tt="uppercase" mb={4}>
            Shots on goal
          </Title>
          <DataTable
            caption="Shots on goal by period"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.side}
            testId="shots-by-period"
          />
        </div>
      )}
    </section>
  );
}
