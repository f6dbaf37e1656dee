import { siteRoute } from '@league/contracts/site-pages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessions } from '../session/useSessions';
import { adminNavEntries } from './adminNavEntries';
import { AccountNavItem, NavButton, NavItem } from './NavItem';
import { useLogout } from './useLogout';

/**
 * Admin navigation (docs/rules.md §2): while a member of staff is logged in, the admin pages their role
 * may use (adminNavEntries), following the role the server answers after a refusal; always HOME and
 * LOGOUT.
 */
export function AdminNavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { admin } = useSessions();
  const queryClient = useQueryClient();
  // while the admin menu is up, a 403 makes it ask the server for the role anew (code loaded with it)
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    void import('../session/refreshStaffIdentity').then((module) => {
      if (!left) stop = module.refreshStaffIdentityOnRefusal(queryClient);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [queryClient]);
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
