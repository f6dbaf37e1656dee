import { playerName } from '@league/contracts/formatting';
import { useConfirmedAction } from '../../shared/ui/useConfirmedAction';
import { useRemoveRosterPlayer, type AdminRosterPlayer, type RosterPlace } from './api';

/** Removing a player from the roster of a current team (`teamId`), after 'Are you sure?'. */
export function useRemoveFromRoster(teamId: string) {
  return useConfirmedAction<AdminRosterPlayer, RosterPlace>({
    mutation: useRemoveRosterPlayer(),
    idOf: (player) => ({ teamId, rosterPlayerId: player.rosterPlayerId }),
    question: (player) => `Remove ${playerName(player)} from this team?`,
    confirmLabel: 'DELETE',
    failureLog: () => 'Removing the player failed:',
  });
}
