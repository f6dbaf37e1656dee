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

  it('given any day, when written, then as en-US writes it in UTC (the words the server and browser agree on)', () => {
    const long = {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    } as const;
    const short = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const;
    for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2027, 0, 1); time += 86_400_000) {
      const iso = new Date(time).toISOString().slice(0, 10);
      const noon = new Date(`${iso}T12:00:00Z`);
      expect(dayText(iso)).toBe(noon.toLocaleDateString('en-US', long));
      expect(shortDayText(iso)).toBe(noon.toLocaleDateString('en-US', short));
    }
  });
});
