import { describe, expect, it } from 'vitest';
import { localMoment } from './localMoment';

describe('localMoment', () => {
  it("writes the day, and the time when asked, in the reader's time zone", () => {
    const at = new Date(2025, 8, 5, 19, 42).toISOString();
    expect(localMoment(at)).toBe('Sept. 5, 2025');
    expect(localMoment(at, '—', true)).toBe('Sept. 5, 2025, 7:42 pm');
  });

  it('says `none` for no moment and shows a text that is none as it is', () => {
    expect(localMoment(null)).toBe('—');
    expect(localMoment(null, 'Never')).toBe('Never');
    expect(localMoment('soon')).toBe('soon');
  });
});
