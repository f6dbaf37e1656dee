import { Button, Group, Modal, Text } from '@mantine/core';
import type { ErrorModalProps } from './errorModalProps';
import { OVERLAY_TRANSITION } from './modalTransition';
import { useOpenAfterMount } from './useShownOnce';

/** The modal of ErrorModal, loaded with Mantine's Modal the first time a page has an error to show. */
export function ErrorDialog({ error, onClear, title = 'An Error Occurred!' }: ErrorModalProps) {
  const open = useOpenAfterMount(Boolean(error));
  return (
    <Modal
      opened={open}
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
