import { siteRoute } from '@league/contracts/site-pages';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '../shared/router';
import { useSessions } from '../shared/session/useSessions';
import type { Access } from './routeTable';

/**
 * Admin routes need an admin session (else /admin/login); coach routes a coach or admin session
 * (else /register). The check follows the session store, so expiry or LOGOUT leaves at once.
 */
export function RouteGuard({ access, children }: { access: Access; children: ReactNode }) {
  const { admin, coach } = useSessions();
  const location = useLocation();
  if (access === 'admin' && !admin) {
    return <Navigate to={siteRoute.adminLogin.href()} replace state={{ from: location.pathname }} />;
  }
  if (access === 'coach' && !coach && !admin) {
    return <Navigate to={siteRoute.register.href()} replace state={{ from: location.pathname }} />;
  }
  return <>{children}</>;
}
