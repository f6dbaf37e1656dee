import { describe, expect, it } from 'vitest';
import { goalsAgainstAverage, savePercentage } from './goalieFigures';

describe("a goalie's figures as the table shows them", () => {
  it('writes the goals-against average with two decimals', () => {
    expect(goalsAgainstAverage(1.5)).toBe('1.50');
    expect(goalsAgainstAverage(0)).toBe('0.00');
    expect(goalsAgainstAverage(0.67)).toBe('0.67');
  });

  it('writes the save percentage with three decimals and no leading zero; a dash without shots', () => {
    expect(savePercentage(0.912)).toBe('.912');
    expect(savePercentage(0.96)).toBe('.960');
    expect(savePercentage(1)).toBe('1.000');
    expect(savePercentage(0)).toBe('.000');
    expect(savePercentage(null)).toBe('–');
  });
});
