import { describe, expect, it } from 'vitest';
import { summaryHeadline } from './summaryHeadline';

describe('the game summary result line', () => {
  it('names an overtime winner, with the winner’s goals first', () => {
    expect(summaryHeadline({ winner: 'Bears', status: 'Overtime', visitorTotal: 4, homeTotal: 5 })).toBe(
      'Bears won in OVERTIME, by a score of 5 - 4',
    );
  });

  it('names a shootout winner', () => {
    expect(summaryHeadline({ winner: 'Sharks', status: 'Shootout', visitorTotal: 5, homeTotal: 4 })).toBe(
      'Sharks won in a SHOOTOUT...',
    );
  });

  it('names the winner of any other game, home or visitor, with the winner’s goals first', () => {
    expect(summaryHeadline({ winner: 'Bears', status: 'FINAL', visitorTotal: 1, homeTotal: 6 })).toBe(
      'WINNER: Bears, by a score of 6 - 1',
    );
    expect(summaryHeadline({ winner: 'Sharks', status: 'FINAL', visitorTotal: 7, homeTotal: 2 })).toBe(
      'WINNER: Sharks, by a score of 7 - 2',
    );
  });

  it('calls a game without a winner a tie', () => {
    expect(summaryHeadline({ winner: null, status: 'FINAL', visitorTotal: 2, homeTotal: 2 })).toBe(
      'Tie game. Final Score: 2 - 2',
    );
  });

  it('has nothing to say before a result', () => {
    expect(summaryHeadline(null)).toBe('');
  });
});
