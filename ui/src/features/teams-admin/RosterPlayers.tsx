import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { Spinner } from '../../shared/ui/Spinner';
import { rosterQuery, type AdminRosterPlayer } from './api';
import { useRemoveFromRoster } from './useRemoveFromRoster';
import { LinkButton } from '../../shared/ui/LinkButton';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

interface RosterPlayersProps {
  teamName: string;
  year: string;
  /** the error-modal text when the roster fails to load and the server says nothing */
  loadFailure: string;
  /** where Add Player(s) leads (shown while the team is current) */
  addTo: string;
  /** the players' table, given whether the team is current and how to ask to remove a player */
  children: (
    players: AdminRosterPlayer[],
    isCurrent: boolean,
    remove: (player: AdminRosterPlayer) => void,
  ) => ReactNode;
}

/**
 * A team's roster as the admin sees it: 'Add Player(s)' while the team is current, the spinner while
 * it loads, then its players' table or 'NO PLAYERS ON THIS TEAM YET'; a removal asks first.
 */
export function RosterPlayers({ teamName, year, loadFailure, addTo, children }: RosterPlayersProps) {
  const roster = useQuery(rosterQuery(teamName, year));
  const loadError = useQueryErrorMessage(roster, loadFailure);
  const remove = useRemoveFromRoster(roster.data?.teamId ?? '');
  const isCurrent = roster.data?.isCurrent ?? false;

  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {remove.modal}
      {isCurrent && (
        <Group justify="flex-end" mb="md">
          <LinkButton to={addTo} color="red">
            Add Player(s)
          </LinkButton>
        </Group>
      )}
      {roster.isPending && <Spinner />}
      {roster.data &&
        (roster.data.listOfPlayers.length === 0 ? (
          <EmptyNotice>NO PLAYERS ON THIS TEAM YET</EmptyNotice>
        ) : (
          children(roster.data.listOfPlayers, isCurrent, remove.ask)
        ))}
    </>
  );
}
