import { describe, expect, it } from 'vitest';
import type { BracketGame, BracketRound, BracketSideAnswer } from '@league/contracts';
import { BOX_HEIGHT, gamesById, layoutBracket, placeName, ROW_HEIGHT, sideLabel } from './layout';

const side = (over: Partial<BracketSideAnswer> = {}): BracketSideAnswer => ({
  teamId: null,
  teamName: null,
  seed: 0,
  score: null,
  fromGameId: null,
  ...over,
});
const team = (name: string, seed = 0) => side({ teamId: `id-${name}`, teamName: name, seed });
const game = (gameId: string, visitor: BracketSideAnswer, home: BracketSideAnswer): BracketGame => ({
  gameId,
  date: '2026-12-17',
  time: '19:00',
  venueName: 'Dome',
  home,
  visitor,
  winner: null,
  status: 'TBP',
  championship: false,
  conflict: false,
});

/**
 * Six teams as the server orders them (an earlier round by the slots it feeds, home first): two
 * quarterfinals (4 v 5, 3 v 6) each feeding a semifinal's visitor side against a seeded home side, the
 * semifinals feeding the final (the first one its home side).
 */
const sixTeams = (): BracketRound[] => [
  {
    name: 'Quarterfinals',
    games: [
      game('q1', side({ seed: 5 }), side({ seed: 4 })),
      game('q2', side({ seed: 6 }), side({ seed: 3 })),
    ],
  },
  {
    name: 'Semifinals',
    games: [
      game('s1', side({ fromGameId: 'q1' }), side({ seed: 1 })),
      game('s2', side({ fromGameId: 'q2' }), side({ seed: 2 })),
    ],
  },
  { name: 'Final', games: [game('f', side({ fromGameId: 's2' }), side({ fromGameId: 's1' }))] },
];

describe('bracket labels', () => {
  it('names a game by its round and its place top to bottom', () => {
    expect(placeName('Quarterfinals', 1, 4)).toBe('Quarterfinal 2');
    expect(placeName('Semifinals', 0, 2)).toBe('Semifinal 1');
    expect(placeName('Final', 0, 1)).toBe('Final');
    expect(placeName('Final', 1, 2)).toBe('Final 2');
    expect(placeName('Round 1', 2, 8)).toBe('Round 1, game 3');
    expect(placeName('Round 2', 0, 1)).toBe('Round 2');
  });

  it('shows a TBD side with its seed, and a side fed by a game as the winner of that game by its place', () => {
    const rounds = sixTeams();
    const byId = gamesById(rounds);
    const [q1] = rounds[0]!.games;
    const [s1, s2] = rounds[1]!.games;
    const final = rounds[2]!.games[0]!;
    expect(sideLabel(q1!.visitor, byId)).toBe('(5) TBD');
    expect(sideLabel(side(), byId)).toBe('TBD');
    expect(sideLabel(s1!.visitor, byId)).toBe('Winner of Quarterfinal 1');
    expect(sideLabel(s2!.visitor, byId)).toBe('Winner of Quarterfinal 2');
    expect(sideLabel(final.home, byId)).toBe('Winner of Semifinal 1');
    expect(sideLabel(final.visitor, byId)).toBe('Winner of Semifinal 2');
  });

  it('names the feeding game by its teams once both are known, never with an "@"', () => {
    const rounds = sixTeams();
    rounds[1]!.games[0] = game('s1', team('Pigs', 5), team('Cats', 1));
    const byId = gamesById(rounds);
    expect(sideLabel(rounds[2]!.games[0]!.home, byId)).toBe('Winner of Pigs / Cats');
    // one team known only: still the game's place
    rounds[1]!.games[0] = game('s1', side({ fromGameId: 'q1' }), team('Cats', 1));
    expect(sideLabel(rounds[2]!.games[0]!.home, gamesById(rounds))).toBe('Winner of Semifinal 1');
    expect(sideLabel(team('Cats', 1), byId)).toBe('(1) Cats');
    expect(sideLabel(team('Cats'), byId)).toBe('Cats');
  });
});

describe('bracket layout', () => {
  const middleOf = (placed: ReturnType<typeof layoutBracket>['games'][number], which: 'home' | 'visitor') =>
    placed.y + placed.rowTop[which] + ROW_HEIGHT / 2;
  const lineEnd = (d: string) => Number(/V(-?[\d.]+)H/.exec(d)![1]);
  const lineStart = (d: string) => Number(/^M[\d.]+ ([\d.]+)H/.exec(d)![1]);

  it('draws a box fed on both sides with the side fed by the higher game on top, its lines not crossing', () => {
    const { games, lines } = layoutBracket(sixTeams());
    const final = games.find((g) => g.game.gameId === 'f')!;
    // the final's home side is fed by the first (upper) semifinal: home on top
    expect(final.sides).toEqual(['home', 'visitor']);
    expect(final.rowTop.home).toBeLessThan(final.rowTop.visitor);
    const toFinal = lines.filter((line) => line.to.gameId === 'f');
    expect(toFinal.map((line) => line.to.side).sort()).toEqual(['home', 'visitor']);
    for (const line of toFinal) expect(lineEnd(line.d)).toBe(middleOf(final, line.to.side));
    // each line's vertical run stays clear of the other's: no crossing
    const [a, b] = toFinal.map((line) => {
      const [from, to] = [lineStart(line.d), lineEnd(line.d)];
      return { low: Math.min(from, to), high: Math.max(from, to) };
    });
    expect(a!.high < b!.low || b!.high < a!.low).toBe(true);
  });

  it('keeps "visitor @ home" top to bottom when fewer than two sides are fed, lines meeting their row', () => {
    const { games, lines } = layoutBracket(sixTeams());
    const semi = games.find((g) => g.game.gameId === 's1')!;
    const quarter = games.find((g) => g.game.gameId === 'q1')!;
    expect(semi.sides).toEqual(['visitor', 'home']);
    expect(quarter.sides).toEqual(['visitor', 'home']);
    const line = lines.find((l) => l.to.gameId === 's1')!;
    expect(line.to.side).toBe('visitor');
    expect(lineEnd(line.d)).toBe(middleOf(semi, 'visitor'));
    expect(lineStart(line.d)).toBe(quarter.y + BOX_HEIGHT / 2);
  });

  it('puts a box fed on both sides visitor first when the visitor side comes from the higher game', () => {
    const rounds = sixTeams();
    rounds[2]!.games[0] = game('f', side({ fromGameId: 's1' }), side({ fromGameId: 's2' }));
    const final = layoutBracket(rounds).games.find((g) => g.game.gameId === 'f')!;
    expect(final.sides).toEqual(['visitor', 'home']);
    expect(final.game.place).toBe('Final');
  });
});
