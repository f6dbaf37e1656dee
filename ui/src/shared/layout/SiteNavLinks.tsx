import { siteRoute } from '@league/contracts/site-pages';
import { staffLanding } from '../session/staffPages';
import { useSessions } from '../session/useSessions';
import { AccountNavItem, NavButton, NavItem } from './NavItem';
import { useLogout } from './useLogout';

/**
 * Public navigation; what it offers depends on who is logged in (docs/rules.md §2).
 * Added to the first design: Home first (the phone menu had no way back but the title), Tournaments (the open
 * tournaments a player registers for) beside the rosters, and a signed-in coach's Account; the Admin link
 * leads a member of staff to the page their role lands on.
 */
export function SiteNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { admin, coach } = useSessions();
  const { logoutCoach } = useLogout();
  return (
    <>
      <NavItem to={siteRoute.home.href()} onNavigate={onNavigate}>
        Home
      </NavItem>
      <NavItem to={siteRoute.statsAndStandings.href()} onNavigate={onNavigate}>
        STATS &amp; STANDINGS
      </NavItem>
      <NavItem to={siteRoute.info.href()} onNavigate={onNavigate}>
        Info
      </NavItem>
      <NavItem to={siteRoute.conduct.href()} onNavigate={onNavigate}>
        Code of Conduct
      </NavItem>
      <NavItem to={siteRoute.rosters.href()} onNavigate={onNavigate}>
        Rosters
      </NavItem>
      <NavItem to={siteRoute.openTournaments.href()} onNavigate={onNavigate}>
        Tournaments
      </NavItem>
      {coach ? (
        <NavItem to={siteRoute.teamRegistration.href({ coachId: coach.coachId })} onNavigate={onNavigate}>
          Register Your Team
        </NavItem>
      ) : (
        <NavItem to={siteRoute.register.href()} onNavigate={onNavigate}>
          Register Your Team
        </NavItem>
      )}
      <NavItem to={admin ? staffLanding(admin.role) : siteRoute.adminLogin.href()} onNavigate={onNavigate}>
        Admin
      </NavItem>
      {coach && <AccountNavItem onNavigate={onNavigate} label="Account" />}
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
