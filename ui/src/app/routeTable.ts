import { lazy, type ComponentType } from 'react';
import { siteRoute, type SiteRoute, type SiteRouteName } from '@league/contracts/site-pages';
import { withNotFoundBoundary } from './NotFoundBoundary';
import type { LazyPage } from './lazyPage';
import { publicPages } from './pages/publicPages';

export type { Access } from '@league/contracts/site-pages';

/** A route of the site with its page: `{ name, path, href(), access, page }`. */
export interface RoutedPage extends SiteRoute {
  /** its name in siteRoute */
  routeName: SiteRouteName;
  /** undefined while the page is not built yet */
  page?: ComponentType;
  /** a public page's code, loaded on its first visit (the server and the browser load it ahead, entry-server.tsx, main.tsx) */
  lazy?: LazyPage;
}

/** The list of the coach and admin pages (and the page of a role a page is not for), loaded once. */
export const loadSignedInPages = () => import('./pages/signedInPages');

/** A coach or admin page: loaded with the list of those pages (signedInPages.ts) on its first visit. */
function signedInPage(routeName: SiteRouteName): ComponentType {
  return lazy(async () => {
    const load = (await loadSignedInPages()).signedInPages[routeName];
    if (!load) throw new Error(`No page for ${routeName}`);
    return { default: await load() };
  });
}

/**
 * EVERY route of the site (siteRoute, the list the server answers 404 beyond, and whose href() builds
 * every link) with its page from ui/src/app/pages/ (publicPages, signedInPages). A route without `page`
 * is registered (and guarded) but shows that the page is not available yet. Each page is wrapped so that a page that finds its
 * league, team, player or game missing shows the not-found page (NotFoundBoundary).
 */
export const siteRoutes: readonly RoutedPage[] = (Object.keys(siteRoute) as SiteRouteName[]).map(
  (routeName) => {
    const route = siteRoute[routeName] as SiteRoute;
    const lazy = route.access === 'public' ? publicPages[routeName] : undefined;
    const page = route.access === 'public' ? lazy : signedInPage(routeName);
    return { ...route, routeName, ...(page && { page: withNotFoundBoundary(page) }), ...(lazy && { lazy }) };
  },
);
