import type { StaffRole } from '@league/contracts';
import { siteRoute, staffMayOpen, type SiteRouteSpec } from '@league/contracts/site-pages';

export interface AdminNavEntry {
  route: SiteRouteSpec;
  /** its address */
  to: string;
  label: string;
  /** shown to these roles only, though others may open the page too (the bar has room for so many) */
  only?: readonly StaffRole[];
}

/** A menu entry of an admin page that names nothing (no parameters). */
const entry = (
  route: SiteRouteSpec & { href: () => string },
  label: string,
  only?: readonly StaffRole[],
): AdminNavEntry => ({ route, to: route.href(), label, ...(only && { only }) });

/**
 * The admin menu (docs/rules.md §2), beyond the first design: LEAGUE PLAY first (the current leagues, each
 * with its schedule, teams and results, and the hub of venues, news, videos and mail), VENUES, STAFF and
 * the member's own ACCOUNT; a scorekeeper's GAMES TO SCORE.
 */
const ADMIN_NAV: readonly AdminNavEntry[] = [
  entry(siteRoute.gamesToScore, 'GAMES TO SCORE', ['scorekeeper']),
  entry(siteRoute.currentLeagues, 'LEAGUE PLAY'),
  entry(siteRoute.conductCoaches, 'CODE OF CONDUCT'),
  entry(siteRoute.registeredTeams, 'REGISTERED TEAMS'),
  entry(siteRoute.archivedRegisteredTeams, 'ARCHIVED TEAMS'),
  entry(siteRoute.organizations, 'ORGANIZATIONS'),
  entry(siteRoute.suspendedPlayers, 'SUSPENDED PLAYERS'),
  entry(siteRoute.venues, 'VENUES'),
  entry(siteRoute.staff, 'STAFF'),
  entry(siteRoute.account, 'ACCOUNT'),
];

/** The entries of the admin menu a member of staff of `role` may use, in the menu's order. */
export function adminNavEntries(role: StaffRole): AdminNavEntry[] {
  return ADMIN_NAV.filter(
    (item) => staffMayOpen(item.route, role) && (!item.only || item.only.includes(role)),
  );
}
