import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Button } from '@mantine/core';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { RowActions } from '../../shared/ui/RowActions';
import { type AdminRosterPlayer } from './api';
import { RosterPlayers } from './RosterPlayers';
import { SuspendedMark } from '../../shared/league/rosters/SuspendedMark';
import { LinkButton } from '../../shared/ui/LinkButton';

const PLAYER_COLUMNS: EntityColumn<AdminRosterPlayer>[] = [
  {
    label: 'Player',
    cell: (player) => (
      <>
        {playerName(player)}
        {player.suspended && <SuspendedMark />}
      </>
    ),
    fw: 700,
  },
  { label: 'Number', cell: (player) => player.number },
  { label: 'G', cell: (player) => player.goals },
  { label: 'A', cell: (player) => player.assists },
];

/**
 * A team's players: name with middle initial, number, Edit (change number), Add Photo and, while the
 * team is current, Remove Player and Add Player(s).
 */
export function TeamPlayersList({ teamName, year }: { teamName: string; year: string }) {
  return (
    <RosterPlayers
      teamName={teamName}
      year={year}
      loadFailure="Something went wrong with loading the players"
      addTo={siteRoute.addPlayers.href({ teamName, year })}
    >
      {(players, isCurrent, remove) => (
        <EntityTable
          rows={players}
          columns={PLAYER_COLUMNS}
          rowKey={(player) => player.rosterPlayerId}
          rowTestId="player-row"
          layout={{ minWidth: 560 }}
          actions={(player) => (
            <RowActions>
              <LinkButton
                to={siteRoute.changeNumber.href({ teamName, year, playerId: player.rosterPlayerId })}
                size="xs"
                variant="light"
              >
                Edit
              </LinkButton>
              <LinkButton
                to={siteRoute.updatePlayer.href({ playerId: player.playerId })}
                size="xs"
                variant="default"
              >
                Name
              </LinkButton>
              <LinkButton
                to={siteRoute.playerPhoto.href({ playerId: player.playerId })}
                size="xs"
                variant="default"
              >
                Add Photo
              </LinkButton>
              {isCurrent && (
                <Button size="xs" color="red" variant="light" onClick={() => remove(player)}>
                  Remove Player
                </Button>
              )}
            </RowActions>
          )}
        />
      )}
    </RosterPlayers>
  );
}
