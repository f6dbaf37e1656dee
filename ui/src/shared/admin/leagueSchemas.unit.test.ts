import { describe, expect, it } from 'vitest';
import { leagueFormSchema } from './leagueSchemas';

const messages = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the league form', () => {
  it('reads the year as a number from 2000 to 2100 and an empty division as none', () => {
    const league = {
      leagueName: 'Metro',
      divisionName: '',
      session: 'Fall',
      year: '2026',
      allowDoubleHeaders: false,
    };
    expect(leagueFormSchema.parse(league)).toEqual({ ...league, divisionName: null, year: 2026 });
    expect(messages(leagueFormSchema.safeParse({ ...league, year: '1999' }))).toEqual([
      'Please enter a year from 2000 to 2100.',
    ]);
  });
  it('carries whether the league allows double-headers', () => {
    const league = { leagueName: 'Metro', divisionName: 'A', session: 'Fall', year: '2026' };
    expect(leagueFormSchema.parse({ ...league, allowDoubleHeaders: true })).toMatchObject({
      allowDoubleHeaders: true,
    });
    expect(leagueFormSchema.safeParse(league).success).toBe(false);
  });
});
