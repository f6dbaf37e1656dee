import { describe, expect, it } from 'vitest';
import { dayOfWeek, formatDate, formatTime, minutesOfDay, monthAndDay, playerName, shortDate } from './index';

describe('dates as the site writes them', () => {
  it('gives the weekday and the abbreviated month with the day', () => {
    expect(dayOfWeek('2025-09-05')).toBe('Friday');
    expect(monthAndDay('2025-09-05')).toBe('Sept. 5');
    expect(formatDate('2025-09-05')).toBe('Friday, Sept. 5');
    expect(formatDate('2026-05-31')).toBe('Sunday, May 31');
    expect(formatDate('2024-02-29')).toBe('Thursday, Feb. 29');
  });

  it('writes every month the site abbreviates', () => {
    const months = Array.from({ length: 12 }, (_, i) =>
      monthAndDay(`2025-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(months).toEqual([
      'Jan. 1',
      'Feb. 1',
      'Mar. 1',
      'Apr. 1',
      'May 1',
      'June 1',
      'July 1',
      'Aug. 1',
      'Sept. 1',
      'Oct. 1',
      'Nov. 1',
      'Dec. 1',
    ]);
  });

  it('keeps the MM/DD text of schedule items', () => {
    expect(shortDate('2025-09-05')).toBe('09/05');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('09/05/2025')).toThrow(RangeError);
  });
});

describe('times in 12-hour form', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:15', '12:15 am'],
    ['24:00', '12:00 am'],
    ['09:05', '9:05 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['12:30', '12:30 pm'],
    ['13:00', '1:00 pm'],
    ['19:30', '7:30 pm'],
    ['23:59', '11:59 pm'],
  ])('%s is %s', (time, shown) => {
    expect(formatTime(time)).toBe(shown);
  });

  it('orders times as times, not as text', () => {
    expect(minutesOfDay('9:00')).toBeLessThan(minutesOfDay('10:00'));
    expect(minutesOfDay('19:30')).toBe(1170);
  });
});

describe('a person’s name as the site writes it', () => {
  it('puts the middle initial with its dot between the names', () => {
    expect(playerName({ firstName: 'Wayne', lastName: 'Gretzky', middleInitial: 'D' })).toBe(
      'Wayne D. Gretzky',
    );
    expect(playerName({ firstName: 'Wayne', lastName: 'Gretzky', middleInitial: 'D.' })).toBe(
      'Wayne D. Gretzky',
    );
  });

  it('leaves a missing or blank initial out', () => {
    expect(playerName({ firstName: 'Mario', lastName: 'Lemieux', middleInitial: null })).toBe(
      'Mario Lemieux',
    );
    expect(playerName({ firstName: 'Mario', lastName: 'Lemieux', middleInitial: ' ' })).toBe('Mario Lemieux');
    expect(playerName({ firstName: 'Mario', lastName: 'Lemieux' })).toBe('Mario Lemieux');
  });
});
