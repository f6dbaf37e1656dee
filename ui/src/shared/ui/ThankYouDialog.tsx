import { Button, Group, Modal, Text } from '@mantine/core';
import { OVERLAY_TRANSITION } from './modalTransition';
import { useOpenAfterMount } from './useShownOnce';
import type { ThankYouModalProps } from './thankYouModalProps';

/** The modal of ThankYouModal, loaded with Mantine's Modal when it is first shown. */
export function ThankYouDialog({ opened, message, onOkay }: ThankYouModalProps) {
  const open = useOpenAfterMount(opened);
  return (
    <Modal
      opened={open}
      onClose={onOkay}
      title="Thank You!"
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{ title: { fontWeight: 800, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text data-testid="thank-you-message">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOkay}>OKAY</Button>
      </Group>
    </Modal>
  );
}
