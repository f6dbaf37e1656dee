import { describe, expect, it } from 'vitest';
import { tieBreakNotes } from './tieBreaks';

const team = (teamName: string, points: number, wins = 0, goalDifference = 0, goalsFor = 0) => ({
  teamName,
  points,
  wins,
  goalDifference,
  goalsFor,
});

describe('tie-break notes', () => {
  it('given teams on different points, when noted, then no team has a note', () => {
    expect(tieBreakNotes([team('A', 6), team('B', 4), team('C', 2)])).toEqual([null, null, null]);
  });

  it('given two teams level on points with more wins above, when noted, then ahead and behind on wins', () => {
    expect(tieBreakNotes([team('A', 8), team('B', 4, 2, -5), team('C', 4, 1, 9, 20), team('D', 0)])).toEqual([
      null,
      'ahead on wins',
      'behind on wins',
      null,
    ]);
  });

  it('given level on points and wins, when noted, then goal difference separates them', () => {
    expect(tieBreakNotes([team('A', 4, 2, 3, 1), team('B', 4, 2, -1, 12)])).toEqual([
      'ahead on goal difference',
      'behind on goal difference',
    ]);
  });

  it('given level on points, wins and goal difference, when noted, then goals for separates them', () => {
    expect(tieBreakNotes([team('A', 4, 2, 3, 9), team('B', 4, 2, 3, 7)])).toEqual([
      'ahead on goals for',
      'behind on goals for',
    ]);
  });

  it('given level on every figure, when noted, then the name orders them', () => {
    expect(tieBreakNotes([team('Apex', 3, 1, 0, 4), team('Bolt', 3, 1, 0, 4)])).toEqual([
      'level, by name',
      'level, by name',
    ]);
  });

  it('given three teams level on points, when noted, then each tells what separated it from the team below, the last from the team above', () => {
    expect(
      tieBreakNotes([team('A', 5, 2, 0, 3), team('B', 5, 1, 4, 8), team('C', 5, 1, 4, 6), team('D', 1)]),
    ).toEqual(['ahead on wins', 'ahead on goals for', 'behind on goals for', null]);
  });

  it('given no teams, when noted, then no notes', () => {
    expect(tieBreakNotes([])).toEqual([]);
  });
});
