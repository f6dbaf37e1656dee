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
          <NavItem to="/admin/leagues/current" onNavigate={onNavigate}>
            LEAGUE PLAY
          </NavItem>
          <NavItem to="/admin/getAllCOCCoaches" onNavigate={onNavigate}>
            CODE OF CONDUCT
          </NavItem>
          <NavItem to="/admin/registration" onNavigate={onNavigate}>
            REGISTERED TEAMS
          </NavItem>
          <NavItem to="/admin/archived" onNavigate={onNavigate}>
            ARCHIVED TEAMS
          </NavItem>
          <NavItem to="/admin/orgs" onNavigate={onNavigate}>
            ORGANIZATIONS
          </NavItem>
          <NavItem to="/admin/suspended" onNavigate={onNavigate}>
            SUSPENDED PLAYERS
          </NavItem>
          <NavItem to="/admin/venues" onNavigate={onNavigate}>
            VENUES
          </NavItem>
        </>
      )}
      <NavItem to="/" onNavigate={onNavigate}>
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
