import { Container, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from '../../shared/router';
import { useLive } from '../../shared/live/useLive';
import { pageTitles, siteRoute } from '@league/contracts/site-pages';
import { notFoundWhenMissing } from '../../shared/api/notFound';
import { useQueryErrorMessage } from '../../shared/api/useQueryErrorMessage';
import { Breadcrumbs } from '../../shared/layout/Breadcrumbs';
import { DocumentTitle } from '../../shared/layout/DocumentTitle';
import { TableLegend } from '../../shared/ui/DataTable';
import { ErrorModal } from '../../shared/ui/ErrorModal';
import { PageTitle } from '../../shared/ui/PageTitle';
import { Spinner } from '../../shared/ui/Spinner';
import { calendarFeeds } from '../../shared/league/schedules/api';
import { leagueTitle, standingsQuery } from '../../shared/league/stats/api';
import { leagueCrumbs } from '../../shared/league/stats/leagueCrumbs';
import { LeagueLinks } from './LeagueLinks';
import { standingsByDivision } from './standingsDivisions';
import { standingsLegend, StandingsTable } from './StandingsTable';
import { LinkButton } from '../../shared/ui/LinkButton';
import { LeagueSubtitle } from '../../shared/league/LeagueSubtitle';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

// the league's calendar links load after the page's first render, as on the team page: the hub's first
// load stays within the weight goal without them
const SubscribeLinks = lazy(() =>
  import('../../shared/league/schedules/SubscribeLinks').then(({ SubscribeLinks: Links }) => ({
    default: Links,
  })),
);

/**
 * /league/{leagueId}: one league (current or previous) with its standings at a glance and the
 * links to its full standings, scoring leaders, schedule and calendar feed. The standings answer
 * carries the league's own fields.
 */
export function LeagueHubPage() {
  const { leagueId = '' } = useParams();
  useLive();
  const standings = useQuery(standingsQuery(leagueId));
  notFoundWhenMissing(standings);
  const loadError = useQueryErrorMessage(standings, 'Something went wrong with loading the league');
  const answer = standings.data;

  return (
    <Container size="xl" py="xl">
      <ErrorModal error={loadError.message} onClear={loadError.clear} />
      <Breadcrumbs items={leagueCrumbs(leagueId, answer)} />
      {standings.isPending && <Spinner />}
      {answer && <DocumentTitle title={pageTitles.leagueHub(answer)} />}
      {answer && (
        <Stack gap="md">
          <div>
            <PageTitle>{leagueTitle(answer)}</PageTitle>
            <LeagueSubtitle>
              {answer.session} {answer.year}
            </LeagueSubtitle>
          </div>
          <Group justify="center">
            <LeagueLinks leagueId={leagueId} />
            <LinkButton to={siteRoute.bracket.href({ leagueId })} size="sm" variant="light">
              Playoff bracket
            </LinkButton>
          </Group>
          <Suspense fallback={null}>
            <SubscribeLinks
              feedPath={calendarFeeds.league(leagueId)}
              label="League calendar"
              calendarOf={answer}
            />
          </Suspense>
          {standingsByDivision(answer).map((division) => (
            <div key={division.divisionName ?? ''}>
              {division.divisionName && (
                <Title
                  order={2}
                  {...responsiveFontSize({ base: 17, sm: 19 })}
                  c="navy.8"
                  tt="uppercase"
                  mb={4}
                >
                  {division.divisionName} Division
                </Title>
              )}
              <StandingsTable
                teams={division.teams}
                league={answer}
                caption={division.divisionName ? `${division.divisionName} Division` : 'Standings'}
              />
            </div>
          ))}
          <TableLegend items={standingsLegend} />
        </Stack>
      )}
    </Container>
  );
}
