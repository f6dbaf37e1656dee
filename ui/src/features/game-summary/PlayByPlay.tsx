import { Text, Title } from '@mantine/core';
import type { SummaryGoal, SummaryPenalty, SummaryShots } from '@league/contracts';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import classes from './GameSummary.module.css';
import { playByPlay, shotsByPeriod, type ShotsRow } from './playByPlay';

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
  const visitor = visitorName ?? 'TBD';
  const home = homeName ?? 'TBD';
  const columns: DataColumn<ShotsRow>[] = [
    { key: 'period', label: 'Period', cell: (row) => row.label },
    { key: 'visitor', label: visitor, align: 'center', cell: (row) => row.visitor ?? '' },
    { key: 'home', label: home, align: 'center', cell: (row) => row.home ?? '' },
  ];
  return (
    <section aria-labelledby="play-by-play-title" data-testid="play-by-play">
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
      {shotTable.rows.length > 0 && (
        <div className={classes.shots}>
          <DataTable
            caption="Shots on goal by period"
            columns={columns}
            rows={[...shotTable.rows, { period: 0, label: 'Total', ...shotTable.total }]}
            rowKey={(row) => String(row.period)}
            testId="shots-by-period"
          />
        </div>
      )}
    </section>
  );
}
