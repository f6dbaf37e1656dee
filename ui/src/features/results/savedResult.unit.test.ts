import { describe, expect, it } from 'vitest';
import { savedResultMessage } from './savedResult';

const teams = { visitor: 'Cats', home: 'Dogs' };

describe('the confirmation after saving a result', () => {
  it('reads visitor first with the periods’ sums for a regular game', () => {
    const values = { visitorPeriods: [1, 0, 2, 0], homePeriods: [2, 2, 0, 1], visitorTotal: 0, homeTotal: 0 };
    expect(savedResultMessage(teams, values, 'regular')).toBe('Result saved: Cats 3 @ Dogs 5');
  });

  it('reads the final scores of playoff and championship games', () => {
    const values = { visitorPeriods: [0, 0, 0, 0], homePeriods: [0, 0, 0, 0], visitorTotal: 4, homeTotal: 2 };
    expect(savedResultMessage(teams, values, 'playoff')).toBe('Result saved: Cats 4 @ Dogs 2');
    expect(savedResultMessage(teams, values, 'championship')).toBe('Result saved: Cats 4 @ Dogs 2');
  });
});
