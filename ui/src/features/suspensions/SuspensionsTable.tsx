import { formatDate } from '@league/contracts';
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import type { Suspension } from './schemas';

interface SuspensionsTableProps {
  suspensions: Suspension[];
  /** the current list also shows Served? and Appealed Successfully? */
  withFlags: boolean;
  actions: (suspension: Suspension) => ReactNode;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** "Saturday, Apr. 26, 2025": a list that spans seasons says the year. */
const suspensionDate = (isoDate: string) => `${formatDate(isoDate)}, ${isoDate.slice(0, 4)}`;

const COLUMNS: EntityColumn<Suspension>[] = [
  { label: 'Date', cell: (suspension) => suspensionDate(suspension.date), style: { whiteSpace: 'nowrap' } },
  {
    label: 'Player',
    cell: (suspension) => (
      <>
        {suspension.playerName}
        {/* recorded as free text before suspensions were linked: no roster shows it */}
        {suspension.playerId === null && (
          <Text component="span" display="block" size="xs" c="dimmed" fw={400}>
            not linked to a player
          </Text>
        )}
      </>
    ),
    fw: 700,
  },
  { label: 'Team', cell: (suspension) => suspension.playerTeam },
  { label: 'Reason', cell: (suspension) => suspension.reason },
  { label: '# of games', cell: (suspension) => suspension.howManyGames },
];

const FLAG_COLUMNS: EntityColumn<Suspension>[] = [
  { label: 'Served?', cell: (suspension) => yesNo(suspension.served) },
  { label: 'Appealed Successfully?', cell: (suspension) => yesNo(suspension.appealedSuccessfully) },
];

export function SuspensionsTable({ suspensions, withFlags, actions }: SuspensionsTableProps) {
  return (
    <EntityTable
      rows={suspensions}
      columns={withFlags ? [...COLUMNS, ...FLAG_COLUMNS] : COLUMNS}
      rowKey={(suspension) => suspension.suspensionId}
      rowTestId="suspension-row"
      layout="stacked"
      actions={actions}
    />
  );
}
