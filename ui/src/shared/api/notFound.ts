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
  // ApiError's shape, not the class: importing apiRequest here would put it in every page's first load
  if (!(error instanceof Error) || error.name !== 'ApiError') return false;
  const { status } = error as Error & { status?: unknown };
  return status === 404 || status === 400;
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
