import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmModal } from './ConfirmModal';

interface ConfirmedAction<Item, Variables> {
  /** the mutation, called with `idOf(item)` once confirmed */
  mutation: UseMutationResult<unknown, Error, Variables>;
  /** what the mutation is called with: the item's id, or its id and the version the list showed */
  idOf: (item: Item) => Variables;
  /** the question, e.g. "Delete the venue Lakeview Rink?" */
  question: (item: Item) => string;
  /** the confirm button (DELETE unless said) */
  confirmLabel?: string;
  /** the console's line when it fails, e.g. "Deleting the venue failed:" */
  failureLog: (item: Item) => string;
}

/**
 * An action on a list's item asked first with 'Are you sure?'. As docs/rules.md §4 says, a failure is not
 * shown (the list reloads either way) but logged for support. `ask(item)` opens the question; the
 * page shows `modal`.
 */
export function useConfirmedAction<Item, Variables = string>({
  mutation,
  idOf,
  question,
  confirmLabel,
  failureLog,
}: ConfirmedAction<Item, Variables>) {
  const [asked, setAsked] = useState<Item | null>(null);
  const confirm = () => {
    if (asked === null) return;
    mutation.mutate(idOf(asked), {
      onError: (failure) => console.error(failureLog(asked), failure),
      onSettled: () => setAsked(null),
    });
  };
  const modal = (
    <ConfirmModal
      opened={asked !== null}
      description={asked !== null ? question(asked) : undefined}
      confirmLabel={confirmLabel}
      busy={mutation.isPending}
      onCancel={() => setAsked(null)}
      onConfirm={confirm}
    />
  );
  return { modal, ask: setAsked };
}
