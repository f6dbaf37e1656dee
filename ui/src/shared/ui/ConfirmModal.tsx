import { Button, Group, Modal, Text } from '@mantine/core';
import { OVERLAY_TRANSITION } from './modalTransition';

interface ConfirmModalProps {
  opened: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** what is about to happen, e.g. "Delete the venue Main Arena?" */
  description?: string;
  confirmLabel?: string;
  busy?: boolean;
}

/** The 'Are you sure?' question asked before every delete or archive. */
export function ConfirmModal({
  opened,
  onCancel,
  onConfirm,
  description,
  confirmLabel = 'DELETE',
  busy = false,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Are you sure?"
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {description && <Text>{description}</Text>}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          CANCEL
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
