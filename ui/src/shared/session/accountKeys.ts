/**
 * The query keys of the signed-in account's own reads (GET /api/account): its page reads them, and what
 * changes the account elsewhere (a confirmed address, a new password) invalidates them.
 */
export const accountKeys = {
  all: ['account'] as const,
  mine: () => [...accountKeys.all, 'mine'] as const,
};
