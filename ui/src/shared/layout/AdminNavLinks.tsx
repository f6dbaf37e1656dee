import { siteRoute } from '@league/contracts/site-pages';
import { useSessions } from '../session/useSessions';
import { adminNavEntries } from './adminNavEntries';
import { AccountNavItem, NavButton, NavItem } from './NavItem';
import { useLogout } from './useLogout';

/**
 * Admin navigation (admin.md, section 2): while a member of staff is logged in, the admin pages their role
 * may use (adminNavEntries); always HOME and LOGOUT.
 */
export function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { admin } = useSessions();
  const { logoutAdmin } = useLogout();
  return (
    <>
      {admin &&
        adminNavEntries(admin.role).map(({ route, to, label }) =>
          route === siteRoute.account ? (
            <AccountNavItem key={to} onNavigate={onNavigate} label={label} />
          ) : (
            <NavItem key={to} to={to} onNavigate={onNavigate}>
              {label}
            </NavItem>
          ),
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
