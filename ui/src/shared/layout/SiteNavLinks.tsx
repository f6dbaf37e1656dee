import { useSessions } from '../session/useSessions';
import { NavButton, NavItem } from './NavItem';
import { useLogout } from './useLogout';

/**
 * Public navigation; what it offers depends on who is logged in (public-and-coach.md, Navigation).
 * Beyond the spec: Home first (the phone menu had no way back but the title), and Tournaments (the
 * open tournaments a player registers for) beside the rosters.
 */
export function SiteNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { admin, coach } = useSessions();
  const { logoutCoach } = useLogout();
  return (
    <>
      <NavItem to="/" onNavigate={onNavigate}>
        Home
      </NavItem>
      <NavItem to="/statsandstandings" onNavigate={onNavigate}>
        STATS &amp; STANDINGS
      </NavItem>
      <NavItem to="/info" onNavigate={onNavigate}>
        Info
      </NavItem>
      <NavItem to="/conduct" onNavigate={onNavigate}>
        Code of Conduct
      </NavItem>
      <NavItem to="/rosters" onNavigate={onNavigate}>
        Rosters
      </NavItem>
      <NavItem to="/tournaments" onNavigate={onNavigate}>
        Tournaments
      </NavItem>
      {coach ? (
        <NavItem to={`/teamRegistration/${encodeURIComponent(coach.coachId)}`} onNavigate={onNavigate}>
          Register Your Team
        </NavItem>
      ) : (
        <NavItem to="/register" onNavigate={onNavigate}>
          Register Your Team
        </NavItem>
      )}
      <NavItem to={admin ? '/admin/registration' : '/admin/login'} onNavigate={onNavigate}>
        Admin
      </NavItem>
      {coach && (
        <NavButton
          onClick={() => {
            onNavigate?.();
            logoutCoach();
          }}
        >
          LOGOUT
        </NavButton>
      )}
    </>
  );
}
