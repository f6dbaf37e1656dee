import { describe, expect, it } from 'vitest';
import {
  differenceText,
  lastTenText,
  ordinal,
  otherLossesText,
  rankText,
  recordText,
  seasonText,
  streakText,
} from './teamPageText';

const record = (wins: number, losses: number, ties: number, overtimeLosses = 0, shootoutLosses = 0) => ({
  wins,
  losses,
  ties,
  overtimeLosses,
  shootoutLosses,
});

describe("a team page's figures", () => {
  it('writes a record with the columns it needs', () => {
    expect(recordText(record(5, 2, 1))).toEqual({ figures: '5-2-1', columns: 'W-L-T' });
    expect(recordText(record(5, 2, 1, 1))).toEqual({ figures: '5-2-1-1', columns: 'W-L-T-OTL' });
    expect(recordText(record(5, 2, 1, 0, 2))).toEqual({ figures: '5-2-1-0-2', columns: 'W-L-T-OTL-SOL' });
  });

  it("spells out what the record's other losses are, only the parts the team has", () => {
    expect(otherLossesText(record(1, 2, 1, 0, 1))).toBe('1 tie, 1 shootout loss');
    expect(otherLossesText(record(1, 0, 0, 1))).toBe('1 overtime loss');
    expect(otherLossesText(record(3, 1, 2, 3, 2))).toBe('2 ties, 3 overtime losses, 2 shootout losses');
    expect(otherLossesText(record(5, 2, 0))).toBe('');
  });

  it('ranks with ordinals in the table of the standings page that lists the team, none before there is a rank', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    const east = { kind: 'division', divisionName: 'East' } as const;
    expect(rankText({ rank: 2, teamsRanked: 3, rankedIn: east })).toBe('2nd of 3 in the East division');
    expect(rankText({ rank: 3, teamsRanked: 4, rankedIn: { kind: 'league' } })).toBe(
      '3rd of 4 in the league',
    );
    expect(rankText({ rank: 1, teamsRanked: 2, rankedIn: { kind: 'withoutDivision' } })).toBe(
      '1st of 2 among the teams without a division',
    );
    expect(rankText({ rank: null, teamsRanked: 0, rankedIn: { kind: 'league' } })).toBe('Not ranked yet');
  });

  it('signs the goal difference', () => {
    expect([5, 0, -3].map(differenceText)).toEqual(['+5', '0', '−3']);
  });

  it('writes the last ten and the streak as the standings do', () => {
    expect(lastTenText({ lastTen: { wins: 6, losses: 3, ties: 1 } })).toBe('6-3-1');
    expect(streakText({ streak: { result: 'W', count: 3 } })).toBe('W3');
    expect(streakText({ streak: { result: 'L', count: 2 } })).toBe('L2');
    expect(streakText({ streak: { result: 'T', count: 1 } })).toBe('T1');
    expect(streakText({ streak: null })).toBe('–');
  });

  it('names a season by its league, division, session and year', () => {
    expect(
      seasonText({ leagueName: 'Metro', leagueDivisionName: 'North', session: 'Fall', year: 2026 }),
    ).toBe('Metro - North Division, Fall 2026');
    expect(seasonText({ leagueName: 'Metro', divisionName: null, session: 'Spring', year: 2024 })).toBe(
      'Metro, Spring 2024',
    );
  });
});
