import { lazy, Suspense } from 'react';
import { useShownOnce } from './useShownOnce';

export type ErrorModalTitle = 'An Error Occurred!' | 'Heads Up!';

export interface ErrorModalProps {
  /** the message to show; the modal is open while it is set */
  error: string | null | undefined;
  onClear: () => void;
  /** 'Heads Up!' on standings and leaders pages, 'An Error Occurred!' everywhere else */
  title?: ErrorModalTitle;
}

// Most visits never see an error: the modal's code loads with the first one.
const ErrorDialog = lazy(() => import('./ErrorDialog').then((module) => ({ default: module.ErrorDialog })));

export function ErrorModal(props: ErrorModalProps) {
  return useShownOnce(Boolean(props.error)) ? (
    <Suspense fallback={null}>
      <ErrorDialog {...props} />
    </Suspense>
  ) : null;
}
