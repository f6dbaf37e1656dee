import { describe, expect, it } from 'vitest';
import { compareLeaders, computeStandings, isPlayed, scoreText } from './rules';

const team = (teamName: string) => ({ teamId: `id-${teamName}`, teamName, divisionName: null });
const game = (home: string, homeTotal: number, visitor: string, visitorTotal: number, status = 'FINAL') => ({
  homeTeamId: `id-${home}`,
  visitorTeamId: `id-${visitor}`,
  status,
  homeTotal,
  visitorTotal,
});

describe('result of a game', () => {
  it('counts FINAL, Overtime and Shootout with totals; anything else is not played', () => {
    expect(isPlayed('FINAL', 0, 0)).toBe(true);
    expect(isPlayed('Overtime', 2, 1)).toBe(true);
    expect(isPlayed('Shootout', 2, 1)).toBe(true);
    expect(isPlayed('TBP', 2, 1)).toBe(false);
    expect(isPlayed('final', 2, 1)).toBe(false);
    expect(isPlayed('FINAL', null, 1)).toBe(false);
    expect(isPlayed(null, 1, 1)).toBe(false);
  });

  it('writes the score "visitor - home"', () => {
    expect(scoreText(3, 1)).toBe('3 - 1');
  });
});

describe('standings', () => {
  it('scores W, L, T, OTL, SOL, points, percentage to 3 decimals and regulation wins', () => {
    const rows = computeStandings(
      [team('A'), team('B')],
      [
        game('A', 3, 'B', 1),
        game('A', 2, 'B', 3, 'Overtime'),
        game('B', 2, 'A', 1, 'Shootout'),
        game('A', 2, 'B', 2),
        game('A', 9, 'B', 0, 'TBP'),
      ],
    );
    expect(rows).toEqual([
      {
        teamId: 'id-B',
        teamName: 'B',
        divisionName: null,
        gamesPlayed: 4,
        wins: 2,
        losses: 1,
        ties: 1,
        overtimeLosses: 0,
        shootoutLosses: 0,
        points: 5,
        pointsPercentage: 0.625,
        goalsFor: 8,
        goalsAgainst: 8,
        goalDifference: 0,
        regulationWins: 0,
      },
      {
        teamId: 'id-A',
        teamName: 'A',
        divisionName: null,
        gamesPlayed: 4,
        wins: 1,
        losses: 0,
        ties: 1,
        overtimeLosses: 1,
        shootoutLosses: 1,
        points: 5,
        pointsPercentage: 0.375,
        goalsFor: 8,
        goalsAgainst: 8,
        goalDifference: 0,
        regulationWins: 1,
      },
    ]);
  });

  it('rounds the percentage to 3 decimals and gives 0 without games', () => {
    const rows = computeStandings(
      [team('A'), team('B'), team('C')],
      [game('A', 1, 'B', 0), game('B', 1, 'A', 0), game('B', 1, 'A', 0)],
    );
    expect(rows.map((r) => [r.teamName, r.pointsPercentage])).toEqual([
      ['B', 0.667],
      ['A', 0.333],
      ['C', 0],
    ]);
  });

  it('breaks ties by wins, goal difference, goals for, then name (case-insensitive)', () => {
    const rows = computeStandings(
      [team('zulu'), team('Yankee'), team('X-ray'), team('Whiskey'), team('victor'), team('Uniform')],
      [
        game('Yankee', 1, 'zulu', 0), // Yankee W (2 pts)
        game('zulu', 1, 'Uniform', 1), // ties: zulu 1 pt, Uniform 1 pt
        game('zulu', 1, 'victor', 1), // zulu 2 pts (0 W), victor 1 pt
        game('X-ray', 5, 'Whiskey', 0), // X-ray W +5
        game('Whiskey', 1, 'victor', 0), // Whiskey W, 2 pts, GD -4
      ],
    );
    expect(rows.map((r) => [r.teamName, r.points, r.wins, r.goalDifference, r.goalsFor])).toEqual([
      ['X-ray', 2, 1, 5, 5],
      ['Yankee', 2, 1, 1, 1],
      ['Whiskey', 2, 1, -4, 1],
      ['zulu', 2, 0, -1, 2],
      ['Uniform', 1, 0, 0, 1],
      ['victor', 1, 0, -1, 1],
    ]);
    const byName = computeStandings([team('beta'), team('Alpha'), team('alpha')], []);
    expect(byName.map((r) => r.teamName)).toEqual(['Alpha', 'alpha', 'beta']);
  });
});

describe('leaders order', () => {
  it('goes by points, then goals, then last and first name', () => {
    const people = [
      { firstName: 'Dan', lastName: 'Baker', goals: 1, assists: 2 },
      { firstName: 'Cal', lastName: 'Baker', goals: 1, assists: 2 },
      { firstName: 'Ann', lastName: 'Able', goals: 1, assists: 2 },
      { firstName: 'Bob', lastName: 'Zed', goals: 2, assists: 1 },
      { firstName: 'Eve', lastName: 'Young', goals: 0, assists: 4 },
    ];
    expect([...people].sort(compareLeaders).map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
      'Eve Young',
      'Bob Zed',
      'Ann Able',
      'Cal Baker',
      'Dan Baker',
    ]);
  });
});
