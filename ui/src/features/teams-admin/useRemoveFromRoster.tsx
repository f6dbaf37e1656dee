import { useState } from 'react';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { fullName, useRemoveRosterPlayer, type AdminRosterPlayer } from './api';

/** Removing a player from a current team's roster, after 'Are you sure?'. */
export function useRemoveFromRoster() {
  const removePlayer = useRemoveRosterPlayer();
  const [toRemove, setToRemove] = useState<AdminRosterPlayer | null>(null);
  const modal = (
    <ConfirmModal
      opened={toRemove !== null}
      description={toRemove ? `Remove ${fullName(toRemove)} from this team?` : undefined}
      confirmLabel="DELETE"
      busy={removePlayer.isPending}
      onCancel={() => setToRemove(null)}
      onConfirm={() =>
        toRemove &&
        removePlayer.mutate(toRemove._id, {
          onError: (failure) => console.error('Removing the player failed:', failure),
          onSettled: () => setToRemove(null),
        })
      }
    />
  );
  return { modal, ask: setToRemove };
}
