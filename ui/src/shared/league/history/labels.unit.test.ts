import { describe, expect, it } from 'vitest';
import { leagueSeasonLabel, teamSeasonLabel } from './labels';

describe('the names of a league season and a team season', () => {
  it('puts the league and its division before the session and year', () => {
    expect(
      leagueSeasonLabel({ leagueName: "Men's", leagueDivisionName: 'A', session: 'Spring', year: 2026 }),
    ).toBe("Men's A, Spring 2026");
    expect(
      leagueSeasonLabel({ leagueName: "Men's Open", leagueDivisionName: null, session: 'Fall', year: 2025 }),
    ).toBe("Men's Open, Fall 2025");
  });

  it('leaves out what the league lacks', () => {
    expect(leagueSeasonLabel({ leagueName: 'Over 35', session: '', year: 2025 })).toBe('Over 35, 2025');
    expect(leagueSeasonLabel({ leagueName: '', leagueDivisionName: '', session: 'Winter', year: 2024 })).toBe(
      'Winter 2024',
    );
  });

  it('tells two teams of one name and year apart by their league season', () => {
    const spring = { teamName: 'Albany Aces', leagueName: "Men's Open", session: 'Spring', year: 2026 };
    expect(teamSeasonLabel(spring)).toBe("Albany Aces — Men's Open, Spring 2026");
    expect(teamSeasonLabel({ ...spring, session: 'Fall' })).toBe("Albany Aces — Men's Open, Fall 2026");
  });
});
