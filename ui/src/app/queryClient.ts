import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api/apiRequest';

/** A 403: the signed-in member of staff's role may have changed; the menu and guards follow the server's. */
function followRefusal(error: unknown) {
  if (error instanceof ApiError && error.status === 403) {
    void import('../shared/session/refreshStaffIdentity').then((module) => module.refreshStaffIdentity());
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: followRefusal }),
  mutationCache: new MutationCache({ onError: followRefusal }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx answer will not change by asking again; network hiccups may.
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});
