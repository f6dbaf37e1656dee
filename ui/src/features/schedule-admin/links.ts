import type { ScheduleItem } from '@league/contracts';
import { adminPaths } from '../leagues-admin/paths';

type LinkedItem = Pick<
  ScheduleItem,
  '_id' | 'kind' | 'status' | 'homeTeamName' | 'visitorTeamName' | 'playoff' | 'championship'
>;

/** Statuses after which a game's teams and time are settled (only its results can change). */
const COMPLETED_STATUSES = new Set(['FINAL', 'Shootout', 'Overtime']);

const isTbd = (name: string | null) => !name || name === 'TBD';

/**
 * The spec's Edit rule: events are always editable; a game only when it has an opponent and its status
 * is not FINAL, Shootout or Overtime. Null when there is no Edit link.
 */
export function editPath(item: LinkedItem): string | null {
  if (item.kind === 'event') return adminPaths.updateEvent(item._id);
  const hasOpponent = Boolean(item.homeTeamName || item.visitorTeamName);
  if (!hasOpponent || COMPLETED_STATUSES.has(item.status)) return null;
  return adminPaths.updateGame(item._id);
}

/**
 * The spec's Results rule: only for a game where neither team is TBD; a playoff game leads to the
 * playoff results page, a championship game to the championship one, any other game to the regular one.
 */
export function resultsPath(item: LinkedItem): string | null {
  if (item.kind === 'event' || isTbd(item.homeTeamName) || isTbd(item.visitorTeamName)) return null;
  const id = encodeURIComponent(item._id);
  if (item.championship) return `/admin/championshipGameResults/${id}`;
  if (item.playoff) return `/admin/playoffGameResults/${id}`;
  return `/admin/gameResults/${id}`;
}
