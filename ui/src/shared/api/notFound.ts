import { ApiError } from './apiRequest';

/**
 * Thrown while a page renders when the league, team, venue, player or game its address names does not
 * exist: the route then shows the not-found page instead (NotFoundBoundary, around every page), not an
 * error modal over an empty page.
 */
export class PageNotFoundError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'PageNotFoundError';
  }
}

/**
 * An answer that says the address names nothing: 404, or 400, the answer to an id or a name in the
 * address that no league, team, player or game can have (not a UUID, a year out of range).
 */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

interface Read {
  isError: boolean;
  error: unknown;
}

/**
 * Call while rendering a page, with the read(s) of what its address names: when one of them answers
 * that it does not exist, the page gives way to the not-found page.
 */
export function notFoundWhenMissing(...reads: Read[]): void {
  const missing = reads.find((read) => read.isError && isMissing(read.error));
  if (missing) throw new PageNotFoundError((missing.error as Error).message);
}
