import { describe, expect, it } from 'vitest';
import type { GameVersion } from '@league/contracts';
import { changeText, recordedWhen, versionAnchor } from './format';

const corrected: Pick<GameVersion, 'kind' | 'visitor' | 'home'> = {
  kind: 'result corrected',
  visitor: 'Rockets',
  home: 'Blades',
};

describe('how the history reads', () => {
  it('gives when a version was recorded with weekday, date, year and a 12-hour time', () => {
    expect(recordedWhen(new Date(2025, 8, 5, 19, 42).toISOString())).toBe('Friday, Sept. 5, 2025, 7:42 pm');
    expect(recordedWhen(new Date(2026, 0, 1, 0, 5).toISOString())).toBe('Thursday, Jan. 1, 2026, 12:05 am');
    expect(recordedWhen('not a time')).toBe('not a time');
  });

  it('puts the score between the teams, visitor first: old → new', () => {
    const score = { field: 'score', label: 'Score' };
    expect(changeText({ ...score, from: '3 - 4', to: '5 - 4' }, corrected)).toEqual({
      label: 'Score',
      from: 'Rockets 3 - 4 Blades',
      to: '5 - 4',
    });
    expect(
      changeText({ ...score, from: null, to: '3 - 4' }, { ...corrected, kind: 'result recorded' }),
    ).toEqual({
      label: 'Score',
      from: null,
      to: 'Rockets 3 - 4 Blades',
    });
  });

  it('marks what a change added or took away, but not what a first schedule or result set', () => {
    const line = { field: 'stats', label: '#9 Ann Zed (Rockets)' };
    expect(changeText({ ...line, from: null, to: '1 G, 0 A' }, corrected).to).toBe('1 G, 0 A (added)');
    expect(changeText({ ...line, from: '1 G, 0 A', to: null }, corrected)).toEqual({
      label: '#9 Ann Zed (Rockets)',
      from: '1 G, 0 A',
      to: 'removed',
    });
    const recorded = { ...corrected, kind: 'result recorded' as const };
    expect(changeText({ ...line, from: null, to: '1 G, 0 A' }, recorded).to).toBe('1 G, 0 A');
    const scheduled = { ...corrected, kind: 'scheduled' as const };
    expect(changeText({ field: 'venue', label: 'Venue', from: null, to: 'Main Rink' }, scheduled).to).toBe(
      'Main Rink',
    );
    expect(
      changeText({ field: 'venue', label: 'Venue', from: 'Main Rink', to: 'East Rink' }, corrected),
    ).toEqual({
      label: 'Venue',
      from: 'Main Rink',
      to: 'East Rink',
    });
  });

  it('anchors version n at #version-n', () => {
    expect(versionAnchor(3)).toBe('version-3');
  });
});
