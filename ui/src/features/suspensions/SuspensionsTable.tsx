import { formatDate } from '@league/contracts';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Suspension } from './schemas';

interface SuspensionsTableProps {
  suspensions: Suspension[];
  /** the current list also shows Served? and Appealed Successfully? */
  withFlags: boolean;
  actions: (suspension: Suspension) => ReactNode;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function SuspensionsTable({ suspensions, withFlags, actions }: SuspensionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={withFlags ? 900 : 720}>
      <Table withTableBorder bg="white" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Player</Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th># of games</Table.Th>
            {withFlags && <Table.Th>Served?</Table.Th>}
            {withFlags && <Table.Th>Appealed Successfully?</Table.Th>}
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {suspensions.map((suspension) => (
            <Table.Tr key={suspension._id} data-testid="suspension-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(suspension.date)}</Table.Td>
              <Table.Td fw={700}>{suspension.playerName}</Table.Td>
              <Table.Td>{suspension.playerTeam}</Table.Td>
              <Table.Td maw={280}>{suspension.reason}</Table.Td>
              <Table.Td ta="center">{suspension.howManyGames}</Table.Td>
              {withFlags && <Table.Td>{yesNo(suspension.served)}</Table.Td>}
              {withFlags && <Table.Td>{yesNo(suspension.appealedSuccessfully)}</Table.Td>}
              <Table.Td>{actions(suspension)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
