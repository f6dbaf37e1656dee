import type { ScheduleEntry } from '@league/contracts';

/**
 * Which items the master schedule lists: by default the current leagues' (and the events of no league
 * from the first current season's year on), or every season's; either narrowed to one league. Kept in the page's query
 * (`?show=all&league={id}`), so a results page opened from it returns to the same list.
 */
export interface MasterFilter {
  scope: 'current' | 'all';
  leagueId: string | null;
}

export function parseMasterFilter(search: URLSearchParams): MasterFilter {
  return {
    scope: search.get('show') === 'all' ? 'all' : 'current',
    leagueId: search.get('league') || null,
  };
}

/** The query of a filter ('' for the default: current leagues, every one of them). */
export function masterFilterSearch(filter: MasterFilter): string {
  const params = new URLSearchParams();
  if (filter.scope === 'all') params.set('show', 'all');
  if (filter.leagueId) params.set('league', filter.leagueId);
  const query = params.toString();
  return query ? `?${query}` : '';
}

type Listed = Pick<ScheduleEntry, 'kind' | 'leagueId' | 'isoDate'>;

/**
 * The items the filter lists, in their order. An event of no league counts as current from January 1 of
 * the earliest current league's year (or of `today`'s year, if earlier; `today` is YYYY-MM-DD).
 */
export function shownItems<Item extends Listed>(
  items: readonly Item[],
  filter: MasterFilter,
  currentLeagues: ReadonlyArray<{ leagueId: string; year: number }>,
  today: string,
): Item[] {
  const currentIds = new Set(currentLeagues.map((league) => league.leagueId));
  const since = `${Math.min(Number(today.slice(0, 4)), ...currentLeagues.map((league) => league.year))}-01-01`;
  return items.filter((item) => {
    if (filter.leagueId) return item.leagueId === filter.leagueId;
    if (filter.scope === 'all') return true;
    if (item.leagueId) return currentIds.has(item.leagueId);
    return item.kind === 'event' && item.isoDate >= since;
  });
}

/** Today's date on the admin's calendar, YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
