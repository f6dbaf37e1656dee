import { TOURNAMENT_NAME_RESERVED_MESSAGE } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import { tournamentFormSchema } from './schemas';

const valid = { leagueNameAndDesc: 'Summer Cup - U18', closeDate: '2026-07-01', price: '150.50' };

describe('tournament form', () => {
  it('takes a name, a closing date and a price in dollars', () => {
    expect(tournamentFormSchema.safeParse(valid).success).toBe(true);
  });

  it("refuses a name that is an admin page's address, since its registrants live at /admin/{name}", () => {
    const result = tournamentFormSchema.safeParse({ ...valid, leagueNameAndDesc: ' Registration ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TOURNAMENT_NAME_RESERVED_MESSAGE]);
  });

  it('applies the API rules: a price of at most two decimals and a real date', () => {
    const result = tournamentFormSchema.safeParse({ ...valid, price: '12.345', closeDate: '2026-02-30' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['closeDate', 'price']);
  });
});
