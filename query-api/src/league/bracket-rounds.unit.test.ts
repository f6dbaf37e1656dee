import { describe, expect, it } from 'vitest';
import { bracketRounds, roundName, type RoundGame } from './bracket-rounds';

const game = (
  gameId: string,
  home: string | null = null,
  visitor: string | null = null,
  championship = false,
): RoundGame => ({
  gameId,
  homeFromGameId: home,
  visitorFromGameId: visitor,
  championship,
});
const shape = (games: RoundGame[]) => bracketRounds(games).map((r) => [r.name, r.games.map((g) => g.gameId)]);

describe('bracket rounds', () => {
  it('names rounds by their distance from the last: Final, Semifinals, Quarterfinals, then Round N', () => {
    expect([5, 4, 3, 2, 1].map((round) => roundName(round, 5))).toEqual([
      'Final',
      'Semifinals',
      'Quarterfinals',
      'Round 2',
      'Round 1',
    ]);
  });

  it('places a game one round after its latest feeder, the championship last', () => {
    expect(
      shape([
        game('q1'),
        game('q2'),
        game('q3'),
        game('q4'),
        game('s1', 'q1', 'q2'),
        game('s2', 'q3', 'q4'),
        game('f', 's1', 's2', true),
      ]),
    ).toEqual([
      ['Quarterfinals', ['q1', 'q2', 'q3', 'q4']],
      ['Semifinals', ['s1', 's2']],
      ['Final', ['f']],
    ]);
  });

  it('orders an earlier round by the slots it feeds, and keeps games that feed nothing (round 1)', () => {
    expect(shape([game('lone'), game('b'), game('a'), game('s2', 'a'), game('s1', null, 'b')])).toEqual([
      ['Semifinals', ['a', 'b', 'lone']],
      ['Final', ['s2', 's1']],
    ]);
  });

  it('puts a championship fed by nothing after the playoff rounds, and ignores feeders not in the bracket', () => {
    expect(shape([game('p1'), game('p2', 'removed'), game('c', null, null, true)])).toEqual([
      ['Semifinals', ['p1', 'p2']],
      ['Final', ['c']],
    ]);
    expect(shape([])).toEqual([]);
  });
});
