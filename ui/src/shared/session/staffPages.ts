import type { StaffRole } from '@league/contracts';
import { siteRoute } from '@league/contracts/site-pages';

/**
 * Where a member of staff lands once signed in (docs/rules.md §2): Registered Teams for those who run the
 * league, the week's games for a scorekeeper (the only pages of theirs are a game's results).
 */
export function staffLanding(role: StaffRole): string {
  return role === 'scorekeeper' ? siteRoute.gamesToScore.href() : siteRoute.registeredTeams.href();
}

/** The admin area's title link: the league play hub, or a scorekeeper's games to score. */
export function staffHome(role: StaffRole): string {
  return role === 'scorekeeper' ? siteRoute.gamesToScore.href() : siteRoute.currentLeagues.href();
}
