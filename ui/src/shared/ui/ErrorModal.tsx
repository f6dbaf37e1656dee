import { lazy, Suspense } from 'react';
import type { ErrorModalProps } from './errorModalProps';
import { useShownOnce } from './useShownOnce';

// Most visits never see an error: the modal's code loads with the first one.
const ErrorDialog = lazy(() => import('./ErrorDialog').then((module) => ({ default: module.ErrorDialog })));

export function ErrorModal(props: ErrorModalProps) {
  return useShownOnce(Boolean(props.error)) ? (
    <Suspense fallback={null}>
      <ErrorDialog {...props} />
    </Suspense>
  ) : null;
}

export type { ErrorModalTitle, ErrorModalProps } from './errorModalProps';
