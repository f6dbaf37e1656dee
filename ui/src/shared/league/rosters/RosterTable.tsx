import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Anchor } from '@mantine/core';
import type { RosteredPlayer } from '@league/contracts';
import { Link } from '../../router';
import { DataTable, type DataColumn } from '../../ui/DataTable';
import classes from './RosterTable.module.css';
import { SuspendedMark } from './SuspendedMark';

const figure = (
  key: string,
  label: string,
  title: string,
  value: (player: RosteredPlayer) => number,
  strong = false,
): DataColumn<RosteredPlayer> => ({
  key,
  label,
  title,
  align: 'right',
  strong,
  cell: value,
  sortValue: value,
});

/**
 * Who each row is: the jersey number, then the name linking to the player's history (and the Suspended
 * mark of an unserved suspension). Then the figures
 * a visitor comes for (games played, goals, assists, points), so a phone shows them without scrolling,
 * then the penalty minutes of the game sheets.
 */
const columns: readonly DataColumn<RosteredPlayer>[] = [
  {
    key: 'player',
    label: 'Player',
    cell: (player) => (
      <span className={classes.player}>
        <span className={classes.number}>{player.number}</span>
        <Anchor component={Link} to={siteRoute.playerHistory.href({ playerId: player.playerId })} fw={600}>
          {playerName(player)}
        </Anchor>
        {player.suspended && <SuspendedMark />}
      </span>
    ),
  },
  figure('gp', 'GP', 'Games played', (player) => player.gamesPlayed),
  figure('g', 'G', 'Goals', (player) => player.goals),
  figure('a', 'A', 'Assists', (player) => player.assists),
  figure('pts', 'PTS', 'Total points', (player) => player.goals + player.assists, true),
  figure('pim', 'PIM', 'Penalty minutes', (player) => player.penaltyMinutes),
];

/** A team's roster by number: player (number and name), GP, G, A, PTS, PIM, with a legend of the abbreviations. */
export function RosterTable({
  players,
  caption = 'Roster',
}: {
  players: RosteredPlayer[];
  caption?: string;
}) {
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={players}
      rowKey={(player) => player.rosterPlayerId}
      legend
      testId="roster-table"
      rowTestId="roster-row"
      emptyText="No players on this roster."
    />
  );
}
