import { describe, expect, it } from 'vitest';
import { scheduleLegend } from './scheduleLegend';

const game = {
  kind: 'game' as const,
  status: 'FINAL',
  score: '1 - 3',
  homeTeamName: 'Bears',
  visitorTeamName: 'Sharks',
  homeTeamSeed: 0,
  visitorTeamSeed: 0,
};
const event = {
  ...game,
  kind: 'event' as const,
  status: '',
  score: '',
  homeTeamName: null,
  visitorTeamName: null,
};
const abbrs = (items: Parameters<typeof scheduleLegend>[0], view: 'league' | 'team' = 'league') =>
  scheduleLegend(items, view).map((item) => item.abbr);

describe('the key under a schedule', () => {
  it('says how a game and its score read: visitor @ home, or from the team’s side', () => {
    expect(scheduleLegend([game], 'league')).toEqual([
      { abbr: 'Visitor @ Home', meaning: 'the score reads in the same order' },
    ]);
    expect(abbrs([game], 'team')).toEqual(['W / L / T']);
  });

  it('explains seeds, TBD and TBP only when a row shows them', () => {
    expect(abbrs([game, { ...game, status: 'TBP', score: '' }])).toEqual(['Visitor @ Home', 'TBP']);
    expect(abbrs([{ ...game, visitorTeamName: 'TBD', homeTeamSeed: 1, status: 'TBP', score: '' }])).toEqual([
      'Visitor @ Home',
      '(1)',
      'TBD',
      'TBP',
    ]);
  });

  it('has nothing to explain for events alone', () => {
    expect(scheduleLegend([event], 'league')).toEqual([]);
  });
});
