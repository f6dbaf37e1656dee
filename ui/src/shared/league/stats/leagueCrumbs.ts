import { siteRoute } from '@league/contracts/site-pages';
import type { BreadcrumbItem } from '../../layout/Breadcrumbs';
import { leagueTitle } from './api';

/**
 * The trail of a league's pages: Stats & Standings › <league> › <page>. Without a page the league is
 * the current page (the league hub), and with no league loaded yet the hub shows no trail.
 */
export function leagueCrumbs(
  leagueId: string,
  league: { leagueName: string; divisionName?: string | null } | undefined,
  page?: string,
): BreadcrumbItem[] {
  const top: BreadcrumbItem = { label: 'Stats & Standings', to: siteRoute.statsAndStandings.href() };
  if (!league) return page ? [top, { label: page }] : [];
  const leagueItem: BreadcrumbItem = {
    label: leagueTitle(league),
    to: siteRoute.leagueHub.href({ leagueId }),
  };
  return page ? [top, leagueItem, { label: page }] : [top, { label: leagueItem.label }];
}
