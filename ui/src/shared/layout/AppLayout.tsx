import { Box } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from '../router';
import { useSessionExpiry } from '../session/useSessions';
import { Spinner } from '../ui/Spinner';
import classes from './AppLayout.module.css';
import type { NavArea } from './navArea';
import { SiteHeader } from './SiteHeader';

/**
 * A modal locks the page's scrolling and pads the body by the scrollbar's width; react-remove-scroll
 * (in Mantine's modals) shifts fixed elements with this class by as much, so the header stays put.
 */
const KEEP_CLEAR_OF_SCROLLBAR = 'right-scroll-bar-position';

/** The header with the navigation of `navArea`, and the page of the current route below it. */
export function AppLayout({ navArea }: { navArea: NavArea }) {
  useSessionExpiry();
  return (
    <div>
      <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLLBAR}`}>
        <SiteHeader navArea={navArea} />
      </header>
      <main className={classes.main}>
        <Box component="section" px={{ base: 'xs', sm: 'md' }} pb="xl">
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </Box>
      </main>
    </div>
  );
}
