import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text } from '@mantine/core';
import type { PlayerHistoryAnswer } from '@league/contracts';
import { Link } from '../../shared/router';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { historyRows, type HistoryRow } from './historyRows';
import { leagueSeasonLabel } from '../../shared/league/history/labels';

const figure = (
  key: string,
  label: string,
  title: string,
  value: (row: HistoryRow) => number,
  strong = false,
): DataColumn<HistoryRow> => ({ key, label, title, align: 'right', strong, cell: value });

/**
 * One row per team season: the team (linking to its page) with its league, season and the player's
 * number under it, then the figures (those of the game sheets last); the last row adds up the career.
 */
const columns: readonly DataColumn<HistoryRow>[] = [
  {
    key: 'team',
    label: 'Team',
    cell: (row) =>
      row.kind === 'career' ? (
        <Text fw={800} size="sm" data-testid="career-totals">
          Career totals
        </Text>
      ) : (
        <>
          <Anchor component={Link} to={siteRoute.team.href({ teamId: row.roster.teamId })} fw={600} size="sm">
            {row.roster.teamName}
          </Anchor>
          <Text size="xs" c="dimmed" data-testid="team-season">
            {leagueSeasonLabel(row.roster)} · #{row.roster.number}
          </Text>
        </>
      ),
  },
  figure('gp', 'GP', 'Games played', (row) => row.gamesPlayed),
  figure('g', 'G', 'Goals', (row) => row.goals),
  figure('a', 'A', 'Assists', (row) => row.assists),
  figure('pts', 'PTS', 'Total points', (row) => row.points, true),
  figure('pim', 'PIM', 'Penalty minutes', (row) => row.penaltyMinutes),
  figure('ppg', 'PPG', 'Power-play goals', (row) => row.powerPlayGoals),
  figure('shg', 'SHG', 'Short-handed goals', (row) => row.shortHandedGoals),
];

/** A player's career: one row per team season, then the career totals, with a legend of the figures. */
export function CareerTable({
  player,
  caption,
}: {
  player: Pick<PlayerHistoryAnswer, 'listOfRosters' | 'careerTotals'>;
  caption: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={historyRows(player)}
      rowKey={(row) => row.key}
      legend
      testId="player-history-table"
      rowTestId="player-history-row"
      emptyText="Not on a team's roster yet."
    />
  );
}
