import { describe, expect, it } from 'vitest';
import { findConflicts } from './conflicts';
import { editPath, resultsPath, resultsPathFrom, returnPath } from '../../shared/admin/scheduleLinks';

const ID = '11111111-2222-3333-4444-555555555555';
const game = {
  itemId: ID,
  kind: 'game' as const,
  status: 'TBP',
  homeTeamName: 'Sharks',
  visitorTeamName: 'Bears',
  playoff: false,
  championship: false,
};
const event = { ...game, kind: 'event' as const, status: '', homeTeamName: null, visitorTeamName: null };

describe('the Edit link', () => {
  it('is offered for an unplayed game and for a game with a status other than FINAL, Shootout or Overtime', () => {
    expect(editPath(game)).toBe(`/admin/updateGame/${ID}`);
    expect(editPath({ ...game, status: 'Postponed' })).toBe(`/admin/updateGame/${ID}`);
  });
  it('is not offered once the game is FINAL, Shootout or Overtime', () => {
    for (const status of ['FINAL', 'Shootout', 'Overtime']) expect(editPath({ ...game, status })).toBeNull();
  });
  it('is always offered for an event, to the event form', () => {
    expect(editPath(event)).toBe(`/admin/updateEvent/${ID}`);
    expect(editPath({ ...event, status: 'FINAL' })).toBe(`/admin/updateEvent/${ID}`);
  });
  it('is not offered for a game without any team', () => {
    expect(editPath({ ...game, homeTeamName: null, visitorTeamName: null })).toBeNull();
  });
  it('is offered for a playoff game with a TBD team (it has an opponent slot)', () => {
    expect(editPath({ ...game, playoff: true, homeTeamName: 'TBD' })).toBe(`/admin/updateGame/${ID}`);
  });
});

describe('the Results link', () => {
  it('leads a regular game to the regular results page, also once it is played', () => {
    expect(resultsPath(game)).toBe(`/admin/gameResults/${ID}`);
    expect(resultsPath({ ...game, status: 'FINAL' })).toBe(`/admin/gameResults/${ID}`);
  });
  it('leads playoff and championship games to their own pages', () => {
    expect(resultsPath({ ...game, playoff: true })).toBe(`/admin/playoffGameResults/${ID}`);
    expect(resultsPath({ ...game, championship: true })).toBe(`/admin/championshipGameResults/${ID}`);
  });
  it('is not offered while either team is TBD, nor for an event', () => {
    expect(resultsPath({ ...game, playoff: true, homeTeamName: 'TBD' })).toBeNull();
    expect(resultsPath({ ...game, championship: true, visitorTeamName: 'TBD' })).toBeNull();
    expect(resultsPath(event)).toBeNull();
  });
});

describe('the way back from a results page', () => {
  const LEAGUE = '99999999-8888-7777-6666-555555555555';
  it('carries the schedule page the Results link is on', () => {
    expect(resultsPathFrom(game, '/admin/masterSchedule?show=all')).toBe(
      `/admin/gameResults/${ID}?from=%2Fadmin%2FmasterSchedule%3Fshow%3Dall`,
    );
    expect(resultsPathFrom(event, '/admin/masterSchedule')).toBeNull();
  });
  it('returns to the master, league or venue schedule it came from, with its query', () => {
    expect(returnPath('/admin/masterSchedule', LEAGUE)).toBe('/admin/masterSchedule');
    expect(returnPath('/admin/masterSchedule?show=all&league=x', LEAGUE)).toBe(
      '/admin/masterSchedule?show=all&league=x',
    );
    expect(returnPath(`/schedule/admin/${LEAGUE}`, null)).toBe(`/schedule/admin/${LEAGUE}`);
    expect(returnPath('/admin/v-1/schedule', null)).toBe('/admin/v-1/schedule');
  });
  it('falls back to the game’s league schedule, then the master schedule', () => {
    expect(returnPath(null, LEAGUE)).toBe(`/schedule/admin/${LEAGUE}`);
    expect(returnPath(null, null)).toBe('/admin/masterSchedule');
  });
  it('ignores any address that is not an admin schedule page', () => {
    for (const from of [
      'https://elsewhere.example/admin/masterSchedule',
      '//elsewhere.example/admin/masterSchedule',
      '/admin/leagues/current',
      '/admin/a/b/schedule',
      '/admin/masterScheduleX',
      'javascript:alert(1)',
      '',
    ])
      expect(returnPath(from, LEAGUE), from).toBe(`/schedule/admin/${LEAGUE}`);
  });
});

describe('schedule conflicts', () => {
  const at = (id: string, isoDate: string, time: string, venueId: string) => ({
    itemId: id,
    isoDate,
    time,
    venueId,
  });
  it('groups the items that share a date, time and venue', () => {
    const items = [
      at('a', '2026-05-01', '19:00', 'v1'),
      at('b', '2026-05-01', '19:00', 'v2'),
      at('c', '2026-05-01', '19:00', 'v1'),
      at('d', '2026-05-01', '20:00', 'v1'),
      at('e', '2026-05-02', '19:00', 'v1'),
    ];
    expect(findConflicts(items).map((group) => group.map((item) => item.itemId))).toEqual([['a', 'c']]);
  });
  it('finds none in a clean schedule', () => {
    expect(findConflicts([at('a', '2026-05-01', '19:00', 'v1')])).toEqual([]);
  });
});
