import { Suspense } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from '../shared/router';
import { AppLayout } from '../shared/layout/AppLayout';
import { useSessions } from '../shared/session/useSessions';
import { DocumentTitle } from '../shared/layout/DocumentTitle';
import { isRouteHandle, type RouteHandle } from '../shared/layout/navArea';
import { lazyPage } from './lazyPage';
import { NotFoundPage } from './notFoundPage';
import { RouteGuard } from './RouteGuard';
import { siteRoutes, type RoutedPage } from './routeTable';

function toRouteObject(route: RoutedPage): RouteObject {
  const { path, access, name, page: Page } = route;
  const handle: RouteHandle = {
    navArea: access === 'admin' ? 'admin' : access === 'account' ? 'account' : 'site',
  };
  return {
    path,
    handle,
    element: (
      <RouteGuard route={route}>
        <DocumentTitle page={name} />
        {Page ? <Page /> : <NotFoundPage unavailablePage={name} />}
      </RouteGuard>
    ),
  };
}

const pageRoutes: RouteObject[] = [
  ...siteRoutes.map(toRouteObject),
  {
    path: '*',
    element: (
      <>
        <DocumentTitle page="Page Not Found" />
        <NotFoundPage />
      </>
    ),
  },
];

// below every page: its code and the league's copy it shows load beside the page's, not before it
export const SiteFooter = lazyPage(
  () => import('../features/home/SiteFooter'),
  (module) => module.SiteFooter,
  'src/features/home/SiteFooter.tsx',
);

/**
 * The layout with the navigation of the page at the current address (admin bar on admin pages, and on
 * a member of staff's own account page), and the footer.
 */
function SiteLayout() {
  const { pathname } = useLocation();
  const { admin } = useSessions();
  const handle = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.handle;
  const area = isRouteHandle(handle) ? handle.navArea : 'site';
  return (
    <AppLayout
      navArea={area === 'account' ? (admin ? 'admin' : 'site') : area}
      footer={
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      }
    />
  );
}

const routes: RouteObject[] = [{ element: <SiteLayout />, children: pageRoutes }];

/**
 * Every screen inside the layout. Declarative routes (BrowserRouter + useRoutes) rather than a data
 * router: the site loads no data through the router, and the data router is twice the code on every
 * first visit.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
