import { describe, expect, it } from 'vitest';
import { summaryHeadline } from './summaryHeadline';

describe('the game summary result line', () => {
  it('names an overtime winner', () => {
    expect(summaryHeadline({ winner: 'Bears', status: 'Overtime', score: '3 - 4' })).toBe(
      'Bears won in OVERTIME, by a score of 3 - 4',
    );
  });

  it('names a shootout winner', () => {
    expect(summaryHeadline({ winner: 'Sharks', status: 'Shootout', score: '5 - 4' })).toBe(
      'Sharks won in a SHOOTOUT...',
    );
  });

  it('names the winner of any other game', () => {
    expect(summaryHeadline({ winner: 'Bears', status: 'FINAL', score: '1 - 6' })).toBe(
      'WINNER: Bears, by a score of 1 - 6',
    );
  });

  it('calls a game without a winner a tie', () => {
    expect(summaryHeadline({ winner: null, status: 'FINAL', score: '2 - 2' })).toBe(
      'Tie game. Final Score: 2 - 2',
    );
  });

  it('has nothing to say before a result', () => {
    expect(summaryHeadline(null)).toBe('');
  });
});
