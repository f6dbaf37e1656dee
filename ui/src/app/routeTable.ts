import { lazy, type ComponentType } from 'react';
import { SITE_ROUTES, type SiteRouteSpec } from '@league/contracts/site-pages';
import { withNotFoundBoundary } from './NotFoundBoundary';
import { lazyPage } from './lazyPage';
import { contentPages } from './pages/content';
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

export type { Access } from '@league/contracts/site-pages';

export interface SiteRoute extends SiteRouteSpec {
  /** undefined while the page is not built yet */
  page?: ComponentType;
}

/** Pages of routes that belong to no area. */
const ownPages: Readonly<Record<string, ComponentType>> = {
  '/admin/login': AdminLoginPage,
  '/register': RegisterPage,
};

const areas = [leaguePlayPublicPages, tournamentPages, contentPages];

const loadSignedInPages = () => import('./pages/signedIn');

/** A coach or admin page: loaded with the list of those pages (pages/signedIn.ts) on its first visit. */
function signedInPage(path: string): ComponentType {
  return lazy(async () => {
    const load = (await loadSignedInPages()).signedInPages[path];
    if (!load) throw new Error(`No page for ${path}`);
    return { default: await load() };
  });
}

/**
 * EVERY route of the site (SITE_ROUTES, the list the server answers 404 beyond) with its page from
 * ui/src/app/pages/*. A route without `page` is registered (and guarded) but shows that the page is not
 * available yet. Each page is wrapped so that a page that finds its league, team, player or game
 * missing shows the not-found page (NotFoundBoundary).
 */
export const siteRoutes: readonly SiteRoute[] = SITE_ROUTES.map((route) => {
  const page =
    route.access === 'public'
      ? (ownPages[route.path] ?? areas.map((area) => area.pages[route.path]).find(Boolean))
      : signedInPage(route.path);
  return page ? { ...route, page: withNotFoundBoundary(page) } : route;
});
