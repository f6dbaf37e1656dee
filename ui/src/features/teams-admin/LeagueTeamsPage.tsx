import { siteRoute } from '@league/contracts/site-pages';
import { Anchor, Button, Container, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from '../../shared/router';
import { errorMessage } from '../../shared/api/apiRequest';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { EntityTable, type EntityColumn } from '../../shared/ui/EntityTable';
import { RowActions } from '../../shared/ui/RowActions';
import {
  currentLeaguesQuery,
  leagueTeamsQuery,
  previousLeaguesQuery,
  type StandingsRow,
} from '../../shared/admin/leaguesApi';
import { ALL_DIVISIONS, withAllDivisions } from '../../shared/admin/divisions';
import { useRemoveTeam, useToggleTeam } from './api';
import { LinkButton } from '../../shared/ui/LinkButton';
import { EmptyNotice } from '../../shared/ui/EmptyNotice';

const TEAM_COLUMNS: EntityColumn<StandingsRow>[] = [
  { label: 'Team', cell: (team) => team.teamName, fw: 700 },
  { label: 'GP', cell: (team) => team.gamesPlayed },
  { label: 'PTS', cell: (team) => team.points },
];

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
  const teams = useQuery({ ...leagueTeamsQuery(league?.leagueId ?? ''), enabled: Boolean(league) });
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
              to={siteRoute.leagueTeams.href(withAllDivisions({ ...league, divisionName: ALL_DIVISIONS }))}
              underline="always"
            >
              all divisions
            </Anchor>
          </>
        )}
      </Text>
      {league && (
        <Group justify="flex-end" mb="md">
          <LinkButton to={siteRoute.adminLeagueSchedule.href({ leagueId: league.leagueId })} variant="light">
            SCHEDULE
          </LinkButton>
          <LinkButton to={siteRoute.newLeagueTeam.href(league)} color="red">
            Add a New Team
          </LinkButton>
        </Group>
      )}
      {(isPending || teams.isPending) && league !== undefined && <Spinner />}
      {!isPending && !league && (
        <Text ta="center">
          No league {route.leagueName} in {route.session} {route.year}.
        </Text>
      )}
      {teams.isSuccess && shown.length === 0 && <EmptyNotice>No teams in this league yet.</EmptyNotice>}
      {league &&
        divisions.map((division) => (
          <div key={division}>
            {division && (
              <Title order={2} fz="lg" mt="md" mb="xs" c="navy.8">
                {division}
              </Title>
            )}
            <EntityTable
              rows={shown.filter((team) => (team.divisionName ?? '') === division)}
              columns={TEAM_COLUMNS}
              rowKey={(team) => team.teamId}
              rowTestId="team-row"
              layout={{ minWidth: 600 }}
              actions={(team) => (
                <RowActions>
                  <LinkButton
                    to={siteRoute.leagueTeamPlayers.href({
                      ...withAllDivisions(route),
                      teamName: team.teamName,
                    })}
                    size="xs"
                    variant="light"
                  >
                    PLAYERS
                  </LinkButton>
                  <LinkButton
                    to={siteRoute.teamRoster.href({ teamName: team.teamName, year: league.year })}
                    size="xs"
                    variant="light"
                  >
                    ROSTER
                  </LinkButton>
                  <LinkButton
                    to={siteRoute.updateLeagueTeam.href({ ...league, teamId: team.teamId })}
                    size="xs"
                    variant="default"
                  >
                    EDIT
                  </LinkButton>
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
                </RowActions>
              )}
            />
          </div>
        ))}
    </Container>
  );
}
