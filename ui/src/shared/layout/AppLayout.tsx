import { Suspense, useRef, type MouseEvent, type ReactNode } from 'react';
import { Outlet } from '../router';
import { useSessionExpiry } from '../session/useSessions';
import { Spinner } from '../ui/Spinner';
import classes from './AppLayout.module.css';
import type { NavArea } from './navArea';
import { SiteHeader } from './SiteHeader';
import { useFocusOnNavigation } from './useFocusOnNavigation';

/**
 * A modal locks the page's scrolling and pads the body by the scrollbar's width; react-remove-scroll
 * (in Mantine's modals) shifts fixed elements with this class by as much, so the header stays put.
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

export const MAIN_ID = 'main-content';

/**
 * Every page's frame: a skip link (the first thing Tab reaches), the header (the page's one banner)
 * with the navigation of `navArea`, the page of the current route in the one `main`, and `footer`.
 * After a client-side navigation the focus moves to the new page's h1 (useFocusOnNavigation).
 */
export function AppLayout({ navArea, footer }: { navArea: NavArea; footer?: ReactNode }) {
  useSessionExpiry();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  // the link's own jump would change the address (the router would see #main-content): focus instead
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <SiteHeader navArea={navArea} />
      </header>
      <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      {footer}
    </div>
  );
}
