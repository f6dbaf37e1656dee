import { describe, expect, it } from 'vitest';
import {
  localToday,
  masterFilterSearch,
  parseMasterFilter,
  shownItems,
  type MasterFilter,
} from './masterFilter';

const CURRENT = 'current-league';
const OLD = 'old-league';
const items = [
  { _id: 'old-game', kind: 'game' as const, leagueId: OLD, isoDate: '2024-04-20' },
  { _id: 'old-event', kind: 'event' as const, leagueId: null, isoDate: '2024-05-01' },
  { _id: 'game', kind: 'game' as const, leagueId: CURRENT, isoDate: '2025-09-05' },
  { _id: 'league-event', kind: 'event' as const, leagueId: CURRENT, isoDate: '2025-09-01' },
  { _id: 'coming-event', kind: 'event' as const, leagueId: null, isoDate: '2025-10-01' },
];
const ids = (filter: MasterFilter) =>
  shownItems(items, filter, new Set([CURRENT]), '2025-09-10').map((item) => item._id);

describe('the master schedule filter', () => {
  it('lists the current leagues’ items and the events of no league still to come by default', () => {
    expect(ids({ scope: 'current', leagueId: null })).toEqual(['game', 'league-event', 'coming-event']);
  });

  it('lists every season on request', () => {
    expect(ids({ scope: 'all', leagueId: null })).toEqual(items.map((item) => item._id));
  });

  it('narrows to one league, a previous one too', () => {
    expect(ids({ scope: 'current', leagueId: CURRENT })).toEqual(['game', 'league-event']);
    expect(ids({ scope: 'all', leagueId: OLD })).toEqual(['old-game']);
  });

  it('is kept in the page’s query, the default as none', () => {
    expect(masterFilterSearch({ scope: 'current', leagueId: null })).toBe('');
    expect(masterFilterSearch({ scope: 'all', leagueId: null })).toBe('?show=all');
    expect(masterFilterSearch({ scope: 'all', leagueId: OLD })).toBe(`?show=all&league=${OLD}`);
    expect(parseMasterFilter(new URLSearchParams(`?show=all&league=${OLD}`))).toEqual({
      scope: 'all',
      leagueId: OLD,
    });
    expect(parseMasterFilter(new URLSearchParams('?show=whatever&league='))).toEqual({
      scope: 'current',
      leagueId: null,
    });
  });

  it('dates today on the local calendar', () => {
    expect(localToday(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
