import { Container, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useNavigate, useParams } from '../../shared/router';
import { pageTitles, siteRoute } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Breadcrumbs, type BreadcrumbItem } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Picker, WIDE_PICKER } from '../../shared/ui/Picker';
import { Spinner } from '../../shared/ui/Spinner';
import { oldRosterAndScheduleQuery } from '../../shared/league/schedules/api';
import { archivedTeamsQuery } from './api';
import { teamSeasonLabel } from '../../shared/league/history/labels';

// a picked team's season (roster and schedule tables): its code comes with the first pick, fetched
// alongside the team's data; the picker alone does not need it
const loadTeamSeason = () => import('../../shared/league/schedules/TeamSeason');
const TeamSeason = lazy(() => loadTeamSeason().then(({ TeamSeason: Season }) => ({ default: Season })));

function ArchivedTeam({ teamId }: { teamId: string }) {
  const team = useQuery(oldRosterAndScheduleQuery(teamId));
  notFoundWhenMissing(team);
  const loadError = useQueryErrorMessage(team, 'Something went wrong with loading the team');
  useEffect(() => void loadTeamSeason(), []);
  return (
    <>
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      {team.isPending && <Spinner />}
      {team.data && <DocumentTitle title={pageTitles.teamHistory(team.data)} />}
      {team.data && (
        <Suspense fallback={<Spinner />}>
          <TeamSeason team={team.data} />
        </Suspense>
      )}
    </>
  );
}

/**
 * /history and /history/{id}: pick an archived team in 'View Previous Teams' to see its season. Each
 * option names the team's league and session ("Albany Aces — Men's A, Spring 2026"): a club plays
 * season after season under one name.
 */
export function TeamHistoryPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const teams = useQuery(archivedTeamsQuery());
  const loadError = useQueryErrorMessage(teams, 'Something went wrong with loading the previous teams');
  const options = (teams.data ?? []).map((team) => ({ value: team.teamId, label: teamSeasonLabel(team) }));
  const picked = id === undefined ? undefined : options.find((option) => option.value === id);
  const crumbs: BreadcrumbItem[] = [
    { label: 'Stats & Standings', to: siteRoute.statsAndStandings.href() },
    { label: 'Team History', to: siteRoute.teamHistories.href() },
    ...(picked ? [{ label: picked.label }] : []),
  ];

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <Breadcrumbs items={crumbs} />
      <PageTitle>Team History</PageTitle>
      <Picker
        label="View Previous Teams"
        placeholder={teams.isPending ? 'Loading…' : 'Pick a team'}
        data={options}
        value={id ?? null}
        onChange={(teamId) => void navigate(siteRoute.teamHistory.href({ id: teamId }))}
        searchable
        nothingFoundMessage="No previous teams"
        style={WIDE_PICKER}
      />
      {teams.isSuccess && teams.data.length === 0 && !id && (
        <Text ta="center" c="dimmed">
          No previous teams yet.
        </Text>
      )}
      {id && <ArchivedTeam key={id} teamId={id} />}
    </Container>
  );
}
