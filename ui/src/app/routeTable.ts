import type { ComponentType } from 'react';
import { SITE_ROUTES, type SiteRouteSpec } from '@league/contracts/site-pages';
import { withNotFoundBoundary } from './NotFoundBoundary';
import { lazyPage } from './lazyPage';
import { contentPages } from './pages/content';
import { leaguePlayAdminPages } from './pages/leaguePlayAdmin';
import { leaguePlayPublicPages } from './pages/leaguePlayPublic';
import { tournamentPages } from './pages/tournament';

const AdminLoginPage = lazyPage(
  () => import('../features/accounts/AdminLoginPage'),
  (m) => m.AdminLoginPage,
);
const RegisterPage = lazyPage(
  () => import('../features/accounts/RegisterPage'),
  (m) => m.RegisterPage,
);
const VenuesPage = lazyPage(
  () => import('../features/venues/VenuesPage'),
  (m) => m.VenuesPage,
);
const NewVenuePage = lazyPage(
  () => import('../features/venues/NewVenuePage'),
  (m) => m.NewVenuePage,
);
const UpdateVenuePage = lazyPage(
  () => import('../features/venues/UpdateVenuePage'),
  (m) => m.UpdateVenuePage,
);

export type { Access } from '@league/contracts/site-pages';

export interface SiteRoute extends SiteRouteSpec {
  /** undefined while the page is not built yet */
  page?: ComponentType;
}

/** Pages of routes that belong to no area. */
const ownPages: Readonly<Record<string, ComponentType>> = {
  '/admin/login': AdminLoginPage,
  '/register': RegisterPage,
  '/admin/venues': VenuesPage,
  '/admin/updateVenue/:venueId': UpdateVenuePage,
  '/admin/venue/new': NewVenuePage,
};

const areas = [leaguePlayPublicPages, leaguePlayAdminPages, tournamentPages, contentPages];

/**
 * EVERY route of the site (SITE_ROUTES, the list the server answers 404 beyond) with its page from
 * ui/src/app/pages/*. A route without `page` is registered (and guarded) but shows that the page is not
 * available yet. Each page is wrapped so that a page that finds its league, team, player or game
 * missing shows the not-found page (NotFoundBoundary).
 */
export const siteRoutes: readonly SiteRoute[] = SITE_ROUTES.map((route) => {
  const page = ownPages[route.path] ?? areas.map((area) => area.pages[route.path]).find(Boolean);
  return page ? { ...route, page: withNotFoundBoundary(page) } : route;
});
