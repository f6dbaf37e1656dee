import type { ProposedGame } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarWeeks,
  listed,
  mondayOf,
  moveGame,
  movedGames,
  moveRefusal,
  restProblems,
  sameMatchups,
  swapGames,
  weekdayOf,
  weeklySlotsOn,
  type ProposalParameters,
} from './calendar';

const RINK = 'rink';
const BARN = 'barn';
const parameters: ProposalParameters = {
  startDate: '2027-01-04',
  endDate: '2027-02-28',
  gamesPerTeam: 3,
  slots: [
    { weekday: 'Thursday', time: '20:00', venueId: RINK },
    { weekday: 'Monday', time: '19:00', venueId: RINK },
    { weekday: 'Monday', time: '09:30', venueId: BARN },
  ],
  blackoutDates: ['2027-01-18'],
  minDaysBetween: 2,
};

const game = (date: string, time: string, venueId: string, home: string, visitor: string): ProposedGame => ({
  date,
  time,
  venueId,
  homeTeamId: home,
  visitorTeamId: visitor,
});

// Mondays 4 and 11, Thursday 7 January 2027
const games: ProposedGame[] = [
  game('2027-01-04', '19:00', RINK, 'aces', 'bears'),
  game('2027-01-04', '09:30', BARN, 'cats', 'dogs'),
  game('2027-01-07', '20:00', RINK, 'aces', 'cats'),
  game('2027-01-11', '19:00', RINK, 'dogs', 'bears'),
];
const names: Record<string, string> = { aces: 'Aces', bears: 'Bears', cats: 'Cats', dogs: 'Dogs' };
const teamName = (teamId: string) => names[teamId] ?? teamId;
const gameName = (proposed: ProposedGame) =>
  `${teamName(proposed.homeTeamId)} vs ${teamName(proposed.visitorTeamId)}`;

