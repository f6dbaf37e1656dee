import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from '../router';

/** What a form passes along to the schedule page it returns to after a save. */
export interface SavedState {
  saved: string;
}

export const savedState = (message: string): SavedState => ({ saved: message });

function savedMessage(state: unknown): string | null {
  if (!state || typeof state !== 'object' || !('saved' in state)) return null;
  return typeof state.saved === 'string' ? state.saved : null;
}

/**
 * The confirmation a schedule page shows when a form returned to it after a save ("Result saved: …"),
 * until it is closed. It is read once: the history entry forgets it, so a reload or a later visit to
 * the same entry does not say it again.
 */
export function SavedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const [message, setMessage] = useState(() => savedMessage(location.state));
  const passedOn = savedMessage(location.state) !== null;
  useEffect(() => {
    if (passedOn) navigate(location.pathname + location.search, { replace: true, state: null });
  }, [passedOn, navigate, location.pathname, location.search]);
  if (!message) return null;
  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => setMessage(null)}
      maw={640}
      mx="auto"
      mb="md"
      fw={700}
      data-testid="saved-notice"
    >
      {message}
    </Alert>
  );
}
