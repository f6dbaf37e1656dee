import type { OutboxMessage, OutboxStatus } from '@league/contracts';
import { Badge, Text } from '@mantine/core';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { OUTBOX_KIND_LABEL } from './outboxKinds';
import { outboxMoment } from './outboxTimes';

const STATUS_COLOR: Record<OutboxStatus, string> = { waiting: 'yellow', sent: 'green', failed: 'red' };

const COLUMNS: EntityColumn<OutboxMessage>[] = [
  {
    label: 'Requested',
    cell: (message) => outboxMoment(message.requestedAt),
    style: { whiteSpace: 'nowrap' },
  },
  { label: 'Kind', cell: (message) => OUTBOX_KIND_LABEL[message.kind] },
  {
    label: 'To',
    cell: (message) => message.to ?? '(league address not set)',
    style: { overflowWrap: 'anywhere' },
  },
  {
    label: 'Subject',
    cell: (message) => (
      <div>
        <Text fw={600} size="sm">
          {message.subject}
        </Text>
        <Text size="xs" c="dimmed">
          from {message.fromName}
          {message.replyTo ? ` <${message.replyTo}>` : ''}
        </Text>
      </div>
    ),
  },
  {
    label: 'Status',
    cell: (message) => (
      <div>
        <Badge color={STATUS_COLOR[message.status]} variant="light">
          {message.status}
        </Badge>
        <Text size="xs" c="dimmed">
          {message.status === 'sent'
            ? outboxMoment(message.sentAt)
            : message.nextAttemptAt
              ? `next try ${outboxMoment(message.nextAttemptAt)}`
              : ''}
        </Text>
      </div>
    ),
  },
  { label: 'Attempts', cell: (message) => message.attempts },
  {
    label: 'Last error',
    cell: (message) => (
      <Text size="sm" c={message.lastError ? 'red.8' : 'dimmed'}>
        {message.lastError ?? '—'}
      </Text>
    ),
  },
];

export function OutboxTable({ messages }: { messages: OutboxMessage[] }) {
  return (
    <EntityTable
      rows={messages}
      columns={COLUMNS}
      rowKey={(message) => message.messageId}
      rowTestId="outbox-row"
      layout="stacked"
    />
  );
}
