import { Box, Burger, Drawer, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { OVERLAY_TRANSITION } from '../ui/modalTransition';
import { AdminNavLinks } from './AdminNavLinks';
import { LeagueLogo } from './LeagueLogo';
import classes from './Nav.module.css';
import type { NavArea } from './navArea';
import { SiteNavLinks } from './SiteNavLinks';

/**
 * Header with the logo (to /conduct, as the spec says), a title link and the navigation. On narrower
 * screens (Nav.module.css: 75em for the site links, 80em for the longer admin bar) the links move
 * into a drawer opened by the menu button; the backdrop closes it.
 */
export function SiteHeader({ navArea }: { navArea: NavArea }) {
  const [drawerOpened, drawer] = useDisclosure(false);
  const Links = navArea === 'admin' ? AdminNavLinks : SiteNavLinks;
  const title =
    navArea === 'admin'
      ? { to: '/admin/leagues/current', text: 'Admin' }
      : { to: '/', text: 'Ball Hockey League' };

  return (
    <Box component="header" className={classes.header} px="md" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Link to="/conduct" aria-label="Code of Conduct" style={{ display: 'flex' }}>
            <LeagueLogo />
          </Link>
          <Link to={title.to} className={classes.brand}>
            {title.text}
          </Link>
        </Group>
        <nav aria-label="Main" className={classes.desktopNav} data-area={navArea}>
          <Links />
        </nav>
        <div className={classes.menuButton} data-area={navArea}>
          <Burger
            opened={drawerOpened}
            onClick={drawer.toggle}
            color="white"
            aria-label={drawerOpened ? 'Close menu' : 'Open menu'}
          />
        </div>
      </Group>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        position="right"
        size={280}
        title={<LeagueLogo size={32} />}
        transitionProps={OVERLAY_TRANSITION}
        overlayProps={{ transitionProps: OVERLAY_TRANSITION, backgroundOpacity: 0.55 }}
      >
        <Stack component="nav" aria-label="Menu" gap={0} className={classes.drawerLinks}>
          <Links onNavigate={drawer.close} />
        </Stack>
      </Drawer>
    </Box>
  );
}
