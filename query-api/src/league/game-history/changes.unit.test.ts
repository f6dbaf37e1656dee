import { describe, expect, it } from 'vitest';
import { dateWithYear, gameChanges, type AuditResult, type GameAuditState } from './changes';

const game: GameAuditState = {
  league: { id: 'l1', name: 'Men’s Open' },
  date: '2025-09-05',
  time: '19:30',
  venue: { id: 'v1', name: 'Main Rink' },
  visitor: { id: 't1', name: 'Rockets' },
  home: { id: 't2', name: 'Blades' },
  visitorSeed: 0,
  homeSeed: 0,
  playoff: false,
  championship: false,
  result: null,
};

const result: AuditResult = {
  status: 'FINAL',
  visitorTotal: 3,
  homeTotal: 4,
  visitorPeriods: [1, 1, 1, 0],
  homePeriods: [2, 1, 1, 0],
  summary: '',
  lines: [
    { rosterPlayerId: 'r1', player: '#9 Ann Zed (Rockets)', goals: 2, assists: 0 },
    { rosterPlayerId: 'r2', player: '#4 Bo Young (Blades)', goals: 1, assists: 1 },
  ],
};

describe('what a version of a game changed', () => {
  it('lists what the first schedule set, leaving out what is blank', () => {
    expect(gameChanges(null, game)).toEqual([
      { field: 'league', label: 'League', from: null, to: 'Men’s Open' },
      { field: 'date', label: 'Date', from: null, to: 'Friday, Sept. 5, 2025' },
      { field: 'time', label: 'Time', from: null, to: '7:30 pm' },
      { field: 'venue', label: 'Venue', from: null, to: 'Main Rink' },
      { field: 'visitor', label: 'Visitor', from: null, to: 'Rockets' },
      { field: 'home', label: 'Home', from: null, to: 'Blades' },
    ]);
    const final = { ...game, playoff: true, championship: true, visitorSeed: 2, homeSeed: 1 };
    expect(gameChanges(null, final).map((c) => [c.field, c.to])).toEqual([
      ['league', 'Men’s Open'],
      ['date', 'Friday, Sept. 5, 2025'],
      ['time', '7:30 pm'],
      ['venue', 'Main Rink'],
      ['visitor', 'Rockets'],
      ['visitorSeed', '2'],
      ['home', 'Blades'],
      ['homeSeed', '1'],
      ['playoff', 'Yes'],
      ['championship', 'Yes'],
    ]);
  });

  it('gives the old and new date, time and venue of a move, with the year', () => {
    const moved = { ...game, date: '2026-01-02', time: '00:15', venue: { id: 'v2', name: 'East Rink' } };
    expect(gameChanges(game, moved)).toEqual([
      { field: 'date', label: 'Date', from: 'Friday, Sept. 5, 2025', to: 'Friday, Jan. 2, 2026' },
      { field: 'time', label: 'Time', from: '7:30 pm', to: '12:15 am' },
      { field: 'venue', label: 'Venue', from: 'Main Rink', to: 'East Rink' },
    ]);
  });

  it('tells teams apart by id, shows TBD for an unknown team and a seed taken away as none', () => {
    const knockout = { ...game, visitor: { id: null, name: 'TBD' }, visitorSeed: 3, playoff: true };
    const named = { ...knockout, visitor: { id: 't9', name: 'TBD' }, visitorSeed: 0 };
    expect(gameChanges(knockout, named)).toEqual([
      { field: 'visitor', label: 'Visitor', from: 'TBD', to: 'TBD' },
      { field: 'visitorSeed', label: 'Visitor seed', from: '3', to: null },
    ]);
    expect(gameChanges(game, knockout).map((c) => [c.field, c.from, c.to])).toEqual([
      ['visitor', 'Rockets', 'TBD'],
      ['visitorSeed', null, '3'],
      ['playoff', 'No', 'Yes'],
    ]);
  });

  it('shows a first result: score as visitor - home, status, periods, each player line added', () => {
    expect(gameChanges(game, { ...game, result })).toEqual([
      { field: 'score', label: 'Score', from: null, to: '3 - 4' },
      { field: 'status', label: 'Status', from: null, to: 'FINAL' },
      { field: 'visitorPeriods', label: 'Rockets by period', from: null, to: 'P1 1, P2 1, P3 1, OT/SO 0' },
      { field: 'homePeriods', label: 'Blades by period', from: null, to: 'P1 2, P2 1, P3 1, OT/SO 0' },
      { field: 'stats', label: '#9 Ann Zed (Rockets)', from: null, to: '2 G, 0 A' },
      { field: 'stats', label: '#4 Bo Young (Blades)', from: null, to: '1 G, 1 A' },
    ]);
  });

  it('shows a correction: old → new score and status, player lines changed, added and removed', () => {
    const corrected: AuditResult = {
      ...result,
      status: 'Overtime',
      visitorTotal: 5,
      visitorPeriods: [1, 1, 1, 2],
      summary: 'A late winner.',
      lines: [
        { rosterPlayerId: 'r1', player: '#9 Ann Zed (Rockets)', goals: 3, assists: 0 },
        { rosterPlayerId: 'r3', player: '#11 Cy Park (Rockets)', goals: 0, assists: 2 },
      ],
    };
    expect(gameChanges({ ...game, result }, { ...game, result: corrected })).toEqual([
      { field: 'score', label: 'Score', from: '3 - 4', to: '5 - 4' },
      { field: 'status', label: 'Status', from: 'FINAL', to: 'Overtime' },
      {
        field: 'visitorPeriods',
        label: 'Rockets by period',
        from: 'P1 1, P2 1, P3 1, OT/SO 0',
        to: 'P1 1, P2 1, P3 1, OT/SO 2',
      },
      { field: 'summary', label: 'Summary', from: null, to: 'A late winner.' },
      { field: 'stats', label: '#9 Ann Zed (Rockets)', from: '2 G, 0 A', to: '3 G, 0 A' },
      { field: 'stats', label: '#11 Cy Park (Rockets)', from: null, to: '0 G, 2 A' },
      { field: 'stats', label: '#4 Bo Young (Blades)', from: '1 G, 1 A', to: null },
    ]);
  });

  it('leaves out what a version kept, and shows playoff totals without periods', () => {
    expect(gameChanges({ ...game, result }, { ...game, result })).toEqual([]);
    const playoff: AuditResult = { ...result, visitorPeriods: null, homePeriods: null, lines: [] };
    expect(gameChanges(game, { ...game, result: playoff })).toEqual([
      { field: 'score', label: 'Score', from: null, to: '3 - 4' },
      { field: 'status', label: 'Status', from: null, to: 'FINAL' },
    ]);
  });

  it('writes dates with weekday, month, day and year', () => {
    expect(dateWithYear('2024-12-31')).toBe('Tuesday, Dec. 31, 2024');
    expect(dateWithYear('not a date')).toBe('not a date');
  });
});
