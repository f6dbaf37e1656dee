import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { resolveTo } from './history';
import { useLocation, useNavigate } from './Router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

const modified = (event: MouseEvent) => event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;

/**
 * An anchor that navigates inside the app on a plain left click (new tabs, windows and downloads keep
 * the browser's behaviour); a link to the current address replaces it rather than adding an entry.
 */
export function Link({ to, replace, state, onClick, target, ...anchor }: LinkProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const href = resolveTo(to, location);
  return (
    <a
      {...anchor}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self') || modified(event))
          return;
        event.preventDefault();
        const here = location.pathname + location.search + location.hash;
        navigate(href, { replace: replace ?? here === href, state });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** active only on exactly this path, not below it */
  end?: boolean;
}

/** A Link marked aria-current="page" (and class "active") while its path is the current one or above it. */
export function NavLink({ end = false, className, ...link }: NavLinkProps) {
  const location = useLocation();
  const current = location.pathname.toLowerCase();
  const target = resolveTo(link.to, location).split(/[?#]/)[0]!.toLowerCase();
  // below `target`: the next character is a slash (the target's own trailing slash counts)
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active =
    current === target || (!end && current.startsWith(target) && current.charAt(slashAt) === '/');
  return (
    <Link
      {...link}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null].filter(Boolean).join(' ') || undefined}
    />
  );
}
