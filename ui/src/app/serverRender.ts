import { createContext } from 'react';
import type { DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../shared/api/apiRequest';

export { PAGE_DATA_ID } from '../shared/layout/pageDataId';

/** What the server embeds in a page it rendered, for the browser to hydrate it with. */
export interface PageData {
  /** the page's reads, as the server's query client held them (TanStack Query's dehydrate) */
  queries: DehydratedState;
  /** the address whose page the server found missing and rendered as the not-found page */
  notFoundAt: string | null;
}

/**
 * The address whose page is known to be missing as the app first renders: the server rendered the
 * not-found page there, so the page's boundary shows it from the first render on (NotFoundBoundary),
 * on the server as while hydrating, rather than throwing.
 */
export const InitiallyNotFound = createContext<string | null>(null);

/** The data as JSON inside a script element: `<` escaped, so no text in it can close the element. */
export function pageDataJson(data: PageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

interface SerializedApiError {
  name?: unknown;
  serverMessage?: unknown;
  status?: unknown;
  body?: unknown;
}

/**
 * The page's data as the server embedded it, with each failed read's error an ApiError again (JSON
 * keeps its fields, not its class): the page tells a missing league from other failures by it. The
 * reads are dated `now` by this browser's clock: the server read them as it answered (or found them
 * unchanged), so they count as fresh from the page's arrival, whatever the two clocks say.
 */
export function readPageData(json: string, now = Date.now()): PageData {
  const data = JSON.parse(json) as PageData;
  for (const query of data.queries.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
    if (query.state.errorUpdatedAt) query.state.errorUpdatedAt = now;
    const error = query.state.error as SerializedApiError | null | undefined;
    if (error && typeof error === 'object' && typeof error.status === 'number') {
      const message = typeof error.serverMessage === 'string' ? error.serverMessage : null;
      query.state.error = new ApiError(message, error.status, error.body ?? null);
    }
  }
  return data;
}
