import { describe, expect, it } from 'vitest';
import { ApiError } from './apiRequest';
import { isMissing, notFoundWhenMissing, PageNotFoundError } from './notFound';

const failed = (error: unknown) => ({ isError: true, error });
const fine = { isError: false, error: null };

describe('a page whose address names nothing', () => {
  it('counts a 404 and a 400 (an id or a name that cannot exist) as missing', () => {
    expect(isMissing(new ApiError('No Game Found!', 404, null))).toBe(true);
    expect(isMissing(new ApiError('gameId must be a UUID.', 400, null))).toBe(true);
  });

  it('does not count a server failure, a refused session or a network failure as missing', () => {
    expect(isMissing(new ApiError('boom', 500, null))).toBe(false);
    expect(isMissing(new ApiError('Unauthorized', 401, null))).toBe(false);
    expect(isMissing(new TypeError('Failed to fetch'))).toBe(false);
  });

  it('throws PageNotFoundError (with the server message) when one of the reads is missing', () => {
    expect(() => notFoundWhenMissing(fine, failed(new ApiError('No Team Found!', 404, null)))).toThrow(
      new PageNotFoundError('No Team Found!'),
    );
    expect(() => notFoundWhenMissing(fine, failed(new ApiError('boom', 500, null)))).not.toThrow();
    expect(() => notFoundWhenMissing(fine)).not.toThrow();
  });
});
