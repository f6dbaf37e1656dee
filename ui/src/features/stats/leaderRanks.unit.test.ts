import { describe, expect, it } from 'vitest';
import { leaderRanks, teamChoices } from './leaderRanks';

const leader = (rosterPlayerId: string, points: number, goals: number) => ({ rosterPlayerId, points, goals });

describe('leaderRanks', () => {
  it('numbers players 1, 2, 3 when nobody is level', () => {
    const ranks = leaderRanks([leader('a', 6, 4), leader('b', 6, 2), leader('c', 5, 4)]);
    expect([...ranks.values()]).toEqual(['1', '2', '3']);
  });

  it('gives players level on points and goals one rank marked T-, the next the place from the top', () => {
    const ranks = leaderRanks([
      leader('a', 6, 4),
      leader('b', 3, 1),
      leader('c', 3, 1),
      leader('d', 3, 1),
      leader('e', 2, 2),
      leader('f', 1, 0),
      leader('g', 1, 0),
    ]);
    expect(Object.fromEntries(ranks)).toEqual({
      a: '1',
      b: 'T-2',
      c: 'T-2',
      d: 'T-2',
      e: '5',
      f: 'T-6',
      g: 'T-6',
    });
  });

  it('ties the leaders themselves', () => {
    expect([...leaderRanks([leader('a', 4, 2), leader('b', 4, 2)]).values()]).toEqual(['T-1', 'T-1']);
    expect(leaderRanks([]).size).toBe(0);
  });
});

describe('teamChoices', () => {
  it('lists every team once, by name, standings teams without scorers included', () => {
    expect(
      teamChoices(
        [
          { teamId: '2', teamName: 'Wolves' },
          { teamId: '1', teamName: 'bears' },
          { teamId: '3', teamName: 'Team 10' },
        ],
        [
          { teamId: '1', teamName: 'bears' },
          { teamId: '4', teamName: 'Team 9' },
        ],
      ),
    ).toEqual([
      { value: '1', label: 'bears' },
      { value: '4', label: 'Team 9' },
      { value: '3', label: 'Team 10' },
      { value: '2', label: 'Wolves' },
    ]);
  });
});
