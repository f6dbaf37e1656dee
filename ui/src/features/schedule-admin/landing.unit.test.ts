import { describe, expect, it } from 'vitest';
import { newEventPath, newGamePath } from '../../shared/admin/scheduleEntry';
import { highlightedIn, landing, landingPath } from './landing';

const leagueId = '0b7a5f0e-3d7e-4c5a-9a51-3f2d1c0b9a01';

describe('where a schedule form lands after a save', () => {
  it("on the item's league schedule, the master schedule only for an event of no league", () => {
    expect(landingPath(leagueId)).toBe(`/schedule/admin/${leagueId}`);
    expect(landingPath(null)).toBe('/admin/masterSchedule');
  });

  it('hands over the confirmation and the items to mark, and marks nothing for any other state', () => {
    const state = landing('2 games added.', ['a', 'b']);
    expect(state).toEqual({ saved: '2 games added.', highlight: ['a', 'b'] });
    expect(highlightedIn(state)).toEqual(['a', 'b']);
    expect(highlightedIn({ saved: 'Result saved.' })).toEqual([]);
    expect(highlightedIn({ highlight: ['a', 3, null] })).toEqual(['a']);
    expect(highlightedIn(null)).toEqual([]);
  });

  it('starts a new game or event in the league it is added from', () => {
    expect(newGamePath(leagueId)).toBe(`/games/new?league=${leagueId}`);
    expect(newGamePath()).toBe('/games/new');
    expect(newEventPath(leagueId)).toBe(`/admin/events/new?league=${leagueId}`);
    expect(newEventPath(null)).toBe('/admin/events/new');
  });
});
