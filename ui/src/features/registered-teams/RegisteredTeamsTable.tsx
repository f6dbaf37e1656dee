import { Button } from '@mantine/core';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { RowActions } from '../../shared/ui/RowActions';
import type { RegisteredTeam } from './types';

interface RegisteredTeamsTableProps {
  teams: RegisteredTeam[];
  onViewRoster: (team: RegisteredTeam) => void;
  /** Archive Team on the current list, Move To Current on the archived one */
  actionLabel: string;
  onAction: (team: RegisteredTeam) => void;
  /** Erase Coach Data: the admin erases the personal data of the team's coach (after a confirmation) */
  onEraseCoach?: (team: RegisteredTeam) => void;
  testId: string;
}

const COLUMNS: EntityColumn<RegisteredTeam>[] = [
  { label: 'Year', cell: (team) => team.year },
  { label: 'Organization', cell: (team) => team.organization },
  { label: 'Team Name', cell: (team) => team.team, fw: 700 },
  { label: 'Head Coach', cell: (team) => team.headCoach },
  { label: 'Assistant Coaches', cell: (team) => team.assistantCoaches },
];

/** Year, Organization, Team Name, Head Coach, Assistant Coaches, View Roster and one action. */
export function RegisteredTeamsTable({
  teams,
  onViewRoster,
  actionLabel,
  onAction,
  onEraseCoach,
  testId,
}: RegisteredTeamsTableProps) {
  return (
    <EntityTable
      rows={teams}
      columns={COLUMNS}
      rowKey={(team) => team.registeredTeamId}
      rowTestId={testId}
      layout={{ minWidth: 760 }}
      striped
      actions={(team) => (
        <RowActions>
          <Button size="xs" variant="light" onClick={() => onViewRoster(team)}>
            View Roster
          </Button>
          <Button size="xs" color="red" variant="light" onClick={() => onAction(team)}>
            {actionLabel}
          </Button>
          {onEraseCoach && (
            <Button size="xs" color="red" variant="light" onClick={() => onEraseCoach(team)}>
              Erase Coach Data
            </Button>
          )}
        </RowActions>
      )}
    />
  );
}
