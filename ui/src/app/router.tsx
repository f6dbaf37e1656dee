import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { AppLayout } from '../shared/layout/AppLayout';
import { DocumentTitle } from '../shared/layout/DocumentTitle';
import type { RouteHandle } from '../shared/layout/navArea';
import { RouteErrorPage } from './RouteErrorPage';
import { RouteGuard } from './RouteGuard';
import { siteRoutes, type SiteRoute } from './routeTable';

function toRouteObject({ path, access, name, page: Page }: SiteRoute): RouteObject {
  const handle: RouteHandle = { navArea: access === 'admin' ? 'admin' : 'site' };
  return {
    path,
    handle,
    element: (
      <RouteGuard access={access}>
        <DocumentTitle page={name} />
        {Page ? <Page /> : <NotFoundPage unavailablePage={name} />}
      </RouteGuard>
    ),
  };
}

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <RouteErrorPage />,
    children: [
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
    ],
  },
]);
