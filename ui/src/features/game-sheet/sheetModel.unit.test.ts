import type { GameSheetAnswer } from '@league/contracts';
import { describe, expect, it } from 'vitest';
import {
  parseClock,
  periodLabel,
  timePastPeriodMessage,
  TIME_FORMAT_MESSAGE,
  SECONDS_MESSAGE,
} from './clock';
import {
  goalProblem,
  nextShootoutRound,
  sheetUrls,
  sheetView,
  sheetWrite,
  suggestedStatus,
  type SheetWriteItem,
} from './sheetModel';

const GAME = '00000000-0000-4000-8000-000000000001';
const P = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
const urls = sheetUrls(GAME);

const sheet = (over: Partial<GameSheetAnswer> = {}): GameSheetAnswer => ({
  gameId: GAME,
  kind: 'regular',
  periodMinutes: 20,
  final: false,
  version: 3,
  home: { teamId: P(90), teamName: 'Bears', lineup: null },
  visitor: { teamId: P(91), teamName: 'Sharks', lineup: null },
  goals: [],
  penalties: [],
  shots: [],
  shootout: [],
  ...over,
});

const goal = (id: string, side: 'home' | 'visitor', period: 1 | 2 | 3 | 4, time: string, scorer = P(1)) => ({
  id,
  side,
  period,
  time,
  scorer,
  assists: [],
  strength: 'EV' as const,
});

const item = (over: Partial<SheetWriteItem> & Pick<SheetWriteItem, 'method' | 'url'>): SheetWriteItem => ({
  id: over.id ?? crypto.randomUUID(),
  state: 'waiting',
  ...over,
});

describe('the time of an entry', () => {
  it('reads mm:ss, m:ss and the number pad digits', () => {
    expect(parseClock('05:12', 20)).toEqual({ ok: true, time: '05:12' });
    expect(parseClock('5:12', 20)).toEqual({ ok: true, time: '05:12' });
    expect(parseClock('512', 20)).toEqual({ ok: true, time: '05:12' });
    expect(parseClock('1205', 20)).toEqual({ ok: true, time: '12:05' });
    expect(parseClock('45', 20)).toEqual({ ok: true, time: '00:45' });
    expect(parseClock(' 7 ', 20)).toEqual({ ok: true, time: '00:07' });
    expect(parseClock('20:00', 20)).toEqual({ ok: true, time: '20:00' });
  });

  it('refuses what is not a time, seconds past 59 and a time past the period', () => {
    expect(parseClock('', 20)).toEqual({ ok: false, message: TIME_FORMAT_MESSAGE });
    expect(parseClock('abc', 20)).toEqual({ ok: false, message: TIME_FORMAT_MESSAGE });
    expect(parseClock('12345', 20)).toEqual({ ok: false, message: TIME_FORMAT_MESSAGE });
    expect(parseClock('5:75', 20)).toEqual({ ok: false, message: SECONDS_MESSAGE });
    expect(parseClock('2001', 20)).toEqual({ ok: false, message: timePastPeriodMessage(20) });
    expect(parseClock('15:01', 15)).toEqual({
      ok: false,
      message: 'The time is past the end of the period (15:00).',
    });
    expect(parseClock('9:30', 8)).toEqual({
      ok: false,
      message: 'The time is past the end of the period (08:00).',
    });
  });

  it('names overtime OT', () => {
    expect([1, 2, 3, 4].map(periodLabel)).toEqual(['1', '2', '3', 'OT']);
  });
});

describe('a queued write', () => {
  it('is read back from its method and address', () => {
    const body = goal(P(50), 'home', 1, '01:00');
    expect(sheetWrite({ method: 'POST', url: urls.goals, body })).toEqual({ type: 'goal', body });
    expect(sheetWrite({ method: 'DELETE', url: urls.remove('penalties', P(51)) })).toEqual({
      type: 'remove',
      kind: 'penalties',
      entryId: P(51),
    });
    expect(sheetWrite({ method: 'PUT', url: urls.lineup('visitor'), body: {} })).toMatchObject({
      type: 'lineup',
      side: 'visitor',
    });
    expect(sheetWrite({ method: 'POST', url: urls.final, body: { status: 'FINAL' } })).toMatchObject({
      type: 'final',
    });
    expect(sheetWrite({ method: 'POST', url: '/api/elsewhere' })).toEqual({ type: 'other' });
  });
});

