import { Anchor, Button, Container, Group, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import {
  currentLeaguesQuery,
  leagueTeamsQuery,
  previousLeaguesQuery,
  type StandingsRow,
} from '../../shared/admin/leaguesApi';
import { ALL_DIVISIONS, adminPaths } from '../../shared/admin/adminPaths';
import { useRemoveTeam, useToggleTeam } from './api';

type Pending = { team: StandingsRow; action: 'archive' | 'delete' } | null;

/** The league a `/admin/{leagueName}/{divisionName}/{session}/{year}/…` route names (current ones first). */
export function useRouteLeague() {
  const { leagueName = '', divisionName = ALL_DIVISIONS, session = '', year = '' } = useParams();
  const current = useQuery(currentLeaguesQuery());
  const previous = useQuery(previousLeaguesQuery());
  const matches = [...(current.data ?? []), ...(previous.data ?? [])].filter(
    (league) =>
      league.leagueName === leagueName && league.session === session && String(league.year) === year,
  );
  const league = matches.find((candidate) => candidate.divisionName === divisionName) ?? matches[0];
  const isPending = current.isPending || (previous.isPending && !league);
  return { league, isPending, route: { leagueName, divisionName, session, year: Number(year) } };
}

/** /admin/{leagueName}/{divisionName}/{session}/{year}/teams: a league's teams by division. */
export function LeagueTeamsPage() {
  const { league, isPending, route } = useRouteLeague();
  const teams = useQuery({ ...leagueTeamsQuery(league?._id ?? ''), enabled: Boolean(league) });
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the teams');
  const toggleTeam = useToggleTeam();
  const removeTeam = useRemoveTeam();
  const [pending, setPending] = useState<Pending>(null);
  const [error, setError] = useState<string | null>(null);

  const all = teams.data?.listOfTeams ?? [];
  const filter = all.some((team) => team.divisionName === route.divisionName) ? route.divisionName : null;
  const shown = filter ? all.filter((team) => team.divisionName === filter) : all;
  const divisions = [...new Set(shown.map((team) => team.divisionName ?? ''))].sort();

  const confirm = () => {
    if (!pending) return;
    const mutation = pending.action === 'archive' ? toggleTeam : removeTeam;
    mutation.mutate(pending.team.teamId, {
      onError: (failure) =>
        setError(errorMessage(failure, `Something went wrong with the ${pending.action}`)),
      onSettled: () => setPending(null),
    });
  };

  return (
    <Container size="md" py="xl">
      <ErrorModal
        error={loadError.message ?? error}
        onClear={() => (error ? setError(null) : loadError.clear())}
      />
      <ConfirmModal
        opened={pending !== null}
        description={
          pending
            ? `${pending.action === 'archive' ? 'Archive' : 'Delete'} the team ${pending.team.teamName}?`
            : undefined
        }
        confirmLabel={pending?.action === 'archive' ? 'ARCHIVE' : 'DELETE'}
        busy={toggleTeam.isPending || removeTeam.isPending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />
      <PageTitle>{`${route.leagueName} Teams`}</PageTitle>
      <Text ta="center" c="dimmed" mt={-12} mb="md">
        {filter ? `${filter} · ` : ''}
        {route.session} {route.year}
        {filter && league && (
          <>
            {' · '}
            <Anchor
              component={Link}
              to={adminPaths.leagueTeams({ ...league, divisionName: ALL_DIVISIONS })}
              underline="always"
            >
              all divisions
            </Anchor>
          </>
        )}
      </Text>
      {league && (
        <Group justify="flex-end" mb="md">
          <Button component={Link} to={adminPaths.leagueSchedule(league._id)} variant="light">
            SCHEDULE
          </Button>
          <Button component={Link} to={adminPaths.newLeagueTeam(league)} color="red">
            Add a New Team
          </Button>
        </Group>
      )}
      {(isPending || teams.isPending) && league !== undefined && <Spinner />}
      {!isPending && !league && (
        <Text ta="center">
          No league {route.leagueName} in {route.session} {route.year}.
        </Text>
      )}
      {teams.isSuccess && shown.length === 0 && (
        <Text ta="center" fw={700}>
          No teams in this league yet.
        </Text>
      )}
      {league &&
        divisions.map((division) => (
          <div key={division}>
            {division && (
              <Title order={2} fz="lg" mt="md" mb="xs" c="navy.8">
                {division}
              </Title>
            )}
            <Table.ScrollContainer minWidth={600}>
              <Table withTableBorder bg="white">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Team</Table.Th>
                    <Table.Th>GP</Table.Th>
                    <Table.Th>PTS</Table.Th>
                    <Table.Th aria-label="Actions" />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown
                    .filter((team) => (team.divisionName ?? '') === division)
                    .map((team) => (
                      <Table.Tr key={team.teamId} data-testid="team-row">
                        <Table.Td fw={700}>{team.teamName}</Table.Td>
                        <Table.Td>{team.gamesPlayed}</Table.Td>
                        <Table.Td>{team.points}</Table.Td>
                        <Table.Td>
                          <Group gap="xs" justify="flex-end" wrap="nowrap">
                            <Button
                              component={Link}
                              to={adminPaths.leagueTeamPlayers(route, team.teamName)}
                              size="xs"
                              variant="light"
                            >
                              PLAYERS
                            </Button>
                            <Button
                              component={Link}
                              to={adminPaths.roster(team.teamName, league.year)}
                              size="xs"
                              variant="light"
                            >
                              ROSTER
                            </Button>
                            <Button
                              component={Link}
                              to={adminPaths.updateLeagueTeam(league, team.teamId)}
                              size="xs"
                              variant="default"
                            >
                              EDIT
                            </Button>
                            <Button
                              size="xs"
                              color="orange"
                              variant="light"
                              onClick={() => setPending({ team, action: 'archive' })}
                            >
                              ARCHIVE
                            </Button>
                            <Button
                              size="xs"
                              color="red"
                              variant="light"
                              onClick={() => setPending({ team, action: 'delete' })}
                            >
                              DELETE
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </div>
        ))}
    </Container>
  );
}
