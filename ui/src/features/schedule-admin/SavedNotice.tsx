import { Alert } from '@mantine/core';
import { useLocation, useNavigate } from '../../shared/router';

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
 * until it is closed.
 */
export function SavedNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const message = savedMessage(location.state);
  if (!message) return null;
  return (
    <Alert
      role="status"
      color="green"
      variant="light"
      withCloseButton
      closeButtonLabel="Close"
      onClose={() => navigate(location.pathname + location.search, { replace: true, state: null })}
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
