import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from './apiRequest';

/**
 * A load failure as an error-modal message: shown until Okay clears it, and shown again if a
 * later attempt fails anew. The error itself stays in TanStack Query.
 */
export function useQueryErrorMessage(query: UseQueryResult<unknown>, fallback: string) {
  const [clearedAt, setClearedAt] = useState(0);
  const message =
    query.isError && query.errorUpdatedAt > clearedAt ? errorMessage(query.error, fallback) : null;
  return { message, clear: () => setClearedAt(query.errorUpdatedAt) };
}
