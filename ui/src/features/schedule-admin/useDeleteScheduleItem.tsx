import type { ScheduleEntry } from '@league/contracts';
import { useState } from 'react';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { itemDateWithYear, itemTime, opponentLabel } from '../../shared/league/schedules/scheduleItem';
import { useRemoveScheduleItem } from '../../shared/admin/scheduleApi';

/** DELETE on a schedule row: 'Are you sure?' first; failures are only logged and the list reloads. */
export function useDeleteScheduleItem() {
  const removeItem = useRemoveScheduleItem();
  const [toDelete, setToDelete] = useState<ScheduleEntry | null>(null);
  const what =
    toDelete && (toDelete.kind === 'event' ? (toDelete.eventName ?? 'the event') : opponentLabel(toDelete));
  const modal = (
    <ConfirmModal
      opened={toDelete !== null}
      description={
        toDelete ? `Delete ${what} on ${itemDateWithYear(toDelete)} at ${itemTime(toDelete)}?` : undefined
      }
      busy={removeItem.isPending}
      onCancel={() => setToDelete(null)}
      onConfirm={() =>
        toDelete &&
        removeItem.mutate(toDelete, {
          onError: (failure) => console.error('Removing the schedule item failed:', failure),
          onSettled: () => setToDelete(null),
        })
      }
    />
  );
  return { modal, ask: (item: ScheduleEntry) => setToDelete(item) };
}
