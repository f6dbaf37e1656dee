import { Button, Group, Modal, Text } from '@mantine/core';
import { OVERLAY_TRANSITION } from './modalTransition';

export type ErrorModalTitle = 'An Error Occurred!' | 'Heads Up!';

interface ErrorModalProps {
  /** the message to show; the modal is open while it is set */
  error: string | null | undefined;
  onClear: () => void;
  /** 'Heads Up!' on standings and leaders pages, 'An Error Occurred!' everywhere else */
  title?: ErrorModalTitle;
}

export function ErrorModal({ error, onClear, title = 'An Error Occurred!' }: ErrorModalProps) {
  return (
    <Modal
      opened={Boolean(error)}
      onClose={onClear}
      title={title}
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text data-testid="error-message">{error}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClear}>Okay</Button>
      </Group>
    </Modal>
  );
}