describe('the calendar of a proposal', () => {
  it('counts days and weekdays on the calendar, weeks from Monday', () => {
    expect(addDays('2027-02-27', 2)).toBe('2027-03-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(weekdayOf('2027-01-04')).toBe('Monday');
    expect(weekdayOf('2027-01-10')).toBe('Sunday');
    expect(mondayOf('2027-01-10')).toBe('2027-01-04');
    expect(mondayOf('2027-01-04')).toBe('2027-01-04');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('puts every game on its day, weeks Monday to Sunday, the day by time', () => {
    const weeks = calendarWeeks(games);
    expect(weeks.map((week) => week.monday)).toEqual(['2027-01-04', '2027-01-11']);
    expect(weeks[0]!.days.map((day) => day.date)).toEqual([
      '2027-01-04',
      '2027-01-05',
      '2027-01-06',
      '2027-01-07',
      '2027-01-08',
      '2027-01-09',
      '2027-01-10',
    ]);
    expect(weeks[0]!.days.map((day) => day.weekday)[6]).toBe('Sunday');
    // 9:30 before 19:00, as times (not as text)
    expect(weeks[0]!.days[0]!.games.map(({ index }) => index)).toEqual([1, 0]);
    expect(weeks[0]!.days[3]!.games.map(({ index }) => index)).toEqual([2]);
    expect(weeks[1]!.days[0]!.games.map(({ index }) => index)).toEqual([3]);
    expect(weeks.flatMap((week) => week.days).reduce((sum, day) => sum + day.games.length, 0)).toBe(4);
  });

  it('keeps a week without games between two with games, and marks blackout dates and booked slots', () => {
    const weeks = calendarWeeks([games[0]!, game('2027-01-25', '19:00', RINK, 'cats', 'aces')], {
      blackoutDates: ['2027-01-18'],
      booked: [{ date: '2027-01-18', time: '19:00', venueId: RINK }],
    });
    expect(weeks.map((week) => week.monday)).toEqual([
      '2027-01-04',
      '2027-01-11',
      '2027-01-18',
      '2027-01-25',
    ]);
    expect(weeks[1]!.days.every((day) => day.games.length === 0)).toBe(true);
    expect(weeks[2]!.days[0]).toMatchObject({ blackout: true, booked: [{ time: '19:00', venueId: RINK }] });
    expect(weeks[2]!.days[1]!.blackout).toBe(false);
  });

  it('shows nothing for no games', () => {
    expect(calendarWeeks([])).toEqual([]);
  });

  it('offers the weekly slots of a date by time', () => {
    expect(weeklySlotsOn('2027-01-11', parameters).map((slot) => slot.time)).toEqual(['09:30', '19:00']);
    expect(weeklySlotsOn('2027-01-12', parameters)).toEqual([]);
  });

  it('writes lists the way a sentence does', () => {
    expect(listed([])).toBe('');
    expect(listed(['Mondays'])).toBe('Mondays');
    expect(listed(['Mondays', 'Thursdays'])).toBe('Mondays and Thursdays');
    expect(listed(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('moving and swapping games', () => {
  const refusal = (index: number, date: string, time: string, venueId: string, booked = []) =>
    moveRefusal(games, index, { date, time, venueId }, parameters, booked, gameName);

  it('moves a game to a free weekly slot of the season, its teams kept', () => {
    expect(refusal(0, '2027-01-14', '20:00', RINK)).toBeNull();
    const moved = moveGame(games, 0, { date: '2027-01-14', time: '20:00', venueId: RINK });
    expect(moved[0]).toEqual(game('2027-01-14', '20:00', RINK, 'aces', 'bears'));
    expect(moved.slice(1)).toEqual(games.slice(1));
    expect(games[0]!.date).toBe('2027-01-04');
    expect(sameMatchups(moved, games)).toBe(true);
    expect([...movedGames(moved, games)]).toEqual([0]);
  });

  it('refuses a slot the season cannot give, saying why', () => {
    expect(refusal(0, '2027-03-01', '19:00', RINK)).toBe(
      'The season runs from Monday, Jan. 4, 2027 to Sunday, Feb. 28, 2027: please pick a date in it.',
    );
    expect(refusal(0, '2027-01-03', '19:00', RINK)).toMatch(/^The season runs from/);
    expect(refusal(0, '2027-01-18', '19:00', RINK)).toBe(
      'Monday, Jan. 18, 2027 is a blackout date: no game is played that day.',
    );
    expect(refusal(0, '2027-01-12', '', '')).toBe(
      'There is no weekly slot on Tuesdays. The slots are on Mondays and Thursdays.',
    );
    expect(refusal(0, '2027-01-14', '19:00', RINK)).toBe('Please pick one of the weekly slots of that day.');
    expect(refusal(0, '2027-01-04', '19:00', RINK)).toBe('The game is already at that date, time and venue.');
    expect(
      moveRefusal(
        games,
        0,
        { date: '2027-01-25', time: '19:00', venueId: RINK },
        parameters,
        [{ date: '2027-01-25', time: '19:00', venueId: RINK }],
        gameName,
      ),
    ).toBe('Another game or event of the schedule is already booked at that date, time and venue.');
    expect(refusal(0, '2027-01-11', '19:00', RINK)).toBe(
      'That slot holds game 4 (Dogs vs Bears): select both games and swap them instead.',
    );
  });

  it('swaps the dates, times and venues of two games, their teams kept', () => {
    const swapped = swapGames(games, 1, 3);
    expect(swapped[1]).toEqual(game('2027-01-11', '19:00', RINK, 'cats', 'dogs'));
    expect(swapped[3]).toEqual(game('2027-01-04', '09:30', BARN, 'dogs', 'bears'));
    expect(swapped[0]).toBe(games[0]);
    expect(sameMatchups(swapped, games)).toBe(true);
    expect([...movedGames(swapped, games)]).toEqual([1, 3]);
    // twice: as they were
    expect(swapGames(swapped, 1, 3)).toEqual(games);
    expect(swapGames(games, 2, 2)).toEqual(games);
  });

  it('finds the rest rules a change breaks: twice on a day, or closer than the minimum', () => {
    expect(restProblems(games, 2, teamName)).toEqual([]);
    // game 4 (Dogs vs Bears) takes the 4th, where Dogs play game 2 already
    expect(restProblems(swapGames(games, 0, 3), 2, teamName)).toEqual([
      { index: 3, message: 'Dogs would play twice on Monday, Jan. 4, 2027 (games 2 and 4).' },
    ]);
    const sameDay = moveGame(games, 3, { date: '2027-01-04', time: '20:00', venueId: BARN });
    expect(restProblems(sameDay, 2, teamName).map((problem) => problem.message)).toEqual([
      'Bears would play twice on Monday, Jan. 4, 2027 (games 1 and 4).',
      'Dogs would play twice on Monday, Jan. 4, 2027 (games 2 and 4).',
    ]);
    expect(restProblems(sameDay, 2, teamName).map((problem) => problem.index)).toEqual([3, 3]);
    // Aces: the 4th, then the 7th, 3 days apart: too close for a minimum of 4
    expect(restProblems(games, 4, teamName).map((problem) => problem.message)).toContain(
      'Aces would play games 1 and 3 3 days apart; the minimum is 4.',
    );
  });
});
