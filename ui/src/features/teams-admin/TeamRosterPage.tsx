import { playerName } from '@league/contracts/formatting';
import { siteRoute } from '@league/contracts/site-pages';
import { Button, Container } from '@mantine/core';
import { useParams } from '../../shared/router';
import { PageTitle } from '../../shared/ui/PageTitle';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { type AdminRosterPlayer } from './api';
import { RosterPlayers } from './RosterPlayers';
import { SuspendedMark } from '../../shared/league/rosters/SuspendedMark';

const ROSTER_COLUMNS: EntityColumn<AdminRosterPlayer>[] = [
  {
    label: 'Player Name',
    cell: (player) => (
      <>
        {playerName(player)}
        {player.suspended && <SuspendedMark />}
      </>
    ),
    fw: 700,
  },
  { label: 'Number', cell: (player) => player.number },
];

/** /admin/{teamName}/{year}/roster: Player Name and Number; DELETE and 'Add Player(s)' while current. */
export function TeamRosterPage() {
  const { teamName = '', year = '' } = useParams();
  return (
    <Container size="sm" py="xl">
      <PageTitle>{`${teamName} ${year} Roster`}</PageTitle>
      <RosterPlayers
        teamName={teamName}
        year={year}
        loadFailure="Something went wrong with loading the roster"
        addTo={siteRoute.rosterNewPlayer.href({ teamName, year })}
      >
        {(players, isCurrent, remove) => (
          <EntityTable
            rows={players}
            columns={ROSTER_COLUMNS}
            rowKey={(player) => player.rosterPlayerId}
            rowTestId="roster-row"
            layout="plain"
            actions={
              isCurrent
                ? (player) => (
                    <Button size="xs" color="red" variant="light" onClick={() => remove(player)}>
                      DELETE
                    </Button>
                  )
                : undefined
            }
            actionsAlignRight
          />
        )}
      </RosterPlayers>
    </Container>
  );
}
