import { describe, expect, it } from 'vitest';
import { gamesOfWeek, mondayAfter, weekOf } from './week';

describe('the week of play', () => {
  it('runs Monday to Sunday around the day', () => {
    // 2025-09-04 is a Thursday
    expect(weekOf('2025-09-04', '2000-01-01')).toEqual({ monday: '2025-09-01', sunday: '2025-09-07' });
    expect(weekOf('2025-09-01', '2000-01-01')).toEqual({ monday: '2025-09-01', sunday: '2025-09-07' });
    expect(weekOf('2025-09-07', '2000-01-01')).toEqual({ monday: '2025-09-01', sunday: '2025-09-07' });
    // across a month and a year
    expect(weekOf('2026-01-01', '2000-01-01')).toEqual({ monday: '2025-12-29', sunday: '2026-01-04' });
  });

  it("is today's week when the address names no day", () => {
    expect(weekOf('', '2025-09-04')).toEqual({ monday: '2025-09-01', sunday: '2025-09-07' });
    expect(weekOf('2025-13-45', '2025-09-04').monday).toBe('2025-09-01');
  });

  it('moves by whole weeks', () => {
    const week = weekOf('2025-09-04', '2000-01-01');
    expect(mondayAfter(week, 1)).toBe('2025-09-08');
    expect(mondayAfter(week, -1)).toBe('2025-08-25');
  });

  it("lists the week's games by day and time, no events", () => {
    const week = weekOf('2025-09-04', '2000-01-01');
    const item = (isoDate: string, time: string, kind: 'game' | 'event' = 'game') => ({
      isoDate,
      time,
      kind,
    });
    const games = gamesOfWeek(
      [
        item('2025-09-07', '9:00'),
        item('2025-09-04', '19:30'),
        item('2025-09-04', '9:00'),
        item('2025-09-05', '18:00', 'event'),
        item('2025-08-31', '10:00'),
        item('2025-09-08', '10:00'),
      ],
      week,
    );
    expect(games.map((game) => `${game.isoDate} ${game.time}`)).toEqual([
      '2025-09-04 9:00',
      '2025-09-04 19:30',
      '2025-09-07 9:00',
    ]);
  });
});
