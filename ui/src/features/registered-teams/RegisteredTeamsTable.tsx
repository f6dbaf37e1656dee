import { Button, Group, Table } from '@mantine/core';
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
    <Table.ScrollContainer minWidth={760}>
      <Table withTableBorder striped bg="white">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Year</Table.Th>
            <Table.Th>Organization</Table.Th>
            <Table.Th>Team Name</Table.Th>
            <Table.Th>Head Coach</Table.Th>
            <Table.Th>Assistant Coaches</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team._id} data-testid={testId}>
              <Table.Td>{team.year}</Table.Td>
              <Table.Td>{team.organization}</Table.Td>
              <Table.Td fw={700}>{team.team}</Table.Td>
              <Table.Td>{team.headCoach}</Table.Td>
              <Table.Td>{team.assistantCoaches}</Table.Td>
              <Table.Td>
                <Group gap="xs" justify="flex-end" wrap="nowrap">
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
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
