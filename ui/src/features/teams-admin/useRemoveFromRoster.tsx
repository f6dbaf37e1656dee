import { useConfirmedAction } from '../../shared/ui/useConfirmedAction';
import { fullName, useRemoveRosterPlayer, type AdminRosterPlayer } from './api';

/** Removing a player from a current team's roster, after 'Are you sure?'. */
export function useRemoveFromRoster() {
  return useConfirmedAction<AdminRosterPlayer>({
    mutation: useRemoveRosterPlayer(),
    idOf: (player) => player._id,
    question: (player) => `Remove ${fullName(player)} from this team?`,
    confirmLabel: 'DELETE',
    failureLog: () => 'Removing the player failed:',
  });
}
