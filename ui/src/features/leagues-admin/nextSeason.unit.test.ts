import { describe, expect, it } from 'vitest';
import { nextSeasonFormSchema, nextSeasonOf } from './nextSeason';

describe('the next season a league card offers', () => {
  it('is the next session of the year, the first of the next year after Fall', () => {
    expect(nextSeasonOf({ session: 'Spring', year: 2026 })).toEqual({ session: 'Summer', year: 2026 });
    expect(nextSeasonOf({ session: ' fall ', year: 2026 })).toEqual({ session: 'Winter', year: 2027 });
    expect(nextSeasonOf({ session: 'Autumn', year: 2026 })).toEqual({ session: 'Winter', year: 2027 });
    expect(nextSeasonOf({ session: 'Winter', year: 2027 })).toEqual({ session: 'Spring', year: 2027 });
  });

  it('keeps a session of another name for the next year', () => {
    expect(nextSeasonOf({ session: 'Indoor', year: 2026 })).toEqual({ session: 'Indoor', year: 2027 });
  });

  it("checks the session and year with the API's rules", () => {
    expect(nextSeasonFormSchema.parse({ session: ' Fall ', year: '2027', copyRosters: true })).toEqual({
      session: 'Fall',
      year: 2027,
      copyRosters: true,
    });
    const refused = nextSeasonFormSchema.safeParse({ session: '', year: '1999', copyRosters: false });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Please enter a session.',
      'Please enter a year from 2000 to 2100.',
    ]);
  });
});
