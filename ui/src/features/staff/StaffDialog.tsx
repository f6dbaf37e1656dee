import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { OVERLAY_TRANSITION } from '../../shared/ui/modalTransition';

/** A dialog of the staff page (invite, edit): its form is unmounted when closed, so each opening starts afresh. */
export function StaffDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {opened && children}
    </Modal>
  );
}
