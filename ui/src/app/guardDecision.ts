import { siteRoute, staffMayOpen, type SiteRouteSpec } from '@league/contracts/site-pages';
import type { StaffRole } from '@league/contracts';
import type { Sessions } from '../shared/session/sessionStore';

/** What the guard does with a route: show its page, say the role may not use it, or send to a login. */
export type GuardDecision = { show: true } | { notAllowed: StaffRole } | { login: string };

/**
 * Admin routes need a staff session (else /admin/login) whose role the route is for (else "Not
 * Allowed"); coach routes a coach session, or a staff session of a role that runs the league (else
 * /register); account routes any session (else /register).
 */
export function guardDecision(route: SiteRouteSpec, { admin, coach }: Sessions): GuardDecision {
  switch (route.access) {
    case 'admin':
      if (!admin) return { login: siteRoute.adminLogin.href() };
      return staffMayOpen(route, admin.role) ? { show: true } : { notAllowed: admin.role };
    case 'coach':
      return coach || (admin && staffMayOpen(route, admin.role))
        ? { show: true }
        : { login: siteRoute.register.href() };
    case 'account':
      return coach || admin ? { show: true } : { login: siteRoute.register.href() };
    case 'public':
      return { show: true };
  }
}
