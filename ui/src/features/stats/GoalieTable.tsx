import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text } from '@mantine/core';
import type { GoalieLeader } from '@league/contracts';
import { Link } from '../../shared/router';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { goalsAgainstAverage, savePercentage } from './goalieFigures';

const figure = (
  key: string,
  label: string,
  title: string,
  value: (goalie: GoalieLeader) => number,
  more: Partial<DataColumn<GoalieLeader>> = {},
): DataColumn<GoalieLeader> => ({
  key,
  label,
  title,
  align: 'right',
  cell: value,
  sortValue: value,
  ...more,
});

/**
 * The goalie first, then the figures (docs/api.md, "Rules the read models apply"): games, wins, losses,
 * goals against and their average, shutouts, then saves and save percentage where shots were recorded.
 */
const columns: readonly DataColumn<GoalieLeader>[] = [
  {
    key: 'name',
    label: 'Name',
    sortValue: (goalie) => `${goalie.lastName} ${goalie.firstName}`,
    cell: (goalie) => (
      <Anchor component={Link} to={siteRoute.playerHistory.href({ playerId: goalie.playerId })} fw={600}>
        {playerName(goalie)}
      </Anchor>
    ),
  },
  figure('gp', 'GP', 'Games played', (goalie) => goalie.gamesPlayed),
  figure('w', 'W', 'Wins', (goalie) => goalie.wins),
  figure('l', 'L', 'Losses', (goalie) => goalie.losses),
  figure('ga', 'GA', 'Goals against', (goalie) => goalie.goalsAgainst),
  figure('gaa', 'GAA', 'Goals-against average', (goalie) => goalie.goalsAgainstAverage, {
    cell: (goalie) => goalsAgainstAverage(goalie.goalsAgainstAverage),
    legend: 'Goals against per game played',
    strong: true,
  }),
  figure('so', 'SO', 'Shutouts', (goalie) => goalie.shutouts),
  figure('sv', 'SV', 'Saves', (goalie) => goalie.saves ?? -1, {
    cell: (goalie) => goalie.saves ?? '–',
  }),
  figure('svp', 'SV%', 'Save percentage', (goalie) => goalie.savePercentage ?? -1, {
    cell: (goalie) => savePercentage(goalie.savePercentage),
    legend: 'Saves / shots against',
  }),
  { key: 'number', label: 'No.', title: 'Jersey number', align: 'right', cell: (goalie) => goalie.number },
  {
    key: 'team',
    label: 'Team',
    sortValue: (goalie) => goalie.teamName,
    cell: (goalie) => (
      <Anchor component={Link} to={siteRoute.team.href({ teamId: goalie.teamId })}>
        {goalie.teamName}
      </Anchor>
    ),
  },
];

/** A league's goalies, by goals-against average as the API orders them, with a legend of the figures. */
export function GoalieTable({
  goalies,
  caption,
  emptyText,
}: {
  goalies: readonly GoalieLeader[];
  caption: string;
  emptyText?: string;
}) {
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={goalies}
        rowKey={(goalie) => goalie.rosterPlayerId}
        legend
        testId="goalies-table"
        rowTestId="goalie-row"
        emptyText={emptyText}
      />
      {goalies.some((goalie) => goalie.saves === null) && (
        <Text size="xs" c="dimmed" mt={4}>
          – in SV and SV%: no shots against the goalie recorded.
        </Text>
      )}
    </>
  );
}
