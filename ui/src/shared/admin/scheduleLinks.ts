import { siteRoute } from '@league/contracts/site-pages';
import type { ScheduleEntry } from '@league/contracts';

type LinkedItem = Pick<
  ScheduleEntry,
  'itemId' | 'kind' | 'status' | 'homeTeamName' | 'visitorTeamName' | 'playoff' | 'championship'
>;

/** Statuses after which a game's teams and time are settled (only its results can change). */
const COMPLETED_STATUSES = new Set(['FINAL', 'Shootout', 'Overtime']);

const isTbd = (name: string | null) => !name || name === 'TBD';

/**
 * The Edit rule (docs/rules.md §2): events are always editable; a game only when it has an opponent and its
 * status is not FINAL, Shootout or Overtime. Null when there is no Edit link.
 */
export function editPath(item: LinkedItem): string | null {
  if (item.kind === 'event') return siteRoute.updateEvent.href({ id: item.itemId });
  const hasOpponent = Boolean(item.homeTeamName || item.visitorTeamName);
  if (!hasOpponent || COMPLETED_STATUSES.has(item.status)) return null;
  return siteRoute.updateGame.href({ id: item.itemId });
}

/**
 * The Results rule (docs/rules.md §2): only for a game where neither team is TBD; a playoff game leads to the
 * playoff results page, a championship game to the championship one, any other game to the regular one.
 */
export function resultsPath(item: LinkedItem): string | null {
  if (item.kind === 'event' || isTbd(item.homeTeamName) || isTbd(item.visitorTeamName)) return null;
  const id = item.itemId;
  if (item.championship) return siteRoute.championshipGameResults.href({ id });
  if (item.playoff) return siteRoute.playoffGameResults.href({ id });
  return siteRoute.gameResults.href({ id });
}

/** The query parameter that carries the admin schedule a results page was opened from. */
export const FROM_PARAM = 'from';

const SCHEDULE_PAGES = [
  /^\/admin\/masterSchedule$/,
  /^\/admin\/gamesToScore$/,
  /^\/schedule\/admin\/[^/?#]+$/,
  /^\/admin\/[^/?#]+\/schedule$/,
] as const;

/**
 * The results page of `item` remembering the schedule page it is opened from (`from`: that page's path
 * and query), so that saving or cancelling goes back there; null when there is no Results link.
 */
export function resultsPathFrom(item: LinkedItem, from: string): string | null {
  const path = resultsPath(item);
  return path && withFrom(path, from);
}

/** `path` carrying the page it is opened from (none: `path` as it is). */
export const withFrom = (path: string, from: string | null) =>
  from ? `${path}?${new URLSearchParams({ [FROM_PARAM]: from }).toString()}` : path;

/**
 * Where a results page returns to: the admin schedule page named by `from` (the master, a league's or a
 * venue's schedule, or the games to score, with its query), otherwise the game's league schedule,
 * otherwise the master schedule. Any other address is ignored, so a link cannot send the admin off the site.
 */
export function returnPath(from: string | null, leagueId: string | null): string {
  if (from) {
    const pathname = from.split(/[?#]/, 1)[0] ?? '';
    if (SCHEDULE_PAGES.some((page) => page.test(pathname))) return from.split('#', 1)[0] ?? from;
  }
  return leagueId ? siteRoute.adminLeagueSchedule.href({ leagueId }) : siteRoute.masterSchedule.href();
}
