import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Text, Title } from '@mantine/core';
import type { PlayerGameStat } from '@league/contracts';
import { Link } from '../../shared/router';
import { DataTable, type DataColumn } from '../../shared/ui/DataTable';
import { TeamLink, type TeamLeague } from '../../shared/league/schedules/TeamLink';

const COLUMNS: DataColumn<PlayerGameStat>[] = [
  {
    key: 'player',
    label: 'Player',
    cell: (player) => (
      <>
        <Text span c="dimmed" size="sm">
          #{player.number}
        </Text>{' '}
        <Anchor component={Link} to={siteRoute.playerHistory.href({ playerId: player.playerId })} size="sm">
          {playerName(player)}
        </Anchor>
      </>
    ),
  },
  { key: 'goals', label: 'G', title: 'Goals', align: 'right', cell: (player) => player.goals },
  { key: 'assists', label: 'A', title: 'Assists', align: 'right', cell: (player) => player.assists },
  {
    key: 'points',
    label: 'PTS',
    title: 'Points',
    legend: 'Points (goals + assists)',
    align: 'right',
    strong: true,
    cell: (player) => player.goals + player.assists,
  },
];

/** One team's goals and assists in the game: player, G, A and PTS, all in view on a phone. */
export function PlayerStatsTable({
  teamName,
  teamId,
  league,
  players,
}: {
  teamName: string | null;
  teamId: string | null;
  league: TeamLeague | null;
  players: PlayerGameStat[];
}) {
  return (
    <div data-testid="player-stats">
      <Title order={3} c="navy.8" mb={4} tt="uppercase" fz="h4">
        <TeamLink name={teamName} teamId={teamId} league={league} />
      </Title>
      {players.length === 0 ? (
        <Text c="dimmed" size="sm">
          No goals or assists recorded.
        </Text>
      ) : (
        <DataTable
          caption={`${teamName ?? 'TBD'} players`}
          columns={COLUMNS}
          rows={players}
          rowKey={(player) => player.rosterPlayerId}
          rowTestId="player-stats-row"
          legend
        />
      )}
    </div>
  );
}
