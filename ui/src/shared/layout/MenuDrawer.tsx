import { Drawer, Group, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { OVERLAY_TRANSITION } from '../ui/modalTransition';
import { LeagueLogo } from './LeagueLogo';
import { MENU_DRAWER_ID } from './menuDrawerId';
import classes from './Nav.module.css';

interface MenuDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** a link followed closes the drawer (the focus goes to the new page) */
  onNavigate: () => void;
  Links: ComponentType<{ onNavigate?: () => void }>;
}

/** The navigation of narrow screens: a dialog named "Menu" from the right, closed by its backdrop or a link. */
export function MenuDrawer({ opened, onClose, onNavigate, Links }: MenuDrawerProps) {
  return (
    <Drawer
      id={MENU_DRAWER_ID}
      opened={opened}
      onClose={onClose}
      // the header puts the focus back on the menu button (Mantine's return misses a first opening
      // that loads the drawer)
      returnFocus={false}
      position="right"
      size={280}
      title={
        <Group gap="sm" wrap="nowrap">
          <LeagueLogo size={32} decorative />
          <Text component="span" fw={800} c="navy.9" tt="uppercase">
            Menu
          </Text>
        </Group>
      }
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION, backgroundOpacity: 0.55 }}
    >
      <Stack component="nav" aria-label="Menu" gap={0} className={classes.drawerLinks}>
        <Links onNavigate={onNavigate} />
      </Stack>
    </Drawer>
  );
}