describe('the running score and the list', () => {
  it('counts the recorded goals and the ones waiting to sync, newest first', () => {
    const view = sheetView(
      sheet({ goals: [goal(P(60), 'home', 1, '03:00'), goal(P(61), 'visitor', 2, '01:00')] }),
      [item({ method: 'POST', url: urls.goals, body: goal(P(62), 'home', 2, '10:30') })],
    );
    expect(view.score).toEqual({ home: 2, visitor: 1 });
    expect(view.entries.map((entry) => [entry.id, entry.sync])).toEqual([
      [P(62), 'waiting'],
      [P(61), 'recorded'],
      [P(60), 'recorded'],
    ]);
    expect(view.waitingCount).toBe(1);
  });

  it('leaves out an entry whose undo waits, and counts a refused goal nowhere but in the refusals', () => {
    const view = sheetView(sheet({ goals: [goal(P(60), 'home', 1, '03:00')] }), [
      item({ method: 'DELETE', url: urls.remove('goals', P(60)) }),
      item({
        method: 'POST',
        url: urls.goals,
        body: goal(P(63), 'visitor', 3, '02:00'),
        state: 'conflict',
        message: 'The game was finalized.',
      }),
    ]);
    expect(view.score).toEqual({ home: 0, visitor: 0 });
    expect(view.entries).toEqual([]);
    expect(view.refused).toHaveLength(1);
    expect(view.refused[0]).toMatchObject({ state: 'conflict', message: 'The game was finalized.' });
  });

  it('shows a write the server accepted as recorded until the sheet is read again, once', () => {
    const sent = goal(P(64), 'visitor', 1, '04:00');
    const before = sheetView(sheet(), [item({ method: 'POST', url: urls.goals, body: sent, state: 'sent' })]);
    expect(before.entries.map((entry) => entry.sync)).toEqual(['recorded']);
    expect(before.waitingCount).toBe(0);
    const after = sheetView(sheet({ goals: [sent] }), [
      item({ method: 'POST', url: urls.goals, body: sent, state: 'sent' }),
    ]);
    expect(after.entries).toHaveLength(1);
    expect(after.score.visitor).toBe(1);
  });

  it('lays a waiting lineup and shots over the recorded ones, and notes a waiting final', () => {
    const view = sheetView(sheet({ shots: [{ side: 'home', period: 1, shots: 4 }] }), [
      item({
        method: 'PUT',
        url: urls.lineup('home'),
        body: { rosterPlayerIds: [P(1)], goalieRosterPlayerId: P(1) },
      }),
      item({ method: 'POST', url: urls.shots, body: { side: 'home', period: 1, shots: 5 } }),
      item({ method: 'POST', url: urls.final, body: { status: 'FINAL' } }),
    ]);
    expect(view.lineups.home).toEqual({
      rosterPlayerIds: [P(1)],
      goalieRosterPlayerId: P(1),
      sync: 'waiting',
    });
    expect(view.lineups.visitor).toBeNull();
    expect(view.shots.home[1]).toEqual({ shots: 5, sync: 'waiting' });
    expect(view.finalWaiting).toBe(true);
  });

  it('counts shootout goals apart, numbers the next round and suggests the status', () => {
    const attempt = (id: string, side: 'home' | 'visitor', round: number, scored: boolean) => ({
      id,
      side,
      round,
      rosterPlayerId: P(1),
      scored,
    });
    const view = sheetView(
      sheet({
        goals: [goal(P(60), 'home', 1, '03:00')],
        shootout: [attempt(P(70), 'visitor', 1, true), attempt(P(71), 'home', 1, false)],
      }),
      [item({ method: 'POST', url: urls.shootout, body: attempt(P(72), 'visitor', 2, false) })],
    );
    expect(view.score).toEqual({ home: 1, visitor: 0 });
    expect(view.shootoutGoals).toEqual({ home: 0, visitor: 1 });
    expect(nextShootoutRound(view.entries, 'visitor')).toBe(3);
    expect(nextShootoutRound(view.entries, 'home')).toBe(2);
    expect(suggestedStatus(view, 'regular')).toBe('Shootout');
    expect(suggestedStatus(view, 'playoff')).toBe('FINAL');
    expect(
      suggestedStatus(sheetView(sheet({ goals: [goal(P(60), 'home', 4, '01:00')] }), []), 'regular'),
    ).toBe('Overtime');
  });
});

describe('the checks of a goal before it is queued', () => {
  const lineup = {
    rosterPlayerIds: [P(1), P(2), P(3)],
    goalieRosterPlayerId: null,
    sync: 'recorded' as const,
  };
  it('mirrors the server: lineup set, scorer and assists in it, no assist by the scorer', () => {
    expect(goalProblem(null, 'home', { scorer: P(1), assists: [] })).toBe('Set the home lineup first.');
    expect(goalProblem(lineup, 'home', { scorer: null, assists: [] })).toBe('Tap the scorer.');
    expect(goalProblem(lineup, 'home', { scorer: P(9), assists: [] })).toBe(
      'The scorer is not in the home lineup.',
    );
    expect(goalProblem(lineup, 'home', { scorer: P(1), assists: [P(1)] })).toBe(
      'The scorer cannot also assist their own goal.',
    );
    expect(goalProblem(lineup, 'visitor', { scorer: P(1), assists: [P(9)] })).toBe(
      'An assist is not in the visitor lineup.',
    );
    expect(goalProblem(lineup, 'home', { scorer: P(1), assists: [P(2), P(3)] })).toBeNull();
  });
});
