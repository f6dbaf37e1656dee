import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
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
