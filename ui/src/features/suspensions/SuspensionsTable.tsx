import { formatDate } from '@league/contracts';
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

const COLUMNS: EntityColumn<Suspension>[] = [
  { label: 'Date', cell: (suspension) => formatDate(suspension.date), style: { whiteSpace: 'nowrap' } },
  { label: 'Player', cell: (suspension) => suspension.playerName, fw: 700 },
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
      rowKey={(suspension) => suspension._id}
      rowTestId="suspension-row"
      layout="stacked"
      actions={actions}
    />
  );
}
