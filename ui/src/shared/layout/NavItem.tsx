import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { siteRoute } from '@league/contracts/site-pages';
import { NavLink } from '../router';
import classes from './Nav.module.css';

interface NavItemProps {
  to: string;
  children: ReactNode;
  onNavigate?: () => void;
  end?: boolean;
}

export function NavItem({ to, children, onNavigate, end = true }: NavItemProps) {
  return (
    <NavLink to={to} end={end} className={classes.link} onClick={onNavigate}>
      {children}
    </NavLink>
  );
}

export function NavButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <UnstyledButton className={classes.link} onClick={onClick}>
      {children}
    </UnstyledButton>
  );
}

/**
 * The signed-in account's own page: a person in the wide bar, with its name ACCOUNT for assistive
 * technology (the bar has no room for another word), and the word in the drawer.
 */
export function AccountNavItem({
  onNavigate,
  label = 'ACCOUNT',
}: {
  onNavigate?: () => void;
  label?: string;
}) {
  return (
    <NavLink
      to={siteRoute.account.href()}
      end
      className={`${classes.link} ${classes.account}`}
      onClick={onNavigate}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className={classes.accountIcon}>
        <path
          d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
      </svg>
      <span className={classes.accountLabel}>{label}</span>
    </NavLink>
  );
}
