import type { OutboxItem, OutboxStatus } from '@league/contracts';
import { Badge, Table, Text } from '@mantine/core';
import { outboxMoment } from './outboxTimes';
import classes from '../../shared/ui/stackedTable.module.css';

const STATUS_COLOR: Record<OutboxStatus, string> = { waiting: 'yellow', sent: 'green', failed: 'red' };

export function OutboxTable({ messages }: { messages: OutboxItem[] }) {
  return (
    <Table withTableBorder bg="white" verticalSpacing="sm" className={classes.stacked}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Requested</Table.Th>
          <Table.Th>Kind</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Subject</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Attempts</Table.Th>
          <Table.Th>Last error</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {messages.map((message) => (
          <Table.Tr key={message._id} data-testid="outbox-row">
            <Table.Td data-label="Requested" style={{ whiteSpace: 'nowrap' }}>
              {outboxMoment(message.requestedAt)}
            </Table.Td>
            <Table.Td data-label="Kind">
              {message.kind === 'contact' ? 'Contact form' : 'League e-mail'}
            </Table.Td>
            <Table.Td data-label="To" style={{ overflowWrap: 'anywhere' }}>
              {message.to ?? '(league address not set)'}
            </Table.Td>
            <Table.Td data-label="Subject">
              <div>
                <Text fw={600} size="sm">
                  {message.subject}
                </Text>
                <Text size="xs" c="dimmed">
                  from {message.fromName}
                  {message.replyTo ? ` <${message.replyTo}>` : ''}
                </Text>
              </div>
            </Table.Td>
            <Table.Td data-label="Status">
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
            </Table.Td>
            <Table.Td data-label="Attempts">{message.attempts}</Table.Td>
            <Table.Td data-label="Last error">
              <Text size="sm" c={message.lastError ? 'red.8' : 'dimmed'}>
                {message.lastError ?? '—'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
