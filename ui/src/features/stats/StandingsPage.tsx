import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from '../../shared/router';
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
import { standingsQuery } from '../../shared/league/stats/api';
import { AsOfPicker } from './AsOfPicker';
import { isCalendarDay } from './asOfDay';
import { useNearViewport } from '../../shared/ui/useNearViewport';

// the chart's code loads once the visitor nears it, not with the table
const RaceChart = lazy(() => import('./RaceChart').then((m) => ({ default: m.RaceChart })));
import { leagueCrumbs } from '../../shared/league/stats/leagueCrumbs';
import { standingsByDivision } from './standingsDivisions';
import { standingsLegend, StandingsTable } from './StandingsTable';
import { LeagueSubtitle } from '../../shared/league/LeagueSubtitle';
import { CsvDownloadLink, leagueCsv } from '../../shared/csv/CsvDownloadLink';
import { responsiveFontSize } from '../../shared/ui/responsiveFontSize';

/**
 * /league/leagues/{leagueId}/standings[?asOf=YYYY-MM-DD]: the league's table, one per division, as it
 * stands or as it stood after the games of a past day.
 */
export function StandingsPage() {
  const { leagueId = '' } = useParams();
  useLive();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // a day of the calendar only: anything else shows today's table (and the picker says so)
  const askedAsOf = searchParams.get('asOf') ?? '';
  const asOf = isCalendarDay(askedAsOf) ? askedAsOf : '';
  const standings = useQuery(standingsQuery(leagueId, asOf || undefined));
  notFoundWhenMissing(standings);
  const loadError = useQueryErrorMessage(standings, 'Something went wrong with loading the standings');
  const answer = standings.data;
  const league = answer
    ? { leagueName: answer.leagueName, session: answer.session, year: answer.year }
    : null;
  const divisions = standingsByDivision(answer ?? { divisions: [], listOfTeams: [] });
  const [chartNear, chartPlace] = useNearViewport<HTMLDivElement>();

  return (
    <Container size="xl" py="xl">
      <ErrorModal title="Heads Up!" error={loadError.message} onClear={loadError.clear} />
      <Breadcrumbs items={leagueCrumbs(leagueId, answer, 'Standings')} />
      {answer && <DocumentTitle title={pageTitles.standings(answer)} />}
      <PageTitle>{answer ? `${answer.leagueName} Standings` : 'Standings'}</PageTitle>
      {answer && (
        <>
          <LeagueSubtitle mb="xs">
            {[answer.divisionName ? `${answer.divisionName} Division` : null, answer.session, answer.year]
              .filter(Boolean)
              .join(' · ')}
          </LeagueSubtitle>
          <Group justify="center" gap="lg" mb="md">
            <Anchor component={Link} to={siteRoute.scoringLeaders.href({ leagueId })} fw={700}>
              SCORING LEADERS
            </Anchor>
            <Anchor component={Link} to={siteRoute.leagueSchedule.href({ leagueId })} fw={700}>
              SCHEDULE
            </Anchor>
          </Group>
          <AsOfPicker
            value={asOf}
            refused={askedAsOf !== asOf ? askedAsOf : undefined}
            onChange={(day) =>
              navigate(`${siteRoute.standings.href({ leagueId })}${day ? `?asOf=${day}` : ''}`, {
                replace: true,
              })
            }
          />
        </>
      )}
      {standings.isPending ? (
        <Spinner />
      ) : (
        <Stack gap="xl">
          {divisions.map((division) => (
            <div key={division.divisionName ?? ''}>
              {division.divisionName && (
                <Title
                  order={2}
                  {...responsiveFontSize({ base: 18, sm: 20 })}
                  c="navy.8"
                  mb="xs"
                  tt="uppercase"
                >
                  {division.divisionName} Division
                </Title>
              )}
              <StandingsTable
                teams={division.teams}
                league={league}
                caption={division.divisionName ? `${division.divisionName} Division` : undefined}
              />
            </div>
          ))}
          <div>
            {answer && <CsvDownloadLink href={leagueCsv.standings(leagueId, asOf || undefined)} />}
            <TableLegend items={standingsLegend} />
            <Text size="xs" c="dimmed" mt={4}>
              Points: 2 per win, 1 per tie, overtime loss or shootout loss. Ranked by points, then wins, goal
              difference and goals for; a note beside a team level on points says what separated it. In L10
              and STRK an overtime or shootout loss counts as a loss.
            </Text>
          </div>
          {answer && answer.race.days.length > 0 && (
            <div ref={chartPlace} data-testid="race-chart-place">
              {chartNear && (
                <Suspense fallback={<Spinner />}>
                  <RaceChart answer={answer} />
                </Suspense>
              )}
            </div>
          )}
        </Stack>
      )}
    </Container>
  );
}
