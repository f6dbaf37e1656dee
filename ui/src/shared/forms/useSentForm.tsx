import { useState, type ReactNode } from 'react';
import { ErrorModal } from '../ui/ErrorModal';
import { ThankYouModal } from '../ui/ThankYouModal';

interface SentFormOptions {
  /** the thank-you modal's message */
  thanks: string;
  /** where OKAY on the thank-you modal takes the visitor */
  onOkay: () => void;
}

interface SentForm {
  /** the error modal and the thank-you modal, to render once beside the form */
  modals: ReactNode;
  /** the form was recorded: show the thank-you modal */
  thank: () => void;
  /** the form was refused: show this message in the error modal */
  fail: (message: string) => void;
}

/** What a visitor sees after sending a public form: 'Thank You!' with its OKAY, or the error modal. */
export function useSentForm({ thanks, onOkay }: SentFormOptions): SentForm {
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  return {
    modals: (
      <>
        <ErrorModal error={error} onClear={() => setError(null)} />
        <ThankYouModal
          opened={thanked}
          message={thanks}
          onOkay={() => {
            setThanked(false);
            onOkay();
          }}
        />
      </>
    ),
    thank: () => setThanked(true),
    fail: setError,
  };
}
