import { describe, expect, it } from 'vitest';
import { inPlayOrder, standingsForm, standingsRace, type DatedGame } from './standings-form';

const team = (teamName: string) => ({ teamId: `id-${teamName}`, teamName, divisionName: null });
/** home's goals first: game('A', 3, 'B', 1, '2026-09-01') is A 3, B 1 at A's rink that day. */
const game = (
  home: string,
  homeTotal: number | null,
  visitor: string,
  visitorTotal: number | null,
  isoDate: string,
  status: string | null = 'FINAL',
  time = '19:00',
): DatedGame => ({
  homeTeamId: `id-${home}`,
  visitorTeamId: `id-${visitor}`,
  status,
  homeTotal,
  visitorTotal,
  isoDate,
  time,
});
const day = (n: number) => `2026-09-${String(n).padStart(2, '0')}`;
const formOf = (teamName: string, games: DatedGame[]) =>
  standingsForm([`id-${teamName}`], games).get(`id-${teamName}`);

describe('last ten', () => {
  it('given twelve played games, when the form is read, then only the last ten by date count', () => {
    // A wins the first two and loses the next ten, listed newest first
    const games = Array.from({ length: 12 }, (_, i) =>
      game('A', i < 2 ? 3 : 1, 'B', 2, day(i + 1)),
    ).reverse();
    expect(formOf('A', games)?.lastTen).toEqual({ wins: 0, losses: 10, ties: 0 });
    expect(formOf('B', games)?.lastTen).toEqual({ wins: 10, losses: 0, ties: 0 });
  });

  it('given wins, ties and losses in regulation, overtime and shootout, when read, then they are W-L-T', () => {
    const games = [
      game('A', 3, 'B', 1, day(1)),
      game('A', 2, 'B', 2, day(2)),
      game('A', 2, 'B', 3, day(3), 'Overtime'),
      game('B', 2, 'A', 1, day(4), 'Shootout'),
      game('B', 0, 'A', 4, day(5)),
    ];
    expect(formOf('A', games)?.lastTen).toEqual({ wins: 2, losses: 2, ties: 1 });
    expect(formOf('B', games)?.lastTen).toEqual({ wins: 2, losses: 2, ties: 1 });
  });

  it('given unplayed games and games of others, when read, then only the team’s played games count', () => {
    const games = [
      game('A', 3, 'B', 1, day(1)),
      game('A', null, 'B', null, day(2), null),
      game('A', 9, 'B', 0, day(3), 'TBP'),
      game('A', 5, 'B', null, day(4)),
      game('C', 1, 'B', 0, day(5)),
    ];
    expect(formOf('A', games)).toEqual({
      lastTen: { wins: 1, losses: 0, ties: 0 },
      streak: { result: 'W', count: 1 },
    });
  });

  it('given a team with no played game, when read, then 0-0-0 and no streak', () => {
    expect(formOf('A', [game('B', 1, 'C', 0, day(1))])).toEqual({
      lastTen: { wins: 0, losses: 0, ties: 0 },
      streak: null,
    });
  });
});

describe('streak', () => {
  it('given three wins after a loss, when read, then W3', () => {
    const games = [
      game('A', 1, 'B', 2, day(1)),
      game('A', 3, 'B', 2, day(2)),
      game('B', 0, 'A', 1, day(3)),
      game('A', 5, 'B', 2, day(4)),
    ];
    expect(formOf('A', games)?.streak).toEqual({ result: 'W', count: 3 });
    expect(formOf('B', games)?.streak).toEqual({ result: 'L', count: 3 });
  });

  it('given a tie as the latest game, when read, then T1', () => {
    const games = [game('A', 3, 'B', 2, day(1)), game('A', 2, 'B', 2, day(2))];
    expect(formOf('A', games)?.streak).toEqual({ result: 'T', count: 1 });
  });

  it('given an overtime loss after a regulation loss, when read, then L2', () => {
    const games = [game('A', 1, 'B', 2, day(1)), game('A', 2, 'B', 3, day(2), 'Overtime')];
    expect(formOf('A', games)?.streak).toEqual({ result: 'L', count: 2 });
  });

  it('given two games on one day, when read, then the later start time is the latest game', () => {
    const games = [
      game('A', 1, 'B', 2, day(1), 'FINAL', '19:00'),
      game('A', 3, 'C', 2, day(1), 'FINAL', '9:30'),
    ];
    expect(inPlayOrder(games).map((g) => g.time)).toEqual(['9:30', '19:00']);
    expect(formOf('A', games)?.streak).toEqual({ result: 'L', count: 1 });
  });
});

describe('points race', () => {
  it('given games on three days, when replayed, then each team’s points after each game day', () => {
    const race = standingsRace(
      [team('A'), team('B'), team('C')],
      [
        game('A', 3, 'B', 1, day(5)),
        game('B', 2, 'C', 2, day(1)),
        game('A', 9, 'C', 0, day(3), 'TBP'),
        game('C', 1, 'A', 2, day(8), 'Overtime'),
      ],
    );
    expect(race).toEqual({
      days: [day(1), day(5), day(8)],
      teams: [
        { teamId: 'id-A', points: [0, 2, 4] },
        { teamId: 'id-B', points: [1, 1, 1] },
        { teamId: 'id-C', points: [1, 1, 2] },
      ],
    });
  });

  it('given no played game, when replayed, then no days and empty series', () => {
    expect(standingsRace([team('A')], [game('A', null, 'B', null, day(1), null)])).toEqual({
      days: [],
      teams: [{ teamId: 'id-A', points: [] }],
    });
  });
});
