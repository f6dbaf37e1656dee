import { describe, expect, it } from 'vitest';
import { playerCommitmentForm } from '../../shared/content/leagueContent';
import {
  dateAndTime,
  dateWithYear,
  openForRegistration,
  todayOnThisDevice,
  yearOf,
  yearsFrom,
} from './homeDates';

const tournament = (leagueNameAndDesc: string, closeDate: string, isOpen: boolean) => ({
  tournamentId: leagueNameAndDesc,
  leagueNameAndDesc,
  closeDate,
  isOpen,
});

describe('the year comes from today', () => {
  it('reads today on the device calendar, whatever the hour', () => {
    expect(todayOnThisDevice(new Date(2027, 0, 1, 0, 5))).toBe('2027-01-01');
    expect(todayOnThisDevice(new Date(2026, 11, 31, 23, 55))).toBe('2026-12-31');
  });

  it('names this year in the commitment form, so last season’s never shows', () => {
    expect(playerCommitmentForm(yearOf('2026-11-24')).label).toBe(
      '2026 PLAYER COMMITMENT FORM: CLICK HERE TO COMMIT FOR THE SEASON',
    );
    expect(playerCommitmentForm(yearOf('2027-01-01')).label).toMatch(/^2027 PLAYER COMMITMENT FORM/);
    expect(playerCommitmentForm(2027).url).not.toMatch(/20\d\d/);
  });

  it('titles the schedule with this year, and the later years its dates reach into', () => {
    expect(yearsFrom('2026-11-24', [])).toBe('2026');
    expect(yearsFrom('2026-11-24', ['2026-11-28', '2026-12-12'])).toBe('2026');
    expect(yearsFrom('2026-11-24', ['2026-12-12', '2027-01-09'])).toBe('2026–2027');
  });
});

describe('every date shown carries its year', () => {
  it('writes the weekday, the month and day as the site does, then the year', () => {
    expect(dateWithYear('2026-03-02')).toBe('Monday, Mar. 2, 2026');
    expect(dateWithYear('2025-03-20')).toBe('Thursday, Mar. 20, 2025');
    expect(dateAndTime('2026-11-26', '19:30')).toBe('Thursday, Nov. 26, 2026 · 7:30 pm');
    expect(dateAndTime('2027-01-03', '00:15')).toBe('Sunday, Jan. 3, 2027 · 12:15 am');
  });
});

describe('the registration call', () => {
  it('is made only for tournaments open for registration, the soonest to close first', () => {
    const open = openForRegistration([
      tournament('Summer Slam', '2027-06-01', true),
      tournament('Spring Classic', '2026-03-01', false),
      tournament('Winter Cup', '2027-01-15', true),
    ]);
    expect(open.map((t) => t.leagueNameAndDesc)).toEqual(['Winter Cup', 'Summer Slam']);
  });

  it('is not made when no tournament is open, or before the tournaments are known', () => {
    expect(openForRegistration([tournament('Spring Classic', '2026-03-01', false)])).toEqual([]);
    expect(openForRegistration([])).toEqual([]);
    expect(openForRegistration(undefined)).toEqual([]);
  });
});
