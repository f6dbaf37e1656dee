/** An error whose status and message go to the client as `{ message }` (plus `details` fields when given). */
export class LeagueError extends Error {
  constructor(
    public readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 428 | 429 | 503,
    message: string,
    public readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'LeagueError';
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new LeagueError(400, message, details);
export const unauthorized = (message = 'Please log in.') => new LeagueError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new LeagueError(403, message);
export const notFound = (message: string) => new LeagueError(404, message);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new LeagueError(409, message, details);
export const preconditionRequired = (message: string) => new LeagueError(428, message);

/** An edit of a versioned record sent without `If-Match` (docs/api.md): it would overwrite unseen changes. */
export const IF_MATCH_REQUIRED_MESSAGE = 'If-Match is required: send the version the record was read with.';
