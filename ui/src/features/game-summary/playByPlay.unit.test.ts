import { describe, expect, it } from 'vitest';
import type { SummaryGoal, SummaryPenalty } from '@league/contracts';
import {
  goalLine,
  penaltyLine,
  periodLabel,
  playByPlay,
  playerLabel,
  runningScore,
  runningScoreLine,
  shotsByPeriod,
} from './playByPlay';

const player = (number: number, firstName: string, lastName: string) => ({
  rosterPlayerId: crypto.randomUUID(),
  playerId: crypto.randomUUID(),
  number,
  firstName,
  lastName,
});
const pat = player(9, 'Pat', 'Lee');
const sam = player(4, 'Sam', 'Ng');
const ali = player(7, 'Ali', 'Roy');
const jo = player(3, 'Jo', 'Park');

const goal = (over: Partial<SummaryGoal>): SummaryGoal => ({
  period: 1,
  time: '12:34',
  side: 'visitor',
  teamName: 'Aces',
  strength: 'EV',
  scorer: pat,
  assists: [],
  ...over,
});
const penalty = (over: Partial<SummaryPenalty>): SummaryPenalty => ({
  period: 1,
  time: '15:02',
  side: 'home',
  teamName: 'Bears',
  player: jo,
  infraction: 'Tripping',
  minutes: 2,
  severity: null,
  ...over,
});

describe('the play-by-play lines', () => {
  it('names periods 1st, 2nd, 3rd and overtime OT', () => {
    expect([1, 2, 3, 4].map(periodLabel)).toEqual(['1st', '2nd', '3rd', 'OT']);
  });

  it('names a player by number and name', () => {
    expect(playerLabel(pat)).toBe('#9 Pat Lee');
    expect(playerLabel({ number: 0, firstName: '', lastName: '' })).toBe('Unknown player');
    expect(playerLabel({ number: 0, firstName: 'Jo', lastName: 'Park' })).toBe('Jo Park');
  });

  it('writes a goal with its assists and a strength other than even', () => {
    expect(goalLine(goal({ assists: [sam, ali], strength: 'PP' }))).toBe(
      '12:34 · GOAL Aces · #9 Pat Lee (#4 Sam Ng, #7 Ali Roy) · PP',
    );
    expect(goalLine(goal({}))).toBe('12:34 · GOAL Aces · #9 Pat Lee');
    expect(goalLine(goal({ assists: [sam], strength: 'EN' }))).toBe(
      '12:34 · GOAL Aces · #9 Pat Lee (#4 Sam Ng) · EN',
    );
  });

  it('writes a penalty with its minutes, and its severity when the player was sent off', () => {
    expect(penaltyLine(penalty({}))).toBe('15:02 · Bears · #3 Jo Park, Tripping, 2 min');
    expect(penaltyLine(penalty({ infraction: 'Fighting', minutes: 5, severity: 'game misconduct' }))).toBe(
      '15:02 · Bears · #3 Jo Park, Fighting, 5 min, game misconduct',
    );
  });
});

describe('the play-by-play by period, and the running score', () => {
  it('lists goals and penalties per period by time, each goal with the score after it', () => {
    const goals = [
      goal({ period: 1, time: '12:34' }),
      goal({ period: 2, time: '03:00', side: 'home', teamName: 'Bears', scorer: jo }),
      goal({ period: 4, time: '01:10', strength: 'EV' }),
    ];
    const penalties = [penalty({ period: 1, time: '05:00' }), penalty({ period: 1, time: '12:34' })];
    const periods = playByPlay(goals, penalties);
    expect(periods.map((p) => p.label)).toEqual(['1st', '2nd', 'OT']);
    expect(periods[0]!.lines.map((l) => [l.kind, l.time, l.score])).toEqual([
      ['penalty', '05:00', undefined],
      ['goal', '12:34', { visitor: 1, home: 0 }],
      ['penalty', '12:34', undefined],
    ]);
    expect(periods[1]!.lines[0]).toMatchObject({
      text: '03:00 · GOAL Bears · #3 Jo Park',
      score: { visitor: 1, home: 1 },
    });
    expect(periods[2]!.lines[0]!.score).toEqual({ visitor: 2, home: 1 });
  });

  it('orders times as times, and leaves out periods without entries', () => {
    const periods = playByPlay([goal({ period: 3, time: '10:00' }), goal({ period: 3, time: '9:59' })], []);
    expect(periods).toHaveLength(1);
    expect(periods[0]!.lines.map((l) => l.time)).toEqual(['9:59', '10:00']);
    expect(playByPlay([], [])).toEqual([]);
  });

  it('counts the goals per side, visitor first', () => {
    const score = runningScore([goal({}), goal({}), goal({ side: 'home' })]);
    expect(score).toEqual({ visitor: 2, home: 1 });
    expect(runningScoreLine('Aces', 'Bears', score)).toBe('Aces 2 – 1 Bears');
    expect(runningScoreLine(null, 'Bears', { visitor: 0, home: 0 })).toBe('TBD 0 – 0 Bears');
  });

  it('gives the shots per period, a side a row, and their totals', () => {
    const table = shotsByPeriod([
      { side: 'visitor', period: 1, shots: 8 },
      { side: 'home', period: 1, shots: 11 },
      { side: 'visitor', period: 2, shots: 5 },
    ]);
    expect(table.periods).toEqual([
      { period: 1, label: '1st' },
      { period: 2, label: '2nd' },
    ]);
    expect(table.sides).toEqual([
      { side: 'visitor', shots: [8, 5], total: 13 },
      { side: 'home', shots: [11, null], total: 11 },
    ]);
    expect(shotsByPeriod([]).periods).toEqual([]);
  });
});
