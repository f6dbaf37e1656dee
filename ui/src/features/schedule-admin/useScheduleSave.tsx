import { siteRoute } from '@league/contracts/site-pages';
import type { AdminScheduleItem } from '@league/contracts';
import { useState } from 'react';
import { useNavigate } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { conflictsOf } from '../../shared/admin/scheduleApi';
import { ConflictModal } from './ConflictModal';

interface Mutation<Payload> {
  mutate: (payload: Payload, options: { onSuccess: () => void; onError: (failure: Error) => void }) => void;
  isPending: boolean;
}

/**
 * Saving a game or an event: a 409 clash shows the SCHEDULING CONFLICT!! modal with the clashing items
 * and offers to save anyway (allowConflict); any other failure shows its message; success goes to the
 * master schedule.
 */
export function useScheduleSave<Values>(
  mutation: Mutation<Values & { allowConflict: boolean }>,
  fallback: string,
) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [clash, setClash] = useState<{ items: AdminScheduleItem[]; values: Values } | null>(null);

  const save = (values: Values, allowConflict = false) =>
    mutation.mutate(
      { ...values, allowConflict },
      {
        onSuccess: () => {
          setClash(null);
          void navigate(siteRoute.masterSchedule.href());
        },
        onError: (failure) => {
          const conflicts = conflictsOf(failure);
          if (conflicts && !allowConflict) setClash({ items: conflicts, values });
          else {
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
        onOk={() => setClash(null)}
        onSaveAnyway={clash ? () => save(clash.values, true) : undefined}
        busy={mutation.isPending}
      />
    </>
  );
  return { save: (values: Values) => save(values), modals };
}
