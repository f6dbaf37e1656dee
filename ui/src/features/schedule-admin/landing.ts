import { siteRoute } from '@league/contracts/site-pages';
import { useState } from 'react';
import { useLocation } from '../../shared/router';
import type { SavedState } from '../../shared/ui/SavedNotice';

/**
 * What a game or event form hands the schedule it returns to after a save: the confirmation SavedNotice
 * shows, and the items just saved, which the schedule marks and scrolls to.
 */
export interface ScheduleLanding extends SavedState {
  highlight: readonly string[];
}

/**
 * Where a saved item is seen: its league's schedule, the master schedule for an event of no league
 * (never the master schedule of every league for an item of one).
 */
export const landingPath = (leagueId: string | null) =>
  leagueId ? siteRoute.adminLeagueSchedule.href({ leagueId }) : siteRoute.masterSchedule.href();

export const landing = (saved: string, highlight: readonly string[]): ScheduleLanding => ({
  saved,
  highlight,
});

/** The items a landing asks to mark (none when the page was opened otherwise). */
export function highlightedIn(state: unknown): readonly string[] {
  if (!state || typeof state !== 'object' || !('highlight' in state)) return [];
  const { highlight } = state;
  return Array.isArray(highlight) ? highlight.filter((id): id is string => typeof id === 'string') : [];
}

/**
 * The items marked on this schedule: those of the landing it was opened with, read once, since
 * SavedNotice clears the history entry's state (a reload marks nothing).
 */
export function useLandingHighlight(): ReadonlySet<string> {
  const location = useLocation();
  const [marked] = useState(() => new Set(highlightedIn(location.state)));
  return marked;
}
