import { describe, expect, it } from 'vitest';
import { leagueCrumbs } from './leagueCrumbs';

const league = { leagueName: "Men's League", divisionName: null };

describe('leagueCrumbs', () => {
  it('leads from Stats & Standings through the league to the page', () => {
    expect(leagueCrumbs('L1', league, 'Standings')).toEqual([
      { label: 'Stats & Standings', to: '/statsandstandings' },
      { label: "Men's League", to: '/league/L1' },
      { label: 'Standings' },
    ]);
  });

  it('ends at the league on its own page, named with its division', () => {
    expect(leagueCrumbs('L1', { leagueName: "Men's League", divisionName: 'A' })).toEqual([
      { label: 'Stats & Standings', to: '/statsandstandings' },
      { label: "Men's League - A Division" },
    ]);
  });

  it('leaves the league out until it is loaded', () => {
    expect(leagueCrumbs('L1', undefined, 'Scoring Leaders')).toEqual([
      { label: 'Stats & Standings', to: '/statsandstandings' },
      { label: 'Scoring Leaders' },
    ]);
    expect(leagueCrumbs('L1', undefined)).toEqual([]);
  });
});
