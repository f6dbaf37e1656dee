import { describe, expect, it } from 'vitest';
import { dayText, isCalendarDay, shortDayText } from './asOfDay';

describe('as-of day', () => {
  it('given days of the calendar, when checked, then they pass; other text and impossible days do not', () => {
    expect(isCalendarDay('2025-09-05')).toBe(true);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-13-01')).toBe(false);
    expect(isCalendarDay('2025-9-5')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('given a day, when written, then with weekday and year, or short for the chart', () => {
    expect(dayText('2025-09-05')).toBe('Friday, September 5, 2025');
    expect(shortDayText('2025-09-05')).toBe('Sep 5');
  });
});
