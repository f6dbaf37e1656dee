import { SCHEDULE_CONFLICT_MESSAGE, type AdminScheduleEntry } from '@league/contracts';
import { useState } from 'react';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { conflictsOf } from '../../shared/admin/scheduleApi';
import { ConflictModal } from './ConflictModal';

interface Mutation<Payload> {
  mutate: (payload: Payload, options: { onSuccess: () => void; onError: (failure: Error) => void }) => void;
  isPending: boolean;
}

interface Clash<Values> {
  items: AdminScheduleEntry[];
  /** the server's reason: the same date, time and place, or a team booked twice */
  message: string;
  values: Values;
  onSaved: () => void;
}

/**
 * Saving a game or an event: a 409 clash (the same date, time and place, or a team booked twice) shows
 * the SCHEDULING CONFLICT!! modal with the server's reason and the clashing items, and offers to save
 * anyway (allowConflict); any other failure shows its message. Once saved, `onSaved` of that save runs
 * (after a save anyway too).
 */
export function useScheduleSave<Values>(
  mutation: Mutation<Values & { allowConflict: boolean }>,
  fallback: string,
) {
  const [error, setError] = useState<string | null>(null);
  const [clash, setClash] = useState<Clash<Values> | null>(null);

  const save = (values: Values, onSaved: () => void, allowConflict = false) =>
    mutation.mutate(
      { ...values, allowConflict },
      {
        onSuccess: () => {
          setClash(null);
          onSaved();
        },
        onError: (failure) => {
          const conflicts = conflictsOf(failure);
          if (conflicts && !allowConflict) {
            const message = errorMessage(failure, SCHEDULE_CONFLICT_MESSAGE);
            setClash({ items: conflicts, message, values, onSaved });
          } else {
            setClash(null);
            setError(errorMessage(failure, fallback));
          }
        },
      },
    );

  const modals = (
    <>
      <ErrorModal error={error} onClear={() => setError(null)} />
      <ConflictModal
        items={clash?.items ?? null}
        message={clash?.message}
        onOk={() => setClash(null)}
        onSaveAnyway={clash ? () => save(clash.values, clash.onSaved, true) : undefined}
        busy={mutation.isPending}
      />
    </>
  );
  return { save: (values: Values, onSaved: () => void) => save(values, onSaved), modals };
}
