import { siteRoute } from '@league/contracts/site-pages';
import { Box, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from '../router';
import { staffHome } from '../session/staffPages';
import { useSessions } from '../session/useSessions';
import { AdminNavLinks } from './AdminNavLinks';
import { LeagueLogo } from './LeagueLogo';
import { MENU_DRAWER_ID } from './menuDrawerId';
import classes from './Nav.module.css';
import type { NavArea } from './navArea';
import { SiteNavLinks } from './SiteNavLinks';

// The drawer (with Mantine's modal, focus trap and scroll lock) is only for narrow screens: it loads
// when a pointer or the keyboard reaches the menu button, so it is usually there before the press.
const MenuDrawer = lazy(() => import('./MenuDrawer').then((module) => ({ default: module.MenuDrawer })));

/**
 * The content of the page's banner: the logo (to /conduct, docs/rules.md §2), a title link and the
 * navigation. On narrower screens (Nav.module.css: below 85em, where every link of the bar fits) the
 * links move into a drawer opened by the menu button; the backdrop closes it.
 */
export function SiteHeader({ navArea }: { navArea: NavArea }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { admin } = useSessions();
  const wantDrawer = () => setDrawerWanted(true);
  const Links = navArea === 'admin' ? AdminNavLinks : SiteNavLinks;
  const title =
    navArea === 'admin'
      ? { to: staffHome(admin?.role ?? 'admin'), text: 'Admin' }
      : { to: siteRoute.home.href(), text: 'Ball Hockey League' };

  return (
    <Box className={classes.header} px="md" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Link to={siteRoute.conduct.href()} aria-label="Code of Conduct" style={{ display: 'flex' }}>
            <LeagueLogo />
          </Link>
          <Link to={title.to} className={classes.brand}>
            {title.text}
          </Link>
        </Group>
        <nav aria-label="Main" className={classes.desktopNav} data-area={navArea}>
          <Links />
        </nav>
        <div
          className={classes.menuButton}
          data-area={navArea}
          onPointerEnter={wantDrawer}
          onPointerDown={wantDrawer}
          onFocus={wantDrawer}
        >
          <button
            type="button"
            ref={menuButton}
            className={classes.burger}
            onClick={() => {
              wantDrawer();
              drawer.toggle();
            }}
            aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
            aria-expanded={drawerOpened}
            aria-controls={MENU_DRAWER_ID}
            aria-haspopup="dialog"
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <path
                d="M3 6h18M3 12h18M3 18h18"
                stroke="currentColor"
                strokeWidth="2.5"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MenuDrawer
            opened={drawerOpened}
            onClose={() => {
              drawer.close();
              // closed by the backdrop, Escape or its close button: back where the visitor opened it
              // (a link followed instead leaves the focus to the new page)
              menuButton.current?.focus();
            }}
            onNavigate={drawer.close}
            Links={Links}
          />
        </Suspense>
      )}
    </Box>
  );
}
