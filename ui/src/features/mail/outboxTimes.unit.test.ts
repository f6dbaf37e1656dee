import { describe, expect, it } from 'vitest';
import { outboxMoment } from './outboxTimes';

describe('outbox times', () => {
  it("shows an instant as the site's date and 12-hour time in the reader's zone", () => {
    const at = new Date(2025, 8, 5, 19, 30); // local time: Friday, Sept. 5, 7:30 pm
    expect(outboxMoment(at.toISOString())).toBe('Friday, Sept. 5, 7:30 pm');
    expect(outboxMoment(new Date(2025, 0, 1, 0, 5).toISOString())).toBe('Wednesday, Jan. 1, 12:05 am');
  });

  it('shows nothing for a missing or broken instant', () => {
    expect(outboxMoment(null)).toBe('');
    expect(outboxMoment('not a time')).toBe('');
  });
});
