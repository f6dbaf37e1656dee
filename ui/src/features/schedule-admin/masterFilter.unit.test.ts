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
  { itemId: 'old-game', kind: 'game' as const, leagueId: OLD, isoDate: '2024-04-20' },
  { itemId: 'old-event', kind: 'event' as const, leagueId: null, isoDate: '2024-05-01' },
  { itemId: 'game', kind: 'game' as const, leagueId: CURRENT, isoDate: '2025-09-05' },
  { itemId: 'league-event', kind: 'event' as const, leagueId: CURRENT, isoDate: '2025-09-01' },
  { itemId: 'coming-event', kind: 'event' as const, leagueId: null, isoDate: '2025-10-01' },
];
const ids = (filter: MasterFilter, today = '2025-09-10', currentYear = 2025) =>
  shownItems(items, filter, [{ leagueId: CURRENT, year: currentYear }], today).map((item) => item.itemId);

describe('the master schedule filter', () => {
  it('lists the current leagues’ items and the events of no league of their seasons by default', () => {
    expect(ids({ scope: 'current', leagueId: null })).toEqual(['game', 'league-event', 'coming-event']);
    // an event of no league earlier in the current season's year still shows, late in the year too
    expect(ids({ scope: 'current', leagueId: null }, '2025-12-30')).toEqual([
      'game',
      'league-event',
      'coming-event',
    ]);
    // a league that runs into the next year keeps the events of its first year
    expect(ids({ scope: 'current', leagueId: null }, '2026-02-01', 2025)).toEqual([
      'game',
      'league-event',
      'coming-event',
    ]);
    expect(
      shownItems(items, { scope: 'current', leagueId: null }, [], '2024-03-01').map((i) => i.itemId),
    ).toEqual(['old-event', 'coming-event']);
  });

  it('lists every season on request', () => {
    expect(ids({ scope: 'all', leagueId: null })).toEqual(items.map((item) => item.itemId));
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
