import { formatDate } from '@league/contracts';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Suspension } from './schemas';
import classes from '../../shared/ui/stackedTable.module.css';

interface SuspensionsTableProps {
  suspensions: Suspension[];
  /** the current list also shows Served? and Appealed Successfully? */
  withFlags: boolean;
  actions: (suspension: Suspension) => ReactNode;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

export function SuspensionsTable({ suspensions, withFlags, actions }: SuspensionsTableProps) {
  return (
    <Table withTableBorder bg="white" verticalSpacing="sm" className={classes.stacked}>
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
            <Table.Td data-label="Date" style={{ whiteSpace: 'nowrap' }}>
              {formatDate(suspension.date)}
            </Table.Td>
            <Table.Td data-label="Player" fw={700}>
              {suspension.playerName}
            </Table.Td>
            <Table.Td data-label="Team">{suspension.playerTeam}</Table.Td>
            <Table.Td data-label="Reason">{suspension.reason}</Table.Td>
            <Table.Td data-label="# of games">{suspension.howManyGames}</Table.Td>
            {withFlags && <Table.Td data-label="Served?">{yesNo(suspension.served)}</Table.Td>}
            {withFlags && (
              <Table.Td data-label="Appealed Successfully?">
                {yesNo(suspension.appealedSuccessfully)}
              </Table.Td>
            )}
            <Table.Td>{actions(suspension)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
