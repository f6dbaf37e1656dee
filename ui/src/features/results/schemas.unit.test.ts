import { describe, expect, it } from 'vitest';
import {
  playoffPayload,
  regularPayload,
  resultProblems,
  resultsFormSchema,
  type ResultsForm,
} from './schemas';

const HOME = '11111111-1111-4111-8111-111111111111';
const VISITOR = '22222222-2222-4222-8222-222222222222';

const form = (changes: Partial<ResultsForm> = {}): ResultsForm => ({
  gameStatus: 'FINAL',
  gameSummary: 'Close game.',
  homePeriods: ['1', '2', '0', '0'],
  visitorPeriods: ['0', '1', '0', '0'],
  homeTotal: '0',
  visitorTotal: '0',
  homeStats: [{ rosterPlayerId: HOME, goals: '2', assists: '1' }],
  visitorStats: [{ rosterPlayerId: VISITOR, goals: '0', assists: '0' }],
  ...changes,
});

describe('the results form', () => {
  it('sends periods with their sum as the total, and only players with a goal or an assist', () => {
    const values = resultsFormSchema.parse(form());
    expect(regularPayload(values)).toEqual({
      homeStats: [`${HOME}|2|1`],
      visitorStats: [],
      homePointsPerPeriod: ['1|2|0|0|3'],
      visitorPointsPerPeriod: ['0|1|0|0|1'],
      gameStatus: 'FINAL',
      gameSummary: 'Close game.',
    });
  });

  it('sends final scores for playoff and championship games', () => {
    const values = resultsFormSchema.parse(form({ homeTotal: '4', visitorTotal: '1' }));
    expect(playoffPayload(values, HOME)).toMatchObject({
      homePointsTotal: 4,
      visitorPointsTotal: 1,
      homeStats: [`${HOME}|2|1`],
      gameId: HOME,
    });
  });

  it('refuses numbers outside 0–99 with the API message', () => {
    const parsed = resultsFormSchema.safeParse(form({ homePeriods: ['-1', '0', '0', '100'] }));
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'Goals, assists and period scores must be whole numbers from 0 to 99.',
      'Goals, assists and period scores must be whole numbers from 0 to 99.',
    ]);
    expect(resultsFormSchema.safeParse(form({ visitorPeriods: ['', '0', '0', '0'] })).success).toBe(false);
  });

  it('finds the rules between fields with the API schemas', () => {
    expect(resultProblems(form(), 'regular')).toEqual([]);
    expect(
      resultProblems(form({ homeStats: [{ rosterPlayerId: HOME, goals: '4', assists: '0' }] }), 'regular'),
    ).toEqual(["The home players' goals (4) are more than the home total (3)."]);
    expect(
      resultProblems(form({ homeStats: [{ rosterPlayerId: HOME, goals: '0', assists: '7' }] }), 'regular'),
    ).toEqual(["The home players' assists (7) are more than twice the home total (3)."]);
    expect(
      resultProblems(form({ gameStatus: 'Shootout', visitorPeriods: ['1', '2', '0', '0'] }), 'regular'),
    ).toEqual(['An Overtime or Shootout game needs a winner: the totals cannot be equal.']);
    // a tie is fine under FINAL
    expect(resultProblems(form({ visitorPeriods: ['1', '2', '0', '0'] }), 'regular')).toEqual([]);
    expect(resultProblems(form({ homeTotal: '2', visitorTotal: '2', homeStats: [] }), 'playoff')).toEqual([
      'A playoff or championship game needs a winner: the totals cannot be equal.',
    ]);
  });
});
