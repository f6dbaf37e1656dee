import { Button, Group, List, Modal, Text } from '@mantine/core';
import { SCHEDULE_CONFLICT_MESSAGE, type ScheduleEntry } from '@league/contracts';
import { OVERLAY_TRANSITION } from '../../shared/ui/modalTransition';
import { itemDateWithYear, itemTime, opponentLabel } from '../../shared/league/schedules/scheduleItem';

interface ConflictModalProps {
  /** the clashing items; the modal is open while there are any */
  items: ScheduleEntry[] | null;
  /** why they clash (the server's message of a refused save); the same date, time and place by default */
  message?: string;
  onOk: () => void;
  /** offered after a refused save: record it anyway (allowConflict) */
  onSaveAnyway?: () => void;
  busy?: boolean;
}

const describe = (item: ScheduleEntry) =>
  `${itemDateWithYear(item)}, ${itemTime(item)} at ${item.venueName}: ${
    item.kind === 'event' ? (item.eventName ?? 'Event') : opponentLabel(item)
  }${item.leagueName ? ` (${item.leagueName})` : ''}`;

/**
 * The 'SCHEDULING CONFLICT!!' modal (docs/rules.md §5): why the items clash (they share a date, time and
 * place, or book a team twice), the items, and OK.
 */
export function ConflictModal({
  items,
  message = SCHEDULE_CONFLICT_MESSAGE,
  onOk,
  onSaveAnyway,
  busy = false,
}: ConflictModalProps) {
  return (
    <Modal
      opened={Boolean(items?.length)}
      onClose={onOk}
      title="SCHEDULING CONFLICT!!"
      centered
      transitionProps={OVERLAY_TRANSITION}
      overlayProps={{ transitionProps: OVERLAY_TRANSITION }}
      styles={{
        title: {
          fontWeight: 800,
          fontSize: 'var(--mantine-font-size-lg)',
          color: 'var(--mantine-color-red-8)',
        },
      }}
    >
      <Text mb="sm" data-testid="conflict-message">
        {message}
      </Text>
      <List size="sm" spacing={4} data-testid="conflict-list">
        {items?.map((item) => (
          <List.Item key={item.itemId}>{describe(item)}</List.Item>
        ))}
      </List>
      <Group justify="flex-end" mt="lg">
        {onSaveAnyway && (
          <Button color="red" variant="light" onClick={onSaveAnyway} loading={busy}>
            SAVE ANYWAY
          </Button>
        )}
        <Button onClick={onOk}>OK</Button>
      </Group>
    </Modal>
  );
}
