import { Button, Container, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../shared/router';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { adminPaths } from '../../shared/admin/adminPaths';
import { archivedTeamsQuery, useToggleTeam, type ArchivedTeam } from './api';

/** /admin/teams/archive: the league's archived teams, their rosters, and Move To Current. */
export function ArchivedTeamsPage() {
  const teams = useQuery(archivedTeamsQuery());
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the archived teams');
  const toggleTeam = useToggleTeam();
  const [toMove, setToMove] = useState<ArchivedTeam | null>(null);
  return (
    <Container size="sm" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <ConfirmModal
        opened={toMove !== null}
        description={
          toMove ? `Move ${toMove.teamName} (${toMove.year}) back to the current teams?` : undefined
        }
        confirmLabel="MOVE TO CURRENT"
        busy={toggleTeam.isPending}
        onCancel={() => setToMove(null)}
        onConfirm={() =>
          toMove &&
          toggleTeam.mutate(toMove._id, {
            onError: (failure) => console.error('Moving the team failed:', failure),
            onSettled: () => setToMove(null),
          })
        }
      />
      <PageTitle>Archived League Teams</PageTitle>
      {teams.isPending && <Spinner />}
      {teams.isSuccess &&
        (teams.data.length === 0 ? (
          <Text ta="center" fw={700}>
            No Archived Teams!
          </Text>
        ) : (
          <Table withTableBorder bg="white">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Year</Table.Th>
                <Table.Th>Team Name</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {teams.data.map((team) => (
                <Table.Tr key={team._id} data-testid="archived-team-row">
                  <Table.Td>{team.year}</Table.Td>
                  <Table.Td fw={700}>{team.teamName}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        component={Link}
                        to={adminPaths.roster(team.teamName, team.year)}
                        size="xs"
                        variant="light"
                      >
                        ROSTER
                      </Button>
                      <Button size="xs" variant="light" color="green" onClick={() => setToMove(team)}>
                        Move To Current
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ))}
    </Container>
  );
}
