import { lazy, Suspense } from 'react';
import type { ThankYouModalProps } from './thankYouModalProps';
import { useShownOnce } from './useShownOnce';

// shown once a form was sent: its code (Mantine's Modal) need not come with the form's page
const ThankYouDialog = lazy(() =>
  import('./ThankYouDialog').then((module) => ({ default: module.ThankYouDialog })),
);

/** 'Thank You!' after a registration or an edit; OKAY decides where the coach goes next. */
export function ThankYouModal(props: ThankYouModalProps) {
  return useShownOnce(props.opened) ? (
    <Suspense fallback={null}>
      <ThankYouDialog {...props} />
    </Suspense>
  ) : null;
}

export type { ThankYouModalProps } from './thankYouModalProps';
