import { Drawer, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { OVERLAY_TRANSITION } from '../ui/modalTransition';
import { LeagueLogo } from './LeagueLogo';
import classes from './Nav.module.css';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  Links: ComponentType<{ onNavigate?: () => void }>;
}

/** The navigation of narrow screens: a drawer from the right, closed by its backdrop or a link. */
export function MenuDrawer({ opened, onClose, Links }: MenuDrawerProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={280}
      title={<LeagueLogo size={32} />}
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION, backgroundOpacity: 0.55 }}
    >
      <Stack component="nav" aria-label="Menu" gap={0} className={classes.drawerLinks}>
        <Links onNavigate={onClose} />
      </Stack>
    </Drawer>
  );
}
