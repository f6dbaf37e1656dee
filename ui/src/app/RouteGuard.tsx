import type { SiteRouteSpec } from '@league/contracts/site-pages';
import { lazy, type ReactNode } from 'react';
import { DocumentTitle } from '../shared/layout/DocumentTitle';
import { Navigate, useLocation } from '../shared/router';
import { useSessions } from '../shared/session/useSessions';
import { guardDecision } from './guardDecision';
import { loadSignedInPages } from './routeTable';

// only for a member of staff on a page of another role: it comes with the signed-in pages
const NotAllowedPage = lazy(async () => ({
  default: await (await loadSignedInPages()).loadNotAllowedPage(),
}));

/**
 * Shows the route's page to whom it is for (guardDecision), "Not Allowed" to a member of staff whose role
 * it is not for, and sends anybody else to the login it needs. The check follows the session store, so
 * expiry or LOGOUT leaves at once; the server checks every call again.
 */
export function RouteGuard({ route, children }: { route: SiteRouteSpec; children: ReactNode }) {
  const decision = guardDecision(route, useSessions());
  const location = useLocation();
  if ('login' in decision) {
    return <Navigate to={decision.login} replace state={{ from: location.pathname }} />;
  }
  if ('notAllowed' in decision) {
    return (
      <>
        <DocumentTitle page="Not Allowed" />
        <NotAllowedPage role={decision.notAllowed} />
      </>
    );
  }
  return <>{children}</>;
}
