import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/apiRequest';
import { gamesNamed, refusalLines } from './api';

describe("an apply's refusal", () => {
  const problems = [
    'Game 2 (Bears @ Aces, 2027-01-11 19:00): the date is a blackout date.',
    'Game 10 (Cats @ Dogs, 2027-02-01 19:00): the slot is already booked by another game or event.',
  ];

  it('is shown one line per game at fault, or as its message', () => {
    expect(
      refusalLines(new ApiError(problems.join(' '), 400, { message: problems.join(' '), problems }), 'x'),
    ).toEqual(problems);
    const message = 'games: these are not the matchups of this proposal.';
    expect(refusalLines(new ApiError(message, 400, { message }), 'x')).toEqual([message]);
    expect(refusalLines(new ApiError(null, 502, null), 'Something went wrong')).toEqual([
      'Something went wrong',
    ]);
    expect(refusalLines(new TypeError('Failed to fetch'), 'Something went wrong')).toEqual([
      'Something went wrong',
    ]);
  });

  it('names the games at fault, numbered from 0 as the list is', () => {
    expect(gamesNamed(problems)).toEqual([1, 9]);
    expect(gamesNamed(['The league needs at least two current teams to make a schedule.'])).toEqual([]);
  });
});
