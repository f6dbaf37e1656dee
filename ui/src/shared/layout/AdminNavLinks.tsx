import { siteRoute } from '@league/contracts/site-pages';
import { useSessions } from '../session/useSessions';
import { NavButton, NavItem } from './NavItem';
import { useLogout } from './useLogout';

/**
 * Admin navigation (admin.md, section 2): the admin links only while an admin is logged in. Beyond the
 * spec: LEAGUE PLAY first, the current leagues (each with its schedule, teams and results), which only
 * the title link led to.
 */
export function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { admin } = useSessions();
  const { logoutAdmin } = useLogout();
  return (
    <>
      {admin && (
        <>
          <NavItem to={siteRoute.currentLeagues.href()} onNavigate={onNavigate}>
            LEAGUE PLAY
          </NavItem>
          <NavItem to={siteRoute.conductCoaches.href()} onNavigate={onNavigate}>
            CODE OF CONDUCT
          </NavItem>
          <NavItem to={siteRoute.registeredTeams.href()} onNavigate={onNavigate}>
            REGISTERED TEAMS
          </NavItem>
          <NavItem to={siteRoute.archivedRegisteredTeams.href()} onNavigate={onNavigate}>
            ARCHIVED TEAMS
          </NavItem>
          <NavItem to={siteRoute.organizations.href()} onNavigate={onNavigate}>
            ORGANIZATIONS
          </NavItem>
          <NavItem to={siteRoute.suspendedPlayers.href()} onNavigate={onNavigate}>
            SUSPENDED PLAYERS
          </NavItem>
          <NavItem to={siteRoute.venues.href()} onNavigate={onNavigate}>
            VENUES
          </NavItem>
        </>
      )}
      <NavItem to={siteRoute.home.href()} onNavigate={onNavigate}>
        HOME
      </NavItem>
      <NavButton
        onClick={() => {
          onNavigate?.();
          logoutAdmin();
        }}
      >
        LOGOUT
      </NavButton>
    </>
  );
}
